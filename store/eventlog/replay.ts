/**
 * Headless replay of an exported debug log: the state is rebuilt in Node with the app's
 * own root reducer (no sagas, no network, no storage) and compared with every checkpoint.
 * The first divergence is reported with the action that made it and where the state
 * differs.
 */
import type { Action, Middleware, Reducer } from '@reduxjs/toolkit';
import { PERSIST } from 'redux-persist';
import { APP_VERSION as appVersion } from '../appVersion';
import { apis } from '../api/emptyApis';
import { apiInjected, type AnyApi } from '../api/lazyApis';
import { makeStore } from '../makeStore';
import { PERSISTED_STATE_VERSION } from '../persistence/persistedKeys';
import { createRootReducer } from '../rootReducer';
import type { StoreServices } from '../services';
import { ACTION_TYPES_HASH } from './actionTypes';
import { partHashes, stateHash, type HashMemo } from './checksum';
import { LOG_FORMAT, LOG_FORMAT_VERSION, type ReplayHeader } from './exportLog';
import { redactState } from './redaction';
import type { Checkpoint } from './recorder';

/** A log that cannot be replayed: `kind` says whether it is unreadable or from another build. */
export class DebugLogError extends Error {
  constructor(
    readonly kind: 'malformed' | 'incompatible',
    message: string,
  ) {
    super(message);
    this.name = 'DebugLogError';
  }
}

export interface ParsedLog {
  header: ReplayHeader;
  base: unknown;
  actions: Action[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DebugLogError(
      'malformed',
      `${what} is not valid JSON (${(error as Error).message}).`,
    );
  }
}

/** Reads a debug log file's text; throws a DebugLogError that says what is wrong. */
export function parseDebugLog(text: string): ParsedLog {
  const file = parseJson(text, 'The file');
  if (
    !isRecord(file) ||
    typeof file.payload !== 'string' ||
    typeof file.preloadedState !== 'string'
  ) {
    throw new DebugLogError(
      'malformed',
      'Not a debug log: expected an object with "payload" and "preloadedState" strings (the Redux DevTools export shape).',
    );
  }
  const header = file['x-replay'];
  if (!isRecord(header) || header.format !== LOG_FORMAT) {
    throw new DebugLogError(
      'malformed',
      'No "x-replay" header: this is not a Kadro debug log (a plain Redux DevTools export has no checkpoints to replay against).',
    );
  }
  if (header.formatVersion !== LOG_FORMAT_VERSION) {
    throw new DebugLogError(
      'incompatible',
      `The log is in format version ${String(header.formatVersion)}; this replayer reads version ${LOG_FORMAT_VERSION}.`,
    );
  }
  const actions = parseJson(file.payload, 'The "payload" (the actions)');
  if (!Array.isArray(actions) || !actions.every((a) => isRecord(a) && typeof a.type === 'string')) {
    throw new DebugLogError(
      'malformed',
      'The "payload" must be a list of actions, each with a "type".',
    );
  }
  const base = parseJson(file.preloadedState, 'The "preloadedState" (the base state)');
  if (!isRecord(base)) {
    throw new DebugLogError('malformed', 'The "preloadedState" must be a state object.');
  }
  const { firstSeq, times, checkpoints } = header;
  if (!isInt(firstSeq) || firstSeq < 1) {
    throw new DebugLogError('malformed', 'The header\'s "firstSeq" must be a positive integer.');
  }
  if (!Array.isArray(times) || times.length !== actions.length || !times.every(isInt)) {
    throw new DebugLogError(
      'malformed',
      `The header's "times" must hold one time per action (${actions.length}).`,
    );
  }
  const last = firstSeq + actions.length - 1;
  const checkpointOk = (c: unknown) =>
    isRecord(c) &&
    isInt(c.seq) &&
    c.seq >= firstSeq - 1 &&
    c.seq <= last &&
    typeof c.hash === 'string' &&
    isRecord(c.parts);
  if (!Array.isArray(checkpoints) || !checkpoints.every(checkpointOk)) {
    throw new DebugLogError(
      'malformed',
      `The header's "checkpoints" must be a list of {seq, hash, parts} with seq from ${firstSeq - 1} to ${last}.`,
    );
  }
  return { header: header as unknown as ReplayHeader, base, actions: actions as Action[] };
}

/** Throws unless this build can replay the log exactly. */
export function checkCompatible(header: ReplayHeader): void {
  if (header.actionTypesHash !== ACTION_TYPES_HASH) {
    throw new DebugLogError(
      'incompatible',
      `The log was recorded by Kadro ${header.appVersion} with another set of actions ` +
        `(action types ${header.actionTypesHash}; this build, Kadro ${appVersion}, has ${ACTION_TYPES_HASH}). ` +
        'Replay it with the version that recorded it.',
    );
  }
  if (header.persistedStateVersion !== PERSISTED_STATE_VERSION) {
    throw new DebugLogError(
      'incompatible',
      `The log's persisted-state version is ${header.persistedStateVersion}; this build's is ${PERSISTED_STATE_VERSION}.`,
    );
  }
}

