/**
 * redux-persist storage that keeps each persisted slice as one plain localStorage value
 * under the spec's own key (`jwt_token`, `user`, `theme`, `proContestID`): no `persist:`
 * prefix, no nested JSON. The version of a stored value is read from its shape, so values
 * written by older clients are migrated, and a value nobody can read is dropped, never
 * a crash.
 */
import type { Storage as PersistStorage } from 'redux-persist';

/** A persisted slice is `{value}`; redux-persist adds `_persist`. */
export interface PersistedSlice<T> {
  value: T;
  _persist?: { version: number; rehydrated: boolean };
}

export interface KeyCodec<T> {
  /** The text stored for a value; null removes the key ("removed if empty"). */
  encode(value: T): string | null;
  /** The value and the version of its format, or null when the text is unreadable. */
  decode(text: string): { version: number; value: unknown } | null;
}

export function plainKeyStorage<T>(
  storage: Storage,
  codec: KeyCodec<T>,
  log: Pick<Console, 'warn'>,
): PersistStorage {
  return {
    async getItem(key: string) {
      const text = storage.getItem(key);
      if (text === null) return undefined;
      const decoded = codec.decode(text);
      if (!decoded) {
        log.warn(`Discarded an unreadable stored value under "${key}".`);
        storage.removeItem(key);
        return undefined;
      }
      const slice: PersistedSlice<unknown> = {
        value: decoded.value,
        _persist: { version: decoded.version, rehydrated: false },
      };
      return slice;
    },
    async setItem(key: string, slice: PersistedSlice<T>) {
      const text =
        slice.value === null || slice.value === undefined ? null : codec.encode(slice.value);
      if (text === null) storage.removeItem(key);
      else storage.setItem(key, text);
    },
    async removeItem(key: string) {
      storage.removeItem(key);
    },
  };
}
