/**
 * The persisted keys of spec section 3, each with its codec and migrations. Adding a
 * format version: bump `version`, add `migrations/<key>.<version>.ts` and its test.
 */
import {
  createMigrate,
  PERSIST,
  persistReducer,
  type MigrationManifest,
  type PersistConfig,
} from 'redux-persist';
import type { Reducer } from '@reduxjs/toolkit';
import { PRODUCT, THEMES } from '../constants';
import { jwtTokenV1 } from './migrations/jwtToken.1';
import { plainKeyStorage, type KeyCodec } from './plainKeyStorage';

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const tokenCodec: KeyCodec<{ Token: string }> = {
  encode: (value) => (value.Token ? JSON.stringify(value) : null),
  decode: (text) => {
    const json = parseJson(text);
    if (isRecord(json) && typeof json.Token === 'string') return { version: 1, value: json };
    if (JWT_SHAPE.test(text)) return { version: 0, value: text };
    return null;
  },
};

export const userCodec: KeyCodec<{ Id: number }> = {
  encode: (value) => JSON.stringify(value),
  decode: (text) => {
    const json = parseJson(text);
    return isRecord(json) && typeof json.Id === 'number' ? { version: 1, value: json } : null;
  },
};

export const themeCodec: KeyCodec<string> = {
  encode: (value) => value,
  decode: (text) =>
    (THEMES as readonly string[]).includes(text) ? { version: 1, value: text } : null,
};

export const contestCodec: KeyCodec<number> = {
  encode: (value) => String(value),
  decode: (text) => (/^\d{1,15}$/.test(text) ? { version: 1, value: Number(text) } : null),
};

export interface PersistedKey {
  key: string;
  version: number;
  codec: KeyCodec<never>;
  migrations: MigrationManifest;
}

/** Slice name → how it is persisted. */
export const PERSISTED_KEYS = {
  token: { key: 'jwt_token', version: 1, codec: tokenCodec, migrations: { 1: jwtTokenV1 } },
  user: { key: 'user', version: 1, codec: userCodec, migrations: {} },
  theme: { key: 'theme', version: 1, codec: themeCodec, migrations: {} },
  contest: { key: `${PRODUCT}ContestID`, version: 1, codec: contestCodec, migrations: {} },
} as const satisfies Record<string, PersistedKey>;

/** The version reported in exported logs: the highest format version in use. */
export const PERSISTED_STATE_VERSION = Math.max(
  ...Object.values(PERSISTED_KEYS).map((k) => k.version),
);

export function persisted<S>(
  slice: keyof typeof PERSISTED_KEYS,
  reducer: Reducer<S>,
  storage: Storage,
  log: Pick<Console, 'warn'>,
): Reducer<S> {
  const { key, version, codec, migrations } = PERSISTED_KEYS[slice] as PersistedKey;
  const inner = persistReducer(
    {
      key,
      keyPrefix: '',
      version,
      storage: plainKeyStorage(storage, codec, log),
      serialize: false,
      deserialize: false,
      migrate: createMigrate(migrations, { debug: false }),
      whitelist: ['value'],
    } as PersistConfig<S>,
    reducer,
  ) as unknown as Reducer<S>;
  // PERSIST carries two callbacks, which a saved log or Redux DevTools' time travel
  // replays as plain JSON without them: redux-persist would then throw ("either rehydrate
  // or register is not a function"). A replayed PERSIST registers and rehydrates nothing
  // (the log's own REHYDRATE follows it); the live one keeps its callbacks.
  return (state, action) => {
    // An action the slice leaves alone leaves its persisted state alone: asked of the slice
    // first, without the copy of the state redux-persist makes for every action (its
    // `_persist` member taken out): a replay paid it four times an action.
    if (state !== undefined && !isOwnAction(action) && reducer(state, action) === state) {
      return state;
    }
    if (action.type !== PERSIST) return inner(state, action);
    const { register, rehydrate } = action as { register?: unknown; rehydrate?: unknown };
    if (typeof register === 'function' && typeof rehydrate === 'function')
      return inner(state, action);
    return inner(state, { ...action, register: noop, rehydrate: noop } as typeof action);
  };
}

const noop = () => undefined;
/**
 * redux-persist's own actions (`persist/PERSIST`, `persist/REHYDRATE`...), which its reducer
 * handles whatever the slice does.
 */
const isOwnAction = (action: { type: string }) => action.type.startsWith('persist/');
