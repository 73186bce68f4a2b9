/**
 * Best of the week: the pure XI choice (best formation, cheaper on ties, none when no
 * formation fills) and the endpoint over HTTP without a token (default round, a live round
 * on request, null without points, 404 for an unknown round, top user team).
 */
import { bestEleven, type Candidate } from '../stats/bestOfTheWeek';
import { addReadSeason, addRoundScore, type ReadSeason } from '../stats/testSeason';
import { pick, STANDING_NAMES, type Position, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

// Seeding 270 players and 45 matches takes a while on a busy machine.
const SETUP_TIMEOUT = 120_000;

describe('bestEleven', () => {
  let next = 0;
  const c = (position: Position, points: number, price = 50): Candidate => ({
    id: ++next,
    position,
    points,
    price,
  });

  it('takes the formation whose best players score most, in slot order', () => {
    const gk = c('GK', 6);
    const defs = [c('DEF', 8), c('DEF', 7), c('DEF', 1), c('DEF', 1)];
    const mids = [c('MID', 9), c('MID', 5), c('MID', 4), c('MID', 3), c('MID', 2)];
    const fwds = [c('FWD', 10), c('FWD', 6)];
    const best = bestEleven([...fwds, ...mids, gk, ...defs], ['4-4-2', '3-5-2', '4-5-1', '4-3-3']);
    expect(best?.formation).toBe('3-5-2');
    expect(best?.totalPoints).toBe(61);
    expect(best?.players.map((p) => p.id)).toEqual(
      [gk, ...defs.slice(0, 3), ...mids, ...fwds].map((p) => p.id),
    );
  });

  it('breaks ties by the lower price, and answers null when no formation fills', () => {
    const cheap = c('GK', 5, 40);
    const dear = c('GK', 5, 50);
    const outfield = [1, 2, 3, 4]
      .map(() => c('DEF', 2))
      .concat(
        [1, 2, 3, 4].map(() => c('MID', 2)),
        [1, 2].map(() => c('FWD', 2)),
      );
    expect(bestEleven([dear, cheap, ...outfield], ['4-4-2'])?.players[0]).toBe(cheap);
    expect(bestEleven([dear, ...outfield], ['4-3-3'])).toBeNull();
  });
});

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let season: ReadSeason;
  const xi: [TestPlayer, number][] = [];
  let teams: { admin: number; demo: number };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server;
    season = await addReadSeason(db, server.clock.now());
    const p = (club: number, pos: Position, n: number) => pick(season.players, club, pos, n);
    const r2 = season.rounds[1];
    // Round 2: 3-5-2 scores 61, 4-4-2 60; the 1-point defender and goalkeeper go to the cheaper.
    const points: [TestPlayer, number][] = [
      [p(1, 'GK', 1), 6], // 50
      [p(2, 'GK', 2), 6], // 40: picked
      [p(1, 'DEF', 1), 8],
      [p(1, 'DEF', 2), 7],
      [p(2, 'DEF', 1), 1], // 60
      [p(2, 'DEF', 5), 1], // 40: picked
      [p(3, 'MID', 1), 9],
      [p(3, 'MID', 2), 5],
      [p(3, 'MID', 3), 4],
      [p(3, 'MID', 4), 3],
      [p(3, 'MID', 5), 2],
      [p(4, 'FWD', 1), 10],
      [p(4, 'FWD', 2), 6],
    ];
    for (const [player, pts] of points) await addRoundScore(db, r2.id, player, pts);
    xi.push(...[1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => points[i]!));
    // The live round 3 has the same figures, provisionally.
    await db.query(
      `INSERT INTO player_round_scores (round_id, player_id, points, minutes)
       SELECT $1, player_id, points, minutes FROM player_round_scores WHERE round_id = $2`,
      [season.rounds[2].id, r2.id],
    );
    const team = async (user: string, name: string, primary: boolean, pts: number) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup, budget,
           captain_player_id, vice_captain_player_id, created_at, updated_at)
         SELECT u.id, $2, 'TR_SL', $3, $4, '4-4-2', 1000, $5, $5, now(), now()
         FROM users u WHERE u.user_name = $1 RETURNING id`,
        [user, r2.id, name, primary, p(1, 'GK', 1).id],
      );
      await db.query('INSERT INTO user_team_scores (user_team_id, points) VALUES ($1, $2)', [
        row!.id,
        pts,
      ]);
      return row!.id;
    };
    teams = {
      admin: await team('admin', 'Yönetim SK', true, 75),
      demo: await team('demo', 'Demo FC', true, 70),
    };
    await team('demo', 'Demo Yedek', false, 99); // an extra team counts in no table
    // The round's Pro table, as scoring writes it: its primary teams ranked by points.
    await db.query(
      `INSERT INTO pro_standings (round_id, user_id, user_team_id, round_points, total_points,
         best_round, round_rank, overall_rank, first_team_created_at, ${STANDING_NAMES})
       SELECT t.round_id, t.user_id, t.id, sc.points, sc.points, sc.points,
         row_number() OVER (ORDER BY sc.points DESC), row_number() OVER (ORDER BY sc.points DESC),
         t.created_at, u.user_name, u.image_url, u.favorite_team_id, t.name
       FROM user_teams t JOIN users u ON u.id = t.user_id
       JOIN user_team_scores sc ON sc.user_team_id = t.id
       WHERE t.round_id = $1 AND t.is_primary`,
      [r2.id],
    );
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const best = (query = '') => server.call(`/engine/api/Player/GetBestOfTheWeek${query}`);

  it('without a round: the last scored round, its XI, top player and top primary team', async () => {
    const r2 = season.rounds[1];
    const answer = await best();
    expect(answer.status).toBe(200);
    const body = answer.body.ReturnObject;
    expect(body).toMatchObject({
      WeeklyLeagueInformationId: r2.id,
      RoundNumber: 2,
      IsProvisional: false,
      LineupOfPlayerType: '3-5-2',
      TotalPoints: 61,
    });
    expect(
      body.Players.map((s: { SlotOrder: number; Player: { Id: number }; Points: number }) => [
        s.SlotOrder,
        s.Player.Id,
        s.Points,
      ]),
    ).toEqual(xi.map(([player, pts], i) => [i + 1, player.id, pts]));
    expect(body.TopPlayer).toMatchObject({
      SlotOrder: 10,
      Points: 10,
      Player: { Code: 'C4-FWD1' },
    });
    expect(body.TopUserTeam).toEqual({
      User: expect.objectContaining({ UserName: 'admin' }),
      UserTeamId: teams.admin,
      TeamName: 'Yönetim SK',
      Points: 75,
    });
  });

  it('a live round on request is provisional, without user teams yet', async () => {
    const r3 = season.rounds[2];
    const answer = await best(`?weeklyLeagueInformationId=${r3.id}`);
    expect(answer.body.ReturnObject).toMatchObject({
      WeeklyLeagueInformationId: r3.id,
      IsProvisional: true,
      TotalPoints: 61,
      TopUserTeam: null,
    });
  });

  it('null for a round without points; 404 for an unknown round', async () => {
    const open = await best(`?weeklyLeagueInformationId=${season.rounds[3].id}`);
    expect(open.body).toMatchObject({ ReturnObject: null, Result: { ResultCode: 0 } });
    const scoredEmpty = await best(`?weeklyLeagueInformationId=${season.rounds[0].id}`);
    expect(scoredEmpty.body.ReturnObject).toBeNull();
    const other = await best('?competitionCode=TR_1L');
    expect(other.body.ReturnObject).toBeNull();
    const unknown = await best('?weeklyLeagueInformationId=99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.Result.ResultCode).toBe(2400);
  });
});
