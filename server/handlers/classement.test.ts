/**
 * The classement over HTTP and through the round's score job on the real database: a small
 * seeded classement (divisions of 4, one place up and one down, as data) is moved after the
 * period's last round exactly as computed by hand; a repeated job moves nobody twice; a
 * newcomer joins the lowest division with room; GetClassementInfo answers the caller's
 * division, rank and places. With the game's numbers, 120 newcomers fill divisions of 50.
 */
import type { Queryable } from '../db/database';
import { runRoundJob } from '../rounds/jobs';
import {
  addTestPlayers,
  addTestRound,
  STANDING_NAMES,
  standingNames,
} from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import { startTestServer, type TestServer } from '../testing/testServer';
import { addTeam, clubSquad } from '../scoring/testKit';

const INFO = '/league/api/ClassementLeague/GetClassementInfo?competitionCode=TR_SL&sportsCode=FTBL';

const placesOf = (q: Queryable, periodStart: number) =>
  q.query<{ user_id: number; division: number }>(
    `SELECT user_id, division FROM classement_places
     WHERE competition_code = 'TR_SL' AND period_start_round = $1 ORDER BY division, user_id`,
    [periodStart],
  );

describe.each(TEST_DATABASES)('the classement on %s', (kind) => {
  let server: TestServer;
  let users: SignedInPlayer[];
  const round: Record<number, number> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server;
    const players = await addTestPlayers(db);
    const t0 = new Date('2026-01-01T12:00:00Z');
    for (let n = 1; n <= 8; n++) {
      const state = n <= 3 ? 'scored' : n === 4 ? 'finished' : 'upcoming';
      round[n] = (await addTestRound(db, { number: n, firstKickoff: t0, state })).id;
    }
    users = await signedInPlayers(server, 'klasman', 11);
    const squad = clubSquad(players, 1);
    for (const [i, user] of users.entries()) {
      await addTeam(db, round[4]!, {
        userId: user.userId,
        ...squad,
        captain: squad.xi[0]!,
        vice: squad.xi[1]!,
        createdAt: new Date(t0.getTime() + i * 60_000),
      });
    }
    // Round 1's points and the period's divisions as the earlier jobs left them; klasman11
    // is a newcomer with a team in round 4 only.
    const points = [10, 40, 30, 20, 5, 50, 25, 15, 7, 3];
    const divisions = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3];
    for (const [i, user] of users.slice(0, 10).entries()) {
      await db.query(
        `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
           round_rank, overall_rank, first_team_created_at, ${STANDING_NAMES})
         VALUES ($1, $2, $3, $3, $3, 1, 1, $4, ${standingNames('$2')})`,
        [round[1], user.userId, points[i], new Date(t0.getTime() + i * 60_000)],
      );
      await db.query(
        `INSERT INTO classement_places (competition_code, period_start_round, user_id, division, placed_at)
         VALUES ('TR_SL', 1, $1, $2, now())`,
        [user.userId, divisions[i]],
      );
    }
    await db.query(
      `UPDATE app_settings SET value = '{"divisionSize": 4, "periodRounds": 4, "promotionPlaces": 1, "relegationPlaces": 1}'
       WHERE key = 'classement'`,
    );
  }, 120_000);
  afterAll(() => server?.close());

  it('moves the top place up and the bottom place down after the period, once', async () => {
    const { db } = server;
    const id = (n: number) => users[n - 1]!.userId;
    await runRoundJob(db, round[4]!, 'score', server.clock.now());

    // The newcomer took the lowest division's room.
    expect((await placesOf(db, 1)).find((p) => p.user_id === id(11))?.division).toBe(3);
    // By hand (round 4 gave nobody points): division 1 ranks 2, 3, 4, 1: 1 goes down;
    // division 2 ranks 6, 7, 8, 5: 6 goes up, 5 down; division 3 ranks 9, 10, 11: 9 goes
    // up, nobody below.
    const expected = [
      [1, [2, 3, 4, 6]],
      [2, [1, 7, 8, 9]],
      [3, [5, 10, 11]],
    ] as const;
    const want = expected
      .flatMap(([division, ns]) => ns.map((n) => ({ user_id: id(n), division })))
      .sort((a, b) => a.division - b.division || a.user_id - b.user_id);
    expect(await placesOf(db, 5)).toEqual(want);

    // A repeated score job (a correction) moves nobody again, even with other points.
    await db.query(
      'UPDATE pro_standings SET round_points = 100 WHERE round_id = $1 AND user_id = $2',
      [round[1], id(1)],
    );
    await runRoundJob(db, round[4]!, 'score', server.clock.now());
    expect(await placesOf(db, 5)).toEqual(want);
  });

  it("answers the caller's division, rank and places in the current period", async () => {
    const info = await users[5]!.client.call(INFO);
    expect(info.status).toBe(200);
    // Nobody has points in rounds 5-8 yet: ranks go by first team, klasman6 is 4th of 4.
    expect(info.body.ReturnObject).toEqual({
      ContestType: 13,
      Division: 1,
      DivisionCount: 3,
      DivisionSize: 4,
      PeriodStartRound: 5,
      PeriodEndRound: 8,
      PromotionPlaces: 0,
      RelegationPlaces: 1,
      MyRank: 4,
    });
    const [outsider] = await signedInPlayers(server, 'disarida', 1);
    const none = await outsider!.client.call(INFO);
    expect(none.body.ReturnObject).toMatchObject({
      Division: null,
      MyRank: null,
      DivisionCount: 3,
    });
    outsider!.client.token = undefined;
    expect((await outsider!.client.call(INFO)).status).toBe(401);
  });

  it("answers a division's table, the caller's by default, and refuses an unknown division", async () => {
    const scores = (player: SignedInPlayer, body: object) =>
      player.client.call('/league/api/ClassementLeague/GetUserScores', {
        method: 'POST',
        json: { CompetitionCode: 'TR_SL', ...body },
      });
    const id = (n: number) => users[n - 1]!.userId;
    // Division 1 of the period from round 5 holds 2, 3, 4 and 6. Before the period's first
    // table it has none; then its totals are the period's, not the season's (6 had 50).
    const before = await scores(users[5]!, {});
    expect([before.status, before.body.ReturnObject.Rows, before.body.TotalCount]).toEqual([
      200,
      [],
      0,
    ]);
    // Round 5 starts and is scored (only a started round has table rows).
    await server.db.query(`UPDATE rounds SET state = 'live' WHERE id = $1`, [round[5]]);
    for (const [n, points] of [
      [2, 20],
      [3, 5],
      [4, 15],
      [6, 10],
    ] as const) {
      await server.db.query(
        `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
           round_rank, overall_rank, first_team_created_at, ${STANDING_NAMES})
         VALUES ($1, $2, $3, $3, $3, 1, 1, now(), ${standingNames('$2')})`,
        [round[5], id(n), points],
      );
    }
    const mine = await scores(users[5]!, {});
    expect(mine.status).toBe(200);
    expect(mine.body.TotalCount).toBe(4);
    expect(mine.body.ReturnObject.Rows.map((r: { User: { Id: number } }) => r.User.Id)).toEqual(
      [2, 4, 6, 3].map(id),
    );
    expect(mine.body.ReturnObject.MyRow).toMatchObject({ Rank: 3, TotalPoints: 10 });
    const lowest = await scores(users[5]!, { Division: 3 });
    expect(lowest.body.ReturnObject.Rows).toEqual([]);
    expect(lowest.body.ReturnObject.MyRow).toBeNull();
    const unknown = await scores(users[5]!, { Division: 9 });
    expect([unknown.status, unknown.body.Result.ResultCode]).toEqual([404, 2580]);
    const [outsider] = await signedInPlayers(server, 'tablodisi', 1);
    const empty = await scores(outsider!, {});
    expect([empty.status, empty.body.ReturnObject.Rows, empty.body.TotalCount]).toEqual([
      200,
      [],
      0,
    ]);
  });

  it('fills divisions of 50 with newcomers, the lowest first', async () => {
    const { db } = server;
    await db.query(
      `UPDATE app_settings SET value = '{"divisionSize": 50, "periodRounds": 4, "promotionPlaces": 5, "relegationPlaces": 5}'
       WHERE key = 'classement'`,
    );
    await db.query(
      `UPDATE rounds SET state = CASE WHEN number < 5 THEN 'scored' ELSE 'upcoming' END`,
    );
    const newcomers = await signedInPlayers(server, 'yeni', 120);
    const [template] = await db.query<{ captain_player_id: number }>(
      'SELECT captain_player_id FROM user_teams LIMIT 1',
    );
    await db.query(
      `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup,
         budget, captain_player_id, vice_captain_player_id, created_at, updated_at)
       SELECT u, $2, 'TR_SL', 'Yeni', true, '4-4-2', 1000, $3, $3, now(), now()
       FROM unnest($1::int[]) AS u`,
      [newcomers.map((n) => n.userId), round[5], template!.captain_player_id],
    );
    const { updateClassement } = await import('../leagues/classement');
    await db.transaction((tx) =>
      updateClassement(tx, { competition_code: 'TR_SL', number: 5 }, server.clock.now()),
    );
    const counts = await db.query<{ division: number; n: number }>(
      `SELECT division, count(*)::int AS n FROM classement_places
       WHERE competition_code = 'TR_SL' AND period_start_round = 5 GROUP BY division ORDER BY division`,
    );
    // 4 + 4 + 3 moved in; division 3 takes 47 newcomers, then 50 and 23.
    expect(counts).toEqual([
      { division: 1, n: 4 },
      { division: 2, n: 4 },
      { division: 3, n: 50 },
      { division: 4, n: 50 },
      { division: 5, n: 23 },
    ]);
  });
});
