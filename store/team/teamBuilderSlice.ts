/**
 * Building a user team, as the fold of what the user did: past-tense events (a player
 * added, a formation chosen, a captain chosen...) over a pure reducer. The squad rules
 * are data from the rule set (`SquadRules`), carried in the state so every event is
 * checked against the numbers the server will check.
 *
 * The squad is laid out as the pitch shows it: `xi` (GK, DEF, MID, FWD in pitch order,
 * as many per position as the formation says) and `bench` (the bench goalkeeper first,
 * then the outfield substitutes in substitution order). An empty place is a slot with no
 * player, so "tap an empty slot" knows which position it wants.
 *
 * The rules themselves (what blocks a player, what still stops a save, formations, budget)
 * are rules/squad.ts, the server's own: this slice keeps the squad's layout and events.
 *
 * The slice loads with the team chunk and replaces its stand-in in the store then
 * (store/lazySlices.ts); the builder page renders the store's state, so the event log and
 * DevTools redraw it. `builderId` tells one opening of the builder from the last.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Booster,
  LineupOfPlayerType,
  Player,
  Position,
  SquadRules,
  SquadSlot,
} from '../api/engine';
import {
  addBlocker as blockerOf,
  benchByPosition,
  budgetOf as budgetWith,
  clubCounts as countByClub,
  formationName,
  isFormation,
  openViolations,
  POSITIONS,
  positionCounts as countByPosition,
  squadCost as costOf,
  squadValue as valueOf,
  startersByPosition,
  type AddBlocker,
  type SquadMember,
  type SquadViolation,
} from '../../rules/squad';

export type { AddBlocker };

export interface Slot {
  position: Position;
  playerId: number | null;
}

export type Zone = 'xi' | 'bench';
export interface SlotRef {
  zone: Zone;
  index: number;
}

export interface TeamBuilderState {
  /** Which opening of the builder this state belongs to (an id from the page). */
  builderId: string;
  rules: SquadRules;
  roundId: number;
  /** The saved team being edited; null for a new team. */
  teamId: number | null;
  name: string;
  isPrimary: boolean;
  lineup: LineupOfPlayerType;
  booster: Booster | null;
  xi: Slot[];
  bench: Slot[];
  captainId: number | null;
  viceCaptainId: number | null;
  /** The picked players' data, with `Price` their price in the team's round. */
  players: Record<number, Player>;
  /**
   * Player id → the price he was picked at, for the players of the previous round's primary
   * team (the saved team's `KeptPlayers`): in the squad he counts at the lower of it and
   * today's price (rules/squad.ts), as the server counts him.
   */
  keptPrices: Record<number, number>;
}

export interface BuilderStart {
  builderId: string;
  rules: SquadRules;
  roundId: number;
  teamId?: number | null;
  name: string;
  isPrimary: boolean;
  lineup?: LineupOfPlayerType;
  booster?: Booster | null;
}

/** A squad as the server shapes it (a generated proposal or a saved team). */
export interface LoadedSquad {
  lineup: LineupOfPlayerType;
  /**
   * A saved team's booster; absent for a generated proposal that brings none, which keeps
   * the booster chosen by the time it arrives (not at the click: the player may pick one
   * while it is made), except a Budget Booster, which only a squad made for it may use.
   */
  booster?: Booster | null;
  captainId: number;
  viceCaptainId: number;
  slots: readonly SquadSlot[];
  /** A saved team's kept players' prices; absent for a generated proposal (kept as they are). */
  keptPrices?: Record<number, number>;
}

/**
 * An unsaved squad as the builder keeps it between visits (the page writes it to the
 * browser's storage, src/pages/team/builder/draftStorage.ts): the places as laid out, the
 * armbands, the booster and the name. Players are referred to by id; restoring takes their
 * data from the pool.
 */
export interface BuilderDraft {
  name: string;
  lineup: LineupOfPlayerType;
  booster: Booster | null;
  xi: Slot[];
  bench: Slot[];
  captainId: number | null;
  viceCaptainId: number | null;
}

/** The state's squad as a draft. */
export function draftOf(state: TeamBuilderState): BuilderDraft {
  return {
    name: state.name,
    lineup: state.lineup,
    booster: state.booster,
    xi: state.xi.map((s) => ({ ...s })),
    bench: state.bench.map((s) => ({ ...s })),
    captainId: state.captainId,
    viceCaptainId: state.viceCaptainId,
  };
}

const positionRank = (position: Position) => POSITIONS.indexOf(position);

/**
 * Lays players out for a formation: per position the first candidates start, the others
 * sit on the bench in `benchPreference` order (others after, in candidate order); empty
 * places fill what is left of each position's count.
 */
