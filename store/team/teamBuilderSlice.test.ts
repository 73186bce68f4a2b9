import type { UnknownAction } from '@reduxjs/toolkit';
import { TEST_SQUAD_RULES } from '../../rules/testRules';
import { makePlayer, validSquadSlots } from './fixtures';
import {
  addBlocker,
  boosterChosen,
  builderStarted,
  captainChosen,
  clubCounts,
  draftOf,
  draftRestored,
  formationChosen,
  picksOf,
  playerAdded,
  playerRemoved,
  playersSwapped,
  remainingBudget,
  squadIssues,
  squadLoaded,
  teamBuilderSlice,
  viceCaptainChosen,
  type TeamBuilderState,
} from './teamBuilderSlice';

/** Clubs are named by id here ("Club 9"). */
const issuesOf = (state: TeamBuilderState) => squadIssues(state, (clubId) => `Club ${clubId}`);

const reduce = (actions: UnknownAction[], from: TeamBuilderState | null = null) =>
  actions.reduce<TeamBuilderState | null>(teamBuilderSlice.reducer, from)!;

const started = () =>
  reduce([
    builderStarted({
      builderId: 'b1',
      rules: TEST_SQUAD_RULES,
      roundId: 7,
      name: 'Kartallar',
      isPrimary: true,
      lineup: '4-4-2',
    }),
  ]);

const loaded = () =>
  reduce(
    [
      squadLoaded({
        lineup: '4-4-2',
        booster: null,
        captainId: 13,
        viceCaptainId: 8,
        slots: validSquadSlots(),
      }),
    ],
    started(),
  );

