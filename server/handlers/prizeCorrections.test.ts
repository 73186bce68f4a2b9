/**
 * A round scored again after a corrected match, over HTTP: the admin replaces the match's
 * sheet (Admin/UpsertMatchEvents) and runs the score job again (Admin/RunRoundJob); the
 * prizes follow the new ranks as differences through the ledger, a re-run pays nothing, a
 * prize the winner already spent is taken back only as far as the balance goes (the rest
 * recorded), and the end-of-week summary shows what the new rank wins.
 */
import type { Database } from '../db/database';
import { addTeam, clubSquad, newUser, T0 } from '../scoring/testKit';
import { addTestPlayers, addTestRound, pick, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { endWeekSummary } from '../leagues/endOfWeek';
import { ledgerDiscrepancies, post } from '../wallet/ledger';

const SETUP_TIMEOUT = 120_000;
const ENGINE = '/engine/api';
const SUMMARY =
  '/league/api/LeagueStatistics/GetUserEndWeekAllLeagueSumary?sportsCode=FTBL&competitionCode=TR_SL';

describe.each(TEST_DATABASES)('prize corrections on %s', (kind) => {
  let server: TestServer;
  let db: Database;
  let admin: TestClient;
  let demo: TestClient;
  let players: TestPlayer[];
  let roundId: number;
  let matchId: number;
  const user: Record<'a' | 'demo' | 'c', number> = { a: 0, demo: 0, c: 0 };

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.db;
    players = await addTestPlayers(db);
    const round = await addTestRound(db, {
      number: 1,
      firstKickoff: new Date(server.clock.now().getTime() - 2 * 86400_000),
      state: 'finished',
    });
    roundId = round.id;
    matchId = round.matchIds[0]!;
    await db.query(`UPDATE matches SET state = 'finished' WHERE round_id = $1`, [roundId]);
    const [demoRow] = await db.query<{ id: number }>('SELECT id FROM users WHERE user_name = $1', [
      TEST_ACCOUNTS.demo.userName,
    ]);
    user.demo = demoRow!.id;
    user.a = await newUser(db);
    user.c = await newUser(db);
    await db.query('UPDATE users SET email_verified_at = now() WHERE id = ANY($1::int[])', [
      Object.values(user),
    ]);
    // A: club 1's XI; the demo player and C: club 2's, C's made a minute later (C ranks
    // after the demo player whatever the points).
    const squad = (club: number) => ({
      ...clubSquad(players, club),
      captain: pick(players, club, 'FWD', 1),
      vice: pick(players, club, 'MID', 1),
    });
    await addTeam(db, roundId, { userId: user.a, ...squad(1), createdAt: T0 });
    await addTeam(db, roundId, { userId: user.demo, ...squad(2), createdAt: T0 });
    await addTeam(db, roundId, {
      userId: user.c,
      ...squad(2),
      createdAt: new Date(T0.getTime() + 60_000),
    });
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    demo = server.client();
    await demo.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());
  afterEach(async () => {
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  const call = (path: string, json: unknown) =>
    admin.call(`${ENGINE}/${path}`, { method: 'POST', json });
  /** Both XIs play the whole match; one goal, by club `scorer`'s first forward. */
  const sheet = (scorer: 1 | 2) => ({
    MatchId: matchId,
    Appearances: [1, 2].flatMap((club) =>
      clubSquad(players, club).xi.map((p) => ({ PlayerId: p.id, IsStarter: true, MinuteOn: 0 })),
    ),
    Events: [
      {
        Minute: 30,
        Type: 'goal',
        PlayerId: pick(players, scorer, 'FWD', 1).id,
        RelatedPlayerId: pick(players, scorer, 'MID', 1).id,
      },
    ],
  });
  const enter = async (scorer: 1 | 2) => {
    const answer = await call('Admin/UpsertMatchEvents', sheet(scorer));
    expect(answer.status).toBe(200);
  };
  const score = async () => {
    const answer = await call('Admin/RunRoundJob', {
      WeeklyLeagueInformationId: roundId,
      Job: 'score',
    });
    expect(answer.status).toBe(200);
    return answer.body.ReturnObject;
  };
  const fanGold = async () => {
    const rows = await db.query<{ user_id: number; quantity: number }>(
      `SELECT user_id, quantity FROM wallet_balances
       WHERE product_code = 'FANGOLD' AND user_id = ANY($1::int[])`,
      [Object.values(user)],
    );
    const of = (id: number) => rows.find((r) => r.user_id === id)?.quantity ?? 0;
    return { a: of(user.a), demo: of(user.demo), c: of(user.c) };
  };
  const prizeEntries = async () =>
    (
      await db.query<{ user_id: number; quantity: number; idempotency_key: string }>(
        `SELECT user_id, quantity, idempotency_key FROM wallet_entries
         WHERE reason = 'prize' AND reference = $1 ORDER BY id`,
        [`contest:${roundId}`],
      )
    ).map((e) => [
      Object.entries(user).find(([, id]) => id === e.user_id)![0],
      e.quantity,
      e.idempotency_key.replace(`contest:${roundId}:`, ''),
    ]);
  const shortfalls = () =>
    db.query<{ user_id: number; fan_gold: number }>(
      'SELECT user_id, fan_gold FROM prize_shortfalls WHERE round_id = $1',
      [roundId],
    );
  const summary = async () =>
    (await demo.call(SUMMARY, { headers: { LanguageCode: 'en-US' } })).body;

  it('the first scoring pays the prize table: A first, the demo player second, C third', async () => {
    await enter(1);
    await score();
    expect(await fanGold()).toEqual({ a: 10_000, demo: 2_500, c: 2_500 });
    const entries = await prizeEntries();
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['a', 10_000, 'prize'],
        ['demo', 2_500, 'prize'],
        ['c', 2_500, 'prize'],
      ]),
    );
  });

  it('a correction changes nothing until the round is scored again; then the differences are paid and taken', async () => {
    // A spends most of his prize before the correction.
    await db.transaction((tx) =>
      post(tx, {
        userId: user.a,
        productCode: 'FANGOLD',
        quantity: -9_000,
        reason: 'order',
        idempotencyKey: 'spent-before-the-correction',
        at: server.clock.now(),
      }),
    );
    await enter(2);
    expect(await fanGold()).toEqual({ a: 1_000, demo: 2_500, c: 2_500 });

    const run = await score();
    expect(run).toMatchObject({ Changed: true, Job: 'score' });
    // Now the demo player is first (10,000), C second and A third (2,500 each): A held
    // only 1,000 of the 7,500 to give back, so 1,000 is taken and 6,500 recorded; C's
    // prize did not change, so C has no new entry.
    expect(await fanGold()).toEqual({ a: 0, demo: 10_000, c: 2_500 });
    const entries = await prizeEntries();
    expect(entries).toHaveLength(5);
    expect(entries.slice(3)).toEqual(
      expect.arrayContaining([
        ['a', -1_000, 'prize:1'],
        ['demo', 7_500, 'prize:1'],
      ]),
    );
    expect(await shortfalls()).toEqual([{ user_id: user.a, fan_gold: 6_500 }]);
    const body = await summary();
    expect(body.ReturnObject).toMatchObject({
      ContestId: roundId,
      Order: 1,
      ClassicLeagueSumary: { Order: 1, FanGoldQuantity: 10_000 },
    });
    expect(body.Result.ResultMessage).toBe(
      'Congratulations! Your rank this round won you 10000 FanGold.',
    );
    // A's summary: the prize of his rank, not what he could not give back.
    const a = await endWeekSummary(
      db,
      user.a,
      { sportsCode: 'FTBL', competitionCode: 'TR_SL' },
      'en-US',
    );
    expect(a.summary.ClassicLeagueSumary).toEqual({ Order: 3, FanGoldQuantity: 2_500 });
  });

  it('scoring the corrected round again pays nothing twice, even two runs at once', async () => {
    const before = await prizeEntries();
    await Promise.all([score(), score()]);
    await score();
    expect(await prizeEntries()).toEqual(before);
    expect(await fanGold()).toEqual({ a: 0, demo: 10_000, c: 2_500 });
    expect(await shortfalls()).toEqual([{ user_id: user.a, fan_gold: 6_500 }]);
  });

  it('correcting back pays A only what he no longer holds and takes the difference from the demo player', async () => {
    // A earns FanGold elsewhere meanwhile: the recorded shortfall is not collected from it.
    await db.transaction((tx) =>
      post(tx, {
        userId: user.a,
        productCode: 'FANGOLD',
        quantity: 300,
        reason: 'adminGrant',
        idempotencyKey: 'earned-meanwhile',
        at: server.clock.now(),
      }),
    );
    await enter(1);
    await score();
    // A is owed 10,000 again and holds 9,000 of the contest (10,000 - 1,000): +1,000.
    expect(await fanGold()).toEqual({ a: 1_300, demo: 2_500, c: 2_500 });
    expect(await shortfalls()).toEqual([]);
    const entries = await prizeEntries();
    expect(entries).toHaveLength(7);
    expect(entries.slice(5)).toEqual(
      expect.arrayContaining([
        ['a', 1_000, 'prize:2'],
        ['demo', -7_500, 'prize:2'],
      ]),
    );
    const body = await summary();
    expect(body.ReturnObject).toMatchObject({
      Order: 2,
      ClassicLeagueSumary: { Order: 2, FanGoldQuantity: 2_500 },
    });
  });

  it('a shortfall recorded stays the same when the prize falls no further, and a refused call moves nothing', async () => {
    const refused = await demo.call(`${ENGINE}/Admin/RunRoundJob`, {
      method: 'POST',
      json: { WeeklyLeagueInformationId: roundId, Job: 'score' },
    });
    expect(refused.status).toBe(403);
    // A spends everything; the correction to club 2 again records all he cannot give back.
    await db.transaction((tx) =>
      post(tx, {
        userId: user.a,
        productCode: 'FANGOLD',
        quantity: -1_300,
        reason: 'order',
        idempotencyKey: 'spent-again',
        at: server.clock.now(),
      }),
    );
    await enter(2);
    await score();
    expect(await fanGold()).toEqual({ a: 0, demo: 10_000, c: 2_500 });
    expect(await shortfalls()).toEqual([{ user_id: user.a, fan_gold: 7_500 }]);
    await score();
    expect(await shortfalls()).toEqual([{ user_id: user.a, fan_gold: 7_500 }]);
    const negative = await db.query(
      "SELECT 1 FROM wallet_balances WHERE product_code = 'FANGOLD' AND quantity < 0",
    );
    expect(negative).toEqual([]);
  });
});