function arrange(
  rules: SquadRules,
  lineup: string,
  candidates: Record<Position, number[]>,
  benchPreference: readonly number[],
): { xi: Slot[]; bench: Slot[] } {
  const wanted = startersByPosition(rules, lineup);
  const benchWanted = benchByPosition(rules, lineup);
  const xi: Slot[] = [];
  const leftovers: { id: number; position: Position; order: number }[] = [];
  let order = 0;
  for (const position of POSITIONS) {
    const ids = candidates[position].slice(0, rules.PositionCounts[position]);
    for (let i = 0; i < wanted[position]; i++) xi.push({ position, playerId: ids[i] ?? null });
    for (const id of ids.slice(wanted[position])) {
      const preferred = benchPreference.indexOf(id);
      leftovers.push({ id, position, order: preferred >= 0 ? preferred : 1000 + order++ });
    }
  }
  leftovers.sort((a, b) => a.order - b.order);
  const bench: Slot[] = [];
  const gks = leftovers.filter((l) => l.position === 'GK');
  for (let i = 0; i < benchWanted.GK; i++) {
    bench.push({ position: 'GK', playerId: gks[i]?.id ?? null });
  }
  const outfield = leftovers.filter((l) => l.position !== 'GK');
  for (const l of outfield) bench.push({ position: l.position, playerId: l.id });
  for (const position of POSITIONS.slice(1)) {
    const onBench = outfield.filter((l) => l.position === position).length;
    const missing = benchWanted[position] - onBench;
    for (let i = 0; i < missing; i++) bench.push({ position, playerId: null });
  }
  return { xi, bench };
}

const emptyCandidates = (): Record<Position, number[]> => ({ GK: [], DEF: [], MID: [], FWD: [] });

const ids = (slots: readonly Slot[]) =>
  slots.flatMap((s) => (s.playerId === null ? [] : [s.playerId]));

function start(payload: BuilderStart): TeamBuilderState {
  const lineup = payload.lineup ?? payload.rules.Formations[0] ?? '4-4-2';
  return {
    builderId: payload.builderId,
    rules: payload.rules,
    roundId: payload.roundId,
    teamId: payload.teamId ?? null,
    name: payload.name,
    isPrimary: payload.isPrimary,
    lineup,
    booster: payload.booster ?? null,
    ...arrange(payload.rules, lineup, emptyCandidates(), []),
    captainId: null,
    viceCaptainId: null,
    players: {},
    keptPrices: {},
  };
}

export function pickedIds(state: TeamBuilderState): number[] {
  return [...ids(state.xi), ...ids(state.bench)];
}

const memberOf = (state: TeamBuilderState, player: Player): SquadMember => ({
  id: player.Id,
  position: player.Position,
  clubId: player.TeamId,
  price: player.Price,
  // A state restored from before kept prices existed has none.
  keptPrice: state.keptPrices?.[player.Id] ?? null,
});

/** The picked players as the squad rules see them. */
function members(state: TeamBuilderState): SquadMember[] {
  return pickedIds(state).flatMap((id) => {
    const player = state.players[id];
    return player ? [memberOf(state, player)] : [];
  });
}

export function budgetOf(state: TeamBuilderState): number {
  return budgetWith(state.rules, state.booster);
}

/** What the squad counts for against the budget (kept players at their budget price). */
export function squadCost(state: TeamBuilderState): number {
  return costOf(members(state));
}

/** The squad's value at today's prices. */
export function squadValue(state: TeamBuilderState): number {
  return valueOf(members(state));
}

export function remainingBudget(state: TeamBuilderState): number {
  return budgetOf(state) - squadCost(state);
}

/** Players per club (TeamId → count). */
export function clubCounts(state: TeamBuilderState): Map<number, number> {
  return countByClub(members(state));
}

export function positionCounts(state: TeamBuilderState): Record<Position, number> {
  return countByPosition(members(state));
}

/** The rule a player would break by joining the squad now; null when he can join. */
export function addBlocker(state: TeamBuilderState, player: Player): AddBlocker | null {
  return blockerOf(
    state.rules,
    { players: members(state), booster: state.booster },
    memberOf(state, player),
  );
}

/** What stops the squad from being saved: the squad rules still broken, then a blank name. */
export type SquadIssue = SquadViolation | { kind: 'noName' };

/**
 * The issues in the order a user fixes them; `clubName` names a club in the club limit's
 * message (the state knows clubs by id).
 */
export function squadIssues(
  state: TeamBuilderState,
  clubName: (clubId: number) => string,
): SquadIssue[] {
  const players = members(state).map((m) => ({
    ...m,
    name: state.players[m.id]!.DisplayName,
    clubName: clubName(m.clubId),
  }));
  const issues: SquadIssue[] = openViolations(state.rules, {
    players,
    booster: state.booster,
    captainId: state.captainId,
    viceCaptainId: state.viceCaptainId,
  });
  if (state.name.trim() === '') issues.push({ kind: 'noName' });
  return issues;
}

