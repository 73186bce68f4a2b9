import { describe, expect, it } from '@jest/globals';
import { solveSubs, type SubShape } from './autoSubs';

const MIN = { DEF: 3, MID: 2, FWD: 1 };
const CODE = { GK: 1, DEF: 2, MID: 3, FWD: 4 } as const;
type Position = keyof typeof CODE;

/** Positions keyed by slot (starters) or bench order, encoded as the score job's SQL does. */
function encode(at: Record<number, Position>): number {
  return Object.entries(at).reduce((sum, [i, pos]) => sum + CODE[pos] * 2 ** (3 * Number(i)), 0);
}

/**
 * The rule as the earlier score job ran it, pass by pass: each pass makes the first valid
 * (starter by slot, bench player by bench order) substitution, until a pass makes none.
 */
function byPasses(
  shape: SubShape,
  outs: Record<number, Position>,
  bench: Record<number, Position>,
) {
  const counts = { GK: 1, DEF: shape.def, MID: shape.mid, FWD: shape.fwd };
  const usedOut = new Set<number>();
  const usedIn = new Set<number>();
  for (let pass = 1; pass <= 4; pass++) {
    let made = false;
    const slots = Object.keys(outs)
      .map(Number)
      .sort((a, b) => a - b);
    const orders = Object.keys(bench)
      .map(Number)
      .sort((a, b) => a - b);
    search: for (const slot of slots) {
      if (usedOut.has(slot)) continue;
      for (const order of orders) {
        if (usedIn.has(order)) continue;
        const o = outs[slot]!;
        const i = bench[order]!;
        if ((o === 'GK') !== (i === 'GK')) continue;
        if (o !== i && !(counts[o] > MIN[o as 'DEF'])) continue;
        usedOut.add(slot);
        usedIn.add(order);
        counts[o] -= 1;
        counts[i] += 1;
        made = true;
        break search;
      }
    }
    if (!made) break;
  }
  return {
    outMask: [...usedOut].reduce((m, s) => m + 2 ** s, 0),
    inMask: [...usedIn].reduce((m, b) => m + 2 ** b, 0),
  };
}

const FORMATIONS = ['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-2-3', '5-3-2', '5-4-1'];

/** A seeded generator (mulberry32): the same shapes every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('solveSubs', () => {
  it('a GK only by the bench GK; a DEF at the minimum only by a DEF; bench order', () => {
    const shape = { def: 3, mid: 4, fwd: 3 };
    // Slot 1 GK and slot 2 DEF absent; bench: 1 GK, 2 MID, 3 DEF.
    const answer = solveSubs(
      {
        ...shape,
        outs: encode({ 1: 'GK', 2: 'DEF' }),
        bench: encode({ 1: 'GK', 2: 'MID', 3: 'DEF' }),
      },
      MIN,
    );
    expect(answer).toEqual({ outMask: 2 ** 1 + 2 ** 2, inMask: 2 ** 1 + 2 ** 3 });
  });

  it('makes the substitutions the pass-by-pass rule makes, for 20,000 random teams', () => {
    const next = random(21);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
    let subs = 0;
    for (let n = 0; n < 20_000; n++) {
      const [def, mid, fwd] = pick(FORMATIONS).split('-').map(Number) as [number, number, number];
      const xi: Position[] = [
        'GK',
        ...Array<Position>(def).fill('DEF'),
        ...Array<Position>(mid).fill('MID'),
        ...Array<Position>(fwd).fill('FWD'),
      ];
      const outs: Record<number, Position> = {};
      xi.forEach((pos, i) => {
        if (next() < 0.25) outs[i + 1] = pos;
      });
      const bench: Record<number, Position> = {};
      const benchPositions: Position[] = ['GK', pick(['DEF', 'MID', 'FWD'] as const)];
      benchPositions.push(
        pick(['DEF', 'MID', 'FWD'] as const),
        pick(['DEF', 'MID', 'FWD'] as const),
      );
      benchPositions.forEach((pos, i) => {
        if (next() < 0.7) bench[i + 1] = pos;
      });
      const shape = { def, mid, fwd, outs: encode(outs), bench: encode(bench) };
      const answer = solveSubs(shape, MIN);
      expect(answer).toEqual(byPasses(shape, outs, bench));
      subs += answer.inMask.toString(2).split('1').length - 1;
    }
    expect(subs).toBeGreaterThan(10_000);
  });
});
