/**
 * Failed sign-ins per account (besides the per-address limits): concurrent guesses from
 * many addresses, then the account answers 429 whatever the address and whatever the
 * password; a success keeps the failures counted; other accounts and unknown names alike.
 * Counted in the database, and in Redis as with REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config';
import { redisCounters, type RateCounters } from '../rateLimits/counters';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, TEST_ACCOUNTS, type TestServer } from '../testing/testServer';

const LOGIN = '/auth/api/Auth/Login';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const MAX = 4;

// Per address: out of the way; per account: MAX failures in 15 minutes.
const limits = {
  ...(Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 10_000, windowSeconds: 60 }]),
  ) as RateLimits),
  accountSignIn: { max: MAX, windowSeconds: 900 },
};

describe.each([
  ...TEST_DATABASES.map((kind) => [kind, kind] as const),
  ['redis', 'pglite'] as const,
])('failed sign-ins per account, counted in %s', (store, kind) => {
  let server: TestServer;
  let counters: RateCounters | undefined;
  beforeEach(async () => {
    counters =
      store === 'redis'
        ? redisCounters(REDIS_URL, `kadro-test:${randomBytes(6).toString('hex')}:`)
        : undefined;
    // Each request's address comes from X-Forwarded-For, as behind a proxy.
    server = await startTestServer(kind, {
      config: { rateLimits: limits, trustProxy: true },
      rateCounters: counters,
    });
  });
  afterEach(async () => {
    await server.close();
    await counters?.close();
  });

  let address = 0;
  const signIn = (name: string, password: string) => {
    address += 1;
    return server.client().call(LOGIN, {
      method: 'POST',
      json: { UserNameOrEmail: name, Password: password },
      headers: { 'X-Forwarded-For': `203.0.113.${address % 250}`, LanguageCode: 'en-US' },
    });
  };

  it('lets MAX concurrent guesses through, then refuses the account from any address', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 3 * MAX }, (_, i) => signIn('demo', `wrong-${i}`)),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(MAX).fill(400),
      ...Array<number>(2 * MAX).fill(429),
    ]);
    const refused = guesses.find((g) => g.status === 429)!;
    expect(refused.body.Result.ResultCode).toBe(1029);

    // The right password from a fresh address, and by e-mail: the account is locked.
    expect((await signIn('demo', TEST_ACCOUNTS.demo.password)).status).toBe(429);
    expect((await signIn(TEST_ACCOUNTS.demo.email, TEST_ACCOUNTS.demo.password)).status).toBe(429);
    // Another account is not.
    expect((await signIn('admin', TEST_ACCOUNTS.admin.password)).status).toBe(200);
  });

  it('a success does not clear the failures counted before it', async () => {
    for (let i = 1; i < MAX; i++) expect((await signIn('demo', `wrong-${i}`)).status).toBe(400);
    expect((await signIn('demo', TEST_ACCOUNTS.demo.password)).status).toBe(200);
    // The MAX-th failure is still allowed; the next is refused.
    expect((await signIn('demo', 'wrong-again')).status).toBe(400);
    expect((await signIn('demo', TEST_ACCOUNTS.demo.password)).status).toBe(429);
  });

  it('an unknown name is limited the same way', async () => {
    for (let i = 0; i < MAX; i++) expect((await signIn('Nobody', `guess-${i}`)).status).toBe(400);
    expect((await signIn('nobody', 'guess')).status).toBe(429);
  });
});
