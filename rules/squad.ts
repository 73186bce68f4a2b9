/**
 * The squad rules of a user team, one home for the server (validation, the generator) and
 * the client (the team builder): positions, formations and the starters they ask for, squad
 * shape, budget, the club limit, captaincy, and the validation itself. Pure data in, data
 * out: no database, clock, store or UI, and its own structural types, so both sides pass
 * theirs (the generated API types fit). Every broken rule is its own violation kind: the
 * rule codes, which rules/squadMessages.ts words in both languages.
 */

export type Position = 'GK' | 'DEF' | 'MID' | 'FWD';
export type OutfieldPosition = Exclude<Position, 'GK'>;
export type Booster = 'BudgetBooster' | 'TripleCaptain' | 'BenchBoost';

/** The squad rules of a rule set (the API's `SquadRules` fits). */
export interface SquadRules {
  SquadSize: number;
  PositionCounts: Readonly<Record<Position, number>>;
  StarterCount: number;
  BenchSize: number;
  MaxPlayersPerTeam: number;
  /** In tenths of a million, like every price. */
  Budget: number;
  BudgetBoosterAmount: number;
  /** "4-4-2"...: defenders, midfielders, forwards of the XI. */
  Formations: readonly string[];
}

/** Pitch order: the goalkeeper at the back, then defence, midfield, attack. */
export const POSITIONS: readonly Position[] = ['GK', 'DEF', 'MID', 'FWD'];

/** What the rules need to know of a picked player. */
export interface SquadMember {
  id: number;
  position: Position;
  clubId: number;
  /** His price in the team's round, in tenths. */
  price: number;
  /**
   * The price he was picked at when he is kept from the team's previous round; absent (or
   * null) for a player added. GAME_RULES: a kept player counts in the budget at the lower of
   * it and today's price, so a squad valid when saved stays savable whatever prices do.
   */
  keptPrice?: number | null;
}

/** A picked player as the validation names him in its answers. */
export interface SquadPlayer extends SquadMember {
  name: string;
  clubName: string;
}

/** One pick of a squad (the API's `UserTeamPick` fits). */
export interface SquadPick {
  PlayerId: number;
  IsStarter: boolean;
  BenchOrder: number | null;
}

export interface SquadToCheck {
  lineup: string;
  picks: readonly SquadPick[];
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

/** The rule codes: one per rule a squad can break. */
export type SquadRuleCode = SquadViolation['kind'];

/** The outfield lines of a formation, back to front: "4-2-3-1" → [4, 2, 3, 1]. */
export function formationLines(formation: string): number[] {
  return formation.split('-').map(Number);
}

/**
 * Outfield players of a formation ("4-4-2" → 4 DEF, 4 MID, 2 FWD): the first line defends,
 * the last attacks, the lines between are midfield ("4-2-3-1" → 5 MID).
 */
export function formationCounts(formation: string): Record<OutfieldPosition, number> {
  const lines = formationLines(formation);
  if (lines.length < 3) return { DEF: lines[0] ?? 0, MID: lines[1] ?? 0, FWD: 0 };
  const middle = lines.slice(1, -1).reduce((sum, n) => sum + n, 0);
  return { DEF: lines[0]!, MID: middle, FWD: lines[lines.length - 1]! };
}

/** Starters per position for a formation: the XI's remaining places are goalkeepers (1). */
export function startersByPosition(rules: SquadRules, lineup: string): Record<Position, number> {
  const f = formationCounts(lineup);
  return { GK: rules.StarterCount - f.DEF - f.MID - f.FWD, ...f };
}

/** Substitutes per position for a formation: the squad's places the XI leaves. */
export function benchByPosition(rules: SquadRules, lineup: string): Record<Position, number> {
  const starters = startersByPosition(rules, lineup);
  const bench = (p: Position) => rules.PositionCounts[p] - starters[p];
  return { GK: bench('GK'), DEF: bench('DEF'), MID: bench('MID'), FWD: bench('FWD') };
}

/** A formation's name from its outfield counts: { DEF: 4, MID: 4, FWD: 2 } → "4-4-2". */
export function formationName(counts: Record<OutfieldPosition, number>): string {
  return `${counts.DEF}-${counts.MID}-${counts.FWD}`;
}

export function isFormation(rules: SquadRules, lineup: string): boolean {
  return rules.Formations.includes(lineup);
}

/** The budget that applies: the rule set's, raised by the Budget Booster when played. */
export function budgetOf(rules: SquadRules, booster: Booster | null): number {
  return rules.Budget + (booster === 'BudgetBooster' ? rules.BudgetBoosterAmount : 0);
}

/** What a player counts for in the budget: a kept one the lower of his two prices. */
export function budgetPrice(player: Pick<SquadMember, 'price' | 'keptPrice'>): number {
  const kept = player.keptPrice;
  return kept === undefined || kept === null ? player.price : Math.min(kept, player.price);
}

/** The squad's cost against the budget (kept players at their budget price). */
export function squadCost(players: readonly Pick<SquadMember, 'price' | 'keptPrice'>[]): number {
  return players.reduce((sum, p) => sum + budgetPrice(p), 0);
}

/** The squad's value at today's prices. */
export function squadValue(players: readonly Pick<SquadMember, 'price'>[]): number {
  return players.reduce((sum, p) => sum + p.price, 0);
}

/** Players one club may still add to a squad holding `count` of its players (< 0: over). */
export function clubRoom(rules: SquadRules, count: number): number {
  return rules.MaxPlayersPerTeam - count;
}

const countBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/** Players per club (club id → count). */
export function clubCounts(players: readonly Pick<SquadMember, 'clubId'>[]): Map<number, number> {
  return countBy(players, (p) => p.clubId);
}

export function positionCounts(
  players: readonly Pick<SquadMember, 'position'>[],
): Record<Position, number> {
  const counts: Record<Position, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const p of players) counts[p.position]++;
  return counts;
}

