/**
 * Coupons over HTTP on the real database: redemption grants through the ledger, each
 * failure code, the trimming of a pasted code, the last use and one user's repeats under
 * real concurrent requests, the rate limits, and the admin calls. After every test the
 * ledger sums to every balance and none is negative.
 */
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { DEFAULT_RATE_LIMITS } from '../config';
import { balanceOf, ledgerDiscrepancies } from '../wallet/ledger';

const DAY = 86_400_000;

async function redeem(client: TestClient, code: string, language = 'tr-TR') {
  return client.call('/w/api/Payzee/BuyWithCouponCode', {
    method: 'POST',
    headers: { LanguageCode: language },
    json: { CouponCode: code, IsSpecialCoupon: true, CaptchaResponse: await client.captcha() },
  });
}

describe.each(TEST_DATABASES)('coupons on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let players: SignedInPlayer[];
  let codes = 0;

  /** A fresh coupon through the admin call; its code. */
  const newCoupon = async (fields: Record<string, unknown> = {}) => {
    codes += 1;
    const code = `KUPON${String(codes).padStart(4, '0')}`;
    const answer = await admin.call('/w/api/Admin/InsertCoupon', {
      method: 'POST',
      json: {
        Code: code,
        Grants: [
          { ProductCode: 'COIN', Quantity: 500 },
          { ProductCode: 'TRIPLE_CAPTAIN', Quantity: 1 },
        ],
        MaxUses: 1000,
        ExpiresAt: new Date(server.clock.now().getTime() + DAY).toISOString(),
        ...fields,
      },
    });
    expect(answer.status).toBe(200);
    return { code, id: answer.body.ReturnObject.Id as number };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    players = await signedInPlayers(server, 'kupon', 100);
  }, 120_000);
  afterAll(() => server?.close());
  afterEach(async () => {
    expect(await ledgerDiscrepancies(server.db)).toEqual([]);
  });

  it('grants the coupon through the ledger and says what it granted, in both languages', async () => {
    const { code } = await newCoupon();
    const [tr, en] = players;
    const answer = await redeem(tr!.client, code);
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject).toEqual([
      { ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: 500 },
      { ProductType: 2, ProductCode: 'TRIPLE_CAPTAIN', Name: 'Üçlü Kaptan', Quantity: 1 },
    ]);
    expect(answer.body.Result.ResultMessage).toBe('Kupon kullanıldı: 500 Jeton, 1 Üçlü Kaptan.');
    expect(await balanceOf(server.db, tr!.userId, 'COIN')).toBe(500);
    expect(await balanceOf(server.db, tr!.userId, 'TRIPLE_CAPTAIN')).toBe(1);

    const english = await redeem(en!.client, code, 'en-US');
    expect(english.body.Result.ResultMessage).toBe('Coupon redeemed: 500 Coins, 1 Triple Captain.');
  });

  it('expands a product into its wallet items and extends a time-bound one', async () => {
    const { code } = await newCoupon({
      Grants: [
        { ProductCode: 'COIN_PACK_1000', Quantity: 2 },
        { ProductCode: 'SUBSCRIPTION', Quantity: 1 },
      ],
    });
    const player = players[2]!;
    const answer = await redeem(player.client, code, 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.body.Result.ResultMessage).toBe(
      'Coupon redeemed: 2,000 Coins, 1 Kadro Plus (30 days).',
    );
    const [sub] = await server.db.query<{ expires_at: Date }>(
      `SELECT expires_at FROM wallet_balances WHERE user_id = $1 AND product_code = 'SUBSCRIPTION'`,
      [player.userId],
    );
    expect(sub!.expires_at.getTime()).toBe(server.clock.now().getTime() + 30 * DAY);
  });

  it('trims a pasted code and reads it in upper case; the length is checked after trimming', async () => {
    const { code } = await newCoupon();
    const sixteen = `${code}ABCDEFG`; // 16 characters
    await newCoupon({ Code: sixteen });
    expect((await redeem(players[3]!.client, ` ${code.toLowerCase()}\n`)).status).toBe(200);
    expect((await redeem(players[3]!.client, `${sixteen} `)).status).toBe(200);
    const short = await redeem(players[3]!.client, '  ABCD  ');
    expect(short.status).toBe(400);
    expect(short.body.Result.ResultCode).toBe(1000);
  });

  it('answers each failure with its own code and message', async () => {
    const player = players[4]!.client;
    const unknown = await redeem(player, 'YOKBOYLEKOD');
    expect([unknown.status, unknown.body.Result.ResultCode]).toEqual([404, 2700]);
    expect(unknown.body.Result.ResultMessage).toBe('Bu kupon kodu geçerli değil.');

    const { code, id } = await newCoupon({ MaxUses: 1 });
    expect((await redeem(player, code)).status).toBe(200);
    const again = await redeem(player, code, 'en-US');
    expect([again.status, again.body.Result.ResultCode]).toEqual([409, 2701]);
    expect(again.body.Result.ResultMessage).toBe('You have already used this coupon.');
    const usedUp = await redeem(players[5]!.client, code);
    expect([usedUp.status, usedUp.body.Result.ResultCode]).toEqual([409, 2703]);

    // Expiry follows the game clock.
    const expiring = await newCoupon();
    server.clock.advance(DAY);
    const expired = await redeem(players[5]!.client, expiring.code);
    expect([expired.status, expired.body.Result.ResultCode]).toEqual([409, 2702]);
    server.clock.advance(-DAY);

    // An inactive coupon is as unknown as a code that never existed.
    const off = await admin.call('/w/api/Admin/UpdateCoupon', {
      method: 'PUT',
      json: { Id: id, IsActive: false, MaxUses: 5 },
    });
    expect(off.status).toBe(200);
    expect((await redeem(players[5]!.client, code)).body.Result.ResultCode).toBe(2700);

    const [unverified] = await signedInPlayers(server, 'dogrulanmamis', 1, { verified: false });
    const refused = await redeem(unverified!.client, expiring.code);
    expect([refused.status, refused.body.Result.ResultCode]).toEqual([403, 2704]);
    expect(await balanceOf(server.db, unverified!.userId, 'COIN')).toBe(0);
  });

  it('gives the last use to exactly one of 100 concurrent players', async () => {
    const { code, id } = await newCoupon({ MaxUses: 50 });
    await server.db.query('UPDATE coupons SET used_count = 49 WHERE id = $1', [id]);
    const captchas = await Promise.all(players.map((p) => p.client.captcha()));
    const answers = await Promise.all(
      players.map((p, i) =>
        p.client.call('/w/api/Payzee/BuyWithCouponCode', {
          method: 'POST',
          json: { CouponCode: code, IsSpecialCoupon: false, CaptchaResponse: captchas[i] },
        }),
      ),
    );
    const codes = answers.map((a) => (a.status === 200 ? 0 : a.body.Result.ResultCode));
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2703)).toHaveLength(99);
    const [row] = await server.db.query<{ used_count: number }>(
      'SELECT used_count FROM coupons WHERE id = $1',
      [id],
    );
    expect(row!.used_count).toBe(50);
    const [credited] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_entries WHERE reference = $1`,
      [`coupon:${id}`],
    );
    expect(credited!.n).toBe(2); // one winner: COIN and TRIPLE_CAPTAIN
  }, 60_000);

  it('lets one player redeem a code once among 50 concurrent tries', async () => {
    const { code, id } = await newCoupon();
    const player = players[10]!;
    const before = await balanceOf(server.db, player.userId, 'COIN');
    const captchas = await Promise.all(Array.from({ length: 50 }, () => player.client.captcha()));
    const answers = await Promise.all(
      captchas.map((captcha) =>
        player.client.call('/w/api/Payzee/BuyWithCouponCode', {
          method: 'POST',
          json: { CouponCode: code, IsSpecialCoupon: true, CaptchaResponse: captcha },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.Result.ResultCode === 2701)).toHaveLength(49);
    expect(await balanceOf(server.db, player.userId, 'COIN')).toBe(before + 500);
    const [row] = await server.db.query<{ used_count: number }>(
      'SELECT used_count FROM coupons WHERE id = $1',
      [id],
    );
    expect(row!.used_count).toBe(1);
  }, 60_000);

  it('lets only an admin manage coupons, and checks what it is given', async () => {
    const player = players[11]!.client;
    const forbidden = await player.call('/w/api/Admin/GetCoupons', { method: 'POST', json: {} });
    expect(forbidden.status).toBe(403);

    const { code, id } = await newCoupon({ MaxUses: 3, Note: 'sponsor' });
    const taken = await admin.call('/w/api/Admin/InsertCoupon', {
      method: 'POST',
      json: {
        Code: code,
        Grants: [{ ProductCode: 'COIN', Quantity: 1 }],
        MaxUses: 1,
        ExpiresAt: server.clock.now().toISOString(),
      },
    });
    expect([taken.status, taken.body.Result.ResultCode]).toEqual([409, 2705]);
    for (const ProductCode of ['CARD', 'NO_SUCH_PRODUCT']) {
      const invalid = await admin.call('/w/api/Admin/InsertCoupon', {
        method: 'POST',
        json: {
          Code: 'GECERSIZ1',
          Grants: [{ ProductCode, Quantity: 1 }],
          MaxUses: 1,
          ExpiresAt: server.clock.now().toISOString(),
        },
      });
      expect([invalid.status, invalid.body.Result.ResultCode]).toEqual([400, 2706]);
    }

    expect((await redeem(player, code)).status).toBe(200);
    expect((await redeem(players[12]!.client, code)).status).toBe(200);
    const below = await admin.call('/w/api/Admin/UpdateCoupon', {
      method: 'PUT',
      json: { Id: id, MaxUses: 1 },
    });
    expect([below.status, below.body.Result.ResultCode]).toEqual([409, 2707]);
    const missing = await admin.call('/w/api/Admin/UpdateCoupon', {
      method: 'PUT',
      json: { Id: 999_999, IsActive: false },
    });
    expect(missing.status).toBe(404);

    const list = await admin.call('/w/api/Admin/GetCoupons', {
      method: 'POST',
      json: { Search: code.slice(-4).toLowerCase(), IsActive: true },
    });
    expect(list.status).toBe(200);
    expect(list.body.TotalCount).toBe(1);
    expect(list.body.ReturnObject[0]).toMatchObject({
      Id: id,
      Code: code,
      UsedCount: 2,
      MaxUses: 3,
      Note: 'sponsor',
      Grants: [
        { ProductCode: 'COIN', Quantity: 500 },
        { ProductCode: 'TRIPLE_CAPTAIN', Quantity: 1 },
      ],
    });
  });
});

describe('coupon rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      config: {
        rateLimits: {
          ...Object.fromEntries(
            Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 10_000, windowSeconds: 60 }]),
          ),
          couponPerUser: { max: 3, windowSeconds: 600 },
          couponPerAddress: { max: 5, windowSeconds: 600 },
        } as typeof DEFAULT_RATE_LIMITS,
      },
    });
  });
  afterAll(() => server?.close());

  it('counts every attempt per user, then per address', async () => {
    const [first, second] = await signedInPlayers(server, 'sinir', 2);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await redeem(first!.client, 'YOKBOYLEKOD')).body.Result.ResultCode);
    }
    expect(codes).toEqual([2700, 2700, 2700, 1029]);
    // The same address: the fifth attempt passes, the sixth is the address's limit.
    expect((await redeem(second!.client, 'YOKBOYLEKOD')).body.Result.ResultCode).toBe(2700);
    const limited = await redeem(second!.client, 'YOKBOYLEKOD');
    expect([limited.status, limited.body.Result.ResultCode]).toEqual([429, 1029]);
  });
});
