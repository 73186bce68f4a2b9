/**
 * The team generator's property: for many seeds and every formation the squad passes the
 * squad rules, spends most of the budget, starts its best and gives the armband by
 * expectation; seeds give different squads; the Budget Booster raises what it may spend.
 */
import type { LineupOfPlayerType, Position } from '../../store/api/engine';
import { budgetOf, validateSquad, type SquadPlayer } from '../../rules/squad';
import { TEST_SQUAD_RULES as RULES } from '../../rules/testRules';
import {
  expectedPoints,
  generateSquad,
  type GeneratedSquad,
  type PoolPlayer,
} from './squadGenerator';
import { mulberry32 } from '../platform/random';

/** The test season's shape (seasonFixture): 18 clubs of 2 GK, 5 DEF, 5 MID, 3 FWD. */
const SHAPE: [Position, number[]][] = [
  ['GK', [50, 40]],
  ['DEF', [60, 55, 50, 45, 40]],
  ['MID', [90, 75, 60, 50, 45]],
  ['FWD', [100, 70, 50]],
];

function pool(startedRounds: number, seed = 7): PoolPlayer[] {
  const random = mulberry32(seed);
  const players: PoolPlayer[] = [];
  for (let club = 1; club <= 18; club++) {
    for (const [position, prices] of SHAPE) {
      for (const price of prices) {
        // Points loosely follow the price, with plenty of surprises.
        const perRound = startedRounds > 0 ? (price / 20) * (0.3 + 1.4 * random()) : 0;
        players.push({
          id: players.length + 1,
          position,
          clubId: club,
          price,
          form: Math.round(perRound * 10) / 10,
          totalPoints: Math.round(perRound * startedRounds),
          status: random() < 0.05 ? 'injured' : 'available',
        });
      }
    }
  }
  return players;
}

const asSquadPlayers = (players: PoolPlayer[]) =>
  new Map<number, SquadPlayer>(
    players.map((p) => [
      p.id,
      { ...p, name: `P${p.id}`, clubName: `Club ${p.clubId}` } satisfies SquadPlayer,
    ]),
  );

function check(
  squad: GeneratedSquad,
  players: PoolPlayer[],
  lineup: LineupOfPlayerType,
  budget: number,
) {
  const violations = validateSquad(
    {
      lineup,
      picks: squad.picks.map((p) => ({
        PlayerId: p.playerId,
        IsStarter: p.isStarter,
        BenchOrder: p.benchOrder,
      })),
      captainId: squad.captainId,
      viceCaptainId: squad.viceCaptainId,
      booster: budget > RULES.Budget ? 'BudgetBooster' : null,
    },
    RULES,
    asSquadPlayers(players),
  );
  expect(violations).toEqual([]);
  const byId = new Map(players.map((p) => [p.id, p]));
  expect(squad.cost).toBe(squad.picks.reduce((s, p) => s + byId.get(p.playerId)!.price, 0));
  expect(squad.cost).toBeLessThanOrEqual(budget);
}

describe('generateSquad', () => {
  it.each([0, 1, 6])(
    'makes a valid squad for every formation and many seeds (%i rounds played)',
    (startedRounds) => {
      const players = pool(startedRounds);
      for (const lineup of RULES.Formations) {
        for (let seed = 1; seed <= 25; seed++) {
          const squad = generateSquad({
            pool: players,
            rules: RULES,
            lineup,
            budget: RULES.Budget,
            startedRounds,
            random: mulberry32(seed),
          });
          expect(squad).not.toBeNull();
          check(squad!, players, lineup, RULES.Budget);
          // Most of the budget is spent: the squad of the 15 dearest players costs 1150.
          expect(squad!.cost).toBeGreaterThanOrEqual(970);
        }
      }
    },
  );

  it('gives the armband to the two starters with the highest expectation', () => {
    const players = pool(6);
    const byId = new Map(players.map((p) => [p.id, p]));
    const squad = generateSquad({
      pool: players,
      rules: RULES,
      lineup: '4-4-2',
      budget: RULES.Budget,
      startedRounds: 6,
      random: mulberry32(3),
    })!;
    const starters = squad.picks
      .filter((p) => p.isStarter)
      .map((p) => expectedPoints(byId.get(p.playerId)!, 6))
      .sort((a, b) => b - a);
    expect(expectedPoints(byId.get(squad.captainId)!, 6)).toBe(starters[0]);
    expect(expectedPoints(byId.get(squad.viceCaptainId)!, 6)).toBe(starters[1]);
  });

  it('varies with the seed and repeats with the same seed', () => {
    const players = pool(3);
    const make = (seed: number) =>
      generateSquad({
        pool: players,
        rules: RULES,
        lineup: '3-4-3',
        budget: RULES.Budget,
        startedRounds: 3,
        random: mulberry32(seed),
      })!;
    const key = (s: GeneratedSquad) =>
      s.picks
        .map((p) => p.playerId)
        .sort((a, b) => a - b)
        .join(',');
    const distinct = new Set(Array.from({ length: 20 }, (_, i) => key(make(i + 1))));
    expect(distinct.size).toBeGreaterThanOrEqual(18);
    expect(key(make(5))).toBe(key(make(5)));
  });

  it('spends the Budget Booster amount when given the raised budget', () => {
    const players = pool(0);
    const budget = budgetOf(RULES, 'BudgetBooster');
    let above = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const squad = generateSquad({
        pool: players,
        rules: RULES,
        lineup: '4-3-3',
        budget,
        startedRounds: 0,
        random: mulberry32(seed),
      })!;
      check(squad, players, '4-3-3', budget);
      if (squad.cost > RULES.Budget) above += 1;
    }
    expect(above).toBe(10);
  });

  it('answers null when no squad fits the budget', () => {
    const players = pool(0);
    expect(
      generateSquad({
        pool: players,
        rules: RULES,
        lineup: '4-4-2',
        budget: 500,
        startedRounds: 0,
        random: mulberry32(1),
      }),
    ).toBeNull();
  });

  it('prefers form once rounds are played, the price before', () => {
    const base: PoolPlayer = {
      id: 1,
      position: 'MID',
      clubId: 1,
      price: 60,
      form: 0,
      totalPoints: 0,
      status: 'available',
    };
    expect(expectedPoints(base, 0)).toBe(3);
    expect(expectedPoints({ ...base, form: 9, totalPoints: 36 }, 4)).toBeGreaterThan(6);
    expect(expectedPoints({ ...base, status: 'injured' }, 0)).toBeLessThan(1);
  });
});
