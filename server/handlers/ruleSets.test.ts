/** PlayerScoreRuleSet/GetRuleSets over HTTP: public, and the GAME_RULES "Scoring" table as data. */
import { POSITIONS } from '../../rules/squad';
import { TEST_SQUAD_RULES } from '../../rules/testRules';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

const ALL = [...POSITIONS];
/** GAME_RULES.md "Scoring", row by row: [stat, positions, points, per, min, max, rank]. */
const TABLE: [string, string[], number, number, number | null, number | null, number | null][] = [
  ['minutes', ALL, 1, 1, 1, 59, null],
  ['minutes', ALL, 2, 1, 60, null, null],
  ['goal', ['GK'], 10, 1, null, null, null],
  ['goal', ['DEF'], 6, 1, null, null, null],
  ['goal', ['MID'], 5, 1, null, null, null],
  ['goal', ['FWD'], 4, 1, null, null, null],
  ['assist', ALL, 3, 1, null, null, null],
  ['cleanSheet', ['GK', 'DEF'], 4, 1, 60, null, null],
  ['cleanSheet', ['MID'], 1, 1, 60, null, null],
  ['saves', ['GK'], 1, 3, null, null, null],
  ['penaltySaved', ['GK'], 5, 1, null, null, null],
  ['penaltyMissed', ALL, -2, 1, null, null, null],
  ['goalsConceded', ['GK', 'DEF'], -1, 2, null, null, null],
  ['yellowCard', ALL, -1, 1, null, null, null],
  ['redCard', ALL, -3, 1, null, null, null],
  ['ownGoal', ALL, -2, 1, null, null, null],
  ['bonus', ALL, 3, 1, null, null, 1],
  ['bonus', ALL, 2, 1, null, null, 2],
  ['bonus', ALL, 1, 1, null, null, 3],
];

describe.each(TEST_DATABASES)('GetRuleSets on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers the scoring table and squad rules to anyone, in the caller language', async () => {
    const answer = await server.call('/engine/api/PlayerScoreRuleSet/GetRuleSets', {
      headers: { LanguageCode: 'en-US' },
    });
    expect(answer.status).toBe(200);
    const [set, ...others] = answer.body.ReturnObject;
    expect(others).toEqual([]);
    expect(set).toMatchObject({
      CompetitionCode: 'TR_SL',
      Name: 'Süper Lig scoring table',
      CaptainMultiplier: 2,
      TripleCaptainMultiplier: 3,
      // The seeded rule set is the one the squad-rule tests build against.
      Squad: TEST_SQUAD_RULES,
    });
    expect(set.ExtraTeamPriceCoins).toBeUndefined();
    const cells = (set.Rules as Record<string, unknown>[]).map((r) => [
      r.Stat,
      r.Position,
      r.Points,
      r.Per,
      r.MinMinutes,
      r.MaxMinutes,
      r.Rank,
    ]);
    const expected = TABLE.flatMap(([stat, positions, ...rest]) =>
      positions.map((position) => [stat, position, ...rest]),
    );
    expect(new Set(cells.map((c) => JSON.stringify(c)))).toEqual(
      new Set(expected.map((c) => JSON.stringify(c))),
    );
    expect(cells).toHaveLength(expected.length);
    const orders = (set.Rules as { SortOrder: number }[]).map((r) => r.SortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const turkish = await server.call('/engine/api/PlayerScoreRuleSet/GetRuleSets');
    expect(turkish.body.ReturnObject[0].Name).toBe('Süper Lig puan tablosu');
  });
});
