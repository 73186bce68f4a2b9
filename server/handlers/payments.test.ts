/**
 * Money payments over HTTP on the real database: a pending order and its checkout link,
 * the sandbox checkout page end to end (success, decline, 3-D Secure), and the signed
 * callback: repeated and concurrent callbacks pay once, altered or unsigned ones are
 * refused, a late one finds the order expired; the same for Payzee's HMAC-signed
 * notification with `PAYMENT_PROVIDER=payzee`, sent as Payzee's server would (no cookie).
 * After every test the ledger sums to every balance and none is negative.
 */
import { createHmac } from 'node:crypto';
import { SignedTokens } from '../accounts/signedTokens';
import type { PayzeeNotification } from '../market/payments/payzee';
import type { PaymentOutcome } from '../market/payments/provider';
import { signedCallback, type PaymentCallback } from '../market/payments/sandbox';
import { systemClock } from '../platform/clock';
import { loadSigningKey } from '../platform/signingKey';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import { startTestServer, type TestServer } from '../testing/testServer';
import { balanceOf, ledgerDiscrepancies } from '../wallet/ledger';

let keys = 0;
const freshKey = () => `payment-key-${String((keys += 1)).padStart(8, '0')}`;

async function productId(server: TestServer, code: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [
    code,
  ]);
  return row!.id;
}

async function orderStatus(server: TestServer, orderId: number): Promise<string> {
  const [row] = await server.db.query<{ status: string }>(
    'SELECT status FROM orders WHERE id = $1',
    [orderId],
  );
  return row!.status;
}

/** The JWS with one character of its signature changed (in the middle: every bit counts). */
function tamperedSignature(jws: string): string {
  const at = jws.lastIndexOf('.') + 10;
  return jws.slice(0, at) + (jws[at] === 'A' ? 'B' : 'A') + jws.slice(at + 1);
}

/** A form post as the browser sends it from the checkout page. */
const formPost = (server: TestServer, path: string, fields: Record<string, string>) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const PAYZEE = {
  provider: 'payzee',
  checkoutUrl: 'https://pay.payzee.example/checkout',
  merchantId: 'kadro-test',
  secret: 'payzee-test-secret',
} as const;

type PayzeeFields = Omit<PayzeeNotification, 'signature'>;

/**
 * Payzee's side, as api-spec documents it: the lower-case hex HMAC-SHA256 of the fields as
 * a query, in the documented order (the order `fields` lists them in).
 */
function payzeeSigned(fields: PayzeeFields, secret: string = PAYZEE.secret) {
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  return { ...fields, signature: createHmac('sha256', secret).update(`${query}`).digest('hex') };
}

