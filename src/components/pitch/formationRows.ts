import { formationLines } from '../../../rules/squad';

/**
 * Splits an XI given in pitch order (GK, then DEF, MID, FWD) into the pitch's lines by a
 * formation such as "4-4-2": [[GK], [4 DEF], [4 MID], [2 FWD]].
 */
export function formationRows<T>(formation: string, starters: readonly T[]): T[][] {
  const sizes = [1, ...formationLines(formation)];
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`Not a formation: ${formation}`);
  }
  const rows: T[][] = [];
  let at = 0;
  for (const size of sizes) {
    rows.push(starters.slice(at, at + size));
    at += size;
  }
  // Players beyond the formation (a malformed answer) still show, on a line of their own.
  if (at < starters.length) rows.push(starters.slice(at));
  return rows.filter((row) => row.length > 0);
}
