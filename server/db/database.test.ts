/** The query layer and migrations, on PGlite and (in CI) on PostgreSQL: same SQL, same rows. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from './database';
import { migrate, readMigrations, schemaVersion } from './migrate';
import {
  createTestSchema,
  openTestDatabase,
  SHARED_POSTGRES_URL,
  TEST_DATABASES,
} from '../testing/testDatabase';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('runs parametrised queries and gives the same row types', async () => {
    const [row] = await db.query<{ n: number; big: number; j: unknown; t: Date; s: string }>(
      `SELECT $1::int AS n, count(*) AS big, $2::jsonb AS j, now() AS t, $3::text AS s FROM generate_series(1, 3)`,
      [41, JSON.stringify({ a: [1, 2] }), "O'Brien; DROP TABLE x"],
    );
    expect(row).toEqual({
      n: 41,
      big: 3,
      j: { a: [1, 2] },
      t: expect.any(Date),
      s: "O'Brien; DROP TABLE x",
    });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.exec('CREATE TABLE tx_probe (id int PRIMARY KEY)');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES ($1)', [2]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT id FROM tx_probe ORDER BY id')).toEqual([{ id: 1 }]);
  });

  it('applies migrations in order, once', async () => {
    const all = readMigrations();
    expect(await migrate(db)).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    expect(await schemaVersion(db)).toBe(all.length);
    // Migrations seed only the game's numbers as data; what a start makes (the signing key,
    // the clock's offset) is not theirs.
    expect(await db.query('SELECT key FROM app_settings ORDER BY key')).toEqual([
      { key: 'ads' },
      { key: 'classement' },
      { key: 'collection' },
    ]);
  });

  it("moves the Pro table's rows so far into a partition per round (migration 0026)", async () => {
    const earlier = await openTestDatabase(kind);
    try {
      const all = readMigrations();
      await migrate(
        earlier,
        all.filter((m) => m.version < 26),
      );
      // No foreign key holds these rows (migration 0004): rounds 7 and 9, users 1-3.
      await earlier.query(
        `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
           round_rank, overall_rank, first_team_created_at, user_name)
         SELECT r, u, u, u, u, 4 - u, 4 - u, now(), 'u' || u
         FROM unnest(ARRAY[7, 9]) r, generate_series(1, 3) u`,
      );
      await migrate(earlier, all);
      expect(
        await earlier.query(
          `SELECT tableoid::regclass::text AS part, array_agg(user_id ORDER BY round_rank) AS users
           FROM pro_standings GROUP BY 1 ORDER BY 1`,
        ),
      ).toEqual([
        { part: 'pro_standings_round_7', users: [3, 2, 1] },
        { part: 'pro_standings_round_9', users: [3, 2, 1] },
      ]);
      // Each partition has the parent's key and indexes.
      const [indexes] = await earlier.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_index WHERE indrelid = 'pro_standings_round_7'::regclass`,
      );
      expect(indexes!.n).toBe(5);
    } finally {
      await earlier.close();
    }
  });

  it('applies each migration in its own transaction: a failing one leaves nothing behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kadro-migrations-'));
    const current = readMigrations();
    current.forEach((m) =>
      writeFileSync(join(dir, `${String(m.version).padStart(4, '0')}_${m.name}.sql`), m.sql),
    );
    const next = current.length + 1;
    writeFileSync(
      join(dir, `${String(next).padStart(4, '0')}_broken.sql`),
      'CREATE TABLE half_done (id int); SELECT no_such_function();',
    );
    await expect(migrate(db, readMigrations(dir))).rejects.toThrow();
    expect(await schemaVersion(db)).toBe(current.length);
    expect(await db.query(`SELECT to_regclass('half_done') AS t`)).toEqual([{ t: null }]);
  });
});

it('refuses migration files out of sequence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kadro-migrations-'));
  writeFileSync(join(dir, '0001_a.sql'), 'SELECT 1');
  writeFileSync(join(dir, '0003_c.sql'), 'SELECT 1');
  expect(() => readMigrations(dir)).toThrow('migration 3 out of sequence (expected 2)');
});

describe('on postgres, an idle connection lost', () => {
  it('is dropped from the pool without ending the process, and the next query gets another', async () => {
    const schema = await createTestSchema(SHARED_POSTGRES_URL);
    let heard: (error: Error) => void = () => undefined;
    const lost = new Promise<Error>((resolve) => (heard = resolve));
    const db = await openDatabase({ databaseUrl: schema.url, onIdleConnectionLost: heard });
    const admin = await openDatabase({ databaseUrl: schema.url });
    try {
      const [first] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // That connection is idle in the pool now; ended as a restart or an administrator would.
      await admin.query('SELECT pg_terminate_backend($1)', [first!.pid]);
      // Its backend says so (FATAL) to the pool's connection before it goes, and the pool
      // drops it. Waiting for the backend to leave pg_stat_activity was not enough: on a
      // busy machine the next query could still be handed the dead connection first.
      expect((await lost).message).toMatch(/terminating connection/);
      const [next] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(next!.pid).not.toBe(first!.pid);
    } finally {
      await Promise.all([db.close(), admin.close()]);
      await schema.drop();
    }
  });
});
