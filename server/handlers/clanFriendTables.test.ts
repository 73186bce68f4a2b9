/**
 * The clan and friend-league tables over HTTP, on two scored rounds of hand-written Pro
 * table rows (what scoring writes) and members who joined through the API: the clan score
 * (mean of the best 10, always over 10) and its ranks, movement and ties, a clan's member
 * table, and a friend group's table (members only, invitations left out), each checked
 * against ranks computed by hand.
 */
import type { Queryable } from '../db/database';
import { addTestRound } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import {
  startTestServer,
  type Answer,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const LEAGUE = '/league/api';
const T0 = new Date('2026-08-07T17:00:00Z');

/** A Pro table row as scoring writes it; ranks there are not what these tables read. */
async function addStanding(
  q: Queryable,
  roundId: number,
  userId: number,
  [round, total, best]: [number, number, number],
) {
  await q.query(
    `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
       round_rank, overall_rank, first_team_created_at)
     VALUES ($1, $2, $3, $4, $5, 1, 1, $6)`,
    [roundId, userId, round, total, best, new Date(T0.getTime() + userId * 60_000)],
  );
}

describe.each(TEST_DATABASES)('clan and friend tables on %s', (kind) => {
  let server: TestServer;
  let r1: number;
  let r2: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    r1 = (await addTestRound(server.db, { number: 1, firstKickoff: T0, state: 'scored' })).id;
    r2 = (
      await addTestRound(server.db, {
        number: 2,
        firstKickoff: new Date(T0.getTime() + 7 * 86_400_000),
        state: 'scored',
      })
    ).id;
  });
  afterAll(() => server.close());

  const post = (c: TestClient, path: string, json: unknown) =>
    c.call(`${LEAGUE}/${path}`, { method: 'POST', json });
  const newClan = async (owner: SignedInPlayer, name: string, members: SignedInPlayer[]) => {
    const clan = (await post(owner.client, 'ClansLeague/InsertClan', { Name: name })).body
      .ReturnObject;
    for (const m of members) {
      expect(
        (await post(m.client, `ClansLeague/InsertClanUser?ClanId=${clan.Id}`, {})).status,
      ).toBe(200);
    }
    return clan.Id as number;
  };
  const clanRows = (body: Answer['body']) =>
    body.ReturnObject.Rows.map((r: Answer['body']) => [
      r.Clan.Name,
      r.Rank,
      r.PreviousRank,
      r.RoundPoints,
      r.TotalPoints,
      r.BestRound,
    ]);

  it('ranks clans by the mean of their best 10, with movement, ties and the caller clan', async () => {
    const a = await signedInPlayers(server, 'tabloA', 12);
    const b = await signedInPlayers(server, 'tabloB', 2);
    const [c, d, e, loner] = await signedInPlayers(server, 'tabloX', 4);
    // Created in this order: the tie-break between equal clans.
    await newClan(a[0]!, 'Aslanlar', a.slice(1));
    await newClan(b[0]!, 'Boğalar', b.slice(1));
    await newClan(c!, 'Ceylanlar', []);
    await newClan(d!, 'Doğanlar', []);
    await newClan(e!, 'Engerekler', []);
    // Round 1: A's members 10..120 (best 10: 30..120 = 750, so 75.0); B 100 + 90 = 19.0;
    // C 200 alone = 20.0. Round 2: A only 5 (0.5); B 300 + 0 (30.0); C 0.
    for (const [i, p] of a.entries()) {
      const first = 10 * (i + 1);
      const second = i === 0 ? 5 : 0;
      await addStanding(server.db, r1, p.userId, [first, first, first]);
      await addStanding(server.db, r2, p.userId, [second, first + second, first]);
    }
    await addStanding(server.db, r1, b[0]!.userId, [100, 100, 100]);
    await addStanding(server.db, r2, b[0]!.userId, [300, 400, 300]);
    await addStanding(server.db, r1, b[1]!.userId, [90, 90, 90]);
    await addStanding(server.db, r2, b[1]!.userId, [0, 90, 90]);
    await addStanding(server.db, r1, c!.userId, [200, 200, 200]);
    await addStanding(server.db, r2, c!.userId, [0, 200, 200]);
    // D and E have no team: 0 each, the earlier clan first. A user in no clan counts nowhere.
    await addStanding(server.db, r1, loner!.userId, [999, 999, 999]);

    const overall = await post(b[1]!.client, 'ClansLeague/GetByClanScores', {});
    expect(overall.body.TotalCount).toBe(5);
    expect(overall.body.ReturnObject.WeeklyLeagueInformationId).toBe(r2);
    expect(clanRows(overall.body)).toEqual([
      ['Aslanlar', 1, 1, 0.5, 75.5, 75],
      ['Boğalar', 2, 3, 30, 49, 30],
      ['Ceylanlar', 3, 2, 0, 20, 20],
      ['Doğanlar', 4, 4, 0, 0, 0],
      ['Engerekler', 5, 5, 0, 0, 0],
    ]);
    expect(overall.body.ReturnObject.MyRow).toMatchObject({
      Rank: 2,
      Clan: { Name: 'Boğalar', MemberCount: 2 },
    });

    const round2 = await post(a[3]!.client, 'ClansLeague/GetByClanScores', {
      WeeklyLeagueInformationId: r2,
      SortingPaging: { PageNumber: 0, NumberRecords: 2 },
    });
    expect(clanRows(round2.body)).toEqual([
      ['Boğalar', 1, null, 30, 49, 30],
      ['Aslanlar', 2, null, 0.5, 75.5, 75],
    ]);
    expect(round2.body.TotalCount).toBe(5);
    const round1 = await post(loner!.client, 'ClansLeague/GetByClanScores', {
      WeeklyLeagueInformationId: r1,
    });
    expect(clanRows(round1.body).slice(0, 3)).toEqual([
      ['Aslanlar', 1, null, 75, 75, 75],
      ['Ceylanlar', 2, null, 20, 20, 20],
      ['Boğalar', 3, null, 19, 19, 19],
    ]);
    expect(round1.body.ReturnObject.MyRow).toBeNull();

    // A clan's member table, through the league tables: round 1 of the Aslanlar.
    const clanA = overall.body.ReturnObject.Rows[0].Clan.Id;
    const members = await post(loner!.client, 'ClansLeague/GetClanLeagueUserScores', {
      ClanId: clanA,
      WeeklyLeagueInformationId: r1,
      SortingPaging: { NumberRecords: 10 },
    });
    expect(members.body.TotalCount).toBe(12);
    expect(members.body.ReturnObject.Rows).toHaveLength(10);
    expect(members.body.ReturnObject.Rows[0]).toMatchObject({
      Rank: 1,
      RoundPoints: 120,
      User: { Id: a[11]!.userId },
    });
    expect(members.body.ReturnObject.MyRow).toBeNull();
    const missing = await post(loner!.client, 'ClansLeague/GetClanLeagueUserScores', {
      ClanId: 999_999,
    });
    expect([missing.status, missing.body.Result.ResultCode]).toEqual([404, 2540]);
    const unknownRound = await post(loner!.client, 'ClansLeague/GetByClanScores', {
      WeeklyLeagueInformationId: 999_999,
    });
    expect(unknownRound.status).toBe(404);
  });

  it("ranks a friend group's members only, overall with movement and per round", async () => {
    const [owner, x, y, invitee, outsider] = await signedInPlayers(server, 'tabloF', 5);
    const group = (await post(owner!.client, 'FriendLeague/InsertGroup', { Name: 'Tablo Ligi' }))
      .body.ReturnObject;
    for (const p of [x!, y!]) {
      await post(p.client, 'FriendLeague/JoinGroupByCode', { InviteCode: group.InviteCode });
    }
    await post(owner!.client, `FriendLeague/InsertGroupUser?GroupId=${group.Id}`, {
      UserName: 'tabloF4',
    });
    // Round 1: owner 50, x 60, y 40. Round 2: owner 30 (80, best 50), x 10 (70), y 40 (80,
    // best 40). The invitee and the outsider score more but are not members.
    const points: [SignedInPlayer, number, number][] = [
      [owner!, 50, 30],
      [x!, 60, 10],
      [y!, 40, 40],
      [invitee!, 500, 500],
      [outsider!, 600, 600],
    ];
    for (const [p, first, second] of points) {
      await addStanding(server.db, r1, p.userId, [first, first, first]);
      await addStanding(server.db, r2, p.userId, [second, first + second, Math.max(first, second)]);
    }
    const table = (c: TestClient, json: Record<string, unknown>) =>
      post(c, 'FriendLeague/GetFriendLeagueUserScores', { GroupId: group.Id, ...json });
    const rowsOf = (body: Answer['body']) =>
      body.ReturnObject.Rows.map((r: Answer['body']) => [
        r.User.Id,
        r.Rank,
        r.PreviousRank,
        r.TotalPoints,
      ]);

    const overall = await table(x!.client, {});
    expect(overall.body.TotalCount).toBe(3);
    expect(rowsOf(overall.body)).toEqual([
      [owner!.userId, 1, 2, 80],
      [y!.userId, 2, 3, 80],
      [x!.userId, 3, 1, 70],
    ]);
    expect(overall.body.ReturnObject.MyRow).toMatchObject({ Rank: 3, User: { Id: x!.userId } });

    const round2 = await table(owner!.client, { WeeklyLeagueInformationId: r2 });
    expect(
      round2.body.ReturnObject.Rows.map((r: { RoundPoints: number }) => r.RoundPoints),
    ).toEqual([40, 30, 10]);
    // The page holding the caller: page 1 of 2 rows holds rank 3.
    const paged = await table(owner!.client, {
      SortingPaging: { PageNumber: 1, NumberRecords: 2 },
    });
    expect(rowsOf(paged.body)).toEqual([[x!.userId, 3, 1, 70]]);
    expect(paged.body.ReturnObject.MyRow.Rank).toBe(1);

    // The invitee sees the table without a row; an outsider is refused.
    expect((await table(invitee!.client, {})).body.ReturnObject.MyRow).toBeNull();
    const refused = await table(outsider!.client, {});
    expect([refused.status, refused.body.Result.ResultCode]).toEqual([403, 2558]);
  });
});
