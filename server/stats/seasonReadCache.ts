/**
 * Answers of the hot public reads (rounds, fixtures, the player pool), kept while the
 * season data has not changed: every write to the tables they read moves the season
 * version (migration 0005), in the writer's transaction, whichever process wrote.
 */
import type { Database } from '../db/database';
import { versionCounters } from '../db/versionCounters';
import {
  DEFAULT_MAX_ENTRIES,
  VersionedReadCache,
  type VersionSource,
} from '../db/versionedReadCache';

export function seasonVersion(db: Database): VersionSource {
  const counters = versionCounters(db);
  return { current: async (since) => (await counters.current(since)).season };
}

export class SeasonReadCache extends VersionedReadCache {
  constructor(db: Database, maxEntries = DEFAULT_MAX_ENTRIES) {
    super(seasonVersion(db), maxEntries);
  }
}
