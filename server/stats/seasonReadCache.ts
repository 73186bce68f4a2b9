/**
 * Answers of the hot public reads (rounds, fixtures, the player pool), kept while the
 * season data has not changed. Every write to the tables they read moves the season
 * version (migration 0005), in the writer's transaction, whichever process wrote; an
 * answer is reused only at the version it was computed at. An answer computed while a
 * write commits is stored under the version seen before it, so the next read sees a newer
 * version and computes again: never stale.
 */
import type { Database } from '../db/database';
import { versionCounters } from '../db/versionCounters';

/** The season data's version, as cheaply as the database allows. */
export interface SeasonVersion {
  current(): Promise<number>;
}

export function seasonVersion(db: Database): SeasonVersion {
  const counters = versionCounters(db);
  return { current: async () => (await counters.current()).season };
}

interface Entry {
  version: number;
  answer: Promise<unknown>;
}

/** Request bodies make the keys: bounded, least recently used first out. */
export const DEFAULT_MAX_ENTRIES = 1_000;

export class SeasonReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly version: SeasonVersion;

  constructor(
    db: Database,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {
    this.version = seasonVersion(db);
  }

  /** `compute`'s answer for `key` at the current season version (shared by concurrent calls). */
  async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.version.current();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer as Promise<T>;
    }
    const answer = compute();
    const entry = { version, answer };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    // A failure is not kept: the next call tries again.
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return answer;
  }
}
