/**
 * The ledger on the real database: a repeated key writes nothing, a spend beyond the
 * balance writes nothing, the database itself refuses a negative balance, and concurrent
 * spends and repeats on separate connections (PostgreSQL) end exact.
 */
import { firstStart } from '../accounts/firstStart';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { ManualClock } from '../platform/clock';
import { TEST_ACCOUNTS } from '../testing/testServer';
import { openTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { balanceOf, expiryOf, ledgerDiscrepancies, post, type LedgerEntry } from './ledger';

describe.each(TEST_DATABASES)('the ledger on %s', (kind) => {
  let db: Database;
  let userId: number;
  let other: number;
  const at = new Date('2026-01-10T12:00:00Z');

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    await firstStart(db, new ManualClock(at), {
      admin: TEST_ACCOUNTS.admin,
      demo: TEST_ACCOUNTS.demo,
    });
    const users = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id');
    [userId, other] = users.map((u) => u.id) as [number, number];
  });
  afterEach(async () => {
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });
  afterAll(() => db.close());

  const posted = (e: LedgerEntry) => db.transaction((tx) => post(tx, e));
  const entry = (fields: Partial<LedgerEntry> & Pick<LedgerEntry, 'idempotencyKey'>) => ({
    userId,
    productCode: 'COIN',
    quantity: 100,
    reason: 'test',
    at,
    ...fields,
  });

  it('writes a cause once: the same key again is a duplicate, for any user its own', async () => {
    expect(await db.transaction((tx) => post(tx, entry({ idempotencyKey: 'k1' })))).toBe('posted');
    expect(await db.transaction((tx) => post(tx, entry({ idempotencyKey: 'k1' })))).toBe(
      'duplicate',
    );
    // The key is a cause's own, whatever the repeat says it moves.
    expect(await posted(entry({ idempotencyKey: 'k1', productCode: 'FANGOLD', quantity: 5 }))).toBe(
      'duplicate',
    );
    expect(await posted(entry({ idempotencyKey: 'k1', userId: other }))).toBe('posted');
    expect(await balanceOf(db, userId, 'COIN')).toBe(100);
    expect(await balanceOf(db, userId, 'FANGOLD')).toBe(0);
    expect(await balanceOf(db, other, 'COIN')).toBe(100);
  });

  it('refuses a spend beyond the balance without writing, and a repeated spend', async () => {
    expect(await posted(entry({ idempotencyKey: 's1', quantity: -101 }))).toBe('insufficient');
    expect(await posted(entry({ idempotencyKey: 's2', quantity: -100 }))).toBe('posted');
    expect(await posted(entry({ idempotencyKey: 's2', quantity: -100 }))).toBe('duplicate');
    expect(await posted(entry({ idempotencyKey: 's3', quantity: -1 }))).toBe('insufficient');
    expect(
      await posted(entry({ idempotencyKey: 's4', productCode: 'BENCH_BOOST', quantity: -1 })),
    ).toBe('insufficient');
    expect(await balanceOf(db, userId, 'COIN')).toBe(0);
    const written = await db.query(
      "SELECT 1 FROM wallet_entries WHERE user_id = $1 AND idempotency_key IN ('s1', 's3', 's4')",
      [userId],
    );
    expect(written).toEqual([]);
  });

  it('lets the database refuse a negative balance and a second entry with one key', async () => {
    await expect(
      db.query(
        "UPDATE wallet_balances SET quantity = -1 WHERE user_id = $1 AND product_code = 'COIN'",
        [userId],
      ),
    ).rejects.toThrow(/wallet_balances_quantity_check/);
    await expect(
      db.query(
        `INSERT INTO wallet_entries (user_id, product_code, quantity, reason, created_at, idempotency_key)
         VALUES ($1, 'COIN', 1, 'test', now(), 'k1')`,
        [userId],
      ),
    ).rejects.toThrow(/wallet_entries_once/);
  });

  it('keeps the latest end of a time-bound item', async () => {
    const inDays = (d: number) => new Date(at.getTime() + d * 86_400_000);
    const pass = { productCode: 'SUBSCRIPTION', quantity: 1 };
    await posted(entry({ ...pass, idempotencyKey: 't1', expiresAt: inDays(30) }));
    await posted(entry({ ...pass, idempotencyKey: 't2', expiresAt: inDays(60) }));
    expect(await expiryOf(db, userId, 'SUBSCRIPTION')).toEqual(inDays(60));
    expect(await expiryOf(db, other, 'SUBSCRIPTION')).toBeNull();
  });

  it('ends exact under concurrent spends and concurrent repeats of one key', async () => {
    await posted(entry({ idempotencyKey: 'c0', productCode: 'CARD_PACK', quantity: 10 }));
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.transaction((tx) =>
          post(
            tx,
            entry({ idempotencyKey: `c${1 + (i % 15)}`, productCode: 'CARD_PACK', quantity: -1 }),
          ),
        ),
      ),
    );
    // 15 distinct causes for 10 packs: 10 spent, 5 short, and each cause's repeat a duplicate
    // (or short when its first was).
    expect(outcomes.filter((o) => o === 'posted')).toHaveLength(10);
    expect(await balanceOf(db, userId, 'CARD_PACK')).toBe(0);
  });

  it('finds a balance that does not match its entries', async () => {
    await post(
      db,
      entry({ idempotencyKey: 'd1', userId: other, productCode: 'FANGOLD', quantity: 7 }),
    );
    await db.query(
      "UPDATE wallet_balances SET quantity = 8 WHERE user_id = $1 AND product_code = 'FANGOLD'",
      [other],
    );
    expect(await ledgerDiscrepancies(db)).toEqual([
      { userId: other, productCode: 'FANGOLD', balance: 8, entries: 7 },
    ]);
    await db.query(
      "UPDATE wallet_balances SET quantity = 7 WHERE user_id = $1 AND product_code = 'FANGOLD'",
      [other],
    );
  });
});
