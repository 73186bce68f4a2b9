/**
 * Databases for tests: the embedded PGlite always, and the PostgreSQL of
 * `TEST_DATABASE_URL` when it is set (CI sets it). Each PostgreSQL test database is its own
 * schema, dropped on close, so test files run in parallel without seeing each other.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const TEST_DATABASES: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * The PostgreSQL that tests of several server processes use: TEST_DATABASE_URL, or the
 * local server that runs here and in CI (they need a real PostgreSQL, so they never skip).
 */
export const SHARED_POSTGRES_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on a connection of its own (creating and dropping schemas and databases). */
export async function runOnce(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh schema: `url` connects with it as the search path; `drop` removes it. */
export async function createTestSchema(
  admin = process.env.TEST_DATABASE_URL!,
): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `kadro_test_${randomBytes(6).toString('hex')}`;
  await runOnce(admin, `CREATE SCHEMA ${schema}`);
  const url = new URL(admin);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => runOnce(admin, `DROP SCHEMA ${schema} CASCADE`) };
}

export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ memory: true });
  const schema = await createTestSchema();
  const db = await openDatabase({ databaseUrl: schema.url });
  return {
    ...db,
    async close() {
      await db.close();
      await schema.drop();
    },
  };
}
