/**
 * The demo match simulator: a pure function from (seed, home squad, away squad) to a whole
 * match (line-ups and substitutions, goals and assists, penalties, own goals, cards, saves,
 * injuries and side statistics), and `matchAt`, the match as it stands a number of real
 * minutes after kickoff, for live play. Stronger (pricier) sides score more; home sides a
 * little more. The sheet it gives passes `checkMatchSheet`.
 *
 * Time runs on a timeline `t` of played minutes: 1..45+s1 is the first half (its stoppage
 * minutes are 45+1..45+s1), then 46..90 and the second half's stoppage 90+1..90+s2.
 */
import type { MatchEventType, TeamStatsInput } from '../../store/api/engine';
import type { SheetAppearance, SheetEvent } from '../../rules/matchSheet';
import { formationCounts } from '../../rules/squad';
import type { Position } from './playerGenerator';
import { randomOf, type Random } from '../platform/random';

export interface SimPlayer {
  id: number;
  position: Position;
  price: number;
}

export type Side = 'home' | 'away';

export interface SimAppearance {
  playerId: number;
  side: Side;
  isStarter: boolean;
  onAt: number;
  offAt: number | null;
}

export interface SimEvent {
  t: number;
  side: Side;
  type: MatchEventType;
  playerId: number;
  relatedPlayerId: number | null;
}

/** What does not show as an event: shots, saves, corners and fouls, by timeline minute. */
interface Happening {
  t: number;
  side: Side;
  kind: 'shotOff' | 'shotOn' | 'corner' | 'foul';
  /** The goalkeeper who saved a shot on target that was no goal. */
  saverId?: number;
}

export interface SimInjury {
  playerId: number;
  t: number;
  /** Rounds he misses after this one. */
  roundsOut: number;
}

export interface SimMatch {
  stoppage: [number, number];
  formations: Record<Side, string>;
  appearances: SimAppearance[];
  events: SimEvent[];
  happenings: Happening[];
  injuries: SimInjury[];
  homePossession: number;
}

const FORMATIONS: readonly [string, number][] = [
  ['4-2-3-1', 5],
  ['4-3-3', 4],
  ['4-4-2', 3],
  ['3-5-2', 2],
  ['5-3-2', 1],
  ['4-5-1', 2],
];

/** The timeline length: 90 minutes and both stoppage times. */
export const fullTime = (sim: SimMatch) => 90 + sim.stoppage[0] + sim.stoppage[1];

/** A timeline minute as the sheet writes it: minute 1..90 plus stoppage minutes. */
export function clockOf(
  t: number,
  stoppage: [number, number],
): { minute: number; added: number | null } {
  const [s1] = stoppage;
  if (t <= 45) return { minute: t, added: null };
  if (t <= 45 + s1) return { minute: 45, added: t - 45 };
  const u = t - s1;
  return u <= 90 ? { minute: u, added: null } : { minute: 90, added: u - 90 };
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

interface Lineup {
  starters: SimPlayer[];
  bench: SimPlayer[];
}

/** The XI: the best keeper (usually), then each line by price with a little rotation. */
function pickLineup(random: Random, squad: readonly SimPlayer[], formation: string): Lineup {
  const score = (p: SimPlayer) => p.price * (0.8 + 0.4 * random.next());
  const ranked = [...squad]
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.p.id - b.p.id);
  const taken = new Set<number>();
  const take = (position: Position, count: number) => {
    const chosen = ranked
      .filter((r) => r.p.position === position && !taken.has(r.p.id))
      .slice(0, count);
    for (const r of chosen) taken.add(r.p.id);
    return chosen.map((r) => r.p);
  };
  const keepers = ranked.filter((r) => r.p.position === 'GK').map((r) => r.p);
  const starters: SimPlayer[] = [];
  const keeper = keepers.length > 1 && random.chance(0.1) ? keepers[1]! : keepers[0];
  if (keeper) {
    starters.push(keeper);
    taken.add(keeper.id);
  }
  const counts = formationCounts(formation);
  for (const position of ['DEF', 'MID', 'FWD'] as const)
    starters.push(...take(position, counts[position]));
  // A squad short in one line fills the XI from the other outfield players.
  for (const r of ranked) {
    if (starters.length >= 11) break;
    if (!taken.has(r.p.id) && r.p.position !== 'GK') {
      starters.push(r.p);
      taken.add(r.p.id);
    }
  }
  const rest = ranked.filter((r) => !taken.has(r.p.id)).map((r) => r.p);
  const benchKeeper = rest.find((p) => p.position === 'GK');
  const bench = [
    ...(benchKeeper ? [benchKeeper] : []),
    ...rest.filter((p) => p.position !== 'GK').slice(0, 8),
  ];
  return { starters, bench };
}

