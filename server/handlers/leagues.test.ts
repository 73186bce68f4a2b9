/**
 * The Taraftar Ligi and the end-of-week summary over HTTP, on a small league scored by the
 * real round job: hand-computed ranks with ties (same points and first team at the same
 * time share a rank), the FanGold prize table paid once through the ledger even after an
 * interrupted job, a repeated job and two concurrent ones, and the Pro and Taraftar tables
 * agreeing.
 */
import type { Database } from '../db/database';
import { runRoundJob } from '../rounds/jobs';
import { addTeam, appear, clubSquad, event, newUser, T0 } from '../scoring/testKit';
import { addTestPlayers, addTestRound, pick, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const SETUP_TIMEOUT = 120_000;
const SUMMARY = '/league/api/LeagueStatistics/GetUserEndWeekAllLeagueSumary';
const TARAFTAR = '/league/api/FavoriteTeamLeague/GetFavoriteTeamUserScoreList';
const PRO = '/engine/api/UserWeeklyScore/GetUserWeeklyScoreList';

describe.each(TEST_DATABASES)('leagues on %s', (kind) => {
  let server: TestServer;
  let db: Database;
  let demo: TestClient;
  let admin: TestClient;
  let roundId: number;
  const user: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.db;
    const players = await addTestPlayers(db);
    const p = (club: number, position: 'FWD' | 'MID', n: number) =>
      pick(players, club, position, n);
    const round = await addTestRound(db, {
      number: 1,
      firstKickoff: new Date(server.clock.now().getTime() - 2 * 86400_000),
      state: 'finished',
    });
    roundId = round.id;
    await db.query(`UPDATE matches SET state = 'finished' WHERE round_id = $1`, [roundId]);
    const m0 = round.matchIds[0]!;
    for (const pl of players.filter((x: TestPlayer) => x.clubId <= 2)) await appear(db, m0, pl);
    await event(db, m0, 30, 'goal', p(1, 'FWD', 1), p(1, 'MID', 1));
    // Strong: club 1's squad captained by the scorer; weak: club 2's, which lost.
    const strong = { ...clubSquad(players, 1), captain: p(1, 'FWD', 1), vice: p(1, 'MID', 1) };
    const weak = { ...clubSquad(players, 2), captain: p(2, 'FWD', 1), vice: p(2, 'MID', 1) };
    const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
    for (const u of await db.query<{ id: number; user_name: string }>(
      'SELECT id, user_name FROM users',
    )) {
      user[u.user_name] = u.id;
    }
    // [name, team, minutes after T0 of the team's creation, favourite club]
    const league: [string, typeof strong, number, number | null][] = [
      ['u1', strong, 0, 5],
      ['u2', strong, 1, null],
      ['demo', weak, 0, 5],
      ['u3', weak, 0, 5],
      ['u4', weak, 0, 5],
      ['u5', weak, 0, 6],
      ['u6', weak, 0, null],
      ['u7', weak, 0, null],
      ['u8', weak, 0, null],
      ['u9', weak, 1, null],
      ['u10', weak, 1, null],
      ['u11', weak, 2, null],
      ['u12', weak, 3, null],
    ];
    for (const [name, team, minutes, club] of league) {
      user[name] ??= await newUser(db);
      await db.query(
        `UPDATE users SET favorite_team_id = $2,
           email_verified_at = CASE WHEN $3 THEN NULL ELSE now() END WHERE id = $1`,
        [user[name], club, name === 'u12'],
      );
      await addTeam(db, roundId, { userId: user[name]!, ...team, createdAt: at(minutes) });
    }
    demo = server.client();
    await demo.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const summary = (
    client: TestClient,
    language = 'tr-TR',
    query = 'sportsCode=FTBL&competitionCode=TR_SL',
  ) => client.call(`${SUMMARY}?${query}`, { headers: { LanguageCode: language } });
  const fanGold = async () =>
    Object.fromEntries(
      (
        await db.query<{ user_id: number; quantity: number }>(
          `SELECT user_id, quantity FROM wallet_balances WHERE product_code = 'FANGOLD' AND quantity > 0`,
        )
      ).map((r) => [Object.keys(user).find((n) => user[n] === r.user_id), r.quantity]),
    );
  const score = (fault?: (step: string) => Promise<void>) =>
    runRoundJob(db, roundId, 'score', server.clock.now(), fault ? { fault } : {});

  // Hand-computed: u1 alone first; u2 same points, later team; seven weak teams made at T0
  // are 3rd to 9th in account order (demo, u3 ... u8); u9 10th and u10 11th (same team, same
  // time: the earlier account first); u11 is 12th; u12 13th (unverified: no prize). 13
  // ranked: the top 1% and top 10% tiers reach nobody beyond rank 1.
  const PRIZES = {
    u1: 10_000,
    u2: 2_500,
    demo: 2_500,
    u3: 2_500,
    u4: 2_500,
    u5: 2_500,
    u6: 2_500,
    u7: 2_500,
    u8: 2_500,
    u9: 2_500,
    u10: 500,
    u11: 500,
  };

  it('needs a session and a valid league', async () => {
    expect((await summary(server.client())).status).toBe(401);
    expect((await summary(demo, 'tr-TR', 'sportsCode=FTBL')).status).toBe(400);
    expect((await server.client().call(TARAFTAR, { method: 'POST', json: {} })).status).toBe(401);
  });

  it('before any scored round: no contest, so no modal', async () => {
    const answer = await summary(demo);
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject).toEqual({
      ContestId: null,
      ContestTitle: null,
      Order: null,
      ClassicLeagueSumary: { Order: null, FanGoldQuantity: 0 },
      FavoriteTeamLeagueSumary: { Order: null },
    });
  });

  it('an interrupted scoring job pays nothing; the next pays the prize table once, however often it runs', async () => {
    await expect(
      score(async (step) => {
        if (step === 'score:done') throw new Error('the server stopped');
      }),
    ).rejects.toThrow('the server stopped');
    expect(await fanGold()).toEqual({});
    const [state] = await db.query<{ state: string }>('SELECT state FROM rounds WHERE id = $1', [
      roundId,
    ]);
    expect(state!.state).toBe('finished');

    expect(await score()).toEqual({ changed: true, state: 'scored' });
    expect(await fanGold()).toEqual(PRIZES);
    await Promise.all([score(), score()]);
    await score();
    expect(await fanGold()).toEqual(PRIZES);
    const [entries] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_entries WHERE reason = 'prize' AND reference = $1`,
      [`contest:${roundId}`],
    );
    expect(entries!.n).toBe(Object.keys(PRIZES).length);
  });

  it("the caller's summary: contest, round rank, Pro rank and prize, Taraftar rank", async () => {
    const answer = await summary(demo);
    expect(answer.body.ReturnObject).toEqual({
      ContestId: roundId,
      ContestTitle: 'Süper Lig 1. Hafta',
      Order: 3,
      ClassicLeagueSumary: { Order: 3, FanGoldQuantity: 2_500 },
      FavoriteTeamLeagueSumary: { Order: 2 },
    });
    expect(answer.body.Result.ResultMessage).toBe(
      'Tebrikler! Bu haftaki sıralamanla 2500 FanGold kazandın.',
    );
    const english = await summary(demo, 'en-US');
    expect(english.body.ReturnObject.ContestTitle).toBe('Süper Lig Round 1');
    expect(english.body.Result.ResultMessage).toBe(
      'Congratulations! Your rank this round won you 2500 FanGold.',
    );
  });

  it('with no team that round: the contest, no order and a message in both languages', async () => {
    const answer = await summary(admin);
    expect(answer.body.ReturnObject).toEqual({
      ContestId: roundId,
      ContestTitle: 'Süper Lig 1. Hafta',
      Order: null,
      ClassicLeagueSumary: { Order: null, FanGoldQuantity: 0 },
      FavoriteTeamLeagueSumary: { Order: null },
    });
    expect(answer.body.Result.ResultMessage).toBe(
      'Bu hafta takımın yoktu; bu haftanın sıralaması ve ödülü sende yok.',
    );
    expect((await summary(admin, 'en-US')).body.Result.ResultMessage).toBe(
      'You had no team this round, so you have no rank or prize for it.',
    );
  });

  it('the Taraftar Ligi: the fans of my club, ranked as in the Pro league, my row', async () => {
    const names = (rows: { Rank: number; User: { Id: number } }[]) =>
      rows.map((r) => [Object.keys(user).find((n) => user[n] === r.User.Id), r.Rank]);
    const answer = await demo.call(TARAFTAR, { method: 'POST', json: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.TotalCount).toBe(4);
    expect(names(answer.body.ReturnObject.Rows)).toEqual([
      ['u1', 1],
      ['demo', 2],
      ['u3', 3],
      ['u4', 4],
    ]);
    expect(answer.body.ReturnObject.MyRow).toMatchObject({ Rank: 2, User: { Id: user.demo } });
    const paged = await demo.call(TARAFTAR, {
      method: 'POST',
      json: { FavoriteTeamId: 5, SortingPaging: { PageNumber: 1, NumberRecords: 3 } },
    });
    expect(names(paged.body.ReturnObject.Rows)).toEqual([['u4', 4]]);
    expect(paged.body.ReturnObject.MyRow).toMatchObject({ Rank: 2 });
    const other = await demo.call(TARAFTAR, { method: 'POST', json: { FavoriteTeamId: 6 } });
    expect(names(other.body.ReturnObject.Rows)).toEqual([['u5', 1]]);
    expect(other.body.ReturnObject.MyRow).toBeNull();

    // The Pro table agrees: the same rows for these users, in the same order.
    const pro = await demo.call(PRO, { method: 'POST', json: {} });
    expect(pro.body.TotalCount).toBe(13);
    const fans = pro.body.ReturnObject.Rows.filter((r: { User: { Id: number } }) =>
      [user.u1, user.demo, user.u3, user.u4].includes(r.User.Id),
    );
    const figures = (rows: Record<string, unknown>[]) =>
      rows.map(({ User, UserTeamId, RoundPoints, TotalPoints, BestRound }) => ({
        User,
        UserTeamId,
        RoundPoints,
        TotalPoints,
        BestRound,
      }));
    expect(figures(fans)).toEqual(figures(answer.body.ReturnObject.Rows));
    expect(pro.body.ReturnObject.MyRow).toMatchObject({
      Rank: 3,
      RoundPoints: answer.body.ReturnObject.MyRow.RoundPoints,
    });
  });
});
