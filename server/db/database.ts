/**
 * The one query layer: PostgreSQL, either embedded (PGlite, in-process, data in a folder)
 * or a real server (`DATABASE_URL`). Same SQL, same `$1` parameters, same row types
 * (int8 as number, timestamptz as Date, jsonb as objects) on both.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryOptions {
  /**
   * A name for a statement on a hot path: PostgreSQL then parses it once per connection
   * and, after five executions, reuses one generic plan (planning a small read can cost
   * more than running it), but only while that plan's estimate is no worse than the
   * plans made for the values: a LIMIT or an array's length given as a parameter can keep
   * it planning every time (`pg_prepared_statements` tells; leagues/tables.ts writes its
   * page size into the text). Only for statements whose one plan suits every parameter
   * (key lookups), and one name per SQL text.
   */
  prepareAs?: string;
}

export interface Queryable {
  /** One parametrised statement. */
  query<R = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<R[]>;
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
  /**
   * `onNotify` runs with the payload of each NOTIFY on `channel`, from any process (the
   * embedded database has only this one). A lost connection is made again (with backoff);
   * notices sent meanwhile are lost, so `onResume` runs once listening is back, for the owner
   * to re-read what it follows.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onResume?: () => void,
  ): Promise<void>;
  /**
   * Runs `work` holding the lock `name`, shared by every server on the database (a
   * PostgreSQL advisory lock, which dies with its connection if the process does; the
   * embedded database has one process, so the in-process lock is enough). `wait: false`
   * answers `{ ran: false }` at once when another holder has it.
   */
  exclusive<T>(
    name: string,
    work: () => Promise<T>,
    options: { wait: boolean },
  ): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** One holder per name in this process; waiters queue in order. */
function inProcessLocks() {
  const tails = new Map<string, Promise<void>>();
  return async <T>(
    name: string,
    work: () => Promise<T>,
    { wait }: { wait: boolean },
  ): Promise<{ ran: true; value: T } | { ran: false }> => {
    const before = tails.get(name);
    if (before && !wait) return { ran: false };
    const run = (before ?? Promise.resolve()).then(work);
    // Settles when `run` does, never rejects: the next holder's start.
    const tail: Promise<void> = run
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
    tails.set(name, tail);
    return { ran: true, value: await run };
  };
}

/**
 * `memory` with an `image` starts from a copy of another embedded database's files
 * (`embeddedImage`) instead of a new cluster: tests start hundreds of databases.
 */
export type DatabaseLocation =
  | {
      databaseUrl: string;
      /** Told when the pool drops an idle connection the database ended (restart, failover). */
      onIdleConnectionLost?: (error: Error) => void;
    }
  | { dataDir: string }
  | { memory: true; image?: Blob };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) {
    return openPostgres(location.databaseUrl, location.onIdleConnectionLost);
  }
  if ('dataDir' in location) return wrapPglite(new PGlite(location.dataDir));
  return wrapPglite(new PGlite({ loadDataDir: location.image }));
}

/**
 * The files of a new embedded database after `prepare` (an uncompressed tar). Starting from
 * it skips the cluster's creation (initdb), two thirds of a new embedded database's CPU time.
 */
export async function embeddedImage(prepare: (db: Database) => Promise<void>): Promise<Blob> {
  const pglite = new PGlite();
  const db = await wrapPglite(pglite);
  try {
    await prepare(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.close();
  }
}

async function wrapPglite(db: PGlite): Promise<Database> {
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
    listen: async (channel, onNotify) => {
      await db.listen(channel, onNotify);
    },
    exclusive: inProcessLocks(),
  };
}

// int8 (counts, sums, bigserial ids) as numbers, as PGlite gives them.
pg.types.setTypeParser(20, (value) => Number(value));

async function openPostgres(
  connectionString: string,
  onIdleConnectionLost: (error: Error) => void = () => undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection lost (the database restarted, an administrator or a failover ended
  // it): the pool has dropped it already and opens another when one is needed. Unheard,
  // this event would end the process.
  pool.on('error', (error) => onIdleConnectionLost(error));
  const local = inProcessLocks();
  let listener: ReturnType<typeof listenerOf> | undefined;
  const client = await pool.connect(); // fail now, not on the first request
  client.release();
  const over = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
      (options?.prepareAs
        ? await q.query({ name: options.prepareAs, text: sql, values: params as unknown[] })
        : await q.query(sql, params as unknown[])
      ).rows as R[],
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
    listen: async (channel, onNotify, onResume) => {
      listener ??= listenerOf(connectionString);
      await (await listener).listen(channel, onNotify, onResume);
    },
    // In-process first, so a process holds at most one pool connection per lock name.
    exclusive: (name, work, options) =>
      local(name, () => advisoryLock(pool, name, work, options), options).then((outer) =>
        outer.ran ? outer.value : outer,
      ),
    async close() {
      await (await listener)?.close();
      await pool.end();
    },
  };
}

/** Name of the LISTEN connection in pg_stat_activity (tests find it by this). */
export const LISTENER_APPLICATION = 'kadro-listener';
const RECONNECT_MS = { first: 500, max: 30_000 };

/**
 * One connection per process for LISTEN; each channel is listened to once. When the
 * connection is lost (a database restart, a failover, a killed backend) it is made again,
 * its channels listened to again, and every `onResume` told.
 */
async function listenerOf(connectionString: string) {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const resumes: (() => void)[] = [];
  let client: pg.Client;
  let closing = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION });
    next.on('notification', ({ channel, payload }) => {
      for (const handle of handlers.get(channel) ?? []) handle(payload ?? '');
    });
    next.on('error', () => undefined); // 'end' follows, and reconnects
    next.on('end', () => {
      if (!closing && client === next) reconnect(RECONNECT_MS.first);
    });
    await next.connect();
    for (const channel of handlers.keys()) {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    client = next;
  };
  const reconnect = (delayMs: number) => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => resumes.forEach((resume) => resume()),
        () => {
          if (!closing) reconnect(Math.min(delayMs * 2, RECONNECT_MS.max));
        },
      );
    }, delayMs);
    retryTimer.unref();
  };

  await connect();
  return {
    async listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void) {
      if (!handlers.has(channel)) {
        handlers.set(channel, []);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      handlers.get(channel)!.push(onNotify);
      if (onResume) resumes.push(onResume);
    },
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * `work` under a session advisory lock held on a connection of its own. The key includes
 * the schema: one installation per schema (as the tests' databases are) has its own locks.
 */
const LOCK_KEY = "hashtext(current_schema() || '/' || $1)";

async function advisoryLock<T>(
  pool: pg.Pool,
  name: string,
  work: () => Promise<T>,
  { wait }: { wait: boolean },
): Promise<{ ran: true; value: T } | { ran: false }> {
  const conn = await pool.connect();
  try {
    if (wait) await conn.query(`SELECT pg_advisory_lock(${LOCK_KEY})`, [name]);
    else {
      const { rows } = await conn.query<{ locked: boolean }>(
        `SELECT pg_try_advisory_lock(${LOCK_KEY}) AS locked`,
        [name],
      );
      if (!rows[0]!.locked) return { ran: false };
    }
    try {
      return { ran: true, value: await work() };
    } finally {
      await conn.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`, [name]);
    }
  } finally {
    conn.release();
  }
}