const strengthOf = (players: readonly SimPlayer[]) =>
  players.length === 0 ? 40 : players.reduce((sum, p) => sum + p.price, 0) / players.length;

const SCORER_WEIGHT: Record<Position, number> = { GK: 0.02, DEF: 1, MID: 3, FWD: 6 };
const ASSIST_WEIGHT: Record<Position, number> = { GK: 0.1, DEF: 2, MID: 4, FWD: 3 };
const OWN_GOAL_WEIGHT: Record<Position, number> = { GK: 0.5, DEF: 4, MID: 1, FWD: 0.3 };
const CARD_WEIGHT: Record<Position, number> = { GK: 0.2, DEF: 3, MID: 2.5, FWD: 1.2 };

type Plan =
  | { t: number; side: Side; kind: 'goal' | 'penaltyGoal' | 'ownGoal' | 'penaltyFail' }
  | { t: number; side: Side; kind: 'shotOn' | 'shotOff' | 'corner' | 'foul' }
  | { t: number; side: Side; kind: 'yellow' | 'red' }
  | { t: number; side: Side; kind: 'sub' | 'injury' };

/** The whole match, deterministic for the seed and squads. */
export function simulateMatch(
  seed: number,
  homeSquad: readonly SimPlayer[],
  awaySquad: readonly SimPlayer[],
): SimMatch {
  const random = randomOf(seed);
  const stoppage: [number, number] = [random.int(1, 3), random.int(2, 6)];
  const end = 90 + stoppage[0] + stoppage[1];
  const secondHalf = 45 + stoppage[0] + 1;
  const squads = { home: homeSquad, away: awaySquad };
  const formations = {
    home: random.weighted(FORMATIONS, ([, w]) => w)[0],
    away: random.weighted(FORMATIONS, ([, w]) => w)[0],
  };
  const lineups = {
    home: pickLineup(random, squads.home, formations.home),
    away: pickLineup(random, squads.away, formations.away),
  };
  const strength = {
    home: strengthOf(lineups.home.starters),
    away: strengthOf(lineups.away.starters),
  };
  const ratio = strength.home / strength.away;
  const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
  const expectedGoals = {
    home: clamp(1.5 * ratio ** 1.3, 0.35, 3.6),
    away: clamp(1.15 / ratio ** 1.3, 0.3, 3.2),
  };

  const plans: Plan[] = [];
  const anyMinute = () => random.int(1, end);
  for (const side of ['home', 'away'] as const) {
    const edge = side === 'home' ? ratio : 1 / ratio;
    for (let i = random.poisson(expectedGoals[side]); i > 0; i--) {
      const r = random.next();
      const kind = r < 0.08 ? 'penaltyGoal' : r < 0.11 ? 'ownGoal' : 'goal';
      plans.push({ t: anyMinute(), side, kind });
    }
    if (random.chance(0.07)) plans.push({ t: anyMinute(), side, kind: 'penaltyFail' });
    for (let i = random.poisson(3 * clamp(edge, 0.6, 1.6)); i > 0; i--) {
      plans.push({ t: anyMinute(), side, kind: 'shotOn' });
    }
    for (let i = random.poisson(6 * clamp(edge, 0.7, 1.4)); i > 0; i--) {
      plans.push({ t: anyMinute(), side, kind: 'shotOff' });
    }
    for (let i = random.poisson(4.8 * clamp(edge, 0.7, 1.4)); i > 0; i--) {
      plans.push({ t: anyMinute(), side, kind: 'corner' });
    }
    for (let i = random.poisson(12.5); i > 0; i--)
      plans.push({ t: anyMinute(), side, kind: 'foul' });
    for (let i = random.poisson(2); i > 0; i--)
      plans.push({ t: anyMinute(), side, kind: 'yellow' });
    if (random.chance(0.04)) plans.push({ t: random.int(10, end), side, kind: 'red' });
    if (random.chance(0.08)) plans.push({ t: anyMinute(), side, kind: 'injury' });
    const subs = random.weighted([3, 4, 5], (n) => n);
    for (let i = 0; i < subs; i++) {
      // Most changes come between the hour and the last ten minutes; some at half-time.
      const t = random.chance(0.2) ? secondHalf : random.int(secondHalf + 10, 90 + stoppage[0] - 2);
      plans.push({ t, side, kind: 'sub' });
    }
  }
  // Stable order within a minute: the order planned.
  const ordered = plans.map((p, i) => ({ p, i })).sort((a, b) => a.p.t - b.p.t || a.i - b.i);

  const appearances: SimAppearance[] = [];
  const onPitch: Record<Side, SimPlayer[]> = { home: [], away: [] };
  const bench: Record<Side, SimPlayer[]> = {
    home: [...lineups.home.bench],
    away: [...lineups.away.bench],
  };
  const subsLeft: Record<Side, number> = { home: 5, away: 5 };
  const booked = new Set<number>();
  const appearanceOf = new Map<number, SimAppearance>();
  for (const side of ['home', 'away'] as const) {
    for (const p of lineups[side].starters) {
      const a: SimAppearance = { playerId: p.id, side, isStarter: true, onAt: 0, offAt: null };
      appearances.push(a);
      appearanceOf.set(p.id, a);
      onPitch[side].push(p);
    }
  }
  const events: SimEvent[] = [];
  const happenings: Happening[] = [];
  const injuries: SimInjury[] = [];
  const keeperOf = (side: Side) => onPitch[side].find((p) => p.position === 'GK');
  const leave = (side: Side, player: SimPlayer, t: number) => {
    onPitch[side] = onPitch[side].filter((p) => p.id !== player.id);
    appearanceOf.get(player.id)!.offAt = t;
  };
  const taker = (side: Side) =>
    [...onPitch[side]]
      .filter((p) => p.position !== 'GK')
      .sort(
        (a, b) =>
          (b.position === 'FWD' ? 1 : 0) - (a.position === 'FWD' ? 1 : 0) ||
          b.price - a.price ||
          a.id - b.id,
      )[0];
  const event = (
    t: number,
    side: Side,
    type: MatchEventType,
    player: SimPlayer,
    related?: SimPlayer,
  ) => events.push({ t, side, type, playerId: player.id, relatedPlayerId: related?.id ?? null });
  const weightedOf = (players: SimPlayer[], weights: Record<Position, number>) =>
    random.weighted(players, (p) => weights[p.position] * (0.5 + p.price / 100));

  const substitute = (t: number, side: Side, injured: boolean) => {
    const outfield = onPitch[side].filter((p) => p.position !== 'GK');
    if (outfield.length === 0) return;
    const out = injured
      ? random.pick(outfield)
      : weightedOf(outfield, { GK: 0, DEF: 1, MID: 2, FWD: 2.5 });
    if (injured) injuries.push({ playerId: out.id, t, roundsOut: random.int(1, 3) });
    if (subsLeft[side] === 0 || bench[side].length === 0) {
      // No change left: an injured player goes off without a replacement.
      if (injured) leave(side, out, t);
      return;
    }
    const candidates = bench[side].filter((p) => p.position !== 'GK');
    if (candidates.length === 0) return;
    const incoming = candidates.find((p) => p.position === out.position) ?? candidates[0]!;
    bench[side] = bench[side].filter((p) => p.id !== incoming.id);
    subsLeft[side] -= 1;
    leave(side, out, t);
    onPitch[side].push(incoming);
    const a: SimAppearance = {
      playerId: incoming.id,
      side,
      isStarter: false,
      onAt: t,
      offAt: null,
    };
    appearances.push(a);
    appearanceOf.set(incoming.id, a);
    event(t, side, 'substitution', out, incoming);
  };

  for (const { p: plan } of ordered) {
    const { t, side } = plan;
    const mine = onPitch[side];
    const theirs = onPitch[other(side)];
    if (mine.length === 0 || theirs.length === 0) continue;
    switch (plan.kind) {
      case 'goal': {
        const scorer = weightedOf(mine, SCORER_WEIGHT);
        const mates = mine.filter((p) => p.id !== scorer.id);
        const assist =
          mates.length > 0 && random.chance(0.78) ? weightedOf(mates, ASSIST_WEIGHT) : undefined;
        event(t, side, 'goal', scorer, assist);
        happenings.push({ t, side, kind: 'shotOn' });
        break;
      }
      case 'penaltyGoal': {
        const shooter = taker(side);
        if (!shooter) break;
        event(t, side, 'penaltyGoal', shooter);
        happenings.push({ t, side, kind: 'shotOn' });
        break;
      }
      case 'ownGoal':
        // Put in by the other side; it counts for `side`.
        event(t, other(side), 'ownGoal', weightedOf(theirs, OWN_GOAL_WEIGHT));
        break;
      case 'penaltyFail': {
        const shooter = taker(side);
        if (!shooter) break;
        const keeper = keeperOf(other(side));
        if (keeper && random.chance(0.55)) {
          event(t, other(side), 'penaltySaved', keeper, shooter);
          event(t, side, 'penaltyMissed', shooter);
          happenings.push({ t, side, kind: 'shotOn' });
        } else {
          event(t, side, 'penaltyMissed', shooter);
          happenings.push({ t, side, kind: 'shotOff' });
        }
        break;
      }
      case 'shotOn': {
        const keeper = keeperOf(other(side));
        happenings.push(
          keeper ? { t, side, kind: 'shotOn', saverId: keeper.id } : { t, side, kind: 'shotOff' },
        );
        break;
      }
      case 'shotOff':
      case 'corner':
      case 'foul':
        happenings.push({ t, side, kind: plan.kind });
        break;
      case 'yellow': {
        let player = weightedOf(mine, CARD_WEIGHT);
        // A booked player is careful: most second bookings go to someone else.
        const unbooked = mine.filter((p) => !booked.has(p.id));
        if (booked.has(player.id) && unbooked.length > 0 && random.chance(0.7)) {
          player = weightedOf(unbooked, CARD_WEIGHT);
        }
        happenings.push({ t, side, kind: 'foul' });
        if (booked.has(player.id)) {
          event(t, side, 'secondYellow', player);
          leave(side, player, t);
        } else {
          booked.add(player.id);
          event(t, side, 'yellowCard', player);
        }
        break;
      }
      case 'red': {
        const outfield = mine.filter((p) => p.position !== 'GK');
        if (outfield.length === 0) break;
        const player = weightedOf(outfield, CARD_WEIGHT);
        happenings.push({ t, side, kind: 'foul' });
        event(t, side, 'redCard', player);
        leave(side, player, t);
        break;
      }
      case 'sub':
      case 'injury':
        substitute(t, side, plan.kind === 'injury');
        break;
    }
  }

  const edge = (strength.home - strength.away) / (strength.home + strength.away);
  const homePossession = Math.round(clamp(50 + edge * 60 + random.int(-4, 4), 30, 70));
  return { stoppage, formations, appearances, events, happenings, injuries, homePossession };
}