describe('teamBuilder', () => {
  it('starts with empty places shaped by the formation and the squad rules', () => {
    const state = started();
    expect(state.xi.map((s) => s.position).join(',')).toBe(
      'GK,DEF,DEF,DEF,DEF,MID,MID,MID,MID,FWD,FWD',
    );
    expect(state.bench.map((s) => s.position)).toEqual(['GK', 'DEF', 'MID', 'FWD']);
    expect(remainingBudget(state)).toBe(1000);
  });

  it('loads a squad: XI in formation order, the bench in its order, valid to save', () => {
    const state = loaded();
    expect(state.xi.map((s) => s.playerId)).toEqual([1, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14]);
    expect(state.bench.map((s) => s.playerId)).toEqual([2, 7, 12, 15]);
    expect(issuesOf(state)).toEqual([]);
    expect(picksOf(state).filter((p) => !p.IsStarter)).toEqual([
      { PlayerId: 2, IsStarter: false, BenchOrder: 1 },
      { PlayerId: 7, IsStarter: false, BenchOrder: 2 },
      { PlayerId: 12, IsStarter: false, BenchOrder: 3 },
      { PlayerId: 15, IsStarter: false, BenchOrder: 4 },
    ]);
  });

  describe('budget', () => {
    it('refuses a player who costs more than what is left, and counts the booster', () => {
      let state = reduce(
        [playerAdded({ player: makePlayer(1, 'FWD', { Price: 135 }) })],
        started(),
      );
      for (let i = 2; i <= 8; i++) {
        state = reduce(
          [playerAdded({ player: makePlayer(i, i < 4 ? 'GK' : 'DEF', { Price: 120, TeamId: i }) })],
          state,
        );
      }
      // 135 + 7 × 120 = 975 spent: 25 left.
      expect(remainingBudget(state)).toBe(25);
      const dear = makePlayer(20, 'MID', { Price: 40, TeamId: 50 });
      expect(addBlocker(state, dear)).toBe('overBudget');
      expect(reduce([playerAdded({ player: dear })], state).players[20]).toBeUndefined();
      const boosted = reduce([boosterChosen('BudgetBooster')], state);
      expect(remainingBudget(boosted)).toBe(75);
      expect(addBlocker(boosted, dear)).toBeNull();
    });

    it('reports a loaded squad over the budget (prices moved since)', () => {
      const slots = validSquadSlots().map((s) => ({ ...s, Price: 70 }));
      const state = reduce(
        [squadLoaded({ lineup: '4-4-2', booster: null, captainId: 13, viceCaptainId: 8, slots })],
        started(),
      );
      expect(issuesOf(state)).toEqual([{ kind: 'overBudget', cost: 1050, budget: 1000 }]);
    });
  });

  describe('positions', () => {
    it('fills the XI first, then the bench, then refuses the position', () => {
      let state = started();
      state = reduce([playerAdded({ player: makePlayer(1, 'GK', { TeamId: 1 }) })], state);
      state = reduce([playerAdded({ player: makePlayer(2, 'GK', { TeamId: 2 }) })], state);
      expect(state.xi[0]!.playerId).toBe(1);
      expect(state.bench[0]!.playerId).toBe(2);
      expect(addBlocker(state, makePlayer(3, 'GK', { TeamId: 3 }))).toBe('positionCount');
      expect(issuesOf(state)).toContainEqual({
        kind: 'positionCount',
        position: 'DEF',
        expected: 5,
        count: 0,
      });
      expect(issuesOf(state)).not.toContainEqual(expect.objectContaining({ position: 'GK' }));
    });

    it('puts a player into the empty place that was tapped', () => {
      const state = reduce(
        [
          playerAdded({
            player: makePlayer(3, 'DEF', { TeamId: 1 }),
            slot: { zone: 'bench', index: 1 },
          }),
        ],
        started(),
      );
      expect(state.bench[1]!.playerId).toBe(3);
      expect(state.xi.some((s) => s.playerId === 3)).toBe(false);
    });

    it('does not add the same player twice', () => {
      const player = makePlayer(3, 'DEF', { TeamId: 1 });
      const state = reduce([playerAdded({ player }), playerAdded({ player })], started());
      expect(addBlocker(state, player)).toBe('duplicatePlayer');
      expect(state.xi.filter((s) => s.playerId === 3)).toHaveLength(1);
    });
  });

  describe('club limit', () => {
    it('allows three players of one club and refuses a fourth', () => {
      let state = started();
      for (const [id, position] of [
        [1, 'GK'],
        [3, 'DEF'],
        [8, 'MID'],
      ] as const) {
        state = reduce([playerAdded({ player: makePlayer(id, position, { TeamId: 9 }) })], state);
      }
      expect(clubCounts(state).get(9)).toBe(3);
      const fourth = makePlayer(13, 'FWD', { TeamId: 9 });
      expect(addBlocker(state, fourth)).toBe('clubLimit');
      expect(reduce([playerAdded({ player: fourth })], state).players[13]).toBeUndefined();
    });

    it('reports a loaded squad over the limit, naming the club', () => {
      const slots = validSquadSlots().map((s) =>
        s.PlayerId === 4 ? { ...s, Player: { ...s.Player, TeamId: 200 } } : s,
      );
      const state = reduce(
        [squadLoaded({ lineup: '4-4-2', booster: null, captainId: 13, viceCaptainId: 8, slots })],
        started(),
      );
      expect(issuesOf(state)).toEqual([
        { kind: 'clubLimit', clubName: 'Club 200', count: 4, max: 3 },
      ]);
    });
  });

  describe('formation', () => {
    it('moves players between XI and bench to the chosen formation, keeping them all', () => {
      const state = reduce([formationChosen('3-5-2')], loaded());
      expect(state.lineup).toBe('3-5-2');
      const positions = state.xi.map((s) => s.position);
      expect(positions.filter((p) => p === 'DEF')).toHaveLength(3);
      expect(positions.filter((p) => p === 'MID')).toHaveLength(5);
      expect(state.xi.map((s) => s.playerId)).toEqual([1, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14]);
      // The old substitutes keep their order; the dropped defender goes last.
      expect(state.bench.map((s) => s.playerId)).toEqual([2, 7, 15, 6]);
      expect(issuesOf(state)).toEqual([]);
    });

    it('ignores a formation the rule set does not have', () => {
      const state = reduce([formationChosen('2-5-3' as '4-4-2')], loaded());
      expect(state.lineup).toBe('4-4-2');
    });

    it('takes the armband from a captain the new formation benches', () => {
      const before = reduce([captainChosen(14)], loaded());
      const state = reduce([formationChosen('4-5-1')], before);
      expect(state.xi.some((s) => s.playerId === 14)).toBe(false);
      expect(state.captainId).toBeNull();
      expect(issuesOf(state)).toContainEqual({ kind: 'captainNotStarter' });
    });

    it('a swap across positions changes the formation only to one the rules allow', () => {
      // Bench MID 12 for starting FWD 14: 4-5-1 exists.
      let state = reduce(
        [playersSwapped({ a: { zone: 'xi', index: 10 }, b: { zone: 'bench', index: 2 } })],
        loaded(),
      );
      expect(state.lineup).toBe('4-5-1');
      expect(state.xi.map((s) => s.playerId)).toContain(12);
      expect(state.bench[2]).toEqual({ position: 'FWD', playerId: 14 });
      // Then the last forward 13 for bench DEF 7 would be 5-5-0: refused.
      state = reduce(
        [playersSwapped({ a: { zone: 'xi', index: 10 }, b: { zone: 'bench', index: 1 } })],
        state,
      );
      expect(state.lineup).toBe('4-5-1');
      expect(state.xi.map((s) => s.playerId)).toContain(13);
    });

    it('reorders substitutes but keeps the bench goalkeeper first', () => {
      let state = reduce(
        [playersSwapped({ a: { zone: 'bench', index: 1 }, b: { zone: 'bench', index: 3 } })],
        loaded(),
      );
      expect(state.bench.map((s) => s.playerId)).toEqual([2, 15, 12, 7]);
      state = reduce(
        [playersSwapped({ a: { zone: 'bench', index: 0 }, b: { zone: 'bench', index: 3 } })],
        state,
      );
      expect(state.bench[0]!.playerId).toBe(2);
    });
  });

  describe('captain and vice-captain', () => {
    it('only starters wear the armband; a swap hands the old captain the vice role', () => {
      let state = loaded();
      state = reduce([captainChosen(12)], state); // on the bench: ignored
      expect(state.captainId).toBe(13);
      state = reduce([captainChosen(8)], state); // the vice becomes captain
      expect([state.captainId, state.viceCaptainId]).toEqual([8, 13]);
      state = reduce([viceCaptainChosen(8)], state);
      expect([state.captainId, state.viceCaptainId]).toEqual([13, 8]);
    });

    it('removing or benching the captain leaves the team without one', () => {
      let state = reduce([playerRemoved(13)], loaded());
      expect(state.captainId).toBeNull();
      expect(issuesOf(state)).toEqual([
        { kind: 'positionCount', position: 'FWD', expected: 3, count: 2 },
        { kind: 'captainNotStarter' },
      ]);
      state = reduce(
        [playersSwapped({ a: { zone: 'xi', index: 5 }, b: { zone: 'bench', index: 2 } })],
        loaded(),
      );
      expect(state.viceCaptainId).toBeNull();
    });
  });

  it('a generated squad keeps the booster chosen while it was made, but not a Budget Booster', () => {
    const generated = { lineup: '4-4-2' as const, captainId: 13, viceCaptainId: 8 };
    const chosen = reduce([boosterChosen('TripleCaptain')], loaded());
    const after = reduce([squadLoaded({ ...generated, slots: validSquadSlots() })], chosen);
    expect(after.booster).toBe('TripleCaptain');
    const budget = reduce([boosterChosen('BudgetBooster')], loaded());
    expect(
      reduce([squadLoaded({ ...generated, slots: validSquadSlots() })], budget).booster,
    ).toBeNull();
    // A saved team's booster is the saved one.
    expect(
      reduce([squadLoaded({ ...generated, booster: null, slots: validSquadSlots() })], chosen)
        .booster,
    ).toBeNull();
  });

  it('a team needs a name', () => {
    const state = reduce([teamBuilderSlice.actions.nameChanged('  ')], loaded());
    expect(issuesOf(state)).toEqual([{ kind: 'noName' }]);
  });

  describe('a draft kept between visits', () => {
    const pool = validSquadSlots().map((s) => s.Player);

    it('restores the places, armbands, booster and name, players from the pool', () => {
      const edited = reduce(
        [
          formationChosen('3-5-2'),
          captainChosen(9),
          boosterChosen('BenchBoost'),
          { type: 'teamBuilder/nameChanged', payload: 'Taslak' },
        ],
        loaded(),
      );
      const restored = reduce([draftRestored({ draft: draftOf(edited), players: pool })], loaded());
      expect(draftOf(restored)).toEqual(draftOf(edited));
      expect(picksOf(restored)).toEqual(picksOf(edited));
      expect(restored.players[9]).toEqual(pool.find((p) => p.Id === 9));
    });

    it('leaves the place of a player the pool no longer has empty, and his armband', () => {
      const draft = draftOf(loaded());
      const restored = reduce(
        [draftRestored({ draft, players: pool.filter((p) => p.Id !== 13) })],
        started(),
      );
      expect(picksOf(restored)).toHaveLength(14);
      expect(restored.players[13]).toBeUndefined();
      expect(restored.captainId).toBeNull();
      expect(restored.viceCaptainId).toBe(8);
    });

    it('changes nothing for a draft that does not fit the rule set', () => {
      const before = loaded();
      const draft = draftOf(before);
      const odd = [
        { ...draft, lineup: '2-2-6' as never },
        { ...draft, xi: draft.xi.slice(1) },
        { ...draft, bench: [...draft.bench].reverse() },
        { ...draft, xi: draft.xi.map((s) => (s.position === 'DEF' ? { ...s, playerId: 3 } : s)) },
      ];
      for (const bad of odd) {
        expect(reduce([draftRestored({ draft: bad, players: pool })], before)).toEqual(before);
      }
    });
  });
});
