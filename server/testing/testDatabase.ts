/**
 * Databases for tests: the embedded PGlite always, and the PostgreSQL of
 * `TEST_DATABASE_URL` when it is set (CI sets it). Test files run in parallel without seeing
 * each other: an empty PostgreSQL test database is a schema of its own, a migrated one a
 * database of its own, both dropped on close. Migrated ones are copies of a template
 * database, and embedded ones start from a copy of a new database's files, each made once
 * per machine for the migrations at hand (a new PGlite cluster costs about 6 s of CPU, a
 * copy about 2; migrating a PostgreSQL schema 1-6 s, copying a template a fraction).
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

/** A name that changes with `parts` (PGlite's build, the migrations' text). */
const keyOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);

const migrationsText = () =>
  readMigrations()
    .map((m) => m.sql)
    .join('\n');

/** `admin` with another database and the test connections' options. */
function testDatabaseUrl(admin: string, database: string): string {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/**
 * The migrated template database on `admin`'s server, made once for the migrations at hand:
 * migrated under a name of its own, then renamed (a run racing to make it keeps the first),
 * and closed to connections, so that copying it never finds anyone inside (autovacuum
 * included).
 */
async function migratedTemplate(admin: string): Promise<string> {
  const name = `kadro_template_${keyOf(migrationsText())}`;
  const exists = async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      return rowCount === 1;
    } finally {
      await client.end();
    }
  };
  if (await exists()) return name;
  const part = `${name}_${randomBytes(4).toString('hex')}`;
  await runOnce(admin, `CREATE DATABASE ${part}`);
  const db = await openDatabase({ databaseUrl: testDatabaseUrl(admin, part) });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  try {
    await runOnce(admin, `ALTER DATABASE ${part} RENAME TO ${name}`);
    await runOnce(admin, `ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (error) {
    await runOnce(admin, `DROP DATABASE IF EXISTS ${part}`);
    if (!(await exists())) throw error;
  }
  return name;
}

const templates = new Map<string, Promise<string>>();
function migratedTemplateOnce(admin: string): Promise<string> {
  let template = templates.get(admin);
  if (!template) {
    template = migratedTemplate(admin);
    templates.set(admin, template);
  }
  return template;
}

/** What the images hold besides the database (a change makes new ones). */
const IMAGE_LAYOUT = 'postgres database only';

/**
 * An embedded server has one session in one database (`postgres`); the cluster's template
 * databases are 16 of an image's 43 MB, and every test database starts by unpacking the
 * image (a third of its start), so the images go without them.
 */
async function dropTemplateDatabases(db: Database): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await db.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.exec(`DROP DATABASE ${name}`);
  }
  await db.exec('CHECKPOINT');
}

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
      const key = keyOf(
        `${pglite.size} ${pglite.mtimeMs}`,
        kind,
        IMAGE_LAYOUT,
        kind === 'migrated' ? migrationsText() : '',
      );
      const file = join(tmpdir(), `kadro-test-db-${key}.tar`);
      if (!existsSync(file)) {
        const made = await embeddedImage(async (db) => {
          if (kind === 'migrated') await migrate(db);
          await dropTemplateDatabases(db);
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
  const admin = process.env.TEST_DATABASE_URL!;
  const template = await migratedTemplateOnce(admin);
  const name = `kadro_test_${randomBytes(6).toString('hex')}`;
  await runOnce(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openDatabase({ databaseUrl: testDatabaseUrl(admin, name) });
  return {
    ...db,
    async close() {
      await db.close();
      await runOnce(admin, `DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Jest's set-up, once before the server tests: the images and the template made ahead, so
 * that no test's set-up pays for them under its time limit.
 */
export async function prepareTestDatabases(): Promise<void> {
  await embeddedTestImage('empty');
  await embeddedTestImage('migrated');
  if (process.env.TEST_DATABASE_URL) await migratedTemplateOnce(process.env.TEST_DATABASE_URL);
}
