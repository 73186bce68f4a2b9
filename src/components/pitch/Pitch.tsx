/**
 * The one football pitch of the game: the XI in lines, the goalkeeper's line on top (as FPL
 * and TFF Fantezi Lig draw it), with an optional bench under it in substitution order. It
 * holds no text of its own: callers pass the accessible names and the slots' content (a
 * PlayerToken, or the team screens' selectable token), so any page and namespace reuse it.
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
import { useId, type Key, type ReactNode } from 'react';
import './pitch.css';

export interface PitchSlot {
  key: Key;
  /** Usually a PlayerToken; anything fits (the team builder's selectable token). */
  content: ReactNode;
}

export interface PitchProps {
  /** Accessible name of the pitch. */
  label: string;
  /** Lines from the goalkeeper to the forwards; each line is centred. */
  rows: PitchSlot[][];
  /** Substitutes under the pitch, in bench order. */
  bench?: { label: string; slots: PitchSlot[] };
  /**
   * A landmark (a named region a screen-reader user jumps to) where the pitch is the
   * page's working area, as on the team screens; otherwise the pitch is a named list of
   * lines inside the page's content.
   */
  landmark?: boolean;
}

/** The lines' names in pitch order: a line's class says which it is (`pitch__row--gk`). */
const LINES = ['gk', 'def', 'mid', 'fwd'] as const;

export function Pitch({ label, rows, bench, landmark = false }: PitchProps) {
  const benchTitle = useId();
  const lines = (
    <ol className="pitch" aria-label={landmark ? undefined : label}>
      {rows.map((row, index) => (
        <li key={index} className={`pitch__row pitch__row--${LINES[index] ?? 'extra'}`}>
          <ul className="pitch__line">
            {row.map((slot) => (
              <li key={slot.key} className="pitch__slot">
                {slot.content}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
  return (
    <div className="pitch-wrap">
      {landmark ? <section aria-label={label}>{lines}</section> : lines}
      {bench && bench.slots.length > 0 && (
        <section className="pitch__bench" aria-labelledby={benchTitle}>
          <h2 id={benchTitle} className="pitch__bench-label">
            {bench.label}
          </h2>
          <ol className="pitch__line">
            {bench.slots.map((slot) => (
              <li key={slot.key} className="pitch__slot">
                {slot.content}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
