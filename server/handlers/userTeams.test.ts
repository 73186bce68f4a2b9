/**
 * User teams over HTTP against the real server: saving (each state rule, boosters, extra
 * teams and coins, the primary flag, idempotent retries, the deadline by the server clock),
 * the list, the count, the pitch (points and multipliers, other users' teams) and the
 * generator. Rounds: 1 open (deadline in a week), 2 open (deadline in a day: the clock
 * test moves past it, last), 3 upcoming, 4 live.
 */
import type { InsertCreatingUserTeamRequest, UserTeamPick } from '../../store/api/engine';
import { SUPER_LIG } from '../season/clubs';
import {
  addTestPlayers,
  addTestRound,
  pick,
  type Position,
  type TestPlayer,
  testSquad,
  testTeamRequest,
  type TestRound,
} from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  type Answer,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { registeredPlayer, saveUserTeam } from '../testing/testUsers';
import { slotOrders } from '../../rules/squad';
import { balanceOf, ledgerDiscrepancies, post } from '../wallet/ledger';

const ENGINE = '/engine/api';
const DAY = 24 * 3600_000;

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let players: TestPlayer[];
  let round1: TestRound;
  let round2: TestRound;
  let round3: TestRound;
  let round4: TestRound;
  let seq = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    players = await addTestPlayers(server.db);
    const now = server.clock.now().getTime();
    round1 = await addTestRound(server.db, { number: 1, firstKickoff: new Date(now + 7 * DAY) });
    round2 = await addTestRound(server.db, {
      number: 2,
      firstKickoff: new Date(now + DAY + 3600_000),
      swapSides: true,
    });
    round3 = await addTestRound(server.db, {
      number: 3,
      firstKickoff: new Date(now + 14 * DAY),
      state: 'upcoming',
    });
    round4 = await addTestRound(server.db, {
      number: 4,
      firstKickoff: new Date(now - DAY),
      state: 'live',
      swapSides: true,
    });
  });
  afterAll(() => server.close());

  async function newUser(): Promise<{ client: TestClient; id: number }> {
    seq += 1;
    const { client, userId } = await registeredPlayer(server, `takim_${seq}`);
    return { client, id: userId };
  }

  let grants = 0;
  const grant = (userId: number, productCode: string, quantity: number, expiresAt?: Date) =>
    server.db.transaction((tx) =>
      post(tx, {
        userId,
        productCode,
        quantity,
        reason: 'test',
        idempotencyKey: `test:${(grants += 1)}`,
        at: server.clock.now(),
        expiresAt,
      }),
    );

  afterEach(async () => {
    expect(await ledgerDiscrepancies(server.db)).toEqual([]);
  });

  const p = (club: number, position: Position, n: number) => pick(players, club, position, n).id;

  /** A valid 4-4-2 costing 96.5M: captain C10-FWD1, vice C6-MID1. */
  const squad = () => testSquad(players);
  /** The same squad at 104.0M: over the budget without a Budget Booster. */
  function priceySquad(): UserTeamPick[] {
    const swaps = new Map([
      [p(11, 'FWD', 2), p(11, 'FWD', 1)],
      [p(14, 'MID', 5), p(14, 'MID', 1)],
    ]);
    return squad().map((x) => ({ ...x, PlayerId: swaps.get(x.PlayerId) ?? x.PlayerId }));
  }

  const body = (over: Partial<InsertCreatingUserTeamRequest> = {}) =>
    testTeamRequest(players, round1.id, over);
  const save = saveUserTeam;
  const list = (c: TestClient, roundId?: number) =>
    c.call(
      `${ENGINE}/UserTeam/GetUserTeamList?competitionCode=${SUPER_LIG}${roundId ? `&weeklyLeagueInformationId=${roundId}` : ''}`,
    );
  const count = (c: TestClient, roundId = round1.id) =>
    c.call(
      `${ENGINE}/UserTeam/GetUserTeamCount?competitionCode=${SUPER_LIG}&weeklyLeagueInformationId=${roundId}`,
    );
  const detail = (c: TestClient, teamId: number) =>
    c.call(`${ENGINE}/UserTeam/GetUserTeamDetailList?userTeamId=${teamId}`);
  const expectFailure = (answer: Answer, status: number, code: number) => {
    expect({ status: answer.status, code: answer.body.Result.ResultCode }).toEqual({
      status,
      code,
    });
  };

  it('saves a primary team and shows it in the list, on the pitch and in the count', async () => {
    const { client, id } = await newUser();
    const saved = await save(client, body());
    expect(saved.status).toBe(200);
    const team = saved.body.ReturnObject;
    expect(team.UserTeam).toMatchObject({
      UserId: id,
      WeeklyLeagueInformationId: round1.id,
      RoundNumber: 1,
      Name: 'Kadro FC',
      IsPrimary: true,
      LineupOfPlayerType: '4-4-2',
      Budget: 1000,
      Cost: 965,
      Booster: null,
      Points: null,
      IsProvisional: false,
      RoundRank: null,
      IsCarriedOver: false,
      IsEditable: true,
    });
    expect(team.User).toMatchObject({ Id: id });
    const slots = team.Players;
    expect(slots.map((s: { SlotOrder: number }) => s.SlotOrder)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(slots.map((s: { Player: { Position: string } }) => s.Player.Position)).toEqual(
      'GK DEF DEF DEF DEF MID MID MID MID FWD FWD GK DEF MID FWD'.split(' '),
    );
    expect(slots[11]).toMatchObject({ IsStarter: false, BenchOrder: 1, Multiplier: 0 });
    expect(slots[9]).toMatchObject({
      PlayerId: p(10, 'FWD', 1),
      IsCaptain: true,
      Multiplier: 2,
      Price: 100,
      Points: null,
    });

    // The squad scoring reads: the picks by slot (the XI, then the bench in bench order).
    const squadOf = async (teamId: number) =>
      (
        await server.db.query<{ squad: number[]; auto_subs: number }>(
          `SELECT t.squad, COALESCE(sc.auto_subs, 0) AS auto_subs FROM user_teams t
           LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id WHERE t.id = $1`,
          [teamId],
        )
      )[0]!;
    expect(await squadOf(team.UserTeam.Id)).toEqual({
      squad: slots.map((s: { PlayerId: number }) => s.PlayerId),
      auto_subs: 0,
    });

    const mine = await list(client);
    expect(mine.body.ReturnObject).toEqual([team.UserTeam]);
    expect((await count(client)).body.ReturnObject).toEqual({
      WeeklyLeagueInformationId: round1.id,
      Count: 1,
      HasPrimary: true,
      ExtraCount: 0,
      MaxExtraTeams: 2,
      ExtraTeamPriceCoins: 500,
    });
    expect((await list(client, round3.id)).body.ReturnObject).toEqual([]);

    // A carried-over team saved by its owner is the owner's again (and substitutions a
    // scoring left on it go with its old picks).
    await server.db.query('UPDATE user_teams SET is_carried_over = true WHERE id = $1', [
      team.UserTeam.Id,
    ]);
    await server.db.query(
      'INSERT INTO user_team_scores (user_team_id, points, auto_subs) VALUES ($1, 0, 6)',
      [team.UserTeam.Id],
    );
    const replaced = await save(
      client,
      body({
        UserTeamId: team.UserTeam.Id,
        Name: '  Yeni Ad ',
        CaptainPlayerId: p(6, 'MID', 1),
        ViceCaptainPlayerId: p(10, 'FWD', 1),
      }),
    );
    expect(replaced.body.ReturnObject.UserTeam).toMatchObject({
      Id: team.UserTeam.Id,
      Name: 'Yeni Ad',
      IsCarriedOver: false,
      CaptainPlayerId: p(6, 'MID', 1),
    });
    expect((await count(client)).body.ReturnObject.Count).toBe(1);
    expect(await squadOf(team.UserTeam.Id)).toEqual({
      squad: replaced.body.ReturnObject.Players.map((s: { PlayerId: number }) => s.PlayerId),
      auto_subs: 0,
    });
  });

  it("answers a broken squad rule with its own message in the caller's language", async () => {
    const { client } = await newUser();
    // Galatasaray (club 1): the GK and three defenders.
    const swaps = new Map([
      [p(2, 'DEF', 1), p(1, 'DEF', 1)],
      [p(3, 'DEF', 1), p(1, 'DEF', 2)],
      [p(4, 'DEF', 1), p(1, 'DEF', 3)],
    ]);
    const players = squad().map((x) => ({ ...x, PlayerId: swaps.get(x.PlayerId) ?? x.PlayerId }));
    const tr = await save(client, body({ Players: players }));
    expectFailure(tr, 400, 2310);
    expect(tr.body.Result.ResultMessage).toBe(
      'Bir takımdan en fazla 3 oyuncu seçebilirsiniz (Galatasaray: 4).',
    );
    const en = await save(client, body({ Players: players }), 'en-US');
    expect(en.body.Result.ResultMessage).toBe(
      'You can pick at most 3 players from one club (Galatasaray: 4).',
    );
    expectFailure(await save(client, body({ Players: priceySquad() })), 400, 2311);
    expectFailure(await save(client, body({ Name: '   ' })), 400, 2315);
    expect((await count(client)).body.ReturnObject.Count).toBe(0);
  });

  it('refuses saves the state forbids: rounds not open, teams not yours, the primary rules', async () => {
    const a = await newUser();
    const b = await newUser();
    expectFailure(await save(a.client, body({ WeeklyLeagueInformationId: round3.id })), 409, 2320);
    expectFailure(await save(a.client, body({ WeeklyLeagueInformationId: round4.id })), 409, 2320);
    expectFailure(await save(a.client, body({ WeeklyLeagueInformationId: 999_999 })), 404, 2400);
    expectFailure(await save(a.client, body({ IsPrimary: false })), 409, 2322);
    const first = (await save(a.client, body())).body.ReturnObject.UserTeam;
    expectFailure(await save(b.client, body({ UserTeamId: first.Id })), 409, 2321);
    expectFailure(
      await save(a.client, body({ UserTeamId: first.Id, WeeklyLeagueInformationId: round2.id })),
      409,
      2321,
    );
    expectFailure(
      await save(a.client, body({ UserTeamId: first.Id, IsPrimary: false })),
      409,
      2323,
    );
    // Nothing above changed a team: b has none, a has the one.
    expect((await count(b.client)).body.ReturnObject.Count).toBe(0);
    expect((await list(a.client)).body.ReturnObject).toEqual([first]);
  });

  it('spends a booster item, gives it back when changed, and refuses a missing one', async () => {
    const { client, id } = await newUser();
    // No booster bought: the half season's free one of each is granted on first use.
    const saved = await save(client, body({ Booster: 'TripleCaptain' }));
    expect(saved.status).toBe(200);
    const teamId = saved.body.ReturnObject.UserTeam.Id;
    expect(saved.body.ReturnObject.Players[9]).toMatchObject({ IsCaptain: true, Multiplier: 3 });
    expect(await balanceOf(server.db, id, 'TRIPLE_CAPTAIN')).toBe(0);
    expect(await balanceOf(server.db, id, 'BENCH_BOOST')).toBe(1);

    // The free Bench Boost goes to an extra team, so the first team has none to play.
    await grant(id, 'COIN', 500);
    const extra = await save(client, body({ IsPrimary: false, Booster: 'BenchBoost' }));
    expect(extra.status).toBe(200);
    expect(await balanceOf(server.db, id, 'BENCH_BOOST')).toBe(0);
    const missing = await save(client, body({ UserTeamId: teamId, Booster: 'BenchBoost' }));
    expectFailure(missing, 409, 2326);
    expect(missing.body.Result.ResultMessage).toBe(
      'Cüzdanınızda kullanılabilecek bir Yedek Gücü yok.',
    );
    // The refused save changed nothing: the Triple Captain is still played.
    expect((await detail(client, teamId)).body.ReturnObject.UserTeam.Booster).toBe('TripleCaptain');
    expect(await balanceOf(server.db, id, 'TRIPLE_CAPTAIN')).toBe(0);

    await save(client, body({ UserTeamId: teamId, Booster: null }));
    expect(await balanceOf(server.db, id, 'TRIPLE_CAPTAIN')).toBe(1);

    const pricey = body({ UserTeamId: teamId, Players: priceySquad(), Booster: 'BudgetBooster' });
    const boosted = await save(client, pricey);
    expect(boosted.body.ReturnObject.UserTeam).toMatchObject({
      Budget: 1050,
      Cost: 1040,
      Booster: 'BudgetBooster',
    });
    expect(await balanceOf(server.db, id, 'BUDGET_BOOSTER')).toBe(0);
    // Played, given back and played again: each save moves it once, and the free one was
    // granted once.
    await save(client, { ...pricey, Players: squad(), Booster: null });
    expect(await balanceOf(server.db, id, 'BUDGET_BOOSTER')).toBe(1);
    expect((await save(client, pricey)).status).toBe(200);
    expect(await balanceOf(server.db, id, 'BUDGET_BOOSTER')).toBe(0);
    expectFailure(
      await save(client, body({ IsPrimary: false, Name: 'Üç', Booster: 'BudgetBooster' })),
      409,
      2326,
    );
  });

  it('charges coins for extra teams up to the limit and moves the primary flag', async () => {
    const { client, id } = await newUser();
    await grant(id, 'COIN', 1000);
    const first = (await save(client, body({ Name: 'Bir' }))).body.ReturnObject.UserTeam;
    expect(await balanceOf(server.db, id, 'COIN')).toBe(1000);
    const second = await save(client, body({ Name: 'İki', IsPrimary: false }));
    expect(second.body.ReturnObject.UserTeam.IsPrimary).toBe(false);
    expect(await balanceOf(server.db, id, 'COIN')).toBe(500);
    expect((await count(client)).body.ReturnObject).toMatchObject({
      Count: 2,
      HasPrimary: true,
      ExtraCount: 1,
      ExtraTeamPriceCoins: 500,
    });
    const third = await save(client, body({ Name: 'Üç', IsPrimary: true }));
    expect(third.body.ReturnObject.UserTeam.IsPrimary).toBe(true);
    expect(await balanceOf(server.db, id, 'COIN')).toBe(0);
    const teams = (await list(client)).body.ReturnObject;
    expect(teams.map((t: { Name: string; IsPrimary: boolean }) => [t.Name, t.IsPrimary])).toEqual([
      ['Üç', true],
      ['Bir', false],
      ['İki', false],
    ]);
    expect(teams[1].Id).toBe(first.Id);
    expect((await count(client)).body.ReturnObject).toMatchObject({
      Count: 3,
      ExtraCount: 2,
      ExtraTeamPriceCoins: null,
    });
    await grant(id, 'COIN', 500);
    const fourth = await save(client, body({ Name: 'Dört', IsPrimary: false }));
    expectFailure(fourth, 409, 2324);
    expect(fourth.body.Result.ResultMessage).toBe(
      'Bir haftada en fazla 2 ek takım kurabilirsiniz.',
    );
    expect(await balanceOf(server.db, id, 'COIN')).toBe(500);
  });

  it('refuses an extra team without enough coins; a subscriber builds it free', async () => {
    const poor = await newUser();
    await grant(poor.id, 'COIN', 100);
    await save(poor.client, body());
    const short = await save(poor.client, body({ IsPrimary: false }));
    expectFailure(short, 409, 2325);
    expect(short.body.Result.ResultMessage).toBe(
      'Ek takım için 500 jeton gerekiyor; bakiyeniz 100 jeton.',
    );
    expect((await count(poor.client)).body.ReturnObject.Count).toBe(1);
    expect(await balanceOf(server.db, poor.id, 'COIN')).toBe(100);

    const subscriber = await newUser();
    await grant(subscriber.id, 'SUBSCRIPTION', 1, new Date(server.clock.now().getTime() + DAY));
    await save(subscriber.client, body());
    expect((await count(subscriber.client)).body.ReturnObject.ExtraTeamPriceCoins).toBe(0);
    expect((await save(subscriber.client, body({ IsPrimary: false }))).status).toBe(200);
    expect((await count(subscriber.client)).body.ReturnObject.Count).toBe(2);
  });

  it('answers a retry with the same IdempotencyKey with the first result, charging once', async () => {
    const { client, id } = await newUser();
    await grant(id, 'COIN', 1000);
    await save(client, body());
    const attempt = body({ IsPrimary: false, IdempotencyKey: 'retry-key-0001-abcdef' });
    const first = await save(client, attempt);
    const again = await save(client, attempt);
    expect(again.status).toBe(200);
    expect(again.body.ReturnObject).toEqual(first.body.ReturnObject);
    expect(await balanceOf(server.db, id, 'COIN')).toBe(500);
    expect((await count(client)).body.ReturnObject.Count).toBe(2);
    // A new key is a new attempt.
    await save(client, { ...attempt, IdempotencyKey: 'retry-key-0002-abcdef' });
    expect((await count(client)).body.ReturnObject.Count).toBe(3);
  });

  it('shows a live round with points, multipliers and auto-substitutions, to anyone', async () => {
    const owner = await newUser();
    const other = await newUser();
    const picks = squad();
    const positions = new Map(players.map((x) => [x.id, x.position]));
    const slots = slotOrders(picks, (playerId) => positions.get(playerId)!);
    const at = server.clock.now();
    const [team] = await server.db.query<{ id: number }>(
      `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup,
         budget, booster, captain_player_id, vice_captain_player_id, created_at, updated_at)
       VALUES ($1, $2, $3, 'Canlı', true, '4-4-2', 1000, 'TripleCaptain', $4, $5, $6, $6)
       RETURNING id`,
      [owner.id, round4.id, SUPER_LIG, p(10, 'FWD', 1), p(6, 'MID', 1), at],
    );
    await server.db.query(
      `INSERT INTO user_team_players (user_team_id, player_id, slot_order, is_starter, bench_order)
       SELECT $1, * FROM unnest($2::int[], $3::int[], $4::boolean[], $5::int[])`,
      [
        team!.id,
        picks.map((x) => x.PlayerId),
        picks.map((x) => slots.get(x.PlayerId)),
        picks.map((x) => x.IsStarter),
        picks.map((x) => x.BenchOrder),
      ],
    );
    // As a final scoring leaves it: the bench's DEF 5 came in for the starter DEF 1 (bit i
    // of auto_subs for the squad's i-th player); the team first of the round's Pro table.
    await server.db.query(
      `INSERT INTO user_team_scores (user_team_id, points, auto_subs)
       SELECT t.id, 61, (SELECT sum(1 << i::int)::int
         FROM unnest(t.squad) WITH ORDINALITY AS s (player_id, i) WHERE player_id IN ($2, $3))
       FROM user_teams t WHERE t.id = $1`,
      [team!.id, p(13, 'DEF', 5), p(2, 'DEF', 1)],
    );
    await server.db.query(
      `INSERT INTO pro_standings (round_id, user_id, user_team_id, round_points, total_points,
         best_round, round_rank, overall_rank, first_team_created_at, user_name, team_name)
       SELECT t.round_id, t.user_id, t.id, 61, 61, 61, 1, 1, t.created_at, 'x', t.name
       FROM user_teams t WHERE t.id = $1`,
      [team!.id],
    );
    await server.db.query(
      `INSERT INTO player_round_scores (round_id, player_id, points, minutes) VALUES
         ($1, $2, 12, 90), ($1, $3, 0, 0), ($1, $4, 6, 90)`,
      [round4.id, p(10, 'FWD', 1), p(2, 'DEF', 1), p(13, 'DEF', 5)],
    );
    const seen = await detail(other.client, team!.id);
    expect(seen.status).toBe(200);
    const shown = seen.body.ReturnObject;
    expect(shown.UserTeam).toMatchObject({
      Points: 61,
      IsProvisional: true,
      RoundRank: 1,
      IsEditable: false,
      Cost: 965,
    });
    const byPlayer = new Map(shown.Players.map((x: { PlayerId: number }) => [x.PlayerId, x]));
    expect(byPlayer.get(p(10, 'FWD', 1))).toMatchObject({ Points: 12, Multiplier: 3 });
    expect(byPlayer.get(p(2, 'DEF', 1))).toMatchObject({
      Points: 0,
      Multiplier: 0,
      AutoSubbedOut: true,
    });
    expect(byPlayer.get(p(13, 'DEF', 5))).toMatchObject({
      Points: 6,
      Multiplier: 1,
      AutoSubbedIn: true,
    });
    // Not played yet: 0 so far.
    expect(byPlayer.get(p(3, 'DEF', 1))).toMatchObject({ Points: 0, Multiplier: 1 });
    expect(byPlayer.get(p(12, 'GK', 2))).toMatchObject({ Points: 0, Multiplier: 0 });

    expectFailure(await detail(other.client, 999_999), 404, 2330);
    expect(
      (
        await server
          .client()
          .call(`${ENGINE}/UserTeam/GetUserTeamDetailList?userTeamId=${team!.id}`)
      ).status,
    ).toBe(401);
  });

  it('generates a valid squad for the open round, within the budget and with the booster', async () => {
    const { client } = await newUser();
    const generate = (query: string) =>
      client.call(`${ENGINE}/UserTeam/GetGenarateUserTeam?competitionCode=${SUPER_LIG}&${query}`);
    const plain = await generate('lineupOfPlayerType=3-5-2');
    expect(plain.status).toBe(200);
    const proposal = plain.body.ReturnObject;
    expect(proposal).toMatchObject({
      WeeklyLeagueInformationId: round1.id,
      LineupOfPlayerType: '3-5-2',
      Budget: 1000,
      Booster: null,
    });
    expect(proposal.Cost).toBeLessThanOrEqual(1000);
    expect(proposal.Cost).toBeGreaterThanOrEqual(950);
    // The server takes the proposal as it is.
    const saved = await save(
      client,
      body({
        LineupOfPlayerType: '3-5-2',
        Players: proposal.Players.map(
          (x: { PlayerId: number; IsStarter: boolean; BenchOrder: number | null }) => ({
            PlayerId: x.PlayerId,
            IsStarter: x.IsStarter,
            BenchOrder: x.BenchOrder,
          }),
        ),
        CaptainPlayerId: proposal.CaptainPlayerId,
        ViceCaptainPlayerId: proposal.ViceCaptainPlayerId,
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.ReturnObject.UserTeam.Cost).toBe(proposal.Cost);

    const boosted = await generate('lineupOfPlayerType=5-2-3&useABudgetBooster=true');
    expect(boosted.body.ReturnObject).toMatchObject({ Budget: 1050, Booster: 'BudgetBooster' });
    expect(boosted.body.ReturnObject.Cost).toBeGreaterThan(1000);
    expect(boosted.body.ReturnObject.Cost).toBeLessThanOrEqual(1050);

    // No open round: close both for a moment.
    const closed = await server.db.query<{ id: number }>(
      "UPDATE rounds SET state = 'upcoming' WHERE state = 'open' RETURNING id",
    );
    try {
      expectFailure(await generate('lineupOfPlayerType=4-4-2'), 409, 2327);
    } finally {
      await server.db.query("UPDATE rounds SET state = 'open' WHERE id = ANY($1::int[])", [
        closed.map((r) => r.id),
      ]);
    }
  });

  // Moves the clock a day on: keep it last.
  it('locks a round at its deadline: saves and other users see it by the server clock', async () => {
    const owner = await newUser();
    const other = await newUser();
    const roundBody = body({ WeeklyLeagueInformationId: round2.id });
    const team = (await save(owner.client, roundBody)).body.ReturnObject.UserTeam;
    expectFailure(await detail(other.client, team.Id), 403, 2331);

    server.clock.set(new Date(round2.deadline.getTime() - 1000));
    const justBefore = await save(owner.client, {
      ...roundBody,
      UserTeamId: team.Id,
      Name: 'Son an',
    });
    expect(justBefore.status).toBe(200);
    expectFailure(await detail(other.client, team.Id), 403, 2331);

    server.clock.set(new Date(round2.deadline.getTime() + 1000));
    expectFailure(
      await save(owner.client, { ...roundBody, UserTeamId: team.Id, Name: 'Geç' }),
      409,
      2320,
    );
    const seen = await detail(other.client, team.Id);
    expect(seen.status).toBe(200);
    expect(seen.body.ReturnObject.UserTeam).toMatchObject({ Name: 'Son an', IsEditable: false });
    expect((await detail(owner.client, team.Id)).body.ReturnObject.UserTeam.IsEditable).toBe(false);
  });
});
