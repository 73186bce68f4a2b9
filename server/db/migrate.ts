/**
 * Versioned migrations: `migrations/NNNN_name.sql`, applied in order at start, each in its
 * own transaction and recorded in `schema_migrations`. Safe when several servers start
 * at once on one PostgreSQL (an advisory lock serialises them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = join(__dirname, 'migrations');
const LOCK_ID = 4_711_2025; // any constant shared by every Kadro server

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const m = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!m) throw new Error(`migration file name must be NNNN_name.sql: ${file}`);
      return { version: Number(m[1]), name: m[2]!, sql: readFileSync(join(dir, file), 'utf8') };
    });
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`migration ${m.version} out of sequence (expected ${i + 1})`);
  });
  return migrations;
}

/** Applies what is pending; returns the versions applied now. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

export async function schemaVersion(db: Database): Promise<number> {
  const [row] = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return row?.version ?? 0;
}
