/**
 * Headless replay of an exported debug log: the state is rebuilt in Node with the app's
 * own root reducer (no sagas, no network, no storage) and compared with every checkpoint.
 * The first divergence is reported with the action that made it and where the state
 * differs.
 */
import type { Action, Middleware, Reducer } from '@reduxjs/toolkit';
import { APP_VERSION as appVersion } from '../appVersion';
import { apis } from '../api/emptyApis';
import { apiInjected, type AnyApi } from '../api/lazyApis';
import { makeStore } from '../makeStore';
import { PERSISTED_STATE_VERSION } from '../persistence/persistedKeys';
import { createRootReducer } from '../rootReducer';
import type { StoreServices } from '../services';
import { ACTION_TYPES_HASH } from './actionTypes';
import {
  chainLink,
  hashText,
  hashTextPrefix,
  partHashes,
  stateHash,
  type HashMemo,
} from './checksum';
import { LOG_FORMAT, LOG_FORMAT_VERSION, type ReplayHeader } from './exportLog';
import { liftedOf } from './liftedLog';
import { readExportedText } from './logText';
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
  /**
   * The lifted state is the one exported (its hash matches the header's): the action
   * chain need not be checked. False for a log read action by action (logText.ts), whose
   * every action is checked against its link of the chain instead.
   */
  liftedIntact: boolean;
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

/** The log's actions and base out of the file's lifted DevTools state (exportLog.ts). */
function fromLifted(lifted: unknown): { actions: Action[]; base: unknown } {
  const shape =
    'The file must be a lifted DevTools state: "actionsById", "stagedActionIds" from 0, no "skippedActionIds", a "committedState" object.';
  if (
    !isRecord(lifted) ||
    !isRecord(lifted.actionsById) ||
    !Array.isArray(lifted.stagedActionIds) ||
    lifted.stagedActionIds[0] !== 0 ||
    (Array.isArray(lifted.skippedActionIds) && lifted.skippedActionIds.length > 0) ||
    !isRecord(lifted.committedState)
  ) {
    throw new DebugLogError('malformed', shape);
  }
  const byId = lifted.actionsById;
  const actions = (lifted.stagedActionIds as unknown[]).slice(1).map((id) => {
    const entry = byId[String(id)];
    return isRecord(entry) ? entry.action : undefined;
  });
  if (!actions.every((a) => isRecord(a) && typeof a.type === 'string')) {
    throw new DebugLogError('malformed', 'Every staged action of the file must have a "type".');
  }
  return { actions: actions as Action[], base: lifted.committedState };
}

/**
 * Reads a debug log file's text; throws a DebugLogError that says what is wrong. A file as
 * exported is read action by action (logText.ts), an answer equal to one already read
 * taken as that one's value; any other layout, or a file the checks refuse, is parsed
 * whole (and refused with the reason).
 */
export function parseDebugLog(text: string): ParsedLog {
  const read = readExportedText(text);
  if (read && isRecord(read.base) && read.actions.every((a) => typeof a.type === 'string')) {
    const header = checkHeader(read.header, () => undefined);
    return { header, base: read.base, actions: read.actions, liftedIntact: false };
  }
  const file = parseJson(text, 'The file');
  if (!isRecord(file)) {
    throw new DebugLogError(
      'malformed',
      'Not a debug log: expected an object (a lifted Redux DevTools state with an "x-replay" header).',
    );
  }
  const lifted = liftedOf(file);
  let body: { actions: Action[]; base: unknown } | undefined;
  const header = checkHeader(file['x-replay'], () => (body = fromLifted(lifted)));
  const { actions, base } = body as unknown as { actions: Action[]; base: unknown };
  return {
    header,
    base,
    actions,
    liftedIntact:
      typeof header.liftedHash === 'string' &&
      (liftedTextIntact(text, header.liftedHash) ||
        hashText(JSON.stringify(lifted)) === header.liftedHash),
  };
}

/**
 * The file's header, checked; throws a DebugLogError that says what is wrong. `body`
 * checks the lifted state, between the header's format and its fields (the order the
 * errors have always come in).
 */
function checkHeader(header: unknown, body: () => unknown): ReplayHeader {
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
  body();
  const { firstSeq, chain, checkpoints } = header;
  if (!isInt(firstSeq) || firstSeq < 1) {
    throw new DebugLogError('malformed', 'The header\'s "firstSeq" must be a positive integer.');
  }
  // The chain says how many actions were recorded; a file with more or fewer is
  // replayed and the first action that differs named (replayDebugLog).
  if (!Array.isArray(chain) || !chain.every((link) => typeof link === 'string')) {
    throw new DebugLogError(
      'malformed',
      'The header\'s "chain" must hold one link (a string) per recorded action.',
    );
  }
  const last = firstSeq + chain.length - 1;
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
  return header as unknown as ReplayHeader;
}