describe.each(TEST_DATABASES)('payments on %s', (kind) => {
  let server: TestServer;
  let tokens: SignedTokens;
  let player: SignedInPlayer;
  let coinPack: number;

  const pay = async (productCode = 'COIN_PACK_1000', key = freshKey(), language = 'tr-TR') =>
    player.client.call('/w/api/Payzee/Pay', {
      method: 'POST',
      headers: { LanguageCode: language },
      json: { ProductId: await productId(server, productCode), IdempotencyKey: key },
    });

  /** The provider's callback, as a test sends it (no session, no anti-forgery pair needed). */
  const confirm = (callback: PaymentCallback | Record<string, unknown>) =>
    server.client().call('/w/api/Payzee/SandboxConfirm', { method: 'POST', json: callback });

  const coins = () => balanceOf(server.db, player.userId, 'COIN');

  /** The provider's signed callback for a started payment. */
  const callbackFor = (start: { OrderId: number; Amount: number }, outcome: PaymentOutcome) =>
    signedCallback(tokens, { orderId: start.OrderId, amountKurus: start.Amount }, outcome);

  beforeAll(async () => {
    server = await startTestServer(kind);
    // The provider signs with the server's key, in real time (as the server checks it).
    tokens = new SignedTokens(
      await loadSigningKey(server.db, server.config.sessionSecret),
      systemClock,
    );
    player = (await signedInPlayers(server, 'odeme', 1))[0]!;
    coinPack = await productId(server, 'COIN_PACK_1000');
  }, 60_000);
  afterAll(() => server?.close());
  afterEach(async () => {
    expect(await ledgerDiscrepancies(server.db)).toEqual([]);
  });

  it('starts a pending order with the checkout link and the test cards; credits nothing yet', async () => {
    const key = freshKey();
    const answer = await pay('COIN_PACK_1000', key);
    expect(answer.status).toBe(200);
    const start = answer.body.ReturnObject;
    expect(start).toMatchObject({ Provider: 'sandbox', Amount: 2999, Currency: 'TRY' });
    expect(start.PaymentUrl).toMatch(
      new RegExp(`^/sandbox/checkout/${start.OrderId}\\?lang=tr-TR&t=[\\w.%-]+$`),
    );
    expect(new Date(start.ExpiresAt).getTime()).toBe(server.clock.now().getTime() + 30 * 60_000);
    expect(start.TestCards.map((c: { Outcome: string }) => c.Outcome).sort()).toEqual([
      'declined',
      'insufficient_funds',
      'success',
      'success',
    ]);
    expect(await orderStatus(server, start.OrderId)).toBe('pending');
    expect(await coins()).toBe(0);

    // The same key again is the same order; for another product it is refused.
    expect((await pay('COIN_PACK_1000', key)).body.ReturnObject.OrderId).toBe(start.OrderId);
    const reused = await pay('COIN_PACK_5000', key);
    expect([reused.status, reused.body.Result.ResultCode]).toEqual([409, 2711]);
    const notForMoney = await pay('BUDGET_BOOSTER');
    expect([notForMoney.status, notForMoney.body.Result.ResultCode]).toEqual([409, 2710]);
  });

  it('buys coins end to end on the sandbox checkout page, in both languages', async () => {
    const start = (await pay('COIN_PACK_1000', freshKey(), 'en-US')).body.ReturnObject;
    const page = await fetch(server.url + start.PaymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox payment');
    expect(html).toContain('4242424242424242');
    // Plain HTML under the app's Content Security Policy: no script at all.
    expect(html).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const turkish = await (
      await fetch(server.url + start.PaymentUrl.replace('en-US', 'tr-TR'))
    ).text();
    expect(turkish).toContain('Test kartları');

    const t = new URL(server.url + start.PaymentUrl).searchParams.get('t')!;
    const done = await formPost(server, `/sandbox/checkout/${start.OrderId}`, {
      t,
      lang: 'en-US',
      CardNumber: '4242 4242 4242 4242',
      Expiry: '12/30',
      Cvc: '123',
    });
    const result = await done.text();
    expect(result).toContain('Payment successful');
    expect(result).toContain('Payment received: 1,000 Coins added to your wallet.');
    // Back to the market's page for this order, by a link and after a few seconds by itself.
    expect(result).toContain(`<a href="/market/odeme/${start.OrderId}">Back to the market</a>`);
    expect(result).toContain(`content="4;url=/market/odeme/${start.OrderId}"`);
    expect(await orderStatus(server, start.OrderId)).toBe('paid');
    expect(await coins()).toBe(1000);
  });

  it('fails the order on a declined or unknown card and after the 3-D Secure step pays it', async () => {
    const before = await coins();
    for (const card of ['4000000000000002', '4000000000009995', '1111222233334444']) {
      const start = (await pay()).body.ReturnObject;
      const t = new URL(server.url + start.PaymentUrl).searchParams.get('t')!;
      const page = await (
        await formPost(server, `/sandbox/checkout/${start.OrderId}`, {
          t,
          lang: 'tr-TR',
          CardNumber: card,
        })
      ).text();
      expect(page).toContain('Ödeme tamamlanmadı');
      expect(page).toContain('Ödeme reddedildi; kartınızdan para çekilmedi.');
      expect(await orderStatus(server, start.OrderId)).toBe('failed');
    }
    expect(await coins()).toBe(before);

    const start = (await pay()).body.ReturnObject;
    const t = new URL(server.url + start.PaymentUrl).searchParams.get('t')!;
    const bank = await (
      await formPost(server, `/sandbox/checkout/${start.OrderId}`, {
        t,
        lang: 'tr-TR',
        CardNumber: '4000000000003220',
      })
    ).text();
    expect(bank).toContain('Bankanız ödemeyi doğruluyor');
    expect(await orderStatus(server, start.OrderId)).toBe('pending');
    const next = /content="3;url=([^"]+)"/.exec(bank)![1]!.replace(/&amp;/g, '&');
    expect(await (await fetch(server.url + next)).text()).toContain('Ödeme başarılı');
    expect(await orderStatus(server, start.OrderId)).toBe('paid');
    expect(await coins()).toBe(before + 1000);
  });

  it('refuses a checkout link that is forged or for another order', async () => {
    const start = (await pay()).body.ReturnObject;
    const other = (await pay()).body.ReturnObject;
    const t = new URL(server.url + start.PaymentUrl).searchParams.get('t')!;
    expect((await fetch(`${server.url}/sandbox/checkout/${other.OrderId}?t=${t}`)).status).toBe(
      404,
    );
    const forged = await formPost(server, `/sandbox/checkout/${start.OrderId}`, {
      t: `${t}x`,
      CardNumber: '4242424242424242',
    });
    expect(forged.status).toBe(404);
    expect(await orderStatus(server, start.OrderId)).toBe('pending');
  });

  it('pays an order once however often and concurrently the callback repeats', async () => {
    const start = (await pay()).body.ReturnObject;
    const before = await coins();
    const callback = await callbackFor(start, 'success');
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(callback)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) {
      expect(answer.body.ReturnObject.Order).toMatchObject({ Id: start.OrderId, Status: 'paid' });
    }
    expect(await coins()).toBe(before + 1000);
    const [credits] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wallet_entries WHERE reference = $1',
      [`order:${start.OrderId}`],
    );
    expect(credits!.n).toBe(1);

    // A later callback with another outcome does not undo the decision.
    const declined = await callbackFor(start, 'declined');
    expect((await confirm(declined)).body.ReturnObject.Order.Status).toBe('paid');
    expect(await coins()).toBe(before + 1000);
  }, 60_000);

  it('refuses an unsigned or altered callback and changes nothing', async () => {
    const start = (await pay()).body.ReturnObject;
    const other = (await pay()).body.ReturnObject;
    const before = await coins();
    const declined = await callbackFor(start, 'declined');
    const forOther = await callbackFor(other, 'success');
    const cheaper = await signedCallback(
      tokens,
      { orderId: start.OrderId, amountKurus: 1 },
      'success',
    );
    const altered = [
      { ...declined, Outcome: 'success' },
      { ...declined, PaymentReference: 'sbx_someoneelse' },
      { ...forOther, OrderId: start.OrderId },
      cheaper,
      { ...declined, Signature: 'not-a-signature' },
      { ...declined, Signature: tamperedSignature(declined.Signature) },
    ];
    for (const callback of altered) {
      const answer = await confirm(callback);
      expect([answer.status, answer.body.Result.ResultCode]).toEqual([403, 2712]);
    }
    const unsigned = await confirm({
      OrderId: start.OrderId,
      Outcome: 'success',
      PaymentReference: 'sbx_12345678',
    });
    expect(unsigned.status).toBe(400);
    expect(await orderStatus(server, start.OrderId)).toBe('pending');
    expect(await coins()).toBe(before);

    // The genuine one still decides.
    const answer = await confirm(declined);
    expect([answer.status, answer.body.Result.ResultCode]).toEqual([402, 2713]);
    expect(await orderStatus(server, start.OrderId)).toBe('failed');
    const late = await callbackFor(start, 'success');
    expect((await confirm(late)).body.Result.ResultCode).toBe(2713);
    expect(await coins()).toBe(before);
    const unknown = await signedCallback(tokens, { orderId: 999_999, amountKurus: 1 }, 'success');
    expect((await confirm(unknown)).body.Result.ResultCode).toBe(2715);
  });

  it('cancels an order whose callback comes after it expired (game clock)', async () => {
    const start = (await pay()).body.ReturnObject;
    const before = await coins();
    const callback = await callbackFor(start, 'success');
    server.clock.advance(30 * 60_000);
    try {
      for (let i = 0; i < 2; i++) {
        const answer = await confirm(callback);
        expect([answer.status, answer.body.Result.ResultCode]).toEqual([409, 2714]);
      }
    } finally {
      server.clock.advance(-30 * 60_000);
    }
    expect(await orderStatus(server, start.OrderId)).toBe('cancelled');
    expect(await coins()).toBe(before);
  });

  it('has no Payzee notification while the sandbox is the provider', async () => {
    const start = (await pay()).body.ReturnObject;
    const answer = await server.call('/w/api/Payzee/Callback', {
      method: 'POST',
      json: payzeeSigned({
        merchant: PAYZEE.merchantId,
        order: start.OrderId,
        amount: start.Amount,
        currency: 'TRY',
        status: 'success',
        reference: 'pz_00000000',
      }),
    });
    expect(answer.status).toBe(501);
    expect(await orderStatus(server, start.OrderId)).toBe('pending');
  });

  it('lets only a verified player start a payment', async () => {
    const [unverified] = await signedInPlayers(server, 'odemesiz', 1, { verified: false });
    const answer = await unverified!.client.call('/w/api/Payzee/Pay', {
      method: 'POST',
      json: { ProductId: coinPack, IdempotencyKey: freshKey() },
    });
    expect([answer.status, answer.body.Result.ResultCode]).toEqual([403, 2704]);
  });
});

