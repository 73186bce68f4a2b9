/**
 * The one query layer: PostgreSQL, either embedded (PGlite, in-process, data in a folder)
 * or a real server (`DATABASE_URL`). Same SQL, same `$1` parameters, same row types
 * (int8 as number, timestamptz as Date, jsonb as objects) on both.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Queryable {
  /** One parametrised statement. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** A script of several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Embedded database only (one process owns it): `onNotify` runs for each NOTIFY on
   * `channel`, before the statement or transaction that sent it resolves.
   */
  listenInProcess?(channel: string, onNotify: () => void): Promise<void>;
}

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | { memory: true };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  return openPglite('memory' in location ? undefined : location.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  const over = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <R>(sql: string, params?: unknown[]) => (await q.query<R>(sql, params)).rows,
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...over(db),
    transaction: (work) => db.transaction((tx) => work(over(tx))),
    close: () => db.close(),
    listenInProcess: async (channel, onNotify) => {
      await db.listen(channel, () => onNotify());
    },
  };
}

// int8 (counts, sums, bigserial ids) as numbers, as PGlite gives them.
pg.types.setTypeParser(20, (value) => Number(value));

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const client = await pool.connect(); // fail now, not on the first request
  client.release();
  const over = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <R>(sql: string, params?: unknown[]) =>
      (await q.query(sql, params as unknown[])).rows as R[],
    exec: async (sql) => {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...over(pool),
    async transaction(work) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await work(over(conn));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
