/**
 * The wallet and the market over HTTP against the real server and database: the wallet
 * list, the catalogue, purchases with coins and FanGold (caps, shortfalls, idempotent
 * retries, 100 concurrent purchases), time-bound items, the histories, rewarded ads under
 * concurrency, and the admin's products. After every test the ledger sums to every balance.
 */
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type Answer,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { giveItems, signedInPlayers } from '../testing/testUsers';
import { balanceOf, ledgerDiscrepancies } from '../wallet/ledger';

const W = '/w/api';
const DAY = 86_400_000;

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let seq = 0;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    // Sessions outlive the days the subscription test moves the clock on.
    server = await startTestServer(kind, { config: { sessionTtlSeconds: 200 * 86_400 } });
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    const products = await server.db.query<{ id: number; code: string }>(
      'SELECT id, code FROM products',
    );
    for (const p of products) ids.set(p.code, p.id);
  });
  afterEach(async () => {
    expect(await ledgerDiscrepancies(server.db)).toEqual([]);
  });
  afterAll(() => server.close());

  async function player(): Promise<{ userId: number; client: TestClient }> {
    seq += 1;
    const [one] = await signedInPlayers(server, `cuzdan${seq}_`, 1);
    return one!;
  }

  const give = (userId: number, productCode: string, quantity: number) =>
    giveItems(server, userId, productCode, quantity);

  const get = (client: TestClient, path: string, language = 'tr-TR') =>
    client.call(W + path, { headers: { LanguageCode: language } });
  const postTo = (client: TestClient, path: string, json: unknown, language = 'tr-TR') =>
    client.call(W + path, { method: 'POST', json, headers: { LanguageCode: language } });

  let keys = 0;
  const key = () => `key-${String((keys += 1)).padStart(4, '0')}-${kind}-abcdefgh`;
  const buy = (client: TestClient, code: string, extra: Record<string, unknown> = {}) =>
    postTo(client, '/Wallet/ChipForPay', {
      productId: ids.get(code),
      channel: 'Web',
      IdempotencyKey: key(),
      ...extra,
    });

  const expectFailure = (answer: Answer, status: number, code: number) => {
    expect(answer.status).toBe(status);
    expect(answer.body.Result.ResultCode).toBe(code);
  };
  /** The wallet of a GetWallets answer or a purchase's answer, by product code. */
  const quantities = (answer: Answer): Record<string, number> => {
    const wallet = answer.body.ReturnObject.Wallet ?? answer.body.ReturnObject;
    return Object.fromEntries(
      (wallet as { ProductCode: string; Quantity: number }[]).map((e) => [
        e.ProductCode,
        e.Quantity,
      ]),
    );
  };

  it('lists coins first and FanGold second, 0 when empty, and grants the free boosters once', async () => {
    const { client, userId } = await player();
    const wallet = await get(client, '/Wallet/GetWallets');
    expect(wallet.status).toBe(200);
    expect(wallet.body.ReturnObject).toEqual([
      { ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: 0, ExpiresAt: null },
      { ProductType: 1, ProductCode: 'FANGOLD', Name: 'FanGold', Quantity: 0, ExpiresAt: null },
      {
        ProductType: 2,
        ProductCode: 'BUDGET_BOOSTER',
        Name: 'Bütçe Artırıcı',
        Quantity: 1,
        ExpiresAt: null,
      },
      {
        ProductType: 2,
        ProductCode: 'TRIPLE_CAPTAIN',
        Name: 'Üçlü Kaptan',
        Quantity: 1,
        ExpiresAt: null,
      },
      {
        ProductType: 2,
        ProductCode: 'BENCH_BOOST',
        Name: 'Yedek Gücü',
        Quantity: 1,
        ExpiresAt: null,
      },
    ]);
    const again = await get(client, '/Wallet/GetWallets', 'en-US');
    expect(again.body.ReturnObject[0].Name).toBe('Coins');
    expect(quantities(again)).toMatchObject({
      BUDGET_BOOSTER: 1,
      TRIPLE_CAPTAIN: 1,
      BENCH_BOOST: 1,
    });
    expect(await balanceOf(server.db, userId, 'BENCH_BOOST')).toBe(1);
    expect((await server.call(W + '/Wallet/GetWallets')).status).toBe(401);
  });

  it('sells the seeded catalogue in the caller language, to anyone', async () => {
    const tr = await server.call(W + '/Market/GetProducts', { headers: { LanguageCode: 'tr-TR' } });
    expect(tr.status).toBe(200);
    const codes = tr.body.ReturnObject.map((p: { Code: string }) => p.Code);
    expect(codes).toEqual([
      'COIN_PACK_1000',
      'COIN_PACK_5000',
      'COIN_PACK_12000',
      'BUDGET_BOOSTER',
      'TRIPLE_CAPTAIN',
      'BENCH_BOOST',
      'CARD_PACK',
      'CARD',
      'SUBSCRIPTION',
      'SPECIAL_SPONSOR',
    ]);
    expect(tr.body.ReturnObject[0]).toMatchObject({
      ProductType: 1,
      Name: '1.000 Jeton',
      PriceKurus: 2999,
      PriceCoins: null,
      Grants: [{ ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: 1000 }],
    });
    const en = await server.call(W + '/Market/GetProducts?productType=2', {
      headers: { LanguageCode: 'en-US' },
    });
    expect(en.body.ReturnObject.map((p: { Name: string }) => p.Name)).toEqual([
      'Budget Booster',
      'Triple Captain',
      'Bench Boost',
    ]);
    expect(en.body.ReturnObject[0]).toMatchObject({
      PriceCoins: 300,
      PriceFanGold: 30,
      MaxPerHalfSeason: 2,
    });
  });

  it('buys a booster with coins: charged, credited, in the order and wallet histories', async () => {
    const { client, userId } = await player();
    await give(userId, 'COIN', 1000);
    const bought = await buy(client, 'TRIPLE_CAPTAIN');
    expect(bought.status).toBe(200);
    const order = bought.body.ReturnObject.Order;
    expect(order).toMatchObject({
      ProductCode: 'TRIPLE_CAPTAIN',
      ProductName: 'Üçlü Kaptan',
      Currency: 'COIN',
      Amount: 300,
      Status: 'paid',
      Channel: 'Web',
      Grants: [{ ProductType: 2, ProductCode: 'TRIPLE_CAPTAIN', Name: 'Üçlü Kaptan', Quantity: 1 }],
    });
    // Bought before the wallet was read: the free one is granted on the first read.
    expect(quantities(bought)).toMatchObject({ COIN: 700, TRIPLE_CAPTAIN: 1 });
    expect(quantities(await get(client, '/Wallet/GetWallets'))).toMatchObject({
      COIN: 700,
      TRIPLE_CAPTAIN: 2,
    });

    const orders = await postTo(client, '/Order/GetOrderHistory', {});
    expect(orders.body.ReturnObject).toEqual([order]);
    expect(orders.body.TotalCount).toBe(1);
    const history = await postTo(
      client,
      '/Wallet/GetWalletHistory',
      { ProductCode: 'COIN' },
      'en-US',
    );
    expect(
      history.body.ReturnObject.map(
        (e: { Reason: string; Quantity: number; Title: string; OrderId: number | null }) => [
          e.Reason,
          e.Quantity,
          e.Title,
          e.OrderId,
        ],
      ),
    ).toEqual([
      ['order', -300, `Order ${order.Id}`, order.Id],
      ['admin', 1000, 'Admin correction', null],
    ]);
  });

  it('caps boosters at 2 bought per half season, on top of the free one', async () => {
    const { client, userId } = await player();
    await give(userId, 'COIN', 2000);
    expect((await buy(client, 'BENCH_BOOST')).status).toBe(200);
    expect((await buy(client, 'BENCH_BOOST', { PayWith: 'COIN' })).status).toBe(200);
    const third = await buy(client, 'BENCH_BOOST');
    expectFailure(third, 409, 2603);
    expect(third.body.Result.ResultMessage).toBe(
      'Bu yarı sezonda en fazla 2 Yedek Gücü satın alabilirsiniz.',
    );
    expect(quantities(await get(client, '/Wallet/GetWallets'))).toMatchObject({
      COIN: 1400,
      BENCH_BOOST: 3,
    });
    // Another booster has its own cap.
    expect((await buy(client, 'BUDGET_BOOSTER')).status).toBe(200);
  });

  it('refuses without charging: short balance, wrong currency, unknown product, reused key', async () => {
    const { client, userId } = await player();
    await give(userId, 'COIN', 100);
    const short = await buy(client, 'CARD_PACK');
    expectFailure(short, 409, 2602);
    expect(short.body.Result.ResultMessage).toBe('Bu ürün 250 Jeton tutuyor; bakiyeniz 100 Jeton.');
    expectFailure(await buy(client, 'COIN_PACK_1000'), 409, 2601);
    expectFailure(await buy(client, 'CARD'), 409, 2601);
    expectFailure(await buy(client, 'COIN'), 409, 2601);
    expectFailure(await buy(client, 'CARD_PACK', { productId: 999_999 }), 404, 2600);
    const fanGoldShort = await buy(client, 'CARD_PACK', { PayWith: 'FANGOLD' });
    expectFailure(fanGoldShort, 409, 2602);

    await give(userId, 'FANGOLD', 25);
    const fixed = key();
    const withFanGold = await buy(client, 'CARD_PACK', {
      PayWith: 'FANGOLD',
      IdempotencyKey: fixed,
    });
    expect(withFanGold.body.ReturnObject.Order).toMatchObject({ Currency: 'FANGOLD', Amount: 25 });
    expectFailure(await buy(client, 'TRIPLE_CAPTAIN', { IdempotencyKey: fixed }), 409, 2711);
    expectFailure(await buy(client, 'CARD_PACK', { IdempotencyKey: fixed }), 409, 2711);
    expect(quantities(await get(client, '/Wallet/GetWallets'))).toMatchObject({
      COIN: 100,
      FANGOLD: 0,
      CARD_PACK: 1,
    });
    // A body outside the contract is refused before anything runs.
    expectFailure(await buy(client, 'CARD_PACK', { channel: 'Fax' }), 400, 1000);
  });

  it('lets only a verified player buy, in both languages, charging nothing', async () => {
    seq += 1;
    const [unverified] = await signedInPlayers(server, `dogrusuz${seq}_`, 1, { verified: false });
    const { client, userId } = unverified!;
    await give(userId, 'COIN', 1000);
    const turkish = await buy(client, 'CARD_PACK');
    expectFailure(turkish, 403, 2704);
    expect(turkish.body.Result.ResultMessage).toBe(
      'Bunun için önce e-posta adresinizi doğrulayın.',
    );
    const english = await postTo(
      client,
      '/Wallet/ChipForPay',
      { productId: ids.get('CARD_PACK'), channel: 'Web', IdempotencyKey: key(), PayWith: 'COIN' },
      'en-US',
    );
    expectFailure(english, 403, 2704);
    expect(english.body.Result.ResultMessage).toBe('Please verify your e-mail address first.');
    expect(quantities(await get(client, '/Wallet/GetWallets'))).toMatchObject({ COIN: 1000 });
    expect(quantities(await get(client, '/Wallet/GetWallets')).CARD_PACK).toBeUndefined();
  });

  it('lets a refused key be used again once the balance allows it', async () => {
    const { client, userId } = await player();
    const fixed = key();
    expectFailure(await buy(client, 'CARD_PACK', { IdempotencyKey: fixed }), 409, 2602);
    await give(userId, 'COIN', 250);
    expect((await buy(client, 'CARD_PACK', { IdempotencyKey: fixed })).status).toBe(200);
    expect(await balanceOf(server.db, userId, 'COIN')).toBe(0);
  });

  it('gives exactly 10 of 100 concurrent purchases with coins for 10, ending at 0', async () => {
    const { client, userId } = await player();
    await give(userId, 'COIN', 2500);
    const answers = await Promise.all(Array.from({ length: 100 }, () => buy(client, 'CARD_PACK')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(
      answers.filter((a) => a.status === 409 && a.body.Result.ResultCode === 2602),
    ).toHaveLength(90);
    expect(await balanceOf(server.db, userId, 'COIN')).toBe(0);
    expect(await balanceOf(server.db, userId, 'CARD_PACK')).toBe(10);
    const orders = await postTo(client, '/Order/GetOrderHistory', { Status: 'paid' });
    expect(orders.body.ReturnObject).toHaveLength(10);
  });

  it('charges 20 concurrent retries with one IdempotencyKey once, each answering that order', async () => {
    const { client, userId } = await player();
    await give(userId, 'COIN', 1000);
    const body = { productId: ids.get('CARD_PACK'), channel: 'Web', IdempotencyKey: key() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postTo(client, '/Wallet/ChipForPay', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.ReturnObject.Order.Id)).size).toBe(1);
    expect(await balanceOf(server.db, userId, 'COIN')).toBe(750);
    expect(await balanceOf(server.db, userId, 'CARD_PACK')).toBe(1);
  });

  it('extends a subscription from its end, lists it once until it lapses', async () => {
    const { client, userId } = await player();
    await give(userId, 'COIN', 4000);
    const start = server.clock.now().getTime();
    await buy(client, 'SUBSCRIPTION');
    const twice = await buy(client, 'SUBSCRIPTION');
    const held = twice.body.ReturnObject.Wallet.find(
      (e: { ProductCode: string }) => e.ProductCode === 'SUBSCRIPTION',
    );
    expect(held).toMatchObject({ ProductType: 5, Quantity: 1 });
    expect(Date.parse(held.ExpiresAt)).toBe(start + 60 * DAY);
    server.clock.set(new Date(start + 61 * DAY));
    try {
      const lapsed = await get(client, '/Wallet/GetWallets');
      expect(lapsed.body.Result).toMatchObject({ ResultCode: 0 });
      expect(quantities(lapsed).SUBSCRIPTION).toBeUndefined();
    } finally {
      server.clock.set(new Date(start));
    }
  });

  it('credits at most 5 ad watches a day under 20 concurrent calls, sent with no body', async () => {
    const { client, userId } = await player();
    const before = await get(client, '/Wallet/AdWatchCheckCount');
    expect(before.body.ReturnObject).toMatchObject({
      WatchedToday: 0,
      DailyLimit: 5,
      Remaining: 5,
      CoinsPerWatch: 20,
      Ad: { AdId: 'house-subscription', Title: 'Kadro Plus', LinkUrl: '/market' },
    });
    // As the client sends it: POST, Content-Type: application/json, no body.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.call(W + '/Wallet/WatchForEarn', {
          method: 'POST',
          headers: { LanguageCode: 'en-US' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.body.Result).toMatchObject({
      ResultCode: 2604,
      ResultMessage: "You have watched today's ads; come back tomorrow.",
    });
    expect(
      answers
        .filter((a) => a.status === 200)
        .map((a) => a.body.ReturnObject.WatchedToday)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(await balanceOf(server.db, userId, 'COIN')).toBe(100);
    const after = await get(client, '/Wallet/AdWatchCheckCount');
    expect(after.body.ReturnObject).toMatchObject({ WatchedToday: 5, Remaining: 0, Ad: null });

    const awards = await postTo(client, '/Wallet/GetAwardHistory', { Source: 'ad' });
    expect(awards.body.ReturnObject).toHaveLength(5);
    expect(awards.body.ReturnObject[0]).toMatchObject({
      Source: 'ad',
      ProductCode: 'COIN',
      Quantity: 20,
      Title: 'Reklam izleme ödülü',
      ContestId: null,
    });

    // The next Istanbul day starts a new count.
    const resetsAt = Date.parse(after.body.ReturnObject.ResetsAt);
    const now = server.clock.now();
    server.clock.set(new Date(resetsAt));
    try {
      expect((await postTo(client, '/Wallet/WatchForEarn', {})).body.ReturnObject).toMatchObject({
        WatchedToday: 1,
        CoinsEarned: 20,
        CoinBalance: 120,
      });
    } finally {
      server.clock.set(now);
    }
  });

  it('lists awards that were not bought, pages them, and filters by source', async () => {
    const { client, userId } = await player();
    await get(client, '/Wallet/GetWallets');
    await give(userId, 'COIN', 500);
    const all = await postTo(client, '/Wallet/GetAwardHistory', {
      SortingPaging: { PageNumber: 0, NumberRecords: 2 },
    });
    expect(all.body.ReturnObject).toHaveLength(2);
    expect(all.body.TotalCount).toBe(4);
    expect(all.body.ReturnObject[0]).toMatchObject({ Source: 'admin', Quantity: 500 });
    const grants = await postTo(client, '/Wallet/GetAwardHistory', { Source: 'grant' }, 'en-US');
    expect(
      grants.body.ReturnObject.map((a: { ProductCode: string; Title: string }) => [
        a.ProductCode,
        a.Title,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['BUDGET_BOOSTER', "The half season's free booster"],
        ['TRIPLE_CAPTAIN', "The half season's free booster"],
        ['BENCH_BOOST', "The half season's free booster"],
      ]),
    );
    expect(grants.body.ReturnObject).toHaveLength(3);
  });

  it('lets the admin list and write products; orders keep what they delivered', async () => {
    const { client, userId } = await player();
    await give(userId, 'COIN', 300);
    const bought = (await buy(client, 'BUDGET_BOOSTER')).body.ReturnObject.Order;

    const list = await admin.call(W + '/Admin/GetProducts');
    expect(list.body.ReturnObject.map((p: { Code: string }) => p.Code)).toContain('COIN');
    const booster = list.body.ReturnObject.find(
      (p: { Code: string }) => p.Code === 'BUDGET_BOOSTER',
    );
    expect(booster).toMatchObject({
      Name: { Tr: 'Bütçe Artırıcı', En: 'Budget Booster' },
      IsActive: true,
    });

    const upsert = (json: unknown) =>
      admin.call(W + '/Admin/UpsertProduct', { method: 'POST', json });
    const fields = {
      ProductType: 2,
      Code: 'BUDGET_BOOSTER',
      Name: { Tr: 'Bütçe Artırıcı', En: 'Budget Booster' },
      Description: { Tr: 'Çift', En: 'Double' },
      PriceCoins: 400,
      PriceFanGold: null,
      PriceKurus: null,
      Grants: [{ ProductCode: 'BUDGET_BOOSTER', Quantity: 2 }],
      MaxPerHalfSeason: 2,
      IsActive: true,
      SortOrder: 20,
    };
    const changed = await upsert({ ...fields, Id: booster.Id });
    expect(changed.status).toBe(200);
    expect(changed.body.ReturnObject).toMatchObject({ PriceCoins: 400, PriceFanGold: null });
    // The earlier order still says what it delivered.
    const history = await postTo(client, '/Order/GetOrderHistory', {});
    expect(history.body.ReturnObject[0]).toMatchObject({
      Id: bought.Id,
      Amount: 300,
      Grants: [{ ProductCode: 'BUDGET_BOOSTER', Quantity: 1 }],
    });

    expectFailure(await upsert({ ...fields, Code: 'TRIPLE_CAPTAIN', Id: booster.Id }), 409, 2605);
    expectFailure(await upsert({ ...fields, Code: 'BUDGET_BOOST2', Id: booster.Id }), 409, 2605);
    expectFailure(await upsert({ ...fields, Code: 'COIN_PACK_1000' }), 409, 2605);
    expectFailure(await upsert({ ...fields, Id: 999_999, Code: 'NEW_ONE' }), 404, 1004);
    expectFailure(
      await upsert({
        ...fields,
        Code: 'GOLD_PACK',
        Grants: [{ ProductCode: 'NO_SUCH', Quantity: 1 }],
      }),
      400,
      2606,
    );
    const created = await upsert({
      ...fields,
      ProductType: 1,
      Code: 'FANGOLD_PACK',
      Name: { Tr: '100 FanGold', En: '100 FanGold' },
      PriceCoins: 1000,
      Grants: [{ ProductCode: 'FANGOLD', Quantity: 100 }],
      MaxPerHalfSeason: null,
    });
    expect(created.status).toBe(200);
    ids.set('FANGOLD_PACK', created.body.ReturnObject.Id);
    await give(userId, 'COIN', 1000);
    expect(quantities(await buy(client, 'FANGOLD_PACK'))).toMatchObject({ COIN: 0, FANGOLD: 100 });

    await upsert({
      ...fields,
      Id: booster.Id,
      PriceCoins: 300,
      Grants: [{ ProductCode: 'BUDGET_BOOSTER', Quantity: 1 }],
    });
    expect((await postTo(client, '/Admin/UpsertProduct', fields)).status).toBe(403);
  });
});