const slotAt = (state: TeamBuilderState, ref: SlotRef): Slot | undefined =>
  state[ref.zone][ref.index];

function dropArmband(state: TeamBuilderState, playerId: number | null) {
  if (playerId === null) return;
  if (state.captainId === playerId) state.captainId = null;
  if (state.viceCaptainId === playerId) state.viceCaptainId = null;
}

function outfieldShape(xi: readonly Slot[]): string {
  const n = (p: Position) => xi.filter((s) => s.position === p).length;
  return formationName({ DEF: n('DEF'), MID: n('MID'), FWD: n('FWD') });
}

export const teamBuilderSlice = createSlice({
  name: 'teamBuilder',
  initialState: null as TeamBuilderState | null,
  reducers: {
    builderStarted: (_state, action: PayloadAction<BuilderStart>) => start(action.payload),

    /** A generated proposal or a saved team was put on the pitch. */
    squadLoaded(state, action: PayloadAction<LoadedSquad>) {
      if (!state) return;
      const { slots, lineup } = action.payload;
      const candidates = emptyCandidates();
      const sorted = [...slots].sort(
        (a, b) =>
          Number(b.IsStarter) - Number(a.IsStarter) ||
          (a.BenchOrder ?? 0) - (b.BenchOrder ?? 0) ||
          a.SlotOrder - b.SlotOrder,
      );
      for (const slot of sorted) candidates[slot.Player.Position].push(slot.PlayerId);
      const benchPreference = sorted.filter((s) => !s.IsStarter).map((s) => s.PlayerId);
      state.lineup = lineup;
      const { booster } = action.payload;
      if (booster !== undefined) state.booster = booster;
      else if (state.booster === 'BudgetBooster') state.booster = null;
      Object.assign(state, arrange(state.rules, lineup, candidates, benchPreference));
      state.players = Object.fromEntries(
        slots.map((slot) => [slot.PlayerId, { ...slot.Player, Price: slot.Price }]),
      );
      state.captainId = action.payload.captainId;
      state.viceCaptainId = action.payload.viceCaptainId;
      if (action.payload.keptPrices) state.keptPrices = action.payload.keptPrices;
    },

    /** Into the given empty slot, else the first empty place of his position (XI first). */
    playerAdded(state, action: PayloadAction<{ player: Player; slot?: SlotRef }>) {
      if (!state) return;
      const { player, slot } = action.payload;
      if (addBlocker(state, player) !== null) return;
      const wanted = slot && slotAt(state, slot);
      const target =
        wanted && wanted.playerId === null && wanted.position === player.Position
          ? wanted
          : [...state.xi, ...state.bench].find(
              (s) => s.playerId === null && s.position === player.Position,
            );
      if (!target) return;
      target.playerId = player.Id;
      state.players[player.Id] = player;
    },

    playerRemoved(state, action: PayloadAction<number>) {
      if (!state) return;
      for (const slot of [...state.xi, ...state.bench]) {
        if (slot.playerId === action.payload) slot.playerId = null;
      }
      delete state.players[action.payload];
      dropArmband(state, action.payload);
    },

    /**
     * Two places swapped: a starter and a substitute (a different position changes the
     * formation, allowed when the new one is in the rule set), or two outfield substitutes
     * (the substitution order).
     */
    playersSwapped(state, action: PayloadAction<{ a: SlotRef; b: SlotRef }>) {
      if (!state) return;
      const { a, b } = action.payload;
      const first = slotAt(state, a);
      const second = slotAt(state, b);
      if (!first || !second || a.zone === b.zone) {
        if (first && second && a.zone === 'bench' && b.zone === 'bench') {
          if (first.position === 'GK' || second.position === 'GK') return;
          state.bench[a.index] = second;
          state.bench[b.index] = first;
        }
        return;
      }
      const [starter, sub] = a.zone === 'xi' ? [first, second] : [second, first];
      if (starter.position === sub.position) {
        [starter.playerId, sub.playerId] = [sub.playerId, starter.playerId];
        dropArmband(state, sub.playerId);
        return;
      }
      if (starter.position === 'GK' || sub.position === 'GK') return;
      const xi = state.xi.map((s) => (s === starter ? { ...sub } : s));
      const shape = outfieldShape(xi);
      if (!isFormation(state.rules, shape)) return;
      const benched = { ...starter };
      state.bench = state.bench.map((s) => (s === sub ? benched : s));
      state.xi = xi.sort((x, y) => positionRank(x.position) - positionRank(y.position));
      state.lineup = shape as LineupOfPlayerType;
      dropArmband(state, benched.playerId);
    },

    formationChosen(state, action: PayloadAction<LineupOfPlayerType>) {
      if (!state || !isFormation(state.rules, action.payload)) return;
      const candidates = emptyCandidates();
      for (const slot of [...state.xi, ...state.bench]) {
        if (slot.playerId !== null) candidates[slot.position].push(slot.playerId);
      }
      const benchPreference = [...ids(state.bench), ...ids(state.xi)];
      state.lineup = action.payload;
      Object.assign(state, arrange(state.rules, action.payload, candidates, benchPreference));
      const starters = new Set(ids(state.xi));
      if (state.captainId !== null && !starters.has(state.captainId)) state.captainId = null;
      if (state.viceCaptainId !== null && !starters.has(state.viceCaptainId)) {
        state.viceCaptainId = null;
      }
    },

    /** The armband; taking it from the vice-captain hands him the old captain's role. */
    captainChosen(state, action: PayloadAction<number>) {
      if (!state || !ids(state.xi).includes(action.payload)) return;
      if (state.viceCaptainId === action.payload) state.viceCaptainId = state.captainId;
      state.captainId = action.payload;
    },

    viceCaptainChosen(state, action: PayloadAction<number>) {
      if (!state || !ids(state.xi).includes(action.payload)) return;
      if (state.captainId === action.payload) state.captainId = state.viceCaptainId;
      state.viceCaptainId = action.payload;
    },

    boosterChosen(state, action: PayloadAction<Booster | null>) {
      if (state) state.booster = action.payload;
    },

    nameChanged(state, action: PayloadAction<string>) {
      if (state) state.name = action.payload;
    },

    /**
     * A draft kept from an earlier visit, its players' data from the pool. A draft that does
     * not fit the rule set (a formation it lacks, places of another shape) changes nothing;
     * a player the pool no longer has leaves his place empty.
     */
    draftRestored(state, action: PayloadAction<{ draft: BuilderDraft; players: Player[] }>) {
      if (!state) return;
      const { draft, players } = action.payload;
      if (!isFormation(state.rules, draft.lineup)) return;
      const shape = arrange(state.rules, draft.lineup, emptyCandidates(), []);
      const positions = (slots: readonly Slot[]) => slots.map((slot) => slot.position).join();
      // The XI in pitch order; the bench's goalkeepers first, its outfield in any order.
      const benchShape = (slots: readonly Slot[]) =>
        positions(slots.filter((slot) => slot.position === 'GK')) +
        '|' +
        positions([...slots].sort((a, b) => positionRank(a.position) - positionRank(b.position)));
      const benchKeepersFirst = (slots: readonly Slot[]) =>
        slots.every((slot, i) => slot.position === 'GK' || slots[i + 1]?.position !== 'GK');
      if (
        positions(shape.xi) !== positions(draft.xi) ||
        benchShape(shape.bench) !== benchShape(draft.bench) ||
        !benchKeepersFirst(draft.bench)
      ) {
        return;
      }
      const known = new Map(players.map((p) => [p.Id, p]));
      const place = (slot: Slot): Slot => {
        const player = slot.playerId === null ? undefined : known.get(slot.playerId);
        return {
          position: slot.position,
          playerId: player && player.Position === slot.position ? player.Id : null,
        };
      };
      const xi = draft.xi.map(place);
      const bench = draft.bench.map(place);
      const picked = [...ids(xi), ...ids(bench)];
      if (new Set(picked).size !== picked.length) return;
      state.name = draft.name;
      state.lineup = draft.lineup;
      state.booster = draft.booster;
      state.xi = xi;
      state.bench = bench;
      state.players = Object.fromEntries(picked.map((id) => [id, known.get(id)!]));
      const starters = new Set(ids(xi));
      const starter = (id: number | null) => (id !== null && starters.has(id) ? id : null);
      state.captainId = starter(draft.captainId);
      state.viceCaptainId = starter(draft.viceCaptainId);
    },

    squadCleared(state) {
      if (!state) return;
      Object.assign(state, arrange(state.rules, state.lineup, emptyCandidates(), []));
      state.players = {};
      state.captainId = null;
      state.viceCaptainId = null;
    },
  },
});

export const {
  builderStarted,
  squadLoaded,
  playerAdded,
  playerRemoved,
  playersSwapped,
  formationChosen,
  captainChosen,
  viceCaptainChosen,
  boosterChosen,
  nameChanged,
  squadCleared,
  draftRestored,
} = teamBuilderSlice.actions;

/** The picks in the shape `UserTeam/InsertCreatingUserTeam` takes. */
export function picksOf(state: TeamBuilderState) {
  const starters = ids(state.xi).map((PlayerId) => ({
    PlayerId,
    IsStarter: true,
    BenchOrder: null,
  }));
  const bench = state.bench.flatMap((slot, i) =>
    slot.playerId === null
      ? []
      : [{ PlayerId: slot.playerId, IsStarter: false, BenchOrder: i + 1 }],
  );
  return [...starters, ...bench];
}
