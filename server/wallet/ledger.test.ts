/**
 * The ledger on the real database: a repeated key writes nothing, a spend beyond the
 * balance writes nothing, the database itself refuses a negative balance, and concurrent
 * spends and repeats on separate connections (PostgreSQL) end exact.
 */
import { firstStart } from '../accounts/firstStart';
import type { Database } from '../db/database';
import { ManualClock } from '../platform/clock';
import { TEST_ACCOUNTS } from '../testing/testServer';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import type { Queryable } from '../db/database';
import {
  balanceOf,
  expiryOf,
  ledgerDiscrepancies,
  post,
  postMany,
  type BatchEntry,
  type LedgerEntry,
} from './ledger';

describe.each(TEST_DATABASES)('the ledger on %s', (kind) => {
  let db: Database;
  let userId: number;
  let other: number;
  const at = new Date('2026-01-10T12:00:00Z');

  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
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

  /** `tx` that counts the statements sent through it. */
  const counting = (tx: Queryable) => {
    const counted = {
      statements: 0,
      query: <R>(sql: string, params?: unknown[]) => {
        counted.statements += 1;
        return tx.query<R>(sql, params);
      },
      exec: (sql: string) => tx.exec(sql),
    };
    return counted;
  };
  const prize = { productCode: 'FANGOLD', reason: 'test', reference: 'contest:1', at };

  it('posts 5,000 accounts in one statement, each key once, and a repeat pays nobody', async () => {
    const ids = (
      await db.query<{ id: number }>(
        `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
           agreement_accepted_at, created_at)
         SELECT 'toplu' || n, 'toplu' || n, 'toplu' || n || '@example.com',
           'toplu' || n || '@example.com', 'x', $1, $1
         FROM generate_series(1, 5000) n RETURNING id`,
        [at],
      )
    ).map((r) => r.id);
    const batch: BatchEntry[] = ids.map((id, i) => ({
      userId: id,
      quantity: 1 + (i % 7),
      idempotencyKey: 'contest:1:prize',
    }));
    const started = performance.now();
    const { statements, outcomes } = await db.transaction(async (tx) => {
      const c = counting(tx);
      return { outcomes: await postMany(c, prize, batch), statements: c.statements };
    });
    const ms = performance.now() - started;
    // eslint-disable-next-line no-console -- the figure the README quotes
    console.log(`postMany of 5,000 grants on ${kind}: ${ms.toFixed(0)} ms`);
    expect(statements).toBe(1);
    expect(outcomes.size).toBe(5000);
    expect([...outcomes.values()].every((o) => o === 'posted')).toBe(true);
    const [sums] = await db.query<{ balances: number; entries: number }>(
      `SELECT (SELECT sum(quantity)::int FROM wallet_balances
               WHERE product_code = 'FANGOLD' AND user_id = ANY($1::int[])) AS balances,
              (SELECT count(*)::int FROM wallet_entries WHERE user_id = ANY($1::int[])) AS entries`,
      [ids],
    );
    const expected = batch.reduce((sum, e) => sum + e.quantity, 0);
    expect(sums).toEqual({ balances: expected, entries: 5000 });

    // The same batch again (a re-run job), and one mixing old and new keys.
    const again = await db.transaction((tx) => postMany(tx, prize, batch));
    expect([...again.values()].every((o) => o === 'duplicate')).toBe(true);
    const mixed = await db.transaction((tx) =>
      postMany(tx, prize, [
        { userId: ids[0]!, quantity: 50, idempotencyKey: 'contest:1:prize' },
        { userId: ids[1]!, quantity: 50, idempotencyKey: 'contest:1:prize:1' },
      ]),
    );
    expect(mixed).toEqual(
      new Map([
        [ids[0]!, 'duplicate'],
        [ids[1]!, 'posted'],
      ]),
    );
    expect(await balanceOf(db, ids[0]!, 'FANGOLD')).toBe(1);
    expect(await balanceOf(db, ids[1]!, 'FANGOLD')).toBe(2 + 50);
  });

  it('a batch spend writes only what each balance holds, each key once', async () => {
    await db.transaction((tx) =>
      postMany(tx, prize, [
        { userId, quantity: 30, idempotencyKey: 'b0' },
        { userId: other, quantity: 10, idempotencyKey: 'b0' },
      ]),
    );
    const before = {
      mine: await balanceOf(db, userId, 'FANGOLD'),
      theirs: await balanceOf(db, other, 'FANGOLD'),
    };
    const spend = (key: string, mine: number, theirs: number) =>
      db.transaction((tx) =>
        postMany(tx, prize, [
          { userId, quantity: mine, idempotencyKey: key },
          { userId: other, quantity: theirs, idempotencyKey: key },
        ]),
      );
    expect(await spend('b1', -30, -11)).toEqual(
      new Map([
        [userId, 'posted'],
        [other, 'insufficient'],
      ]),
    );
    expect(await spend('b1', -30, -10)).toEqual(
      new Map([
        [userId, 'duplicate'],
        [other, 'posted'],
      ]),
    );
    expect(await balanceOf(db, userId, 'FANGOLD')).toBe(before.mine - 30);
    expect(await balanceOf(db, other, 'FANGOLD')).toBe(before.theirs - 10);
    // A user with no balance row at all spends nothing.
    const [nobody] = await db.query<{ id: number }>(
      "SELECT id FROM users WHERE user_name = 'toplu7'",
    );
    expect(
      await db.transaction((tx) =>
        postMany(tx, { ...prize, productCode: 'BENCH_BOOST' }, [
          { userId: nobody!.id, quantity: -1, idempotencyKey: 'b2' },
        ]),
      ),
    ).toEqual(new Map([[nobody!.id, 'insufficient']]));
  });

  it('refuses a batch with a user twice or a zero quantity, writing nothing', async () => {
    await expect(
      db.transaction((tx) =>
        postMany(tx, prize, [
          { userId, quantity: 5, idempotencyKey: 'd0' },
          { userId, quantity: 5, idempotencyKey: 'd1' },
        ]),
      ),
    ).rejects.toThrow(/twice/);
    await expect(
      db.transaction((tx) => postMany(tx, prize, [{ userId, quantity: 0, idempotencyKey: 'd2' }])),
    ).rejects.toThrow(/non-zero/);
    const written = await db.query(
      "SELECT 1 FROM wallet_entries WHERE user_id = $1 AND idempotency_key IN ('d0', 'd1', 'd2')",
      [userId],
    );
    expect(written).toEqual([]);
  });

  it('ends exact when batches and single spends of the same accounts run at once', async () => {
    const ids = (
      await db.query<{ id: number }>(
        "SELECT id FROM users WHERE user_name LIKE 'toplu%' ORDER BY id LIMIT 200",
      )
    ).map((r) => r.id);
    const code = { ...prize, productCode: 'CARD_PACK' };
    await db.transaction((tx) =>
      postMany(
        tx,
        code,
        ids.map((id) => ({ userId: id, quantity: 3, idempotencyKey: 'x0' })),
      ),
    );
    // Two identical batch spends, two more of their own, and single spends of every
    // account: 3 packs each, asked for by 1 + 1 + 1 + 1 = 4 causes.
    const batch = (key: string) => () =>
      db.transaction((tx) =>
        postMany(
          tx,
          code,
          [...ids].reverse().map((id) => ({ userId: id, quantity: -1, idempotencyKey: key })),
        ),
      );
    await Promise.all([
      batch('x1')(),
      batch('x1')(),
      batch('x2')(),
      ...ids.map((id) =>
        db.transaction((tx) =>
          post(tx, { ...code, userId: id, quantity: -1, idempotencyKey: 'x3' }),
        ),
      ),
      batch('x4')(),
    ]);
    const [left] = await db.query<{ held: number[] }>(
      `SELECT array_agg(DISTINCT quantity) AS held FROM wallet_balances
       WHERE product_code = 'CARD_PACK' AND user_id = ANY($1::int[])`,
      [ids],
    );
    expect(left!.held).toEqual([0]);
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
