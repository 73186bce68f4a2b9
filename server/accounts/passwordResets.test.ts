/**
 * Password resets on the real database: the token is checked before the new password is
 * hashed (a bogus token costs no scrypt), a reset ends the user's sessions, and the
 * address lookup is the same statement for a registered and an unknown address.
 */
import type { Database } from '../db/database';
import { TEST_DATABASES, openMigratedTestDatabase } from '../testing/testDatabase';
import { firstStart } from './firstStart';
import { hashPassword } from './passwords';
import { requestPasswordReset, resetPassword } from './passwordResets';

// The real hashing, counted.
jest.mock('./passwords', () => {
  const actual = jest.requireActual('./passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const hashCalls = () => (hashPassword as jest.Mock).mock.calls.length;

const NOW = new Date('2026-03-01T10:00:00Z');
const DEMO = { userName: 'demo', email: 'demo@kadro.test', password: 'demo-password-1' };

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    await firstStart(
      db,
      { now: () => NOW },
      {
        admin: { userName: 'admin', email: 'admin@kadro.test', password: 'admin-password-1' },
        demo: DEMO,
      },
    );
  });
  afterAll(() => db.close());

  const epoch = async () =>
    (
      await db.query<{ session_epoch: number }>(
        'SELECT session_epoch FROM users WHERE email_key = $1',
        [DEMO.email],
      )
    )[0]!.session_epoch;

  it('checks the token before hashing: a bogus, used or expired one costs no hash', async () => {
    const before = hashCalls();
    expect(await resetPassword(db, 'bogus-token', 'yeni-şifre-1', NOW)).toBe(false);
    expect(hashCalls()).toBe(before);

    const { token } = (await requestPasswordReset(db, DEMO.email, NOW))!;
    const late = new Date(NOW.getTime() + 61 * 60_000);
    expect(await resetPassword(db, token, 'yeni-şifre-1', late)).toBe(false);
    expect(hashCalls()).toBe(before);

    const epochBefore = await epoch();
    expect(await resetPassword(db, token, 'yeni-şifre-1', NOW)).toBe(true);
    expect(hashCalls()).toBe(before + 1);
    expect(await epoch()).toBe(epochBefore + 1);

    expect(await resetPassword(db, token, 'yeni-şifre-2', NOW)).toBe(false);
    expect(hashCalls()).toBe(before + 1);
  });

  it('two concurrent confirmations with one token: one password wins, once', async () => {
    const { token } = (await requestPasswordReset(db, DEMO.email, NOW))!;
    const epochBefore = await epoch();
    const results = await Promise.all(
      ['eşzamanlı-1', 'eşzamanlı-2', 'eşzamanlı-3'].map((p) => resetPassword(db, token, p, NOW)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await epoch()).toBe(epochBefore + 1);
  });

  it('an unknown address makes no reset and names nobody', async () => {
    const count = async () =>
      Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM password_resets'))[0]!.n);
    const before = await count();
    expect(await requestPasswordReset(db, 'nobody@kadro.test', NOW)).toBeNull();
    expect(await count()).toBe(before);
    const known = await requestPasswordReset(db, DEMO.email.toUpperCase(), NOW);
    expect(known).toMatchObject({ to: { email: DEMO.email, user_name: 'demo' } });
    expect(await count()).toBe(before + 1);
  });
});
