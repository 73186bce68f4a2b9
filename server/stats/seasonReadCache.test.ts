/**
 * The season version moves with every committed write to the tables the hot reads show,
 * and only then, seen as soon as the write resolves (PGlite: by the notifications it
 * counts; PostgreSQL: by reading the counter); the cache reuses an answer exactly while
 * the version has not moved.
 */
import type { Database } from '../db/database';
import { seedClubs } from '../season/clubs';
import { addTestPlayers, addTestRound } from '../testing/seasonFixture';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { SeasonReadCache, seasonVersion } from './seasonReadCache';

const SETUP_TIMEOUT = 120_000;

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let db: Database;
  let cache: SeasonReadCache;
  let roundId: number;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    await seedClubs(db);
    await addTestPlayers(db);
    roundId = (await addTestRound(db, { number: 1, firstKickoff: new Date(), state: 'open' })).id;
  }, SETUP_TIMEOUT);
  afterAll(() => db.close());
  beforeEach(() => {
    cache = new SeasonReadCache(db);
  });

  const moves = async (write: () => Promise<unknown>) => {
    const version = seasonVersion(db);
    const before = await version.current();
    await write();
    return (await version.current()) !== before;
  };

  it('moves with a write to rounds, matches, players, clubs and competitions', async () => {
    expect(
      await moves(() => db.query('UPDATE rounds SET state = state WHERE id = $1', [roundId])),
    ).toBe(true);
    expect(
      await moves(() => db.query(`UPDATE matches SET minute = 1 WHERE round_id = $1`, [roundId])),
    ).toBe(true);
    expect(await moves(() => db.query('UPDATE players SET price = price + 1'))).toBe(true);
    expect(await moves(() => db.query(`UPDATE clubs SET name = name`))).toBe(true);
    expect(await moves(() => db.query(`UPDATE competitions SET name_en = name_en`))).toBe(true);
    expect(await moves(() => db.query(`DELETE FROM players WHERE id = -1`))).toBe(true);
  });

  it('does not move for other tables, nor for a write that is rolled back', async () => {
    expect(await moves(() => db.query(`UPDATE users SET last_login_at = now()`))).toBe(false);
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('UPDATE players SET price = price + 1');
      throw new Error('changed my mind');
    });
    expect(await moves(() => rolledBack.catch(() => undefined))).toBe(false);
  });

  it('is seen by a read asked for after the write, even while an earlier read is under way', async () => {
    const version = seasonVersion(db);
    const before = await version.current();
    const early = version.current();
    await db.query('UPDATE players SET price = price');
    expect(await version.current()).not.toBe(before);
    await early;
  });

  it('reuses an answer while the data is unchanged and computes again after any write', async () => {
    let computed = 0;
    const price = () =>
      cache.read('price', async () => {
        computed += 1;
        const [row] = await db.query<{ price: number }>('SELECT min(price) AS price FROM players');
        return row!.price;
      });
    const first = await price();
    expect(await price()).toBe(first);
    expect(computed).toBe(1);
    // Written as the importer or another server would: straight to the database.
    await db.query('UPDATE players SET price = price + 5');
    expect(await price()).toBe(first + 5);
    expect(computed).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    expect(await cache.read('a', async () => 'A')).toBe('A');
    expect(await cache.read('b', async () => 'B')).toBe('B');
    expect(await cache.read('a', async () => 'other')).toBe('A');
  });

  it('shares one computation between concurrent reads of a key', async () => {
    let computed = 0;
    const slow = () =>
      cache.read('slow', async () => {
        computed += 1;
        await new Promise((r) => setTimeout(r, 20));
        return computed;
      });
    expect(await Promise.all([slow(), slow(), slow()])).toEqual([1, 1, 1]);
    expect(computed).toBe(1);
  });

  it('does not keep a failure', async () => {
    await expect(cache.read('flaky', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.read('flaky', async () => 'up')).toBe('up');
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    const small = new SeasonReadCache(db, 2);
    await small.read('a', async () => 'A');
    await small.read('b', async () => 'B');
    await small.read('a', async () => 'A again'); // a is now the most recent
    await small.read('c', async () => 'C'); // b goes
    expect(await small.read('a', async () => 'new')).toBe('A');
    expect(await small.read('b', async () => 'new B')).toBe('new B');
  });
});
