/**
 * What can be done with the player tapped on the pitch: captain and vice-captain (starters
 * only, one tap), a swap (then the place to swap with), remove, close. A sheet fixed to the
 * bottom of the viewport (builder.css), not a modal: the pitch stays usable for the swap.
 * Focus moves into it when it opens for a player; Escape or Close gives it back to the
 * token that opened it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  captainChosen,
  playerRemoved,
  viceCaptainChosen,
} from '../../../../store/team/teamBuilderSlice';
import { culture } from '../../../components/culture';
import { useLanguage } from '../../../reads/language';
import type { TeamBuilderModel } from './useTeamBuilder';

export function PlayerActions({ builder }: { builder: TeamBuilderModel }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const { selected, selectedPlayer: player, state, clubs } = builder;
  const sheet = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const playerId = player?.Id;
  useEffect(() => {
    if (playerId === undefined) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !sheet.current?.contains(active)) opener.current = active;
    sheet.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [playerId]);
  if (!player || !selected) return null;
  const close = () => {
    builder.closeActions();
    opener.current?.focus();
  };
  return (
    <div
      ref={sheet}
      className="player-actions"
      role="region"
      aria-label={player.DisplayName}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        if (builder.swapping) builder.setSwapping(false);
        else close();
      }}
    >
      <p className="player-actions__title">
        <strong>{player.DisplayName}</strong>{' '}
        <span className="muted">
          {clubs.get(player.TeamId)?.ShortName} · {culture(language).price(player.Price)}
        </span>
      </p>
      {builder.swapping ? (
        <>
          <p aria-live="polite">{t('actions.swapHint', { name: player.DisplayName })}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => builder.setSwapping(false)}
          >
            {t('actions.cancel')}
          </button>
        </>
      ) : (
        <div className="player-actions__buttons">
          {selected.zone === 'xi' && (
            <>
              <button
                type="button"
                className="button"
                disabled={state.captainId === player.Id}
                onClick={() => builder.act(captainChosen(player.Id))}
              >
                {t('actions.captain')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={state.viceCaptainId === player.Id}
                onClick={() => builder.act(viceCaptainChosen(player.Id))}
              >
                {t('actions.vice')}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => builder.setSwapping(true)}
          >
            {t('actions.swap')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              builder.actAndDeselect(playerRemoved(player.Id));
              opener.current?.focus();
            }}
          >
            {t('actions.remove')}
          </button>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('actions.close')}
          </button>
        </div>
      )}
    </div>
  );
}
