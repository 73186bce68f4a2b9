/**
 * Special leagues over HTTP on the real database: the list with membership, the gates
 * (CheckUser: ended, full, unverified; CheckProduct: the pass), joining with a pass (spent
 * once through the ledger, in the membership's transaction; concurrent joins of a last
 * place give one member), and the refusals, in both languages. The ledger sums to every
 * balance after each test.
 */
import { STANDING_NAMES, standingNames } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { giveItems, signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import { startTestServer, TEST_ACCOUNTS, type TestServer } from '../testing/testServer';
import { balanceOf, ledgerDiscrepancies } from '../wallet/ledger';

const API = '/engine/api/SpecialLeague';

describe.each(TEST_DATABASES)('special leagues on %s', (kind) => {
  let server: TestServer;
  let passId: number;

  const addLeague = async (
    fields: { pass?: boolean; maxMembers?: number | null; start?: number; end?: number } = {},
  ): Promise<number> => {
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO special_leagues (competition_code, name_tr, name_en, sponsor_name,
         description_tr, description_en, start_round_number, end_round_number, product_id,
         max_members, created_at)
       VALUES ('TR_SL', 'Sponsor Ligi', 'Sponsor League', 'Kadro', 'Ödüller', 'Prizes', $4, $1, $2, $3, now())
       RETURNING id`,
      [
        fields.end ?? 34,
        fields.pass === false ? null : passId,
        fields.maxMembers ?? null,
        fields.start ?? 1,
      ],
    );
    return row!.id;
  };

  const call = (player: SignedInPlayer, op: string, id: number, language = 'tr-TR') =>
    player.client.call(`${API}/${op}`, {
      method: 'POST',
      headers: { LanguageCode: language },
      json: { SpecialLeagueId: id },
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [pass] = await server.db.query<{ id: number }>(
      `SELECT id FROM products WHERE code = 'SPECIAL_SPONSOR'`,
    );
    passId = pass!.id;
  }, 60_000);
  afterAll(() => server?.close());
  afterEach(async () => {
    expect(await ledgerDiscrepancies(server.db)).toEqual([]);
  });

  it('joins with a pass, spending it once, and lists the league with the membership', async () => {
    const league = await addLeague();
    const [fan] = await signedInPlayers(server, 'bilet', 1);
    await giveItems(server, fan!.userId, 'SPECIAL_SPONSOR', 2);

    const product = await call(fan!, 'CheckProduct', league);
    expect(product.body.ReturnObject).toEqual({
      SpecialLeagueId: league,
      Allowed: true,
      IsMember: false,
      Reason: null,
      ProductId: null,
    });
    const joined = await call(fan!, 'JoinSpecialLeague', league, 'en-US');
    expect(joined.status).toBe(200);
    expect(joined.body.ReturnObject).toMatchObject({
      Id: league,
      Name: 'Sponsor League',
      RequiresProduct: true,
      ProductId: passId,
      IsMember: true,
      MemberCount: 1,
    });
    expect(await balanceOf(server.db, fan!.userId, 'SPECIAL_SPONSOR')).toBe(1);

    // Joining again changes nothing and spends nothing.
    expect((await call(fan!, 'JoinSpecialLeague', league)).status).toBe(200);
    expect(await balanceOf(server.db, fan!.userId, 'SPECIAL_SPONSOR')).toBe(1);

    const list = await fan!.client.call(`${API}/GetSpecialLeagueList?competitionCode=TR_SL`);
    expect(list.status).toBe(200);
    const mine = (list.body.ReturnObject as { Id: number }[]).find((l) => l.Id === league);
    expect(mine).toMatchObject({ Name: 'Sponsor Ligi', IsMember: true, MemberCount: 1 });
  });

  it('refuses a join without the pass and names the product to buy, changing nothing', async () => {
    const league = await addLeague();
    const [fan] = await signedInPlayers(server, 'biletsiz', 1);
    const check = await call(fan!, 'CheckProduct', league, 'en-US');
    expect(check.body.ReturnObject).toMatchObject({
      Allowed: false,
      Reason: 'productMissing',
      ProductId: passId,
    });
    expect(check.body.Result.ResultMessage).toBe(
      'You need the league pass to join; it is in the market.',
    );
    const join = await call(fan!, 'JoinSpecialLeague', league);
    expect([join.status, join.body.Result.ResultCode]).toEqual([409, 2573]);
    expect(join.body.Result.ResultMessage).toBe(
      'Katılmak için lig bileti gerekiyor; markette bulabilirsiniz.',
    );
    const [members] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM special_league_members WHERE special_league_id = $1',
      [league],
    );
    expect(members!.n).toBe(0);
  });

  it('lets a verified user into a league without a pass, and refuses an unverified one', async () => {
    const league = await addLeague({ pass: false });
    const [open] = await signedInPlayers(server, 'serbest', 1);
    expect((await call(open!, 'CheckProduct', league)).body.ReturnObject.Allowed).toBe(true);
    expect((await call(open!, 'JoinSpecialLeague', league)).status).toBe(200);

    const [unverified] = await signedInPlayers(server, 'dogrulanmamis', 1, { verified: false });
    const check = await call(unverified!, 'CheckUser', league);
    expect(check.body.ReturnObject).toMatchObject({ Allowed: false, Reason: 'emailNotVerified' });
    const join = await call(unverified!, 'JoinSpecialLeague', league, 'en-US');
    expect([join.status, join.body.Result.ResultCode]).toEqual([403, 2704]);
  });

  it('gives the last place of a full league to one of two concurrent joiners', async () => {
    const league = await addLeague({ maxMembers: 1 });
    const fans = await signedInPlayers(server, 'yarisan', 2);
    for (const fan of fans) await giveItems(server, fan.userId, 'SPECIAL_SPONSOR', 1);
    const answers = await Promise.all(fans.map((fan) => call(fan, 'JoinSpecialLeague', league)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = fans[answers.findIndex((a) => a.status === 409)]!;
    expect(answers.find((a) => a.status === 409)!.body.Result.ResultCode).toBe(2572);
    // The refused joiner keeps the pass.
    expect(await balanceOf(server.db, loser.userId, 'SPECIAL_SPONSOR')).toBe(1);
    expect((await call(loser, 'CheckUser', league)).body.ReturnObject.Reason).toBe('full');
  });

  it('refuses an ended league and an unknown one', async () => {
    const [round] = await server.db.query<{ id: number }>(
      `INSERT INTO rounds (competition_code, number, state, first_kickoff, deadline)
       VALUES ('TR_SL', 1, 'scored', now(), now()) RETURNING id`,
    );
    const league = await addLeague({ pass: false, end: 1 });
    const [late] = await signedInPlayers(server, 'gec', 1);
    expect((await call(late!, 'CheckUser', league)).body.ReturnObject.Reason).toBe('ended');
    const join = await call(late!, 'JoinSpecialLeague', league);
    expect([join.status, join.body.Result.ResultCode]).toEqual([409, 2571]);
    const unknown = await call(late!, 'CheckUser', 999_999);
    expect([unknown.status, unknown.body.Result.ResultCode]).toEqual([404, 2570]);
    await server.db.query('DELETE FROM rounds WHERE id = $1', [round!.id]);
  });

  it("ranks the league's members only, with the caller's row", async () => {
    // Rounds 2 on count: round 1's points (a's 100) are before the league.
    const league = await addLeague({ pass: false, start: 2 });
    const [a, b, outsider] = await signedInPlayers(server, 'tablo', 3);
    for (const member of [a!, b!]) await call(member, 'JoinSpecialLeague', league);
    const [before, round] = await server.db.query<{ id: number }>(
      `INSERT INTO rounds (competition_code, number, state, first_kickoff, deadline)
       VALUES ('TR_SL', 1, 'scored', now(), now()), ('TR_SL', 2, 'scored', now(), now())
       RETURNING id`,
    );
    // [round, user, round points, season total, best round], as scoring writes them.
    for (const [roundId, user, points, total, best] of [
      [before!.id, a!, 100, 100, 100],
      [round!.id, a!, 30, 130, 100],
      [round!.id, b!, 45, 45, 45],
      [round!.id, outsider!, 90, 90, 90],
    ] as const) {
      await server.db.query(
        `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
           round_rank, overall_rank, first_team_created_at, ${STANDING_NAMES})
         VALUES ($1, $2, $3, $4, $5, 1, 1, now(), ${standingNames('$2')})`,
        [roundId, user.userId, points, total, best],
      );
    }
    const table = await a!.client.call(`${API}/GetWeeklySpecialLeagueScore`, {
      method: 'POST',
      json: { SpecialLeagueId: league, WeeklyLeagueInformationId: round!.id },
    });
    expect(table.status).toBe(200);
    expect(table.body.TotalCount).toBe(2);
    expect(
      table.body.ReturnObject.Rows.map((r: { User: { Id: number }; Rank: number }) => [
        r.User.Id,
        r.Rank,
      ]),
    ).toEqual([
      [b!.userId, 1],
      [a!.userId, 2],
    ]);
    expect(table.body.ReturnObject.MyRow).toMatchObject({ Rank: 2, RoundPoints: 30 });
    const overall = await a!.client.call(`${API}/GetWeeklySpecialLeagueScore`, {
      method: 'POST',
      json: { SpecialLeagueId: league },
    });
    expect(overall.body.ReturnObject.MyRow).toMatchObject({
      Rank: 2,
      TotalPoints: 30,
      BestRound: 30,
    });
    const unknown = await a!.client.call(`${API}/GetWeeklySpecialLeagueScore`, {
      method: 'POST',
      json: { SpecialLeagueId: 999_999 },
    });
    expect([unknown.status, unknown.body.Result.ResultCode]).toEqual([404, 2570]);
    await server.db.query('DELETE FROM rounds WHERE id IN ($1, $2)', [before!.id, round!.id]);
  });

  it('answers a visitor 401 before reading the body', async () => {
    const [fan] = await signedInPlayers(server, 'ziyaretci', 1);
    fan!.client.token = undefined;
    const answer = await fan!.client.call(`${API}/JoinSpecialLeague`, {
      method: 'POST',
      json: { SpecialLeagueId: 'x' },
    });
    expect(answer.status).toBe(401);
  });

  it('lets an admin create and edit a league, within the season and its rules', async () => {
    await server.db.query(
      `INSERT INTO rounds (competition_code, number, state, first_kickoff, deadline)
       SELECT 'TR_SL', n, 'upcoming', now(), now() FROM generate_series(5, 8) AS n`,
    );
    const admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    const upsert = (json: object, client = admin) =>
      client.call('/engine/api/Admin/UpsertSpecialLeague', {
        method: 'POST',
        headers: { LanguageCode: 'en-US' },
        json,
      });
    const fields = {
      CompetitionCode: 'TR_SL',
      Name: { Tr: 'Bahar Ligi', En: 'Spring League' },
      SponsorName: 'Sponsor A.Ş.',
      Description: { Tr: 'Ödül: forma', En: 'Prize: a shirt' },
      ImageUrl: 'https://img.kadro.test/bahar.png',
      StartRoundNumber: 5,
      EndRoundNumber: 8,
      ProductId: passId,
      AcceptsExtraTeams: false,
      MaxMembers: null,
    };
    const created = await upsert(fields);
    expect(created.status).toBe(200);
    const id = created.body.ReturnObject.Id as number;
    expect(created.body.ReturnObject).toEqual({ ...fields, Id: id, MemberCount: 0 });

    const [fan] = await signedInPlayers(server, 'bahar', 1);
    const list = await fan!.client.call(`${API}/GetSpecialLeagueList?competitionCode=TR_SL`);
    expect(list.body.ReturnObject).toContainEqual(
      expect.objectContaining({ Id: id, Name: 'Bahar Ligi', RequiresProduct: true }),
    );

    // Edited into a free league of at most 1: a second joiner is refused; a limit of 2 lets
    // them in, and a limit below the 2 members is refused.
    const edited = await upsert({ ...fields, Id: id, ProductId: null, MaxMembers: 1 });
    expect(edited.body.ReturnObject).toMatchObject({ Id: id, ProductId: null, MaxMembers: 1 });
    expect((await call(fan!, 'JoinSpecialLeague', id)).status).toBe(200);
    const [other] = await signedInPlayers(server, 'bahar_ikinci', 1);
    expect((await call(other!, 'JoinSpecialLeague', id)).body.Result.ResultCode).toBe(2572);
    await upsert({ ...fields, Id: id, ProductId: null, MaxMembers: 2 });
    expect((await call(other!, 'JoinSpecialLeague', id)).status).toBe(200);
    const below = await upsert({ ...fields, Id: id, ProductId: null, MaxMembers: 1 });
    expect([below.status, below.body.Result.ResultCode]).toEqual([409, 2575]);
    expect(below.body.Result.ResultMessage).toBe(
      'The member limit cannot be below the members the league has.',
    );

    const refusals = [
      [{ ...fields, EndRoundNumber: 9 }, 400, 2574],
      [{ ...fields, StartRoundNumber: 8, EndRoundNumber: 6 }, 400, 2574],
      [{ ...fields, ProductId: 1 }, 400, 2574],
      [{ ...fields, MaxMembers: 0 }, 400, 1000],
      [{ ...fields, ImageUrl: 'http://img.kadro.test/x.png' }, 400, 1000],
      [{ ...fields, Id: 999_999 }, 404, 2570],
    ] as const;
    for (const [json, status, code] of refusals) {
      const answer = await upsert(json);
      expect([answer.status, answer.body.Result.ResultCode]).toEqual([status, code]);
    }
    const [league] = await server.db.query<{ name_en: string; max_members: number }>(
      'SELECT name_en, max_members FROM special_leagues WHERE id = $1',
      [id],
    );
    expect(league).toEqual({ name_en: 'Spring League', max_members: 2 });
    expect((await upsert(fields, fan!.client)).status).toBe(403);
  });
});
