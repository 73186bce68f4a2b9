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

export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ memory: true });
  const admin = process.env.TEST_DATABASE_URL!;
  const schema = `kadro_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(admin);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
    },
  };
}
