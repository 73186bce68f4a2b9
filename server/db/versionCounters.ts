/**
 * Counters that tell caches when their data may have changed, whoever wrote it (a job, an
 * admin call, the importer, another server on the same PostgreSQL): `season`, the season
 * data the public reads show (migration 0005); `accounts`, what a session's caller is made
 * of (migration 0021); `standings`, the Pro table's rows (with the names they show since
 * migration 0025), and `profiles`, the users' names, pictures and favourite clubs (migration
 * 0023). Each moves in its writer's transaction, so a new value is seen exactly when the
 * new data is.
 */
import type { Database } from './database';

export interface Versions {
  season: number;
  accounts: number;
  standings: number;
  profiles: number;
}

const NAMES = ['season', 'accounts', 'standings', 'profiles'] as const;

export interface VersionCounters {
  /**
   * The counters as of a moment after the call, or after `since` when given (a
   * `performance.now()` time, such as when the request being answered arrived): never a
   * read that began before it, so a write committed before then is always counted.
   */
  current(since?: number): Promise<Versions>;
}

interface Read {
  startedAt: number;
  versions: Promise<Versions>;
}

/**
 * Shared PostgreSQL: other processes write too, so the counters are read, all in one
 * statement. Concurrent callers share one: a caller may not use a read that began before
 * it asked (a write that committed in between would be missed), so while one is under way
 * the callers wait for the next, which serves all of them. A caller that says since when
 * it needs them (a second cache on the same request) takes the last read if it began after.
 */
function storedCounters(db: Database): VersionCounters {
  let running: Read | undefined;
  let next: Promise<Versions> | undefined;
  let latest: { startedAt: number; versions: Versions } | undefined;
  const start = () => {
    const startedAt = performance.now();
    const versions = db
      .query<Record<(typeof NAMES)[number], string>>(
        // One subquery a table, not a join of the four: before a table's first ANALYZE
        // (autovacuum's, or none where it is off) PostgreSQL guesses it holds 2,200 rows,
        // and the join's guess of 2.3e13 had it compile the statement (JIT) on every
        // execution, 25 ms for four rows.
        `SELECT (SELECT version FROM season_version) AS season,
           (SELECT version FROM accounts_version) AS accounts,
           (SELECT version FROM standings_version) AS standings,
           (SELECT version FROM profiles_version) AS profiles`,
        [],
        { prepareAs: 'version-counters' },
      )
      .then(([row]) => {
        const read = {
          season: Number(row!.season),
          accounts: Number(row!.accounts),
          standings: Number(row!.standings),
          profiles: Number(row!.profiles),
        };
        if (!latest || latest.startedAt < startedAt) latest = { startedAt, versions: read };
        return read;
      })
      .finally(() => {
        if (running?.versions === versions) running = undefined;
      });
    running = { startedAt, versions };
    return versions;
  };
  return {
    current(since) {
      if (since !== undefined) {
        if (latest && latest.startedAt >= since) return Promise.resolve(latest.versions);
        if (running && running.startedAt >= since) return running.versions;
      }
      if (!running) return start();
      next ??= running.versions
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
  };
}

/**
 * Embedded: this process is the only writer and hears each bump before the write
 * resolves, so counting them is exact and costs no query (a query is most of a cached
 * read's time on PGlite).
 */
function heardCounters(
  db: Database,
  listen: NonNullable<Database['listenInProcess']>,
): VersionCounters {
  const heard: Versions = { season: 0, accounts: 0, standings: 0, profiles: 0 };
  const listening = Promise.all(
    NAMES.map((name) =>
      listen.call(db, `${name}_version`, () => {
        heard[name] += 1;
      }),
    ),
  );
  return {
    async current() {
      await listening;
      return { ...heard };
    },
  };
}

const counters = new WeakMap<Database, VersionCounters>();

export function versionCounters(db: Database): VersionCounters {
  let found = counters.get(db);
  if (!found) {
    found = db.listenInProcess ? heardCounters(db, db.listenInProcess) : storedCounters(db);
    counters.set(db, found);
  }
  return found;
}
