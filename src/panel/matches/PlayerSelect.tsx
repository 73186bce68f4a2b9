/** A player of either club of the match, grouped by club, by shirt number and name. */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { Player } from '../../../store/api/engine';

export interface Squad {
  clubName: string;
  players: Player[];
}

export const PlayerSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { squads: Squad[]; emptyLabel: string }
>(function PlayerSelect({ squads, emptyLabel, ...props }, ref) {
  return (
    <select ref={ref} className="input" {...props}>
      <option value="">{emptyLabel}</option>
      {squads.map((squad) => (
        <optgroup key={squad.clubName} label={squad.clubName}>
          {squad.players.map((player) => (
            <option key={player.Id} value={player.Id}>
              {player.ShirtNumber !== null ? `${player.ShirtNumber} · ` : ''}
              {player.DisplayName} ({player.Position})
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
});
