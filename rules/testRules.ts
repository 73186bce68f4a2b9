/**
 * Test data of the squad rules. The one rule set tests build squads against: the shape of the Süper Lig rule set the
 * server seeds (15 players: 2 GK, 5 DEF, 5 MID, 3 FWD; an XI of 11, a bench of 4; at most 3
 * from a club; a 100.0M budget, +5.0M with the Budget Booster). It has every field of the
 * API's `SquadRules` (formations as literals), so server and client tests pass it as theirs;
 * a test that needs other numbers spreads it.
 */
import type { SquadViolation } from './squad';

const FORMATIONS = [
  '3-4-3',
  '3-5-2',
  '4-3-3',
  '4-4-2',
  '4-5-1',
  '5-2-3',
  '5-3-2',
  '5-4-1',
] as const;

export const TEST_SQUAD_RULES = {
  SquadSize: 15,
  PositionCounts: { GK: 2, DEF: 5, MID: 5, FWD: 3 },
  StarterCount: 11,
  BenchSize: 4,
  MaxPlayersPerTeam: 3,
  Budget: 1000,
  BudgetBoosterAmount: 50,
  Formations: [...FORMATIONS],
  MaxExtraTeams: 2,
  DeadlineMinutesBeforeKickoff: 60,
  MaxPriceChangePerRound: 3,
};

/** One violation of every rule code. */
export const ONE_OF_EACH_VIOLATION: readonly SquadViolation[] = [
  { kind: 'squadSize', expected: 15, count: 14 },
  { kind: 'duplicatePlayer', playerId: 1, name: 'X' },
  { kind: 'unknownPlayer', playerId: 1 },
  { kind: 'positionCount', position: 'GK', expected: 2, count: 1 },
  { kind: 'unknownFormation', lineup: '2-5-3' },
  { kind: 'starterCount', expected: 11, count: 10 },
  { kind: 'starterGoalkeepers', expected: 1, count: 2 },
  { kind: 'formationMismatch', lineup: '4-4-2', def: 3, mid: 5, fwd: 2 },
  { kind: 'benchOrder', benchSize: 4 },
  { kind: 'benchGoalkeeper' },
  { kind: 'clubLimit', clubName: 'Galatasaray', count: 4, max: 3 },
  { kind: 'overBudget', cost: 1001, budget: 1000 },
  { kind: 'captainNotStarter' },
  { kind: 'viceCaptainNotStarter' },
  { kind: 'captainIsViceCaptain' },
];