export interface MatchMoment {
  state: 'scheduled' | 'live' | 'finished';
  /** The timeline minute reached (0 before kickoff). */
  t: number;
  /** The match clock as `matches.minute` stores it; null before kickoff. */
  minute: number | null;
  appearances: (SheetAppearance & { side: Side })[];
  events: (SheetEvent & { side: Side })[];
  homeScore: number | null;
  awayScore: number | null;
  homeStats: TeamStatsInput | null;
  awayStats: TeamStatsInput | null;
}

/** Real minutes of half-time. */
export const HALF_TIME_BREAK = 15;

/** Timeline minute reached `elapsed` real minutes after kickoff (with a half-time break). */
export function timelineAt(sim: SimMatch, elapsed: number): number {
  const firstHalf = 45 + sim.stoppage[0];
  if (elapsed < 0) return 0;
  if (elapsed < firstHalf) return Math.floor(elapsed) + 1;
  if (elapsed < firstHalf + HALF_TIME_BREAK) return firstHalf;
  return Math.min(
    fullTime(sim) + 1,
    firstHalf + Math.floor(elapsed - firstHalf - HALF_TIME_BREAK) + 1,
  );
}

/** Real minutes from kickoff to the final whistle. */
export const realDuration = (sim: SimMatch) => fullTime(sim) + HALF_TIME_BREAK;

