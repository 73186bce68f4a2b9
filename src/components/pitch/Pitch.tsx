/**
 * A football pitch that shows players in rows, the goalkeeper's row on top (as FPL and
 * TFF Fantezi Lig draw it), with an optional bench row under it. It holds no text of its
 * own: callers pass the accessible names, so any page and namespace can reuse it.
 *
 * Usage:
 *   <Pitch
 *     label="Best XI of round 5"
 *     rows={formationRows('4-4-2', starters).map((row) =>
 *       row.map((p) => ({ key: p.Id, content: <PlayerToken … /> })),
 *     )}
 *     bench={{ label: 'Bench', slots: bench.map(…) }}
 *   />
 */
import type { Key, ReactNode } from 'react';
import './pitch.css';

export interface PitchSlot {
  key: Key;
  /** Usually a PlayerToken; anything fits (an empty-slot button in the team builder). */
  content: ReactNode;
}

export interface PitchProps {
  /** Accessible name of the pitch (read as a list of lines). */
  label: string;
  /** Lines from the goalkeeper to the forwards; each line is centred. */
  rows: PitchSlot[][];
  /** Substitutes under the pitch, in bench order. */
  bench?: { label: string; slots: PitchSlot[] };
}

export function Pitch({ label, rows, bench }: PitchProps) {
  return (
    <div className="kadro-pitch-wrap">
      <ol className="kadro-pitch" aria-label={label}>
        {rows.map((row, index) => (
          <li key={index} className="kadro-pitch__row">
            <ul className="kadro-pitch__line">
              {row.map((slot) => (
                <li key={slot.key} className="kadro-pitch__slot">
                  {slot.content}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {bench && bench.slots.length > 0 && (
        <div className="kadro-pitch__bench">
          <p className="kadro-pitch__bench-label">{bench.label}</p>
          <ul className="kadro-pitch__line" aria-label={bench.label}>
            {bench.slots.map((slot) => (
              <li key={slot.key} className="kadro-pitch__slot">
                {slot.content}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
