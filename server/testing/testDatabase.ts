/**
 * Databases for tests: the embedded PGlite always, and the PostgreSQL of
 * `TEST_DATABASE_URL` when it is set (CI sets it). Each PostgreSQL test database is its own
 * schema, dropped on close, so test files run in parallel without seeing each other. Each
 * embedded one starts from a copy of a new database's files, made once per machine for the
 * migrations at hand (a new cluster costs about 6 s of CPU, a copy about 2).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { embeddedImage, openDatabase, type Database } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';

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
  // A test's commits need not wait for the disk: each would otherwise flush the log (the
  // migrations alone are two dozen commits a database).
  url.searchParams.set('options', `-c search_path=${schema} -c synchronous_commit=off`);
  return { url: url.toString(), drop: () => runOnce(admin, `DROP SCHEMA ${schema} CASCADE`) };
}

type ImageKind = 'empty' | 'migrated';
const images = new Map<ImageKind, Promise<Blob>>();

/**
 * A new embedded database's files, empty or migrated, kept in the temporary folder under a
 * name that changes with PGlite's version and the migrations' text (so a changed migration
 * makes a new one). Written to a file of its own and renamed: test processes racing to make
 * it each write a whole one.
 */
function embeddedTestImage(kind: ImageKind): Promise<Blob> {
  let image = images.get(kind);
  if (!image) {
    image = (async () => {
      // PGlite's own build decides the files' format: a new one makes a new image.
      const pglite = statSync(require.resolve('@electric-sql/pglite'));
      const key = createHash('sha256')
        .update(`${pglite.size} ${pglite.mtimeMs}\n${kind}\n`)
        .update(
          kind === 'migrated'
            ? readMigrations()
                .map((m) => m.sql)
                .join('\n')
            : '',
        )
        .digest('hex')
        .slice(0, 16);
      const file = join(tmpdir(), `kadro-test-db-${key}.tar`);
      if (!existsSync(file)) {
        const made = await embeddedImage(async (db) => {
          if (kind === 'migrated') await migrate(db);
        });
        const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(part, Buffer.from(await made.arrayBuffer()));
        renameSync(part, file);
      }
      return new Blob([readFileSync(file)]);
    })();
    images.set(kind, image);
  }
  return image;
}

/** A new, empty database (tests of migrations and of the query layer itself). */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite')
    return openDatabase({ memory: true, image: await embeddedTestImage('empty') });
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

/** A new database with every migration applied, as a server finds it after `migrate`. */
export async function openMigratedTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite')
    return openDatabase({ memory: true, image: await embeddedTestImage('migrated') });
  const db = await openTestDatabase(kind);
  await migrate(db);
  return db;
}

/**
 * Jest's set-up, once before the server tests: both images made ahead, so that no test's
 * set-up pays for them under its time limit.
 */
export async function prepareEmbeddedTestImages(): Promise<void> {
  await embeddedTestImage('empty');
  await embeddedTestImage('migrated');
}
