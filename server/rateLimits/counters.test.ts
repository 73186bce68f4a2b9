/**
 * The shared rate-limit counters, on the database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set) and on the Redis of 127.0.0.1:6379 (REDIS_URL overrides):
 * concurrent hits each get their own count, two instances (two servers) share one count,
 * a window ends, a success's hit is given back.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { databaseCounters, redisCounters, type RateCounters } from './counters';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Long enough for two hits on a busy machine, short enough to wait out on Redis. */
const WINDOW_MS = 1_000;

interface Store {
  /** Two instances over one store, as two server processes have. */
  pair(): Promise<[RateCounters, RateCounters]>;
  /** Moves the store's time past the window of `key` (`WINDOW_MS`). */
  pastWindow(key: string): Promise<void>;
  close(): Promise<void>;
}

const databaseStore = (kind: (typeof TEST_DATABASES)[number]) => async (): Promise<Store> => {
  const db: Database = await openMigratedTestDatabase(kind);
  let now = Date.parse('2026-03-01T10:00:00Z');
  return {
    pair: async () => [databaseCounters(db, () => now), databaseCounters(db, () => now)],
    pastWindow: async () => {
      now += WINDOW_MS;
    },
    close: () => db.close(),
  };
};

const redisStore = async (): Promise<Store> => {
  // A prefix of its own: runs and parallel test files never share a key.
  const prefix = `kadro-test:${randomBytes(6).toString('hex')}:`;
  const raw = new Redis(REDIS_URL);
  const opened: RateCounters[] = [];
  return {
    pair: async () => {
      const pair: [RateCounters, RateCounters] = [
        redisCounters(REDIS_URL, prefix),
        redisCounters(REDIS_URL, prefix),
      ];
      opened.push(...pair);
      return pair;
    },
    // Redis expires the key itself: wait until it has (a condition, not a fixed sleep).
    pastWindow: async (key) => {
      while (await raw.exists(prefix + key)) await new Promise((done) => setTimeout(done, 10));
    },
    close: async () => {
      await Promise.all([...opened.map((c) => c.close()), raw.quit()]);
    },
  };
};

describe.each([
  ...TEST_DATABASES.map((kind) => [`the database (${kind})`, databaseStore(kind)] as const),
  ['Redis', redisStore] as const,
])('rate counters in %s', (_name, openStore) => {
  let store: Store;
  beforeEach(async () => {
    store = await openStore();
  });
  afterEach(() => store.close());

  it('counts concurrent hits from two servers once each, in one window', async () => {
    const [a, b] = await store.pair();
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('login:1.2.3.4', 60_000)),
    );
    expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    // One window: it ends where the first hit put it.
    expect(new Set(hits.map((h) => Math.round(h.resetsAt / 1000))).size).toBe(1);
    expect((await a.hit('login:5.6.7.8', 60_000)).hits).toBe(1);
  });

  it('starts a new window after the old one ends', async () => {
    const [a, b] = await store.pair();
    await a.hit('key', WINDOW_MS);
    expect((await b.hit('key', WINDOW_MS)).hits).toBe(2);
    await store.pastWindow('key');
    expect((await b.hit('key', WINDOW_MS)).hits).toBe(1);
  });

  it('gives one hit back, never below zero', async () => {
    const [a, b] = await store.pair();
    await a.hit('account', 60_000);
    await a.hit('account', 60_000);
    await b.giveBack('account');
    expect((await a.hit('account', 60_000)).hits).toBe(2);
    await b.giveBack('account');
    await b.giveBack('account');
    await b.giveBack('account');
    expect((await a.hit('account', 60_000)).hits).toBe(1);
    await b.giveBack('never-hit');
    expect((await a.hit('never-hit', 60_000)).hits).toBe(1);
  });
});