/** The match as it stands `elapsed` real minutes after kickoff. */
export function matchAt(sim: SimMatch, elapsed: number): MatchMoment {
  if (elapsed < 0) {
    return {
      state: 'scheduled',
      t: 0,
      minute: null,
      appearances: [],
      events: [],
      homeScore: null,
      awayScore: null,
      homeStats: null,
      awayStats: null,
    };
  }
  const finished = elapsed >= realDuration(sim);
  const t = finished ? fullTime(sim) : Math.min(timelineAt(sim, elapsed), fullTime(sim));
  const minuteOf = (at: number) => clockOf(at, sim.stoppage).minute;
  const saves = new Map<number, number>();
  for (const h of sim.happenings) {
    if (h.t <= t && h.saverId !== undefined) saves.set(h.saverId, (saves.get(h.saverId) ?? 0) + 1);
  }
  const appearances = sim.appearances
    .filter((a) => a.onAt <= t)
    .map((a) => ({
      playerId: a.playerId,
      side: a.side,
      isStarter: a.isStarter,
      minuteOn: a.isStarter ? 0 : minuteOf(a.onAt),
      minuteOff: a.offAt !== null && a.offAt <= t ? minuteOf(a.offAt) : null,
      saves: saves.get(a.playerId) ?? 0,
    }));
  const events = sim.events
    .filter((e) => e.t <= t)
    .map((e) => {
      const clock = clockOf(e.t, sim.stoppage);
      return {
        minute: clock.minute,
        addedMinute: clock.added,
        type: e.type,
        playerId: e.playerId,
        relatedPlayerId: e.relatedPlayerId,
        side: e.side,
      };
    });
  const goalsFor = (side: Side) =>
    events.filter(
      (e) =>
        ((e.type === 'goal' || e.type === 'penaltyGoal') && e.side === side) ||
        (e.type === 'ownGoal' && e.side !== side),
    ).length;
  const stats = (side: Side): TeamStatsInput => {
    const mine = sim.happenings.filter((h) => h.t <= t && h.side === side);
    const onTarget = mine.filter((h) => h.kind === 'shotOn').length;
    return {
      Possession: side === 'home' ? sim.homePossession : 100 - sim.homePossession,
      Shots: onTarget + mine.filter((h) => h.kind === 'shotOff').length,
      ShotsOnTarget: onTarget,
      Corners: mine.filter((h) => h.kind === 'corner').length,
      Fouls: mine.filter((h) => h.kind === 'foul').length,
    };
  };
  return {
    state: finished ? 'finished' : 'live',
    t,
    // The clock counts on through stoppage time (45+2 shows 47; 90+4 shows 94).
    minute: t <= 45 + sim.stoppage[0] ? t : t - sim.stoppage[0],
    appearances,
    events,
    homeScore: goalsFor('home'),
    awayScore: goalsFor('away'),
    homeStats: stats('home'),
    awayStats: stats('away'),
  };
}
