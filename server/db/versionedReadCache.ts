/**
 * Answers kept while the data they were computed from has not changed, as told by version
 * counters (db/versionCounters.ts) that move in every writer's transaction, whichever
 * process wrote. An answer is reused only at the version it was computed at. An answer
 * computed while a write commits is stored under the version seen before it, so the next
 * read sees a newer version and computes again: never stale.
 */

/** The version of what a cache's answers are made of, as cheaply as the database allows. */
export interface VersionSource {
  /** A version read after the call, or after `since` (a `performance.now()` time) when given. */
  current(since?: number): Promise<number | string>;
}

interface Entry {
  version: number | string;
  answer: Promise<unknown>;
}

/** Request bodies make the keys: bounded, least recently used first out. */
export const DEFAULT_MAX_ENTRIES = 1_000;

export class VersionedReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly version: VersionSource,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  /**
   * `compute`'s answer for `key` at the current version (shared by concurrent calls);
   * `since` as for `VersionSource.current`.
   */
  async read<T>(key: string, compute: () => Promise<T>, since?: number): Promise<T> {
    const version = await this.version.current(since);
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
