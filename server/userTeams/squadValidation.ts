/**
 * The squad rules of a user team, as one pure function over the rule set and the picked
 * players' data: no database, no clock, so the client's team builder can run the very same
 * checks. Every broken rule is its own violation kind (the server answers the first one).
 */
import type {
  Booster,
  LineupOfPlayerType,
  Position,
  SquadRules,
  UserTeamPick,
} from '../../store/api/generated/engine';

/** What the rules need to know of a picked player. */
export interface SquadPlayer {
  id: number;
  name: string;
  position: Position;
  clubId: number;
  clubName: string;
  /** His price in the team's round, in tenths. */
  price: number;
}

export interface SquadToCheck {
  lineup: LineupOfPlayerType;
  picks: readonly UserTeamPick[];
  captainId: number;
  viceCaptainId: number;
  booster: Booster | null;
}

export type SquadViolation =
  | { kind: 'squadSize'; expected: number; count: number }
  | { kind: 'duplicatePlayer'; playerId: number; name: string }
  | { kind: 'unknownPlayer'; playerId: number }
  | { kind: 'positionCount'; position: Position; expected: number; count: number }
  | { kind: 'unknownFormation'; lineup: string }
  | { kind: 'starterCount'; expected: number; count: number }
  | { kind: 'starterGoalkeepers'; expected: number; count: number }
  | { kind: 'formationMismatch'; lineup: string; def: number; mid: number; fwd: number }
  | { kind: 'benchOrder'; benchSize: number }
  | { kind: 'benchGoalkeeper' }
  | { kind: 'clubLimit'; clubName: string; count: number; max: number }
  | { kind: 'overBudget'; cost: number; budget: number }
  | { kind: 'captainNotStarter' }
  | { kind: 'viceCaptainNotStarter' }
  | { kind: 'captainIsViceCaptain' };

export const POSITIONS: readonly Position[] = ['GK', 'DEF', 'MID', 'FWD'];

/** Outfield starters of a formation ("4-4-2" → 4 DEF, 4 MID, 2 FWD). */
export function formationCounts(lineup: string): Record<'DEF' | 'MID' | 'FWD', number> {
  const [def, mid, fwd] = lineup.split('-').map(Number);
  return { DEF: def ?? 0, MID: mid ?? 0, FWD: fwd ?? 0 };
}

/** Starters per position for a formation: the XI's remaining places are goalkeepers (1). */
export function startersByPosition(rules: SquadRules, lineup: string): Record<Position, number> {
  const f = formationCounts(lineup);
  return { GK: rules.StarterCount - f.DEF - f.MID - f.FWD, ...f };
}

/** The budget that applies: the rule set's, raised by the Budget Booster when played. */
export function budgetOf(rules: SquadRules, booster: Booster | null): number {
  return rules.Budget + (booster === 'BudgetBooster' ? rules.BudgetBoosterAmount : 0);
}