// ------------------------------------------------------------------ the replay reducer

const inertStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/**
 * RTK Query tags its `config/middlewareRegistered` action with an id drawn when the API
 * is created, so each page load has its own. Replay swaps in this process's ids, read
 * from a store built here (no sagas, no network).
 */
function localApiIds(): Map<string, unknown> {
  const ids = new Map<string, unknown>();
  const capture: Middleware = () => (next) => (action) => {
    const { type, payload } = action as { type: string; payload?: unknown };
    if (type.endsWith('/config/middlewareRegistered')) ids.set(type, payload);
    return next(action);
  };
  const fail = () => {
    throw new Error('No network during replay.');
  };
  const services: StoreServices = {
    apiBaseUrl: '',
    timeoutMs: 0,
    fetch: fail,
    storage: inertStorage,
    language: () => 'tr-TR',
    readCookie: () => null,
    navigate: () => undefined,
    reload: () => undefined,
    log: { error: () => undefined, warn: () => undefined },
  };
  makeStore({ services, sagas: false, recorder: capture, devTools: false }).dispatch({
    type: 'eventlog/replayProbe',
  });
  return ids;
}

const noop = () => undefined;

/**
 * An API slice's reducer that is not called for the actions RTK Query's own reducer
 * returns its state for unchanged (its `mayHandleAction`): those of no API of its own,
 * not `__rtkq/` or `@@redux/`, and without rehydration info, which these APIs never
 * extract (emptyApis.ts sets no `extractRehydrationInfo`). The same states; but RTK Query
 * asks a per-action memo on every action for each of the four APIs, and that lookup was
 * a quarter of a replay's time. A test checks the gate against the real reducers.
 */
export function gated(api: AnyApi): Reducer<unknown, Action> {
  const reducer = api.reducer as Reducer<unknown, Action>;
  const own = `${api.reducerPath}/`;
  // The answer per action type: a log has a few dozen types and a hundred thousand actions.
  const skips = new Map<string, boolean>();
  return (state, action) => {
    const { type } = action as { type: unknown };
    if (state !== undefined && typeof type === 'string') {
      let skip = skips.get(type);
      if (skip === undefined) {
        skip = !type.startsWith(own) && !type.startsWith('__rtkq/') && !type.startsWith('@@redux/');
        skips.set(type, skip);
      }
      if (skip) return state;
    }
    return reducer(state, action);
  };
}
const API_PATHS: readonly string[] = apis.map((api) => api.reducerPath);

/**
 * The live app's root reducer, persisted slices included, over a storage that keeps
 * nothing: so PERSIST and REHYDRATE replay as they ran. Their callbacks were functions,
 * dropped from the log, and get no-ops.
 *
 * The live store gets each API slice when a page first loads RTK Query, at that API's
 * `store/apiInjected` action (see makeStore); until then its state has no such member.
 * The replayed state gets it at the same action, not at the first action of the log.
 */
export function replayReducer(): Reducer<unknown, Action> {
  // The root reducer's tree (lazy slices included), each API slice behind its gate.
  let root = createRootReducer({ storage: inertStorage, log: { warn: noop } }) as unknown as {
    inject(
      slice: { reducerPath: string; reducer: Reducer<unknown, Action> },
      config: { overrideExisting: boolean },
    ): typeof root;
  };
  for (const api of apis) {
    root = root.inject(
      { reducerPath: api.reducerPath, reducer: gated(api) },
      { overrideExisting: true },
    );
  }
  const reducer = root as unknown as Reducer<unknown, Action>;
  const ids = localApiIds();
  return (state, action) => {
    let prepared = action;
    if (action.type === PERSIST)
      prepared = { ...action, register: noop, rehydrate: noop } as Action;
    else if (ids.has(action.type))
      prepared = { ...action, payload: ids.get(action.type) } as Action;
    const next = reducer(state, prepared);
    if (!isRecord(state) || !isRecord(next)) return next;
    let out = next;
    for (const path of API_PATHS) {
      if (path in state || !(path in next)) continue;
      if (action.type === apiInjected.type && (action as { payload?: unknown }).payload === path)
        continue;
      if (out === next) out = { ...next };
      delete out[path];
    }
    return out;
  };
}

// ----------------------------------------------------------------------------- replay

export interface Difference {
  path: string;
  /** The replayed value, shortened. */
  replayed: string;
}

