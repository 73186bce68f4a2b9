/**
 * "Generate team": a valid squad for a formation within a budget, picked by expected
 * points per price with some variety. Pure: the player pool, the rules and a random source
 * come in, so the same seed gives the same squad and tests can try many seeds.
 *
 * The plan: expected points per player (a price-based prior shrunk towards what he has
 * scored, so round 1 works), jittered by the random source; a cheap bench first, then the
 * XI greedily by value while the rest of the squad stays affordable, then upgrade passes
 * that spend what is left on the largest gains.
 */
import type { LineupOfPlayerType, PlayerStatus } from '../../store/api/engine';
import {
  benchByPosition,
  clubRoom,
  POSITIONS,
  startersByPosition,
  type Position,
  type SquadRules,
} from '../../rules/squad';

export interface PoolPlayer {
  id: number;
  position: Position;
  clubId: number;
  price: number;
  form: number;
  totalPoints: number;
  status: PlayerStatus;
}

export interface GeneratedPick {
  playerId: number;
  isStarter: boolean;
  benchOrder: number | null;
}

export interface GeneratedSquad {
  picks: GeneratedPick[];
  captainId: number;
  viceCaptainId: number;
  cost: number;
}

/** A random source in [0, 1). */
export type Random = () => number;

/** Rounds of evidence worth as much as the price prior. */
const PRIOR_WEIGHT = 2;
/** Evidence beyond this many rounds adds no weight (form covers the last 4). */
const MAX_EVIDENCE_ROUNDS = 4;
/** Injured or suspended players are picked only when little else fits. */
const UNAVAILABLE_FACTOR = 0.2;
/** Variety: each player's expectation is scaled by a factor in [1 - JITTER, 1 + JITTER). */
const JITTER = 0.25;

/**
 * Expected round points: the price says what the market expects (7.5M → 3.75 points), and
 * after some rounds the blend of form and points per round takes over. Never below 0.1,
 * so value (points per price) stays meaningful.
 */
export function expectedPoints(player: PoolPlayer, startedRounds: number): number {
  const prior = player.price / 20;
  const rounds = Math.min(Math.max(startedRounds, 0), MAX_EVIDENCE_ROUNDS);
  const observed =
    startedRounds > 0 ? 0.5 * player.form + (0.5 * player.totalPoints) / startedRounds : 0;
  const blended = (prior * PRIOR_WEIGHT + observed * rounds) / (PRIOR_WEIGHT + rounds);
  const availability = player.status === 'available' ? 1 : UNAVAILABLE_FACTOR;
  return Math.max(blended * availability, 0.1);
}

interface Candidate extends PoolPlayer {
  expected: number;
  /** `expected` with the random jitter: what the picking compares. */
  score: number;
}

/**
 * A squad for `lineup` costing at most `budget`, or null when the pool cannot make one.
 * `startedRounds`: rounds with points so far (weighs form against the price prior).
 */