/** A squad on its way to being whole: the players picked so far. */
export interface PartialSquad<P extends SquadMember = SquadMember> {
  players: readonly P[];
  booster: Booster | null;
}

/** The rule a player would break by joining the squad now; null when he can join. */
export type AddBlocker = Extract<
  SquadRuleCode,
  'duplicatePlayer' | 'squadSize' | 'positionCount' | 'clubLimit' | 'overBudget'
>;

export function addBlocker(
  rules: SquadRules,
  squad: PartialSquad,
  player: SquadMember,
): AddBlocker | null {
  const { players } = squad;
  if (players.some((p) => p.id === player.id)) return 'duplicatePlayer';
  if (players.length >= rules.SquadSize) return 'squadSize';
  if (positionCounts(players)[player.position] >= rules.PositionCounts[player.position]) {
    return 'positionCount';
  }
  if (clubRoom(rules, clubCounts(players).get(player.clubId) ?? 0) <= 0) return 'clubLimit';
  if (budgetPrice(player) > budgetOf(rules, squad.booster) - squadCost(players)) {
    return 'overBudget';
  }
  return null;
}

/**
 * The rules a squad still being built breaks, in the order a user fixes them: places not yet
 * filled, the budget, the club limit, then an armband not yet given. Its shape (starters,
 * bench order) is the builder's to keep, so only these can be open.
 */
export function openViolations(
  rules: SquadRules,
  squad: PartialSquad<SquadPlayer> & { captainId: number | null; viceCaptainId: number | null },
): SquadViolation[] {
  const out: SquadViolation[] = [];
  const counts = positionCounts(squad.players);
  for (const position of POSITIONS) {
    const expected = rules.PositionCounts[position];
    const count = counts[position];
    if (count < expected) out.push({ kind: 'positionCount', position, expected, count });
  }
  out.push(...budgetViolations(rules, squad));
  out.push(...clubViolations(rules, squad.players));
  if (squad.captainId === null) out.push({ kind: 'captainNotStarter' });
  if (squad.viceCaptainId === null) out.push({ kind: 'viceCaptainNotStarter' });
  return out;
}

function budgetViolations(rules: SquadRules, squad: PartialSquad): SquadViolation[] {
  const cost = squadCost(squad.players);
  const budget = budgetOf(rules, squad.booster);
  return cost > budget ? [{ kind: 'overBudget', cost, budget }] : [];
}

function clubViolations(rules: SquadRules, players: readonly SquadPlayer[]): SquadViolation[] {
  const out: SquadViolation[] = [];
  for (const [clubId, count] of clubCounts(players)) {
    if (clubRoom(rules, count) < 0) {
      const clubName = players.find((p) => p.clubId === clubId)!.clubName;
      out.push({ kind: 'clubLimit', clubName, count, max: rules.MaxPlayersPerTeam });
    }
  }
  return out;
}

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

  const byPosition = positionCounts(known.map((k) => k.player));
  for (const position of POSITIONS) {
    const expected = rules.PositionCounts[position];
    const count = byPosition[position];
    if (count !== expected) out.push({ kind: 'positionCount', position, expected, count });
  }

  const starters = known.filter((k) => k.pick.IsStarter);
  const starterIds = new Set(picks.filter((p) => p.IsStarter).map((p) => p.PlayerId));
  if (!isFormation(rules, squad.lineup)) {
    out.push({ kind: 'unknownFormation', lineup: squad.lineup });
  } else {
    const starterCount = picks.filter((p) => p.IsStarter).length;
    if (starterCount !== rules.StarterCount) {
      out.push({ kind: 'starterCount', expected: rules.StarterCount, count: starterCount });
    }
    const wanted = startersByPosition(rules, squad.lineup);
    const startersBy = positionCounts(starters.map((k) => k.player));
    if (startersBy.GK !== wanted.GK) {
      out.push({ kind: 'starterGoalkeepers', expected: wanted.GK, count: startersBy.GK });
    }
    const { DEF: def, MID: mid, FWD: fwd } = startersBy;
    if (def !== wanted.DEF || mid !== wanted.MID || fwd !== wanted.FWD) {
      out.push({ kind: 'formationMismatch', lineup: squad.lineup, def, mid, fwd });
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

  const knownPlayers = known.map((k) => k.player);
  out.push(...clubViolations(rules, knownPlayers));
  out.push(...budgetViolations(rules, { players: knownPlayers, booster: squad.booster }));

  if (!starterIds.has(squad.captainId)) out.push({ kind: 'captainNotStarter' });
  if (!starterIds.has(squad.viceCaptainId)) out.push({ kind: 'viceCaptainNotStarter' });
  if (squad.captainId === squad.viceCaptainId) out.push({ kind: 'captainIsViceCaptain' });
  return out;
}

/**
 * Slot orders as the pitch shows them: 1..StarterCount the XI by position (GK, DEF, MID,
 * FWD; picks keep their order within a position), then the bench by BenchOrder.
 */
export function slotOrders(
  picks: readonly SquadPick[],
  positionOf: (playerId: number) => Position,
): Map<number, number> {
  const rank = (p: SquadPick) => POSITIONS.indexOf(positionOf(p.PlayerId));
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