export interface Divergence {
  /**
   * Checksums are kept every N actions, so a divergence is located to the window after the
   * last matching checkpoint (`fromSeq`..`checkpointSeq`), and within it to the last action
   * that changed a differing part (null when none did: the window's start already differed).
   */
  seq: number | null;
  actionType: string | null;
  fromSeq: number;
  /** The checkpoint whose checksum did not match. */
  checkpointSeq: number;
  differences: Difference[];
}

export type ReplayReport =
  | { ok: true; replayed: number; checkpoints: number; state: unknown }
  | { ok: false; replayed: number; checkpoints: number; divergence: Divergence; state: unknown };

const shorten = (value: unknown, max = 160): string => {
  const text = value === undefined ? 'absent' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

function atPath(state: unknown, path: string): unknown {
  const dot = path.indexOf('.');
  const head = dot < 0 ? path : path.slice(0, dot);
  const outer = isRecord(state) ? state[head] : undefined;
  return dot < 0 ? outer : isRecord(outer) ? outer[path.slice(dot + 1)] : undefined;
}

/** Replays a parsed log; checks compatibility first (throws DebugLogError). */
export function replayDebugLog(
  log: ParsedLog,
  reducer: Reducer<unknown, Action> = replayReducer(),
): ReplayReport {
  checkCompatible(log.header);
  const { firstSeq } = log.header;
  const expected = [...log.header.checkpoints].sort((a, b) => a.seq - b.seq);
  const redactMemo = new WeakMap<object, unknown>();
  const hashMemo: HashMemo = new WeakMap();
  let state: unknown = log.base;
  let windowStart = { seq: firstSeq - 1, state };
  let matched = 0;
  let next = 0;

  const diverged = (checkpoint: Checkpoint, replayedCount: number): ReplayReport => {
    const redacted = redactState(state, redactMemo);
    const parts = partHashes(redacted, hashMemo);
    const paths = [...new Set([...Object.keys(parts), ...Object.keys(checkpoint.parts)])]
      .filter((path) => parts[path] !== checkpoint.parts[path])
      .sort();
    // Re-run the window since the last matching checkpoint to find the last action that
    // changed one of the differing parts: the one whose result the checkpoint saw.
    let seq: number | null = null;
    let actionType: string | null = null;
    let s = windowStart.state;
    for (let q = windowStart.seq + 1; q <= checkpoint.seq; q++) {
      const action = log.actions[q - firstSeq] as Action;
      const after = reducer(s, action);
      if (paths.some((path) => atPath(after, path) !== atPath(s, path))) {
        seq = q;
        actionType = action.type;
      }
      s = after;
    }
    const differences = paths.map((path) => ({ path, replayed: shorten(atPath(redacted, path)) }));
    return {
      ok: false,
      replayed: replayedCount,
      checkpoints: matched,
      divergence: {
        seq,
        actionType,
        fromSeq: windowStart.seq + 1,
        checkpointSeq: checkpoint.seq,
        differences,
      },
      state,
    };
  };

  const check = (seq: number, replayedCount: number): ReplayReport | null => {
    while (next < expected.length && (expected[next] as Checkpoint).seq === seq) {
      const checkpoint = expected[next] as Checkpoint;
      next += 1;
      if (stateHash(redactState(state, redactMemo), hashMemo) !== checkpoint.hash) {
        return diverged(checkpoint, replayedCount);
      }
      matched += 1;
      windowStart = { seq, state };
    }
    return null;
  };

  const atBase = check(firstSeq - 1, 0);
  if (atBase) return atBase;
  for (let i = 0; i < log.actions.length; i++) {
    state = reducer(state, log.actions[i] as Action);
    const failed = check(firstSeq + i, i + 1);
    if (failed) return failed;
  }
  return { ok: true, replayed: log.actions.length, checkpoints: matched, state };
}

/** The replay's verdict as the command prints it. */
export function describeReport(report: ReplayReport): string {
  if (report.ok) {
    return `replayed ${report.replayed} actions, all ${report.checkpoints} checkpoints match`;
  }
  const { seq, actionType, fromSeq, checkpointSeq, differences } = report.divergence;
  const where =
    seq === null
      ? `the state diverges before action #${fromSeq} (checkpoint #${checkpointSeq})`
      : `the state diverges at action #${seq} (${actionType}): the last to change the ` +
        `differing parts between action #${fromSeq} and checkpoint #${checkpointSeq}`;
  const lines = differences.map((d) => `  ${d.path}: replayed ${d.replayed}`);
  return [
    `replayed ${report.replayed} actions: ${where}; ${report.checkpoints} earlier checkpoints matched.`,
    'Differs at:',
    ...lines,
  ].join('\n');
}
