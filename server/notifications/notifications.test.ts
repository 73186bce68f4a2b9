/**
 * Notifications over HTTP on the real server and database: made by their causes (a scored
 * round and its prizes, a friend request, a friend-league invitation, a paid order, a
 * round's deadline), once per cause, in the cause's transaction; listed newest first in the
 * caller's language with the unread count; marked read one at a time or all at once.
 */
import type { Database } from '../db/database';
import { settlePayment, startPayment } from '../market/payments/payments';
import { runRoundJob } from '../rounds/jobs';
import { advanceSeason } from '../rounds/scheduler';
import { addTeam, appear, clubSquad, event, newUser, T0 } from '../scoring/testKit';
import { addTestPlayers, addTestRound, pick, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers } from '../testing/testUsers';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { notifyDeadlines } from './triggers';

const SETUP_TIMEOUT = 120_000;
const LIST = '/auth/api/Notification/GetList';
const MARK = '/auth/api/Notification/MarkRead';
const HOUR = 3600_000;

describe.each(TEST_DATABASES)('notifications on %s', (kind) => {
  let server: TestServer;
  let db: Database;
  let players: TestPlayer[];
  let demo: TestClient;
  let demoId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.db;
    players = await addTestPlayers(db);
    demo = server.client();
    await demo.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
    const [row] = await db.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'demo'`);
    demoId = row!.id;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const list = (client: TestClient, language = 'tr-TR', paging: object = {}) =>
    client.call(LIST, {
      method: 'POST',
      json: { SortingPaging: paging },
      headers: { LanguageCode: language },
    });
  const kindsOf = async (client: TestClient) =>
    ((await list(client)).body.ReturnObject.Notifications as { Kind: string }[]).map((n) => n.Kind);
  const countOf = async (userId: number, kindName: string) => {
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = $2',
      [userId, kindName],
    );
    return row!.n;
  };

  describe('a scored round', () => {
    let roundId: number;
    let winner: number;
    let unverified: number;
    beforeAll(async () => {
      const round = await addTestRound(db, {
        number: 1,
        firstKickoff: new Date(server.clock.now().getTime() - 2 * 86400_000),
        state: 'finished',
      });
      roundId = round.id;
      await db.query(`UPDATE matches SET state = 'finished' WHERE round_id = $1`, [roundId]);
      const m0 = round.matchIds[0]!;
      for (const pl of players.filter((x) => x.clubId <= 2)) await appear(db, m0, pl);
      await event(db, m0, 30, 'goal', pick(players, 1, 'FWD', 1), pick(players, 1, 'MID', 1));
      const strong = {
        ...clubSquad(players, 1),
        captain: pick(players, 1, 'FWD', 1),
        vice: pick(players, 1, 'MID', 1),
      };
      const weak = {
        ...clubSquad(players, 2),
        captain: pick(players, 2, 'FWD', 1),
        vice: pick(players, 2, 'MID', 1),
      };
      winner = await newUser(db);
      unverified = await newUser(db);
      await db.query('UPDATE users SET email_verified_at = now() WHERE id = ANY($1::int[])', [
        [winner, demoId],
      ]);
      await db.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [unverified]);
      await addTeam(db, roundId, { userId: winner, ...strong, createdAt: T0 });
      await addTeam(db, roundId, { userId: demoId, ...weak, createdAt: T0 });
      await addTeam(db, roundId, {
        userId: unverified,
        ...weak,
        createdAt: new Date(T0.getTime() + 60_000),
      });
    }, SETUP_TIMEOUT);

    it('an interrupted score job notifies nobody', async () => {
      await expect(
        runRoundJob(db, roundId, 'score', server.clock.now(), {
          fault: (step) => {
            if (step === 'score:done') throw new Error('interrupted');
          },
        }),
      ).rejects.toThrow('interrupted');
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications');
      expect(row!.n).toBe(0);
    });

    it("tells each ranked player his points and rank, and a winner his prize, in the reader's language", async () => {
      await runRoundJob(db, roundId, 'score', server.clock.now());
      const standings = await db.query<{
        user_id: number;
        round_points: number;
        round_rank: number;
      }>('SELECT user_id, round_points, round_rank FROM pro_standings WHERE round_id = $1', [
        roundId,
      ]);
      const mine = standings.find((s) => s.user_id === demoId)!;
      const tr = await list(demo);
      expect(tr.status).toBe(200);
      expect(tr.body.TotalCount).toBe(2);
      const page = tr.body.ReturnObject;
      expect(page.UnreadCount).toBe(2);
      // Newest first: the prize was written after the round's points.
      expect(page.Notifications.map((n: { Kind: string }) => n.Kind)).toEqual([
        'prizePaid',
        'roundScored',
      ]);
      const [prize, scored] = page.Notifications;
      expect(scored).toMatchObject({
        Title: '1. Hafta puanlandı',
        Text: `Bu hafta ${mine.round_points} puan aldın; sıralaman ${mine.round_rank}.`,
        Link: '/lig/pro-ligi',
        IsRead: false,
      });
      // Demo is second of three: 2,500 FanGold (rank 10 tier).
      expect(mine.round_rank).toBe(2);
      expect(prize).toMatchObject({
        Title: 'Ödül kazandın',
        Text: '1. Hafta sıralamanla 2.500 FanGold kazandın.',
        Link: '/market/gecmis',
      });
      const en = (await list(demo, 'en-US')).body.ReturnObject.Notifications;
      expect(en[1].Title).toBe('Round 1 is scored');
      expect(en[0].Text).toBe('Your rank in round 1 won you 2,500 FanGold.');
      // The unverified player wins nothing, so hears of his points only.
      expect(await countOf(unverified, 'roundScored')).toBe(1);
      expect(await countOf(unverified, 'prizePaid')).toBe(0);
      expect(await countOf(winner, 'prizePaid')).toBe(1);
    });

    it('a repeated score job notifies nobody twice', async () => {
      await runRoundJob(db, roundId, 'score', server.clock.now());
      expect(await countOf(demoId, 'roundScored')).toBe(1);
      expect(await countOf(demoId, 'prizePaid')).toBe(1);
    });

    it('marks one read, refuses one of another user, then marks all read', async () => {
      const [first] = (await list(demo)).body.ReturnObject.Notifications;
      const one = await demo.call(MARK, { method: 'POST', json: { Id: first.Id } });
      expect(one.status).toBe(200);
      expect(one.body.ReturnObject).toEqual({ UnreadCount: 1 });
      const again = await demo.call(MARK, { method: 'POST', json: { Id: first.Id } });
      expect(again.body.ReturnObject).toEqual({ UnreadCount: 1 });
      const [theirs] = await db.query<{ id: number }>(
        'SELECT id FROM notifications WHERE user_id = $1',
        [winner],
      );
      const refused = await demo.call(MARK, {
        method: 'POST',
        json: { Id: theirs!.id },
        headers: { LanguageCode: 'en-US' },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.Result).toEqual({
        ResultCode: 2040,
        ResultMessage: 'There is no such notification.',
      });
      const listed = (await list(demo)).body.ReturnObject;
      expect(listed.Notifications[0].IsRead).toBe(true);
      expect(listed.Notifications[1].IsRead).toBe(false);
      const all = await demo.call(MARK, { method: 'POST', json: {} });
      expect(all.body.ReturnObject).toEqual({ UnreadCount: 0 });
      expect((await list(demo)).body.ReturnObject.UnreadCount).toBe(0);
      // The other user's stay unread.
      expect(
        (
          await db.query('SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL', [
            winner,
          ])
        ).length,
      ).toBe(2);
    });
  });

  it('notifies a friend request once, linking to the asker; a stranger cannot read it', async () => {
    const [asker, asked] = await signedInPlayers(server, `arkadas_${kind}_`, 2);
    const add = await asker!.client.call(`/auth/api/Friend/AddFriend?userId=${asked!.userId}`, {
      method: 'POST',
    });
    expect(add.status).toBe(200);
    await asker!.client.call(`/auth/api/Friend/AddFriend?userId=${asked!.userId}`, {
      method: 'POST',
    });
    const page = (await list(asked!.client, 'en-US')).body.ReturnObject;
    expect(page.UnreadCount).toBe(1);
    expect(page.Notifications[0]).toMatchObject({
      Kind: 'friendRequest',
      Title: 'Friend request',
      Text: `arkadas_${kind}_1 wants to be your friend.`,
      Link: `/arkadas/arkadas_${kind}_1`,
    });
    expect(await kindsOf(asker!.client)).toEqual([]);
  });

  it('notifies a friend-league invitation', async () => {
    const [owner, invited] = await signedInPlayers(server, `davet_${kind}_`, 2);
    const group = await owner!.client.call('/league/api/FriendLeague/InsertGroup', {
      method: 'POST',
      json: { Name: 'Mahalle' },
    });
    expect(group.status).toBe(200);
    const invite = await owner!.client.call(
      `/league/api/FriendLeague/InsertGroupUser?GroupId=${group.body.ReturnObject.Id}`,
      { method: 'POST', json: { UserName: `davet_${kind}_2` } },
    );
    expect(invite.status).toBe(200);
    const [note] = (await list(invited!.client)).body.ReturnObject.Notifications;
    expect(note).toMatchObject({
      Kind: 'leagueInvite',
      Title: 'Arkadaş ligi daveti',
      Text: `davet_${kind}_1 seni Mahalle arkadaş ligine davet etti.`,
      Link: '/lig/arkadas-ligleri',
    });
  });

  it('notifies a paid order once however often its callback repeats; a declined one not', async () => {
    const [buyer] = await signedInPlayers(server, `alici_${kind}_`, 1);
    const [product] = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE code = 'COIN_PACK_1000'`,
    );
    const pay = async (key: string, outcome: 'success' | 'declined') => {
      const payment = await startPayment(db, {
        userId: buyer!.userId,
        productId: product!.id,
        idempotencyKey: key,
        provider: 'sandbox',
        at: server.clock.now(),
      });
      for (let i = 0; i < 2; i++) {
        await settlePayment(
          db,
          { orderId: payment.order_id, outcome, reference: `ref-${key}` },
          server.clock.now(),
        );
      }
    };
    await pay('n1', 'declined');
    expect(await kindsOf(buyer!.client)).toEqual([]);
    await pay('n2', 'success');
    const page = (await list(buyer!.client, 'en-US')).body.ReturnObject;
    expect(page.Notifications).toHaveLength(1);
    expect(page.Notifications[0]).toMatchObject({
      Kind: 'orderPaid',
      Title: 'Payment received',
      Text: '1,000 Coins added to your wallet.',
      Link: '/market/gecmis',
    });
    const tr = (await list(buyer!.client)).body.ReturnObject.Notifications[0];
    expect(tr.Text).toBe('1.000 Jeton cüzdanına eklendi.');
  });

  it('reminds at 24 h and 1 h before a deadline those without a team or with injured starters, once each', async () => {
    const now = server.clock.now();
    // First kickoff 24 h from now: the deadline (an hour before) is 23 h away.
    const round = await addTestRound(db, {
      number: 30,
      firstKickoff: new Date(now.getTime() + 24 * HOUR),
    });
    const [noTeam, injured, healthy] = await signedInPlayers(server, `hatirlat_${kind}_`, 3);
    const squad = {
      ...clubSquad(players, 3),
      captain: pick(players, 3, 'FWD', 1),
      vice: pick(players, 3, 'MID', 1),
    };
    await addTeam(db, round.id, { userId: injured!.userId, ...squad, createdAt: now });
    const other = {
      ...clubSquad(players, 4),
      captain: pick(players, 4, 'FWD', 1),
      vice: pick(players, 4, 'MID', 1),
    };
    await addTeam(db, round.id, { userId: healthy!.userId, ...other, createdAt: now });
    await db.query(
      `UPDATE players SET status = 'injured'
       WHERE id IN (SELECT tp.player_id FROM user_team_players tp JOIN user_teams t ON t.id = tp.user_team_id
                    WHERE t.user_id = $1 AND tp.is_starter ORDER BY tp.slot_order LIMIT 2)`,
      [injured!.userId],
    );
    try {
      await db.transaction((tx) => notifyDeadlines(tx, now));
      await db.transaction((tx) => notifyDeadlines(tx, new Date(now.getTime() + HOUR)));
      const first = (await list(noTeam!.client, 'en-US')).body.ReturnObject.Notifications;
      expect(first).toEqual([
        expect.objectContaining({
          Kind: 'deadline24h',
          Title: 'Round 30: 24 hours left',
          Text: 'You have no team for round 30 yet. 24 hours left to build one.',
          Link: '/takim/takimim',
        }),
      ]);
      const hurt = (await list(injured!.client)).body.ReturnObject.Notifications;
      expect(hurt).toEqual([
        expect.objectContaining({
          Kind: 'deadline24h',
          Text: 'Takımında 2 sakat as oyuncu var. 30. Hafta için değişiklik yapmaya son 24 saat.',
        }),
      ]);
      expect(await kindsOf(healthy!.client)).toEqual([]);
      // The last hour: the 1-hour reminder, once.
      const lastHour = new Date(round.deadline.getTime() - 30 * 60_000);
      await db.transaction((tx) => notifyDeadlines(tx, lastHour));
      await db.transaction((tx) => notifyDeadlines(tx, lastHour));
      expect(await kindsOf(noTeam!.client)).toEqual(['deadline1h', 'deadline24h']);
      expect(await kindsOf(injured!.client)).toEqual(['deadline1h', 'deadline24h']);
      expect(await kindsOf(healthy!.client)).toEqual([]);
      // Past the deadline nothing more.
      await db.transaction((tx) => notifyDeadlines(tx, new Date(round.deadline.getTime() + 1)));
      expect(await kindsOf(noTeam!.client)).toHaveLength(2);
    } finally {
      await db.query(`UPDATE players SET status = 'available'`);
      await db.query(`UPDATE rounds SET state = 'upcoming' WHERE id = $1`, [round.id]);
    }
  });

  it("the scheduler's run sends the reminders that are due", async () => {
    const now = server.clock.now();
    const round = await addTestRound(db, {
      number: 40,
      firstKickoff: new Date(now.getTime() + 21 * HOUR),
    });
    const [late] = await signedInPlayers(server, `zamanlayici_${kind}_`, 1);
    try {
      await advanceSeason(db, now, { playMatches: async () => ({ roundIds: [] }) });
      const [note] = (await list(late!.client, 'en-US')).body.ReturnObject.Notifications;
      expect(note).toMatchObject({ Kind: 'deadline24h', Title: 'Round 40: 24 hours left' });
    } finally {
      await db.query(`UPDATE rounds SET state = 'upcoming' WHERE id = $1`, [round.id]);
    }
  });

  it('pages newest first', async () => {
    const [reader, ...askers] = await signedInPlayers(server, `sayfa_${kind}_`, 4);
    for (const asker of askers) {
      await asker.client.call(`/auth/api/Friend/AddFriend?userId=${reader!.userId}`, {
        method: 'POST',
      });
    }
    const second = await list(reader!.client, 'tr-TR', { PageNumber: 1, NumberRecords: 2 });
    expect(second.body.TotalCount).toBe(3);
    expect(second.body.ReturnObject.UnreadCount).toBe(3);
    expect(
      second.body.ReturnObject.Notifications.map((n: { Text: string }) => n.Text.split(' ')[0]),
    ).toEqual([`sayfa_${kind}_2`]);
  });
});
