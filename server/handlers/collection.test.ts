/**
 * Player cards over HTTP on the real database: a pack's 5 cards are reproducible from the
 * seed it recorded, a repeated opening spends one pack, a chosen card is an order paid in
 * coins, a completed club set pays once, and the album lists owned and missing cards with
 * each club's progress. After every test the ledger sums to every balance.
 */
import { drawCards } from '../collection/cards';
import { addTestPlayers, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { giveItems, signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import { startTestServer, type TestServer } from '../testing/testServer';
import { balanceOf, ledgerDiscrepancies } from '../wallet/ledger';

let keys = 0;
const freshKey = () => `card-key-${String((keys += 1)).padStart(10, '0')}`;

describe.each(TEST_DATABASES)('player cards on %s', (kind) => {
  let server: TestServer;
  let players: TestPlayer[];
  let packId: number;

  /** Gives the player wallet items through the ledger, as a purchase would. */
  const give = (player: SignedInPlayer, productCode: string, quantity: number) =>
    giveItems(server, player.userId, productCode, quantity);

  const open = (player: SignedInPlayer, key = freshKey()) =>
    player.client.call('/w/api/Collection/SpendCollection', {
      method: 'POST',
      json: { ProductId: packId, IdempotencyKey: key },
    });

  const buy = (player: SignedInPlayer, playerId: number, key = freshKey(), language = 'tr-TR') =>
    player.client.call('/w/api/Collection/ChipForPlayer', {
      method: 'POST',
      headers: { LanguageCode: language },
      json: { PlayerId: playerId, IdempotencyKey: key },
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    players = await addTestPlayers(server.db);
    const [pack] = await server.db.query<{ id: number }>(
      `SELECT id FROM products WHERE code = 'CARD_PACK'`,
    );
    packId = pack!.id;
  }, 60_000);
  afterAll(() => server?.close());
  afterEach(async () => {
    expect(await ledgerDiscrepancies(server.db)).toEqual([]);
  });

  it('opens a pack into 5 different players, drawn again the same from its recorded seed', async () => {
    const [collector] = await signedInPlayers(server, 'paket', 1);
    await give(collector!, 'CARD_PACK', 2);
    const answer = await open(collector!);
    expect(answer.status).toBe(200);
    const cards = answer.body.ReturnObject.Cards as { PlayerId: number; IsNew: boolean }[];
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((c) => c.PlayerId)).size).toBe(5);
    expect(cards.every((c) => c.IsNew)).toBe(true);
    expect(await balanceOf(server.db, collector!.userId, 'CARD_PACK')).toBe(1);

    const [opening] = await server.db.query<{ seed: number; player_ids: number[] }>(
      'SELECT seed, player_ids FROM card_pack_openings WHERE user_id = $1',
      [collector!.userId],
    );
    const pool = players.map((p) => p.id).sort((a, b) => a - b);
    expect(drawCards(opening!.seed, pool, 5)).toEqual(opening!.player_ids);
    expect(cards.map((c) => c.PlayerId)).toEqual(opening!.player_ids);
    for (const card of cards) {
      expect(await balanceOf(server.db, collector!.userId, `CARD_${card.PlayerId}`)).toBe(1);
    }
  });

  it('opens one pack for a key, however often and concurrently it is sent', async () => {
    const [collector] = await signedInPlayers(server, 'tekrar', 1);
    await give(collector!, 'CARD_PACK', 3);
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(collector!, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const first = answers[0]!.body.ReturnObject.Cards;
    for (const answer of answers) expect(answer.body.ReturnObject.Cards).toEqual(first);
    expect(await balanceOf(server.db, collector!.userId, 'CARD_PACK')).toBe(2);
  });

  it('refuses to open a pack the wallet does not hold', async () => {
    const [collector] = await signedInPlayers(server, 'paketsiz', 1);
    const answer = await open(collector!);
    expect([answer.status, answer.body.Result.ResultCode]).toEqual([409, 2720]);
    const [openings] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM card_pack_openings WHERE user_id = $1',
      [collector!.userId],
    );
    expect(openings!.n).toBe(0);
  });

  it('sells a chosen card for coins as an order, charged once per key', async () => {
    const [collector] = await signedInPlayers(server, 'secim', 1);
    await give(collector!, 'COIN', 400);
    const chosen = players[0]!;
    const key = freshKey();
    const answer = await buy(collector!, chosen.id, key);
    expect(answer.status).toBe(200);
    const result = answer.body.ReturnObject;
    expect(result.Cards).toEqual([
      expect.objectContaining({ PlayerId: chosen.id, TeamId: chosen.clubId, IsNew: true }),
    ]);
    expect(result.Order).toMatchObject({
      ProductCode: 'CARD',
      PlayerId: chosen.id,
      Currency: 'COIN',
      Amount: 150,
      Status: 'paid',
      Grants: [],
    });
    expect(result.Wallet[0]).toMatchObject({ ProductCode: 'COIN', Quantity: 250 });
    const again = await buy(collector!, chosen.id, key);
    expect(again.body.ReturnObject.Order.Id).toBe(result.Order.Id);
    expect(await balanceOf(server.db, collector!.userId, 'COIN')).toBe(250);

    const reused = await buy(collector!, players[1]!.id, key);
    expect([reused.status, reused.body.Result.ResultCode]).toEqual([409, 2711]);
    const unknown = await buy(collector!, 999_999);
    expect([unknown.status, unknown.body.Result.ResultCode]).toEqual([404, 2721]);
    expect((await buy(collector!, players[1]!.id)).status).toBe(200);
    const [unverified] = await signedInPlayers(server, 'secimsiz', 1, { verified: false });
    await give(unverified!, 'COIN', 400);
    const refused = await buy(unverified!, chosen.id);
    expect([refused.status, refused.body.Result.ResultCode]).toEqual([403, 2704]);
    expect(await balanceOf(server.db, unverified!.userId, 'COIN')).toBe(400);
    const short = await buy(collector!, players[2]!.id, freshKey(), 'en-US');
    expect([short.status, short.body.Result.ResultCode]).toEqual([409, 2722]);
    expect(short.body.Result.ResultMessage).toBe('This card costs 150 coins; you have 100.');
    expect(await balanceOf(server.db, collector!.userId, 'COIN')).toBe(100);
  });

  it("pays a completed club set once, and lists the album with the club's progress", async () => {
    const [collector] = await signedInPlayers(server, 'set', 1);
    await give(collector!, 'COIN', 1000);
    const club = players.filter((p) => p.clubId === 2);
    for (const card of club.slice(1)) await give(collector!, `CARD_${card.id}`, 1);

    const missing = await collector!.client.call('/w/api/Collection/GetCollectionUserPlayers', {
      method: 'POST',
      json: { TeamId: 2, OwnedOnly: false },
    });
    expect(missing.body.TotalCount).toBe(15);
    const row = missing.body.ReturnObject.find(
      (r: { PlayerId: number }) => r.PlayerId === club[0]!.id,
    );
    expect(row).toMatchObject({ OwnedCount: 0, FirstCollectedAt: null });
    expect(row.ClubSet).toEqual({
      TeamId: 2,
      Collected: 14,
      Total: 15,
      Completed: false,
      RewardCoins: 1000,
    });

    const completing = await buy(collector!, club[0]!.id);
    expect(completing.status).toBe(200);
    expect(completing.body.ReturnObject.SetsCompleted).toEqual([
      { TeamId: 2, Collected: 15, Total: 15, Completed: true, RewardCoins: 1000 },
    ]);
    expect(completing.body.ReturnObject.Rewards).toEqual([
      { ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: 1000 },
    ]);
    expect(await balanceOf(server.db, collector!.userId, 'COIN')).toBe(1000 - 150 + 1000);

    // A second copy of a card of the finished set pays nothing more.
    const second = await buy(collector!, club[1]!.id);
    expect(second.body.ReturnObject.SetsCompleted).toEqual([]);
    expect(second.body.ReturnObject.Cards[0].IsNew).toBe(false);
    expect(await balanceOf(server.db, collector!.userId, 'COIN')).toBe(1000 - 300 + 1000);

    const owned = await collector!.client.call('/w/api/Collection/GetCollectionUserPlayers', {
      method: 'POST',
      json: { SortingPaging: { SortItem: { ColumnName: 'OwnedCount', ColumnOrder: 'desc' } } },
    });
    expect(owned.body.TotalCount).toBe(15);
    expect(owned.body.ReturnObject[0]).toMatchObject({ PlayerId: club[1]!.id, OwnedCount: 2 });
    expect(owned.body.ReturnObject[0].ClubSet.Completed).toBe(true);
  });
});