const countBy = <T>(items: readonly T[], key: (item: T) => string | number) => {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/**
 * Every rule the squad breaks, in the order a user would fix them (shape first, then
 * clubs and money, then the armband). Empty when the squad is valid. `players` holds the
 * competition's players that were picked; a pick missing from it is not of the competition.
 */
export function validateSquad(
  squad: SquadToCheck,
  rules: SquadRules,
  players: ReadonlyMap<number, SquadPlayer>,
): SquadViolation[] {
  const out: SquadViolation[] = [];
  const { picks } = squad;

  if (picks.length !== rules.SquadSize) {
    out.push({ kind: 'squadSize', expected: rules.SquadSize, count: picks.length });
  }
  const seen = new Set<number>();
  for (const pick of picks) {
    if (seen.has(pick.PlayerId)) {
      const name = players.get(pick.PlayerId)?.name ?? String(pick.PlayerId);
      out.push({ kind: 'duplicatePlayer', playerId: pick.PlayerId, name });
    }
    seen.add(pick.PlayerId);
  }
  for (const id of seen) {
    if (!players.has(id)) out.push({ kind: 'unknownPlayer', playerId: id });
  }
  // The remaining rules read known players only; unknown ones are reported above.
  const known = picks.flatMap((pick) => {
    const player = players.get(pick.PlayerId);
    return player ? [{ pick, player }] : [];
  });

  const byPosition = countBy(known, (k) => k.player.position);
  for (const position of POSITIONS) {
    const expected = rules.PositionCounts[position];
    const count = byPosition.get(position) ?? 0;
    if (count !== expected) out.push({ kind: 'positionCount', position, expected, count });
  }

  const starters = known.filter((k) => k.pick.IsStarter);
  const starterIds = new Set(picks.filter((p) => p.IsStarter).map((p) => p.PlayerId));
  if (!(rules.Formations as readonly string[]).includes(squad.lineup)) {
    out.push({ kind: 'unknownFormation', lineup: squad.lineup });
  } else {
    const starterCount = picks.filter((p) => p.IsStarter).length;
    if (starterCount !== rules.StarterCount) {
      out.push({ kind: 'starterCount', expected: rules.StarterCount, count: starterCount });
    }
    const wanted = startersByPosition(rules, squad.lineup);
    const startersBy = countBy(starters, (k) => k.player.position);
    const gk = startersBy.get('GK') ?? 0;
    if (gk !== wanted.GK) {
      out.push({ kind: 'starterGoalkeepers', expected: wanted.GK, count: gk });
    }
    const [def, mid, fwd] = (['DEF', 'MID', 'FWD'] as const).map((p) => startersBy.get(p) ?? 0);
    if (def !== wanted.DEF || mid !== wanted.MID || fwd !== wanted.FWD) {
      out.push({
        kind: 'formationMismatch',
        lineup: squad.lineup,
        def: def!,
        mid: mid!,
        fwd: fwd!,
      });
    }
  }

  // Substitutes carry 1..BenchSize once each; starters carry no bench order.
  const bench = picks.filter((p) => !p.IsStarter);
  const orders = bench.map((p) => p.BenchOrder).sort((a, b) => (a ?? 0) - (b ?? 0));
  const benchOk =
    picks.every((p) => !p.IsStarter || p.BenchOrder === null) &&
    orders.length === rules.BenchSize &&
    orders.every((order, i) => order === i + 1);
  if (!benchOk) {
    out.push({ kind: 'benchOrder', benchSize: rules.BenchSize });
  } else if (rules.BenchSize > 0) {
    const first = bench.find((p) => p.BenchOrder === 1)!;
    const firstPlayer = players.get(first.PlayerId);
    if (firstPlayer && firstPlayer.position !== 'GK') out.push({ kind: 'benchGoalkeeper' });
  }

  const byClub = countBy(known, (k) => k.player.clubId);
  for (const [clubId, count] of byClub) {
    if (count > rules.MaxPlayersPerTeam) {
      const clubName = known.find((k) => k.player.clubId === clubId)!.player.clubName;
      out.push({ kind: 'clubLimit', clubName, count, max: rules.MaxPlayersPerTeam });
    }
  }

  const cost = squadCost(known.map((k) => k.player));
  const budget = budgetOf(rules, squad.booster);
  if (cost > budget) out.push({ kind: 'overBudget', cost, budget });

  if (!starterIds.has(squad.captainId)) out.push({ kind: 'captainNotStarter' });
  if (!starterIds.has(squad.viceCaptainId)) out.push({ kind: 'viceCaptainNotStarter' });
  if (squad.captainId === squad.viceCaptainId) out.push({ kind: 'captainIsViceCaptain' });
  return out;
}

export function squadCost(players: readonly Pick<SquadPlayer, 'price'>[]): number {
  return players.reduce((sum, p) => sum + p.price, 0);
}

/**
 * Slot orders as the pitch shows them: 1..StarterCount the XI by position (GK, DEF, MID,
 * FWD; picks keep their order within a position), then the bench by BenchOrder.
 */
export function slotOrders(
  picks: readonly UserTeamPick[],
  positionOf: (playerId: number) => Position,
): Map<number, number> {
  const rank = (p: UserTeamPick) => POSITIONS.indexOf(positionOf(p.PlayerId));
  const starters = picks
    .map((pick, i) => ({ pick, i }))
    .filter(({ pick }) => pick.IsStarter)
    .sort((a, b) => rank(a.pick) - rank(b.pick) || a.i - b.i);
  const slots = new Map<number, number>();
  starters.forEach(({ pick }, i) => slots.set(pick.PlayerId, i + 1));
  for (const pick of picks) {
    if (!pick.IsStarter) slots.set(pick.PlayerId, starters.length + (pick.BenchOrder ?? 0));
  }
  return slots;
}
