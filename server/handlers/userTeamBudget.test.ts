/**
 * The budget across a price change, over HTTP against the real server (GAME_RULES "A user
 * team"): a primary team saved in round 1, round 1 locked (its prices kept), prices raised,
 * round 2 opened by its job (the team carried over). The carried-over squad saves again with
 * only a new captain; a new player counts at today's price, so one too dear is refused with
 * the budget rule's message. Its own server: the test moves prices.
 */
import { runRoundJob } from '../rounds/jobs';
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
import { startTestServer, type TestServer } from '../testing/testServer';
import { registeredPlayer, saveUserTeam } from '../testing/testUsers';

const ENGINE = '/engine/api';
const DAY = 24 * 3600_000;

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let players: TestPlayer[];
  let round1: TestRound;
  let round2: TestRound;

  beforeAll(async () => {
    server = await startTestServer(kind);
    players = await addTestPlayers(server.db);
    const now = server.clock.now().getTime();
    round1 = await addTestRound(server.db, { number: 1, firstKickoff: new Date(now + 7 * DAY) });
    round2 = await addTestRound(server.db, {
      number: 2,
      firstKickoff: new Date(now + 14 * DAY),
      state: 'upcoming',
    });
  });
  afterAll(() => server.close());

  const p = (club: number, position: Position, n: number) => pick(players, club, position, n).id;

  it("keeps a carried-over squad savable after prices rise; a new player counts at today's price", async () => {
    const { client } = await registeredPlayer(server, 'butce_1');
    const first = testTeamRequest(players, round1.id);
    expect((await saveUserTeam(client, first)).status).toBe(200);

    // Round 1's deadline: its prices are kept as the lock job keeps them; then every picked
    // player rises by 0.3M (value 101.0M) and one forward left out rises to 11.0M.
    await server.db.query(
      `INSERT INTO player_round_prices (round_id, player_id, price)
       SELECT $1, id, price FROM players WHERE competition_code = $2`,
      [round1.id, SUPER_LIG],
    );
    await server.db.query(`UPDATE rounds SET state = 'locked' WHERE id = $1`, [round1.id]);
    const picked = testSquad(players).map((x) => x.PlayerId);
    await server.db.query('UPDATE players SET price = price + 3 WHERE id = ANY($1::int[])', [
      picked,
    ]);
    await server.db.query('UPDATE players SET price = 110 WHERE id = $1', [p(11, 'FWD', 1)]);
    // One kept player falls below his picked price: he counts at today's, lower one.
    await server.db.query('UPDATE players SET price = price - 6 WHERE id = $1', [p(15, 'FWD', 3)]);
    await runRoundJob(server.db, round2.id, 'open', server.clock.now());

    const list = await client.call(
      `${ENGINE}/UserTeam/GetUserTeamList?competitionCode=${SUPER_LIG}&weeklyLeagueInformationId=${round2.id}`,
    );
    const [carried] = list.body.ReturnObject;
    // Value: 96.5 + 4.5 - 0.6 = 100.4M; against the budget: 96.5 - 0.3 (the fallen one) = 96.2M.
    expect(carried).toMatchObject({
      IsCarriedOver: true,
      Cost: 1004,
      BudgetCost: 962,
      Budget: 1000,
    });
    const detail = await client.call(
      `${ENGINE}/UserTeam/GetUserTeamDetailList?userTeamId=${carried.Id}`,
    );
    const kept = new Map<number, number>(
      detail.body.ReturnObject.KeptPlayers.map((k: { PlayerId: number; PurchasePrice: number }) => [
        k.PlayerId,
        k.PurchasePrice,
      ]),
    );
    expect(kept.size).toBe(15);
    expect(kept.get(p(10, 'FWD', 1))).toBe(100);

    const again = { ...first, WeeklyLeagueInformationId: round2.id, UserTeamId: carried.Id };
    const captainOnly = await saveUserTeam(client, { ...again, CaptainPlayerId: p(11, 'FWD', 2) });
    expect(captainOnly.status).toBe(200);
    expect(captainOnly.body.ReturnObject.UserTeam).toMatchObject({
      IsCarriedOver: false,
      Cost: 1004,
      BudgetCost: 962,
    });
    // Saved again in round 2, the players keep the price they were picked at.
    const resaved = await saveUserTeam(client, { ...again, CaptainPlayerId: p(10, 'FWD', 1) });
    expect(resaved.status).toBe(200);

    // The kept 7.0M forward out, the new 11.0M one in: 96.2 - 7.0 + 11.0 = 100.2M > 100.0M.
    const swapped = again.Players.map((x) =>
      x.PlayerId === p(11, 'FWD', 2) ? { ...x, PlayerId: p(11, 'FWD', 1) } : x,
    );
    const over = await saveUserTeam(client, { ...again, Players: swapped });
    expect({ status: over.status, code: over.body.Result.ResultCode }).toEqual({
      status: 400,
      code: 2311,
    });
    expect(over.body.Result.ResultMessage).toBe(
      'Kadronun maliyeti bütçeyi aşıyor (100,2M, bütçe 100,0M).',
    );
    // At 10.8M he fits exactly: a new player counts at today's price, no more.
    await server.db.query('UPDATE players SET price = 108 WHERE id = $1', [p(11, 'FWD', 1)]);
    const fits = await saveUserTeam(client, { ...again, Players: swapped });
    expect(fits.status).toBe(200);
    expect(fits.body.ReturnObject.UserTeam).toMatchObject({ BudgetCost: 1000 });
  });
});
