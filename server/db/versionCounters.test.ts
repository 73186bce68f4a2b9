/**
 * A counter read given `since` may be one that began after that time (a second cache on
 * the same request reuses the first's read), never one that began before it: a write
 * committed before `since` is always counted.
 */
import type { Database } from './database';
import { versionCounters } from './versionCounters';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';

describe.each(TEST_DATABASES)('version counters on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
  });
  afterAll(() => db.close());

  const bumpStandings = () => db.query('DELETE FROM pro_standings WHERE round_id = -1');

  it('reuses a read that began after since, and no other', async () => {
    let reads = 0;
    const watched = {
      ...db,
      query: ((sql, params, options) => {
        if (options?.prepareAs === 'version-counters') reads += 1;
        return db.query(sql, params, options);
      }) as Database['query'],
    } as Database;
    const counters = versionCounters(kind === 'pglite' ? db : watched);

    const arrived = performance.now();
    const first = await counters.current();
    const again = await counters.current(arrived);
    expect(again).toEqual(first);
    if (kind === 'postgres') expect(reads).toBe(1);

    await bumpStandings();
    const afterWrite = performance.now();
    const next = await counters.current(afterWrite);
    expect(next.standings).toBe(first.standings + 1);
    if (kind === 'postgres') expect(reads).toBe(2);
  });

  it('moves standings for the Pro table and profiles for names, not the others', async () => {
    const counters = versionCounters(db);
    const before = await counters.current();
    await bumpStandings();
    await db.query(`UPDATE users SET image_url = image_url WHERE id = -1`);
    const after = await counters.current();
    expect(after).toEqual({
      ...before,
      standings: before.standings + 1,
      profiles: before.profiles + 1,
    });
  });

  // PostgreSQL's planner and JIT only: defined for that database, not skipped on the other.
  if (kind === 'postgres')
    it('is read by a statement PostgreSQL never compiles, whatever its statistics', async () => {
      let sql = '';
      const watched = {
        ...db,
        query: ((text, params, options) => {
          if (options?.prepareAs === 'version-counters') sql = text;
          return db.query(text, params, options);
        }) as Database['query'],
      } as Database;
      await versionCounters(watched).current();
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await db.query(`EXPLAIN (FORMAT JSON) ${sql}`)) as [
        { 'QUERY PLAN': [{ Plan: { 'Node Type': string; 'Total Cost': number } }] },
      ];
      // Not a join of the four tables: unanalysed, each is guessed at 2,200 rows, and the
      // join's guess (2.3e13 rows) passed jit_above_cost, a 25 ms compilation each read.
      expect(plan.Plan['Node Type']).toBe('Result');
      expect(plan.Plan['Total Cost']).toBeLessThan(100_000);
    });
});
