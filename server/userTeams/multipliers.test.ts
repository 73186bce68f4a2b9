/** Multipliers: bench, captain, Triple Captain, Bench Boost, auto-subs and the vice stepping in. */
import { multipliersOf, type MultiplierPlayer } from './multipliers';

const RULES = { CaptainMultiplier: 2, TripleCaptainMultiplier: 3 };
const player = (playerId: number, over: Partial<MultiplierPlayer> = {}): MultiplierPlayer => ({
  playerId,
  isStarter: playerId <= 11,
  autoSubbedIn: false,
  autoSubbedOut: false,
  minutes: 90,
  ...over,
});
const squad = (over: Record<number, Partial<MultiplierPlayer>> = {}) =>
  Array.from({ length: 15 }, (_, i) => player(i + 1, over[i + 1]));
const team = { booster: null, captainId: 5, viceCaptainId: 6 };
const list = (m: Map<number, number>) => [...m.values()];

describe('multipliersOf', () => {
  it('counts the XI once, the captain twice and the bench not at all', () => {
    const m = multipliersOf(team, squad(), RULES, true);
    expect(list(m)).toEqual([1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
  });

  it('gives the Triple Captain three and Bench Boost the bench', () => {
    const triple = multipliersOf({ ...team, booster: 'TripleCaptain' }, squad(), RULES, false);
    expect(triple.get(5)).toBe(3);
    const bench = multipliersOf({ ...team, booster: 'BenchBoost' }, squad(), RULES, false);
    expect(list(bench)).toEqual([1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('counts a substitute who came in, not the starter he replaced', () => {
    const m = multipliersOf(
      team,
      squad({ 3: { autoSubbedOut: true, minutes: 0 }, 13: { autoSubbedIn: true } }),
      RULES,
      true,
    );
    expect([m.get(3), m.get(13)]).toEqual([0, 1]);
  });

  it('moves the armband to the vice once the round is finished and the captain did not play', () => {
    const benched = squad({ 5: { minutes: null } });
    const live = multipliersOf(team, benched, RULES, false);
    expect([live.get(5), live.get(6)]).toEqual([2, 1]);
    const finished = multipliersOf({ ...team, booster: 'TripleCaptain' }, benched, RULES, true);
    expect([finished.get(5), finished.get(6)]).toEqual([1, 3]);
    const neither = multipliersOf(
      team,
      squad({ 5: { minutes: 0 }, 6: { minutes: 0 } }),
      RULES,
      true,
    );
    expect([neither.get(5), neither.get(6)]).toEqual([1, 1]);
  });
});