export function generateSquad({
  pool,
  rules,
  lineup,
  budget,
  startedRounds,
  random,
}: {
  pool: readonly PoolPlayer[];
  rules: SquadRules;
  lineup: LineupOfPlayerType;
  budget: number;
  startedRounds: number;
  random: Random;
}): GeneratedSquad | null {
  const starterNeed = startersByPosition(rules, lineup);
  const benchNeed = benchByPosition(rules, lineup);
  if (POSITIONS.some((p) => starterNeed[p] < 0 || benchNeed[p] < 0)) return null;

  const candidates: Candidate[] = pool.map((p) => {
    const expected = expectedPoints(p, startedRounds);
    return { ...p, expected, score: expected * (1 - JITTER + 2 * JITTER * random()) };
  });
  const byPosition = new Map<Position, Candidate[]>(
    POSITIONS.map((pos) => [
      pos,
      candidates.filter((c) => c.position === pos).sort((a, b) => a.price - b.price),
    ]),
  );

  const chosen = new Map<number, { player: Candidate; starter: boolean }>();
  const clubCount = new Map<number, number>();
  let cost = 0;
  const hasClubRoom = (c: Candidate, leaving?: Candidate) =>
    clubRoom(rules, (clubCount.get(c.clubId) ?? 0) - (leaving?.clubId === c.clubId ? 1 : 0)) > 0;
  const add = (c: Candidate, starter: boolean) => {
    chosen.set(c.id, { player: c, starter });
    clubCount.set(c.clubId, (clubCount.get(c.clubId) ?? 0) + 1);
    cost += c.price;
  };
  const remove = (c: Candidate) => {
    chosen.delete(c.id);
    clubCount.set(c.clubId, clubCount.get(c.clubId)! - 1);
    cost -= c.price;
  };
  /** The least the still-empty places can cost (a lower bound: clubs are ignored). */
  const cheapestFill = (open: Record<Position, number>) =>
    POSITIONS.reduce((sum, pos) => {
      const free = byPosition.get(pos)!.filter((c) => !chosen.has(c.id));
      return sum + free.slice(0, open[pos]).reduce((s, c) => s + c.price, 0);
    }, 0);

  // The bench: among each position's cheapest price levels, the best-scoring players.
  const open = { ...starterNeed };
  for (const pos of POSITIONS) {
    for (let n = 0; n < benchNeed[pos]; n++) {
      const free = byPosition.get(pos)!.filter((c) => !chosen.has(c.id) && hasClubRoom(c));
      if (free.length === 0) return null;
      const cheap = free.filter((c) => c.price <= free[0]!.price + 5);
      add(
        cheap.reduce((best, c) => (c.score > best.score ? c : best)),
        false,
      );
    }
  }
  // The XI: best value first, keeping the places still open affordable.
  const xiOrder = POSITIONS.flatMap((pos) => Array<Position>(starterNeed[pos]).fill(pos));
  for (const pos of xiOrder) {
    open[pos] -= 1;
    const rest = cheapestFill(open);
    const fits = byPosition
      .get(pos)!
      .filter((c) => !chosen.has(c.id) && hasClubRoom(c) && cost + c.price + rest <= budget);
    const fallback = byPosition.get(pos)!.filter((c) => !chosen.has(c.id) && hasClubRoom(c));
    const options = fits.length > 0 ? fits : fallback;
    if (options.length === 0) return null;
    add(
      options.reduce((best, c) => (c.score / c.price > best.score / best.price ? c : best)),
      true,
    );
  }
  if (cost > budget) return null;

  // Upgrades: the XI first, then the bench, always the largest gain that fits.
  for (const starters of [true, false]) {
    for (let pass = 0; pass < 200; pass++) {
      let best: { out: Candidate; in: Candidate; gain: number } | null = null;
      for (const { player: out, starter } of chosen.values()) {
        if (starter !== starters) continue;
        for (const c of byPosition.get(out.position)!) {
          if (chosen.has(c.id) || c.price - out.price > budget - cost) continue;
          const gain = c.score - out.score;
          if (gain > 0 && (!best || gain > best.gain) && hasClubRoom(c, out)) {
            best = { out, in: c, gain };
          }
        }
      }
      if (!best) break;
      remove(best.out);
      add(best.in, starters);
    }
  }

  return shape([...chosen.values()], starterNeed, cost);
}

/**
 * Roles and order: in each position the best-scoring players start, the bench GK is
 * substitute 1 and the other substitutes follow by score; the captain is the starter with
 * the highest expectation, the vice the next.
 */
function shape(
  squad: { player: Candidate }[],
  starterNeed: Record<Position, number>,
  cost: number,
): GeneratedSquad {
  const picks: GeneratedPick[] = [];
  const starters: Candidate[] = [];
  const bench: Candidate[] = [];
  for (const pos of POSITIONS) {
    const ofPos = squad
      .map((s) => s.player)
      .filter((p) => p.position === pos)
      .sort((a, b) => b.score - a.score);
    starters.push(...ofPos.slice(0, starterNeed[pos]));
    bench.push(...ofPos.slice(starterNeed[pos]));
  }
  const benchOrdered = [
    ...bench.filter((p) => p.position === 'GK'),
    ...bench.filter((p) => p.position !== 'GK').sort((a, b) => b.score - a.score),
  ];
  for (const p of starters) picks.push({ playerId: p.id, isStarter: true, benchOrder: null });
  benchOrdered.forEach((p, i) =>
    picks.push({ playerId: p.id, isStarter: false, benchOrder: i + 1 }),
  );
  const armband = [...starters].sort((a, b) => b.expected - a.expected || b.score - a.score);
  return { picks, captainId: armband[0]!.id, viceCaptainId: armband[1]!.id, cost };
}
