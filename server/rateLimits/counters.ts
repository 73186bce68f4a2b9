/**
 * Rate-limit counters shared by every server process: in the database (migration 0007), or
 * in Redis when `REDIS_URL` is set. A key's window starts with its first hit and lasts
 * `windowMs`; each hit is counted atomically, so concurrent requests on several servers
 * each see a different count. Time is the machine's (never the movable game clock).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';

export interface RateCounters {
  /** Counts one hit on `key`: the hits in its window so far (this one included), and when it ends. */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetsAt: number }>;
  /** Takes one hit back (a sign-in that succeeded returns the attempt it took). */
  giveBack(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Expired rows are deleted by the first hit after this long. */
const PRUNE_EVERY_MS = 60_000;

export function databaseCounters(db: Database, now: () => number = Date.now): RateCounters {
  let prunedAt = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      if (at - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = at;
        await db.query('DELETE FROM rate_limit_counters WHERE resets_at <= $1', [new Date(at)]);
      }
      // One statement: the row lock makes concurrent hits count one after another.
      const [row] = await db.query<{ hits: number; resets_at: Date }>(
        `INSERT INTO rate_limit_counters AS c (key, hits, resets_at) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.resets_at <= $2 THEN 1 ELSE c.hits + 1 END,
           resets_at = CASE WHEN c.resets_at <= $2 THEN EXCLUDED.resets_at ELSE c.resets_at END
         RETURNING hits, resets_at`,
        [key, new Date(at), new Date(at + windowMs)],
      );
      return { hits: row!.hits, resetsAt: row!.resets_at.getTime() };
    },
    async giveBack(key) {
      await db.query(
        `UPDATE rate_limit_counters SET hits = hits - 1
         WHERE key = $1 AND hits > 0 AND resets_at > $2`,
        [key, new Date(now())],
      );
    },
    close: async () => {},
  };
}

// INCR and the window's expiry in one script, so no key is left without one.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {hits, redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisCounters(url: string, prefix = 'kadro:rate:'): RateCounters {
  // Fail fast rather than queue requests behind an unreachable Redis.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  return {
    async hit(key, windowMs) {
      const [hits, ttl] = (await redis.eval(HIT, 1, prefix + key, windowMs)) as [number, number];
      return { hits, resetsAt: Date.now() + ttl };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function openRateCounters({
  redisUrl,
  db,
}: {
  redisUrl: string | undefined;
  db: Database;
}): RateCounters {
  return redisUrl ? redisCounters(redisUrl) : databaseCounters(db);
}

/**
 * The counters as @fastify/rate-limit's store (the per-address limits). Each limited route
 * names its own `groupId`, which the plugin adds to the key, so one store serves them all.
 */
export function rateLimitStore(counters: RateCounters): FastifyRateLimitStoreCtor {
  return class CountersStore implements FastifyRateLimitStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`address:${key}`, timeWindow).then(
        ({ hits, resetsAt }) =>
          done(null, { current: hits, ttl: Math.max(0, resetsAt - Date.now()) }),
        (error: Error) => done(error),
      );
    }

    child() {
      return this;
    }
  };
}
