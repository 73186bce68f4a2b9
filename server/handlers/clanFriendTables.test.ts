/**
 * The clan and friend-league tables over HTTP, on two scored rounds of hand-written Pro
 * table rows (what scoring writes) and members who joined through the API: the clan score
 * (mean of the best 10, always over 10) and its ranks, movement and ties, a clan's member
 * table, and a friend group's table (members only, invitations left out), each checked
 * against ranks computed by hand. The clan table of a scored round is stored by the score
 * job (rankClans here, after the hand-written rows): its answers are checked against the
 * same table computed from the Pro table rows, before and after clans are founded and
 * deleted.
 */
import type { Queryable } from '../db/database';
import { rankClans } from '../leagues/clanTable';
import { addTestRound, STANDING_NAMES, standingNames } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import {
  startTestServer,
  type Answer,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const LEAGUE = '/league/api';
const DAY = 86_400_000;

/** A Pro table row as scoring writes it; ranks there are not what these tables read. */
async function addPoints(
  q: Queryable,
  t0: Date,
  roundId: number,
  userId: number,
  [round, total, best]: [number, number, number],
) {
  await q.query(
    `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
       round_rank, overall_rank, first_team_created_at, ${STANDING_NAMES})
     VALUES ($1, $2, $3, $4, $5, 1, 1, $6, ${standingNames('$2')})`,
    [roundId, userId, round, total, best, new Date(t0.getTime() + userId * 60_000)],
  );
}

describe.each(TEST_DATABASES)('clan and friend tables on %s', (kind) => {
  let server: TestServer;
  let r1: number;
  let r2: number;
  /** Round 1's first kickoff, a day ahead of the game clock: members join before its deadline. */
  let t0: Date;
  const addStanding = (...args: [number, number, [number, number, number]]) =>
    addPoints(server.db, t0, ...args);
  beforeAll(async () => {
    server = await startTestServer(kind);
    t0 = new Date(server.clock.now().getTime() + DAY);
    r1 = (await addTestRound(server.db, { number: 1, firstKickoff: t0, state: 'scored' })).id;
    r2 = (
      await addTestRound(server.db, {
        number: 2,
        firstKickoff: new Date(t0.getTime() + 7 * DAY),
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
  /** What the score job does after the Pro table rows are written. */
  const rank = () =>
    server.db.transaction((tx) =>
      rankClans(tx, { id: r1, competition_code: 'TR_SL', number: 1 }, server.clock.now()),
    );
  /** Every clan table (overall, each round) as `caller` reads it, all on one page. */
  const everyClanTable = async (caller: TestClient) => {
    const tables = [];
    for (const round of [null, r1, r2]) {
      const answer = await post(caller, 'ClansLeague/GetByClanScores', {
        WeeklyLeagueInformationId: round,
        SortingPaging: { PageNumber: 0, NumberRecords: 100 },
      });
      expect(answer.status).toBe(200);
      tables.push(answer.body);
    }
    return tables;
  };
  /** The stored tables answer what the tables computed from the Pro table rows answer. */
  const expectStoredAsComputed = async (caller: TestClient) => {
    const stored = await everyClanTable(caller);
    await server.db.query('DELETE FROM clan_ranked_rounds WHERE round_id IN ($1, $2)', [r1, r2]);
    const computed = await everyClanTable(caller);
    await rank();
    expect(stored).toEqual(computed);
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
      await addStanding(r1, p.userId, [first, first, first]);
      await addStanding(r2, p.userId, [second, first + second, first]);
    }
    await addStanding(r1, b[0]!.userId, [100, 100, 100]);
    await addStanding(r2, b[0]!.userId, [300, 400, 300]);
    await addStanding(r1, b[1]!.userId, [90, 90, 90]);
    await addStanding(r2, b[1]!.userId, [0, 90, 90]);
    await addStanding(r1, c!.userId, [200, 200, 200]);
    await addStanding(r2, c!.userId, [0, 200, 200]);
    // D and E have no team: 0 each, the earlier clan first. A user in no clan counts nowhere.
    await addStanding(r1, loner!.userId, [999, 999, 999]);
    const computed = await everyClanTable(b[1]!.client);
    await rank();
    expect(await everyClanTable(b[1]!.client)).toEqual(computed);

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
      await addStanding(r1, p.userId, [first, first, first]);
      await addStanding(r2, p.userId, [second, first + second, Math.max(first, second)]);
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

  it("a round counts the clan's members at its deadline; a leaver's past rounds stay", async () => {
    const [owner, leaver, late] = await signedInPlayers(server, 'tabloZ', 3);
    const clanId = await newClan(owner!, 'Zamanlılar', [leaver!]);
    // Between round 1's deadline and round 2's: one member leaves, another joins.
    server.clock.set(new Date(t0.getTime() + DAY));
    const rows = (await post(owner!.client, 'ClansLeague/GetClanUsers', { ClanId: clanId })).body
      .ReturnObject as { Id: number; User: { Id: number } }[];
    const leaverRow = rows.find((r) => r.User.Id === leaver!.userId)!;
    const left = await leaver!.client.call(
      `${LEAGUE}/ClansLeague/DeleteClanUser?clanUserId=${leaverRow.Id}`,
      { method: 'DELETE' },
    );
    expect(left.status).toBe(200);
    expect(
      (await post(late!.client, `ClansLeague/InsertClanUser?ClanId=${clanId}`, {})).status,
    ).toBe(200);
    for (const [p, points] of [
      [owner!, 10],
      [leaver!, 50],
      [late!, 70],
    ] as const) {
      await addStanding(r1, p.userId, [points, points, points]);
      await addStanding(r2, p.userId, [points, 2 * points, points]);
    }
    await rank();

    const memberIds = async (roundId: number | null) =>
      (
        await post(owner!.client, 'ClansLeague/GetClanLeagueUserScores', {
          ClanId: clanId,
          WeeklyLeagueInformationId: roundId,
        })
      ).body.ReturnObject.Rows.map((r: Answer['body']) => r.User.Id);
    expect(await memberIds(r1)).toEqual([leaver!.userId, owner!.userId]);
    expect(await memberIds(r2)).toEqual([late!.userId, owner!.userId]);
    expect(await memberIds(null)).toEqual([late!.userId, owner!.userId]);

    // Round 1: (10 + 50) / 10; round 2: (10 + 70) / 10.
    const clanRow = async (roundId: number) =>
      (
        await post(owner!.client, 'ClansLeague/GetByClanScores', {
          WeeklyLeagueInformationId: roundId,
        })
      ).body.ReturnObject.MyRow;
    expect(await clanRow(r1)).toMatchObject({ RoundPoints: 6, TotalPoints: 6 });
    expect(await clanRow(r2)).toMatchObject({ RoundPoints: 8, TotalPoints: 14, BestRound: 8 });
    // The leaver is free to found a clan of their own.
    expect(
      (await post(leaver!.client, 'ClansLeague/InsertClan', { Name: 'Yeni Başlangıç' })).status,
    ).toBe(200);
  });

  it("a scored round's clan table is the stored one: a page and my clan's row are its rows", async () => {
    const [owner] = await signedInPlayers(server, 'tabloS', 1);
    const clanId = await newClan(owner!, 'Saklılar', []);
    // Founded after round 1's deadline (the clock moved on): round 2 counts it.
    await addStanding(r2, owner!.userId, [40, 40, 40]);
    await rank();
    const stored = await server.db.query<{ round_rank: number; overall_rank: number }>(
      'SELECT round_rank, overall_rank FROM clan_standings WHERE round_id = $1 AND clan_id = $2',
      [r2, clanId],
    );
    const mine = async () =>
      (await post(owner!.client, 'ClansLeague/GetByClanScores', {})).body.ReturnObject.MyRow;
    expect(await mine()).toMatchObject({
      Rank: stored[0]!.overall_rank,
      RoundPoints: 4,
      TotalPoints: 4,
    });
    // The answer is the stored row, not a table computed for the request.
    await server.db.query(
      `UPDATE clan_standings SET total = 1234.5, overall_rank = 77
       WHERE round_id = $1 AND clan_id = $2`,
      [r2, clanId],
    );
    expect(await mine()).toMatchObject({ Rank: 77, TotalPoints: 1234.5 });
    const page = await post(owner!.client, 'ClansLeague/GetByClanScores', {
      SortingPaging: { PageNumber: 76, NumberRecords: 1 },
    });
    expect(page.body.ReturnObject.Rows).toEqual([page.body.ReturnObject.MyRow]);
    await rank();
    expect(await mine()).toMatchObject({ Rank: stored[0]!.overall_rank, TotalPoints: 4 });
  });

  it('a clan founded or deleted after scoring takes or leaves its place as the computed table would', async () => {
    const [owner, other, third] = await signedInPlayers(server, 'tabloY', 3);
    await expectStoredAsComputed(owner!.client);
    // Founded after both rounds were ranked: no points there, after every clan before it.
    await newClan(owner!, 'Yeniler', []);
    await expectStoredAsComputed(owner!.client);
    const founded = await newClan(other!, 'Sonradan Gelenler', [third!]);
    // A clan in the middle of the tables goes: the ones below move up.
    const [middle] = await server.db.query<{ id: number; owner_user_id: number }>(
      `SELECT c.id, c.owner_user_id FROM clans c JOIN clan_standings s ON s.clan_id = c.id
       WHERE s.round_id = $1 AND s.overall_rank = 2`,
      [r2],
    );
    const [ownerName] = await server.db.query<{ user_name: string }>(
      'SELECT user_name FROM users WHERE id = $1',
      [middle!.owner_user_id],
    );
    const middleOwner = server.client();
    await middleOwner.login(ownerName!.user_name, 'player-password-1');
    const drop = (c: TestClient, id: number) =>
      c.call(`${LEAGUE}/ClansLeague/DeleteClan?Id=${id}`, { method: 'DELETE' });
    // Only the owner deletes; a refusal moves nobody.
    expect((await drop(other!.client, middle!.id)).status).toBe(403);
    await expectStoredAsComputed(owner!.client);
    expect((await drop(other!.client, founded)).status).toBe(200);
    await expectStoredAsComputed(owner!.client);
    expect((await drop(middleOwner, middle!.id)).status).toBe(200);
    await expectStoredAsComputed(owner!.client);
    const [ranks] = await server.db.query<{ n: number; last: number; distinct: number }>(
      `SELECT count(*)::int AS n, max(overall_rank) AS last,
         count(DISTINCT overall_rank)::int AS distinct
       FROM clan_standings WHERE round_id = $1`,
      [r2],
    );
    expect(ranks).toEqual({ n: ranks!.last, last: ranks!.n, distinct: ranks!.n });
  });

  it('a negative round is a best round only for a clan that had none before, stored as computed', async () => {
    const [zero, none] = await signedInPlayers(server, 'tabloN', 2);
    const zeroClan = await newClan(zero!, 'Sıfırlar', []);
    const noneClan = await newClan(none!, 'Yokular', []);
    // Members since before round 1's deadline.
    await server.db.query('UPDATE clan_members SET joined_at = $1 WHERE clan_id = ANY($2::int[])', [
      new Date(t0.getTime() - DAY),
      [zeroClan, noneClan],
    ]);
    await addStanding(r1, zero!.userId, [0, 0, 0]);
    await addStanding(r2, zero!.userId, [-5, -5, 0]);
    await addStanding(r2, none!.userId, [-5, -5, -5]);
    await rank();
    const rowOf = async (p: SignedInPlayer) =>
      (await post(p.client, 'ClansLeague/GetByClanScores', {})).body.ReturnObject.MyRow;
    expect(await rowOf(zero!)).toMatchObject({
      RoundPoints: -0.5,
      TotalPoints: -0.5,
      BestRound: 0,
    });
    expect(await rowOf(none!)).toMatchObject({
      RoundPoints: -0.5,
      TotalPoints: -0.5,
      BestRound: -0.5,
    });
    await expectStoredAsComputed(zero!.client);
  });

  it('clans founded and deleted while the score job ranks leave the stored tables whole', async () => {
    const founders = await signedInPlayers(server, 'tabloK', 6);
    const early = await Promise.all(
      founders.slice(0, 3).map((f, i) => newClan(f, `Erken ${i}`, [])),
    );
    // On PostgreSQL these run on separate connections at once: the table lock queues them.
    const answers = await Promise.all([
      rank(),
      ...founders
        .slice(3)
        .map((f, i) => post(f.client, 'ClansLeague/InsertClan', { Name: `Geç ${i}` })),
      ...early.map((id, i) =>
        founders[i]!.client.call(`${LEAGUE}/ClansLeague/DeleteClan?Id=${id}`, { method: 'DELETE' }),
      ),
      rank(),
    ]);
    for (const answer of answers) if (answer) expect((answer as Answer).status).toBe(200);
    await expectStoredAsComputed(founders[3]!.client);
  });
});
