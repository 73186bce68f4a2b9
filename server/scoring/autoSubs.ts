/**
 * Auto-substitution (GAME_RULES "A user team") as a function of a team's shape, not of the
 * team: which starters go out and which bench players come in depends only on the XI's
 * outfield counts, the positions of the starters with 0 minutes and no card (by slot) and
 * the positions of the bench players who played (by bench order). The score job reads those
 * three figures for every team in its one pass over the picks (`teamPoints.ts`), solves each
 * distinct shape once here (a round has a few thousand of them, whatever its number of
 * teams) and joins the answers back.
 *
 * The rule: a starter with 0 minutes and no card is replaced by the first bench player (bench
 * order) who played and keeps the XI valid: a GK only by a GK, and no outfield position
 * below its minimum over the rule set's formations. Starters are taken in slot order.
 *
 * One ordered pass over the absent starters is enough: a starter for whom no unused bench
 * player is valid stays so (only a bench player of his own position could raise his
 * position's count again, and there is none left), so no later substitution makes an
 * earlier-slot starter valid.
 */

/** Position codes as the SQL encodes them (3 bits each). */
export const POSITION_CODE = { GK: 1, DEF: 2, MID: 3, FWD: 4 } as const;

/** A team's shape: the figures its substitutions depend on. */
export interface SubShape {
  /** Starters by outfield position. */
  def: number;
  mid: number;
  fwd: number;
  /** Position code of each absent starter at bit 3 × slot_order. */
  outs: number;
  /** Position code of each bench player who played at bit 3 × bench_order. */
  bench: number;
}

/** The substitutions: bit slot_order of each starter out, bit bench_order of each player in. */
export interface SubAnswer {
  outMask: number;
  inMask: number;
}

const SLOTS = 15;
const BENCH = 4;

/** The 3-bit code at `index` of an encoded list (15 slots × 3 bits stays below 2^53). */
const codeAt = (encoded: number, index: number) => Math.floor(encoded / 2 ** (3 * index)) % 8;

export function solveSubs(
  shape: SubShape,
  minimums: { DEF: number; MID: number; FWD: number },
): SubAnswer {
  const counts: Record<number, number> = { 2: shape.def, 3: shape.mid, 4: shape.fwd };
  const minimum: Record<number, number> = { 2: minimums.DEF, 3: minimums.MID, 4: minimums.FWD };
  const bench: number[] = [];
  for (let order = 1; order <= BENCH; order++) bench[order] = codeAt(shape.bench, order);
  let outMask = 0;
  let inMask = 0;
  for (let slot = 1; slot <= SLOTS; slot++) {
    const out = codeAt(shape.outs, slot);
    if (out === 0) continue;
    for (let order = 1; order <= BENCH; order++) {
      const into = bench[order] as number;
      if (into === 0) continue;
      if ((out === 1) !== (into === 1)) continue;
      if (out !== into && !((counts[out] as number) > (minimum[out] as number))) continue;
      bench[order] = 0;
      outMask += 2 ** slot;
      inMask += 2 ** order;
      if (out !== 1) {
        counts[out] = (counts[out] as number) - 1;
        counts[into] = (counts[into] as number) + 1;
      }
      break;
    }
  }
  return { outMask, inMask };
}
