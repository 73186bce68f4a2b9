/**
 * The clan table stored by the real score job, over HTTP: the job writes each scored
 * round's clan rows, a member who leaves and one who joins after the round was scored
 * change nothing in it (a round counts the members of its deadline, GAME_RULES "Leagues"
 * as the contract reads it), not even when the round is scored again, and the next round
 * counts the new members.
 */
import type { Database } from '../db/database';
import { addTeam, appear, clubSquad, event } from '../scoring/testKit';
import { addTestPlayers, addTestRound, pick, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const SETUP_TIMEOUT = 120_000;
const LEAGUE = '/league/api';
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('the stored clan table on %s', (kind) => {
  let server: TestServer;
  let db: Database;
  let admin: TestClient;
  let players: TestPlayer[];
  let r1: number;
  let r2: number;
  let clanId: number;
  let owner: SignedInPlayer;
  let leaver: SignedInPlayer;
  let joiner: SignedInPlayer;

  /** A finished round whose match 0 (club 1 against club 2) both clubs played, 1-0. */
  async function playedRound(number: number, firstKickoff: Date) {
    const round = await addTestRound(db, { number, firstKickoff, state: 'finished' });
    await db.query(`UPDATE matches SET state = 'finished' WHERE round_id = $1`, [round.id]);
    const m0 = round.matchIds[0]!;
    for (const club of [1, 2]) {
      for (const p of clubSquad(players, club).xi) await appear(db, m0, p);
    }
    await event(db, m0, 30, 'goal', pick(players, 1, 'FWD', 1), pick(players, 1, 'MID', 1));
    return round.id;
  }
  const team = (roundId: number, userId: number, club: number) =>
    addTeam(db, roundId, {
      userId,
      ...clubSquad(players, club),
      captain: pick(players, club, 'FWD', 1),
      vice: pick(players, club, 'MID', 1),
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.db;
    players = await addTestPlayers(db);
    const now = server.clock.now().getTime();
    r1 = await playedRound(1, new Date(now - 2 * DAY));
    // Round 2's deadline is ahead of the game clock: memberships changed now count there.
    r2 = await playedRound(2, new Date(now + DAY));
    [owner, leaver, joiner] = (await signedInPlayers(server, 'klanS', 3)) as [
      SignedInPlayer,
      SignedInPlayer,
      SignedInPlayer,
    ];
    // Memberships from before round 1's deadline.
    server.clock.set(new Date(now - 3 * DAY));
    clanId = (await post(owner.client, 'ClansLeague/InsertClan', { Name: 'Kartallar' })).body
      .ReturnObject.Id;
    await post(leaver.client, `ClansLeague/InsertClanUser?ClanId=${clanId}`, {});
    server.clock.set(new Date(now));
    // The owner and the joiner play club 1's XI (the winners), the leaver club 2's.
    for (const roundId of [r1, r2]) {
      await team(roundId, owner.userId, 1);
      await team(roundId, leaver.userId, 2);
      await team(roundId, joiner.userId, 1);
    }
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  function post(client: TestClient, path: string, json: unknown) {
    return client.call(`${LEAGUE}/${path}`, { method: 'POST', json });
  }
  const score = async (roundId: number) => {
    const run = await admin.call('/engine/api/Admin/RunRoundJob', {
      method: 'POST',
      json: { WeeklyLeagueInformationId: roundId, Job: 'score' },
    });
    expect(run.status).toBe(200);
  };
  const pointsOf = async (roundId: number, userId: number) => {
    const [row] = await db.query<{ round_points: number }>(
      'SELECT round_points FROM pro_standings WHERE round_id = $1 AND user_id = $2',
      [roundId, userId],
    );
    return row!.round_points;
  };
  const myClanRow = async (roundId: number | null) =>
    (
      await post(owner.client, 'ClansLeague/GetByClanScores', {
        WeeklyLeagueInformationId: roundId,
      })
    ).body.ReturnObject.MyRow;
  const storedRows = (roundId: number) =>
    db.query<{ round_score: number; total: number }>(
      'SELECT round_score, total FROM clan_standings WHERE round_id = $1 AND clan_id = $2',
      [roundId, clanId],
    );

  it('the score job stores the round: the mean of the members of its deadline', async () => {
    expect(await storedRows(r1)).toEqual([]);
    await score(r1);
    const expected =
      ((await pointsOf(r1, owner.userId)) + (await pointsOf(r1, leaver.userId))) / 10;
    expect(await storedRows(r1)).toEqual([{ round_score: expected, total: expected }]);
    expect(await myClanRow(r1)).toMatchObject({
      Rank: 1,
      RoundPoints: expected,
      TotalPoints: expected,
      Clan: { Id: clanId, MemberCount: 2 },
    });
  });

  it('a member leaving and one joining after scoring leave the scored round as it was, even scored again', async () => {
    const before = await myClanRow(r1);
    const members = (await post(owner.client, 'ClansLeague/GetClanUsers', { ClanId: clanId })).body
      .ReturnObject as { Id: number; User: { Id: number } }[];
    const leaving = members.find((m) => m.User.Id === leaver.userId)!;
    expect(
      (
        await leaver.client.call(`${LEAGUE}/ClansLeague/DeleteClanUser?clanUserId=${leaving.Id}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(joiner.client, `ClansLeague/InsertClanUser?ClanId=${clanId}`, {})).status,
    ).toBe(200);
    const after = await myClanRow(r1);
    // Only today's member count moves.
    expect({ ...after, Clan: { ...after.Clan, MemberCount: 2 } }).toEqual(before);
    await score(r1);
    expect(await myClanRow(r1)).toEqual(after);
  });

  it('the next round scored counts the members of its own deadline', async () => {
    await score(r2);
    const first = ((await pointsOf(r1, owner.userId)) + (await pointsOf(r1, leaver.userId))) / 10;
    const second = ((await pointsOf(r2, owner.userId)) + (await pointsOf(r2, joiner.userId))) / 10;
    expect(second).not.toBe(first);
    expect(await storedRows(r2)).toEqual([{ round_score: second, total: first + second }]);
    expect(await myClanRow(null)).toMatchObject({
      Rank: 1,
      PreviousRank: 1,
      RoundPoints: second,
      TotalPoints: first + second,
      BestRound: Math.max(first, second),
    });
  });
});