const HEADER_KEY = ',"x-replay":';

/**
 * Whether the file's text is laid out as exported (`JSON.stringify` of the lifted state's
 * fields, then the header, exportLog.ts) with the lifted state's JSON as exported: then
 * its hash is that of the text up to the header, and serialising the parsed lifted state
 * again to hash it (a third of a replay of real actions) is not needed. The header's text
 * must be one JSON value closing the file, so no member after it can replace one of the
 * hashed ones. Any other layout is checked the slow way.
 */
function liftedTextIntact(text: string, liftedHash: string): boolean {
  const at = text.lastIndexOf(HEADER_KEY);
  if (at < 0 || !text.startsWith('{"actionsById":') || !text.endsWith('}')) return false;
  try {
    JSON.parse(text.slice(at + HEADER_KEY.length, -1));
  } catch {
    return false;
  }
  return hashTextPrefix(text, at, '}') === liftedHash;
}

/** Throws unless this build can replay the log exactly. */
export function checkCompatible(header: ReplayHeader): void {
  // Reducers may change between versions without changing any action type, and a replay
  // that then diverges would blame the player's actions: only the recording version
  // replays a log (the support viewer says which to check out).
  if (header.appVersion !== appVersion) {
    throw new DebugLogError(
      'incompatible',
      `The log was recorded by Kadro ${String(header.appVersion)}; this is Kadro ${appVersion}. ` +
        `Replay it with Kadro ${String(header.appVersion)}.`,
    );
  }
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
 * nothing: so PERSIST and REHYDRATE replay as they ran (a replayed PERSIST, without its
 * callbacks, rehydrates nothing: see persisted()).
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
    // PERSIST's callbacks, dropped from the log, the persisted reducers supply themselves.
    const prepared = ids.has(action.type)
      ? ({ ...action, payload: ids.get(action.type) } as Action)
      : action;
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

/**
 * Where a replay first departs from the recording:
 * - `action`: action #seq is not the one recorded there (its link of the action chain
 *   differs: edited, swapped, inserted or deleted), whatever the state does after it;
 * - `missing`: the log ends before #seq, an action the recording holds;
 * - `threw`: action #seq made a reducer throw (`error`);
 * - `state`: the actions are as recorded but the state differs at checkpoint
 *   #checkpointSeq (the base, or a build whose reducers behave otherwise): located to the
 *   window after the last matching checkpoint (`fromSeq`..`checkpointSeq`), and within it
 *   to the last action that changed a differing part (null when none did).
 */
export interface Divergence {
  kind: 'action' | 'missing' | 'threw' | 'state';
  seq: number | null;
  actionType: string | null;
  fromSeq: number;
  checkpointSeq: number | null;
  differences: Difference[];
  error?: string;
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

/**
 * A checksum memo that keeps the hashes of frozen objects only: for hashing actions one after
 * another (replay's action chain), where each action's own parts (its meta, its
 * arguments) are new objects met once, and remembering each cost more than hashing it,
 * while an answer the state has kept (frozen by the reducers) comes again.
 */
class FrozenHashMemo extends WeakMap<object, number> {
  override set(key: object, value: number): this {
    if (Object.isFrozen(key)) super.set(key, value);
    return this;
  }
}

interface QueryAnswer {
  type: string;
  payload?: unknown;
  meta?: { arg?: { queryCacheKey?: unknown } };
}

/** The RTK Query cache entry's data an answer of `action` is written to, or undefined. */
function cachedData(state: unknown, action: QueryAnswer): unknown {
  const key = action.meta?.arg?.queryCacheKey;
  if (typeof key !== 'string' || !isRecord(state)) return undefined;
  const api = state[action.type.slice(0, action.type.indexOf('/'))];
  const queries = isRecord(api) ? api.queries : undefined;
  const entry = isRecord(queries) ? queries[key] : undefined;
  return isRecord(entry) ? entry.data : undefined;
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/**
 * An answer given as the cached data it equals. RTK Query keeps a query's data when a new
 * answer equals it (structural sharing), so after one change the cache holds an object
 * that equals the next answers of the same text (read as one object, logText.ts) without
 * being them, and each would be walked against it again. Once the two are known equal
 * (their checksums match), the next such answer is given to the reducers as the cached
 * data itself: the same value, so the same state, without the walk. The chain is checked
 * on the file's own action.
 */
function cachedAnswers(memo: HashMemo) {
  // Cached data → the answer object it equals.
  const twins = new WeakMap<object, object>();
  const answerOf = (action: Action): QueryAnswer | null => {
    const answer = action as QueryAnswer;
    return isObject(answer.payload) && answer.type.endsWith('/fulfilled') ? answer : null;
  };
  return {
    meeting(state: unknown, action: Action): Action {
      const answer = answerOf(action);
      if (!answer) return action;
      const data = cachedData(state, answer);
      return isObject(data) && data !== answer.payload && twins.get(data) === answer.payload
        ? ({ ...action, payload: data } as Action)
        : action;
    },
    learn(before: unknown, after: unknown, action: Action, input: Action): void {
      const answer = answerOf(action);
      if (!answer || before === after) return;
      const data = cachedData(after, answer);
      if (
        isObject(data) &&
        data !== answer.payload &&
        data !== (input as QueryAnswer).payload &&
        stateHash(data, memo) === stateHash(answer.payload, memo)
      ) {
        twins.set(data, answer.payload as object);
      }
    },
  };
}

/** Replays a parsed log; checks compatibility first (throws DebugLogError). */
export function replayDebugLog(
  log: ParsedLog,
  reducer: Reducer<unknown, Action> = replayReducer(),
): ReplayReport {
  checkCompatible(log.header);
  const { firstSeq, chain } = log.header;
  const expected = [...log.header.checkpoints].sort((a, b) => a.seq - b.seq);
  const redactMemo = new WeakMap<object, unknown>();
  const hashMemo: HashMemo = new WeakMap();
  const chainMemo: HashMemo = new FrozenHashMemo();
  let state: unknown = log.base;
  let windowStart = { seq: firstSeq - 1, state };
  let matched = 0;
  let next = 0;

  const failed = (
    divergence: Omit<Divergence, 'fromSeq' | 'checkpointSeq' | 'differences'> & Partial<Divergence>,
    replayedCount: number,
  ): ReplayReport => ({
    ok: false,
    replayed: replayedCount,
    checkpoints: matched,
    divergence: {
      fromSeq: divergence.seq ?? firstSeq,
      checkpointSeq: null,
      differences: [],
      ...divergence,
    },
    state,
  });

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
    return failed(
      {
        kind: 'state',
        seq,
        actionType,
        fromSeq: windowStart.seq + 1,
        checkpointSeq: checkpoint.seq,
        differences,
      },
      replayedCount,
    );
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

  const answers = cachedAnswers(hashMemo);
  const atBase = check(firstSeq - 1, 0);
  if (atBase) return atBase;
  let link = '';
  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i] as Action;
    const seq = firstSeq + i;
    if (!log.liftedIntact) {
      link = chainLink(link, action, chainMemo);
      if (link !== chain[i]) return failed({ kind: 'action', seq, actionType: action.type }, i);
    }
    try {
      const input = answers.meeting(state, action);
      const before = state;
      state = reducer(state, input);
      answers.learn(before, state, action, input);
    } catch (error) {
      return failed(
        {
          kind: 'threw',
          seq,
          actionType: action.type,
          error: error instanceof Error ? error.message : String(error),
        },
        i,
      );
    }
    const mismatch = check(seq, i + 1);
    if (mismatch) return mismatch;
  }
  if (!log.liftedIntact && chain.length > log.actions.length) {
    return failed(
      { kind: 'missing', seq: firstSeq + log.actions.length, actionType: null },
      log.actions.length,
    );
  }
  return { ok: true, replayed: log.actions.length, checkpoints: matched, state };
}

/** The replay's verdict as the command prints it. */
export function describeReport(report: ReplayReport): string {
  if (report.ok) {
    return `replayed ${report.replayed} actions, all ${report.checkpoints} checkpoints match`;
  }
  const { kind, seq, actionType, fromSeq, checkpointSeq, differences, error } = report.divergence;
  const head = `replayed ${report.replayed} actions: `;
  const tail = `; ${report.checkpoints} earlier checkpoints matched.`;
  if (kind === 'action') {
    return (
      `${head}action #${seq} (${actionType}) is not the action recorded there: ` +
      `it was edited, moved, inserted or deleted${tail}`
    );
  }
  if (kind === 'missing') {
    return `${head}the log ends before action #${seq}, which was recorded: actions were deleted${tail}`;
  }
  if (kind === 'threw') {
    return `${head}action #${seq} (${actionType}) makes the reducer throw: ${error}${tail}`;
  }
  const where =
    seq === null
      ? `the state diverges before action #${fromSeq} (checkpoint #${checkpointSeq})`
      : `the state diverges at action #${seq} (${actionType}): the last to change the ` +
        `differing parts between action #${fromSeq} and checkpoint #${checkpointSeq}`;
  const lines = differences.map((d) => `  ${d.path}: replayed ${d.replayed}`);
  return [`${head}${where}${tail}`, 'Differs at:', ...lines].join('\n');
}
