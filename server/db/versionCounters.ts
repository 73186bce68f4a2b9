/**
 * Counters that tell caches when their data may have changed, whoever wrote it (a job, an
 * admin call, the importer, another server on the same PostgreSQL): `season`, the season
 * data the public reads show (migration 0005), and `accounts`, what a session's caller is
 * made of (migration 0021). Each moves in its writer's transaction, so a new value is seen
 * exactly when the new data is.
 */
import type { Database } from './database';

export interface Versions {
  season: number;
  accounts: number;
}

export interface VersionCounters {
  /** The counters as of a moment after the call (never a read that began before it). */
  current(): Promise<Versions>;
}

/**
 * Shared PostgreSQL: other processes write too, so the counters are read, both in one
 * primary-key read. Concurrent callers share one: a caller may not use a read that began
 * before it asked (a write that committed in between would be missed), so while one is
 * under way the callers wait for the next, which serves all of them.
 */
function storedCounters(db: Database): VersionCounters {
  let running: Promise<Versions> | undefined;
  let next: Promise<Versions> | undefined;
  const start = () => {
    const read = db
      .query<{ season: number; accounts: number }>(
        'SELECT s.version AS season, a.version AS accounts FROM season_version s, accounts_version a',
        [],
        { prepareAs: 'version-counters' },
      )
      .then(([row]) => ({ season: Number(row!.season), accounts: Number(row!.accounts) }))
      .finally(() => {
        if (running === read) running = undefined;
      });
    running = read;
    return read;
  };
  return {
    current() {
      if (!running) return start();
      next ??= running
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
  const heard: Versions = { season: 0, accounts: 0 };
  const listening = Promise.all(
    (['season', 'accounts'] as const).map((name) =>
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