describe.each(TEST_DATABASES)('payments with Payzee configured on %s', (kind) => {
  let server: TestServer;
  let player: SignedInPlayer;
  let coinPack: number;
  let references = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { config: { payments: PAYZEE } });
    player = (await signedInPlayers(server, `payzee${kind}`, 1))[0]!;
    coinPack = await productId(server, 'COIN_PACK_1000');
  }, 60_000);
  afterAll(() => server?.close());
  afterEach(async () => {
    expect(await ledgerDiscrepancies(server.db)).toEqual([]);
  });

  const coins = () => balanceOf(server.db, player.userId, 'COIN');
  const pay = async () => {
    const answer = await player.client.call('/w/api/Payzee/Pay', {
      method: 'POST',
      json: { ProductId: coinPack, IdempotencyKey: freshKey() },
    });
    expect(answer.status).toBe(200);
    return answer.body.ReturnObject as { OrderId: number; Amount: number; PaymentUrl: string };
  };
  /** The fields of Payzee's notification for a started payment. */
  const fieldsFor = (start: { OrderId: number; Amount: number }, status: PaymentOutcome) => ({
    merchant: PAYZEE.merchantId,
    order: start.OrderId,
    amount: start.Amount,
    currency: 'TRY',
    status,
    reference: `pz_${String((references += 1)).padStart(8, '0')}`,
  });
  /** As Payzee's server calls: no session, no cookie, no anti-forgery header. */
  const notify = (body: Record<string, unknown>) =>
    server.call('/w/api/Payzee/Callback', { method: 'POST', json: body });

  it("sends the player to Payzee's signed page, with no sandbox", async () => {
    const start = await pay();
    const url = new URL(start.PaymentUrl);
    expect(url.origin + url.pathname).toBe('https://pay.payzee.example/checkout');
    expect(url.searchParams.get('order')).toBe(String(start.OrderId));
    expect(url.searchParams.get('amount')).toBe('2999');
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);

    const confirm = await server.client().call('/w/api/Payzee/SandboxConfirm', {
      method: 'POST',
      json: {
        OrderId: start.OrderId,
        Outcome: 'success',
        PaymentReference: 'sbx_12345678',
        Signature: 'x',
      },
    });
    expect(confirm.status).toBe(501);
    const page = await fetch(`${server.url}/sandbox/checkout/${start.OrderId}`);
    expect(await page.text()).not.toContain('Sandbox');
  });

  it("pays an order on Payzee's signed notification, once however often and concurrently it repeats", async () => {
    const start = await pay();
    const before = await coins();
    const success = payzeeSigned(fieldsFor(start, 'success'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(success)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) {
      expect(answer.body.ReturnObject.Order).toMatchObject({ Id: start.OrderId, Status: 'paid' });
      expect(answer.body.Result.ResultMessage).toBe(
        'Ödeme alındı: 1.000 Jeton cüzdanınıza eklendi.',
      );
    }
    expect(await coins()).toBe(before + 1000);
    const [credits] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wallet_entries WHERE reference = $1',
      [`order:${start.OrderId}`],
    );
    expect(credits!.n).toBe(1);

    // A repeat later, or one with another outcome, answers the decision and credits nothing.
    expect((await notify(success)).body.ReturnObject.Order.Status).toBe('paid');
    const declined = payzeeSigned(fieldsFor(start, 'declined'));
    expect((await notify(declined)).body.ReturnObject.Order.Status).toBe('paid');
    expect(await coins()).toBe(before + 1000);
  }, 60_000);

  it('fails the order on a declined notification, for good', async () => {
    const before = await coins();
    for (const status of ['declined', 'insufficient_funds'] as const) {
      const start = await pay();
      const answer = await notify(payzeeSigned(fieldsFor(start, status)));
      expect([answer.status, answer.body.Result.ResultCode]).toEqual([402, 2713]);
      expect(await orderStatus(server, start.OrderId)).toBe('failed');
      const late = await notify(payzeeSigned(fieldsFor(start, 'success')));
      expect([late.status, late.body.Result.ResultCode]).toEqual([402, 2713]);
    }
    expect(await coins()).toBe(before);
  });

  it('refuses an unsigned, altered or wrongly priced notification and changes nothing', async () => {
    const start = await pay();
    const other = await pay();
    const before = await coins();
    const fields = fieldsFor(start, 'declined');
    const genuine = payzeeSigned(fields);
    const refused = [
      // Altered after Payzee signed it.
      { ...genuine, status: 'success' },
      { ...genuine, reference: 'pz_someoneelse' },
      { ...genuine, amount: 1 },
      { ...genuine, order: other.OrderId },
      { ...genuine, signature: genuine.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...genuine, signature: genuine.signature.toUpperCase() },
      { ...genuine, signature: '' },
      // Signed with another secret, or for another merchant.
      payzeeSigned({ ...fields, status: 'success' }, 'someone-elses-secret'),
      payzeeSigned({ ...fields, status: 'success', merchant: 'another-shop' }),
      // Signed, but not the order's amount or currency.
      payzeeSigned({ ...fields, status: 'success', amount: 1 }),
      payzeeSigned({ ...fields, status: 'success', amount: start.Amount + 100 }),
      payzeeSigned({ ...fields, status: 'success', currency: 'EUR' }),
    ];
    for (const body of refused) {
      const answer = await notify(body);
      expect([answer.status, answer.body.Result.ResultCode]).toEqual([403, 2712]);
    }
    const { signature: _none, ...unsigned } = payzeeSigned({ ...fields, status: 'success' });
    expect((await notify(unsigned)).status).toBe(400);
    expect(await orderStatus(server, start.OrderId)).toBe('pending');
    expect(await orderStatus(server, other.OrderId)).toBe('pending');
    expect(await coins()).toBe(before);

    // The genuine one still decides; an unknown order, signed, is 2715.
    expect((await notify(genuine)).body.Result.ResultCode).toBe(2713);
    const unknown = payzeeSigned({ ...fields, order: 999_999 });
    expect((await notify(unknown)).body.Result.ResultCode).toBe(2715);
  });

  it('cancels an order whose notification comes after it expired (game clock)', async () => {
    const start = await pay();
    const before = await coins();
    const success = payzeeSigned(fieldsFor(start, 'success'));
    server.clock.advance(30 * 60_000);
    try {
      const answer = await notify(success);
      expect([answer.status, answer.body.Result.ResultCode]).toEqual([409, 2714]);
    } finally {
      server.clock.advance(-30 * 60_000);
    }
    expect(await orderStatus(server, start.OrderId)).toBe('cancelled');
    expect(await coins()).toBe(before);
  });
});
