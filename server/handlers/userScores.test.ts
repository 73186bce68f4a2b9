/**
 * User scores and the Pro table over HTTP: signed in only; the caller's round summary and
 * another user's (hidden before the round locks); the overall table (previous ranks, the
 * caller's row, paging) and a round's table.
 */
import { addReadSeason, type ReadSeason } from '../stats/testSeason';
import { pick, STANDING_NAMES, standingNames } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

// Seeding 270 players and 45 matches takes a while on a busy machine.
const SETUP_TIMEOUT = 120_000;
const SCORE = '/engine/api/UserWeeklyScore';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let season: ReadSeason;
  let demo: TestClient;
  const id: Record<string, number> = {};
  const team: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server;
    season = await addReadSeason(db, server.clock.now());
    await db.query(
      `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash, role_id,
         agreement_accepted_at, created_at) VALUES ('ceren', 'ceren', 'c@x.test', 'c@x.test', '-', 1, now(), now())`,
    );
    for (const u of await db.query<{ id: number; user_name: string }>(
      'SELECT id, user_name FROM users',
    )) {
      id[u.user_name] = u.id;
    }
    const [r1, r2, r3, r4] = season.rounds;
    const gk = pick(season.players, 1, 'GK', 1).id;
    const addTeam = async (user: string, roundId: number, name: string) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup, budget,
           captain_player_id, vice_captain_player_id, created_at, updated_at)
         VALUES ($1, $2, 'TR_SL', $3, true, '4-4-2', 1000, $4, $4, now(), now()) RETURNING id`,
        [id[user], roundId, name, gk],
      );
      return row!.id;
    };
    team.demo3 = await addTeam('demo', r3.id, 'Demo FC');
    team.admin3 = await addTeam('admin', r3.id, 'Yönetim SK');
    await addTeam('ceren', r4.id, 'Ceren United');
    // [round, user, team, round points, total, best, round rank, overall rank, the previous
    // scored round's overall rank (scoring stores it)]
    type Row = [
      number,
      string,
      number | null,
      number,
      number,
      number,
      number,
      number,
      number | null,
    ];
    const rows: Row[] = [
      [r1.id, 'admin', null, 60, 60, 60, 1, 1, null],
      [r1.id, 'demo', null, 50, 50, 50, 2, 2, null],
      [r2.id, 'demo', null, 70, 120, 70, 1, 1, 2],
      [r2.id, 'admin', null, 40, 100, 60, 2, 2, 1],
      [r3.id, 'admin', team.admin3!, 31, 131, 60, 1, 1, 2],
      [r3.id, 'demo', team.demo3!, 10, 130, 70, 2, 2, 1],
    ];
    for (const [round, user, teamId, pts, total, best, rr, or, previous] of rows) {
      await db.query(
        `INSERT INTO pro_standings (round_id, user_id, user_team_id, round_points, total_points,
           best_round, round_rank, overall_rank, first_team_created_at, previous_overall_rank,
           ${STANDING_NAMES})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, ${standingNames('$2', '$3')})`,
        [round, id[user], teamId, pts, total, best, rr, or, previous],
      );
    }
    demo = server.client();
    await demo.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const post = (path: string, json: unknown, client: TestClient = demo) =>
    client.call(`${SCORE}/${path}`, { method: 'POST', json });

  it('needs a session', async () => {
    const visitor = server.client();
    expect((await post('GetUserWeeklyScoreList', {}, visitor)).status).toBe(401);
    expect((await post('GetWeeklyScoreByUserId', {}, visitor)).status).toBe(401);
  });

  it("the caller's summary of the latest round with points", async () => {
    const r3 = season.rounds[2];
    const answer = await post('GetWeeklyScoreByUserId', {});
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject).toEqual({
      User: expect.objectContaining({ Id: id.demo, UserName: 'demo' }),
      WeeklyLeagueInformationId: r3.id,
      RoundNumber: 3,
      UserTeamId: team.demo3,
      TeamName: 'Demo FC',
      Points: 10,
      IsProvisional: true,
      RoundRank: 2,
      OverallRank: 2,
      PreviousOverallRank: 1,
      TotalPoints: 130,
      RankedTeams: 2,
      AveragePoints: 20.5,
      HighestPoints: 31,
    });
    const r1 = await post('GetWeeklyScoreByUserId', {
      WeeklyLeagueInformationId: season.rounds[0].id,
    });
    expect(r1.body.ReturnObject).toMatchObject({
      IsProvisional: false,
      PreviousOverallRank: null,
      TotalPoints: 50,
    });
    const open = await post('GetWeeklyScoreByUserId', {
      WeeklyLeagueInformationId: season.rounds[3].id,
    });
    expect(open.body).toMatchObject({ Result: { ResultCode: 0 }, ReturnObject: null });
  });

  it("another user's summary only once the round is locked", async () => {
    const [, , r3, r4] = season.rounds;
    const theirs = await post('GetWeeklyScoreByUserId', {
      UserId: id.admin,
      WeeklyLeagueInformationId: r3.id,
    });
    expect(theirs.body.ReturnObject).toMatchObject({
      User: { Id: id.admin },
      Points: 31,
      OverallRank: 1,
    });
    const hidden = await post('GetWeeklyScoreByUserId', {
      UserId: id.ceren,
      WeeklyLeagueInformationId: r4.id,
    });
    expect(hidden.status).toBe(403);
    expect(hidden.body.Result.ResultCode).toBe(2403);
    const without = await post('GetWeeklyScoreByUserId', { UserId: id.ceren });
    expect(without.body.ReturnObject).toMatchObject({
      UserTeamId: null,
      TeamName: null,
      Points: null,
      RoundRank: null,
      TotalPoints: 0,
      RankedTeams: 2,
    });
    const nobody = await post('GetWeeklyScoreByUserId', { UserId: 99999 });
    expect(nobody.status).toBe(404);
  });

  it('the overall table: latest round with rows, previous ranks, my row, paging', async () => {
    const r3 = season.rounds[2];
    const answer = await post('GetUserWeeklyScoreList', {
      SortingPaging: { SortItem: { ColumnName: 'Whatever', ColumnOrder: 'desc' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.TotalCount).toBe(2);
    const page = answer.body.ReturnObject;
    expect(page).toMatchObject({ WeeklyLeagueInformationId: r3.id, IsProvisional: true });
    expect(page.Rows).toEqual([
      {
        Rank: 1,
        PreviousRank: 2,
        User: expect.objectContaining({ Id: id.admin }),
        UserTeamId: team.admin3,
        TeamName: 'Yönetim SK',
        RoundPoints: 31,
        TotalPoints: 131,
        BestRound: 60,
      },
      expect.objectContaining({
        Rank: 2,
        PreviousRank: 1,
        User: expect.objectContaining({ Id: id.demo }),
      }),
    ]);
    expect(page.MyRow).toEqual(page.Rows[1]);
    const second = await post('GetUserWeeklyScoreList', {
      SortingPaging: { PageNumber: 1, NumberRecords: 1 },
    });
    expect(second.body.ReturnObject.Rows.map((r: { Rank: number }) => r.Rank)).toEqual([2]);
    const first = await post('GetUserWeeklyScoreList', {
      SortingPaging: { PageNumber: 0, NumberRecords: 1 },
    });
    expect(first.body.ReturnObject.Rows.map((r: { Rank: number }) => r.Rank)).toEqual([1]);
    expect(first.body.ReturnObject.MyRow.Rank).toBe(2);
    expect(first.body.TotalCount).toBe(2);
  });

  it("a round's table by round rank; empty before the round has rows; 404 unknown", async () => {
    const [, r2, , r4] = season.rounds;
    const answer = await post('GetUserWeeklyScoreList', { WeeklyLeagueInformationId: r2.id });
    expect(answer.body.ReturnObject).toMatchObject({
      WeeklyLeagueInformationId: r2.id,
      IsProvisional: false,
    });
    expect(
      answer.body.ReturnObject.Rows.map(
        (r: { User: { Id: number }; Rank: number; PreviousRank: null }) => [
          r.User.Id,
          r.Rank,
          r.PreviousRank,
        ],
      ),
    ).toEqual([
      [id.demo, 1, null],
      [id.admin, 2, null],
    ]);
    const open = await post('GetUserWeeklyScoreList', { WeeklyLeagueInformationId: r4.id });
    expect(open.body).toMatchObject({
      TotalCount: 0,
      ReturnObject: {
        Rows: [],
        MyRow: null,
        WeeklyLeagueInformationId: r4.id,
        IsProvisional: false,
      },
    });
    expect(
      (await post('GetUserWeeklyScoreList', { WeeklyLeagueInformationId: 99999 })).status,
    ).toBe(404);
  });

  it("a season round by round: points, ranks, the table's size; another user's; unknown user", async () => {
    const [r1, r2, r3] = season.rounds;
    const mine = await post('GetUserSeason', {});
    expect(mine.status).toBe(200);
    expect(mine.body.ReturnObject).toEqual([
      {
        WeeklyLeagueInformationId: r1.id,
        RoundNumber: 1,
        Points: 50,
        IsProvisional: false,
        RoundRank: 2,
        OverallRank: 2,
        TotalPoints: 50,
        RankedTeams: 2,
      },
      expect.objectContaining({ RoundNumber: 2, Points: 70, RoundRank: 1, OverallRank: 1 }),
      expect.objectContaining({
        WeeklyLeagueInformationId: r3.id,
        RoundNumber: 3,
        Points: 10,
        IsProvisional: true,
        TotalPoints: 130,
      }),
    ]);
    // Ceren has no team before round 4 (open: not in the season yet).
    const ceren = await post('GetUserSeason', { UserId: id.ceren });
    expect(
      ceren.body.ReturnObject.map((r: { Points: number | null; RankedTeams: number }) => [
        r.Points,
        r.RankedTeams,
      ]),
    ).toEqual([
      [null, 2],
      [null, 2],
      [null, 2],
    ]);
    expect(ceren.body.ReturnObject[1].WeeklyLeagueInformationId).toBe(r2.id);
    expect((await post('GetUserSeason', { UserId: 99999 })).status).toBe(404);
    expect((await post('GetUserSeason', {}, server.client())).status).toBe(401);
  });
});
