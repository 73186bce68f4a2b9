/**
 * The exported debug log: what Redux DevTools' Import opens for time travel, with an
 * `x-replay` header that headless replay needs and DevTools ignores. The file's top level
 * is a lifted DevTools state (the base state as `committedState`, each action with its
 * time), not the bare list of actions a DevTools export holds: from a list, the
 * instrument stamps every action with the moment of import. At the top level, and not as
 * the `payload` text of the extension's own exports, because both imports read it so:
 * `@redux-devtools/utils` importState (the browser extension) takes a bare lifted state as
 * well as a `payload`, and `@redux-devtools/remote` (the standalone `@redux-devtools/app`)
 * takes the whole text as the lifted state.
 */
import type { Action } from '@reduxjs/toolkit';
import { APP_VERSION as appVersion } from '../appVersion';
import { PERSISTED_STATE_VERSION } from '../persistence/persistedKeys';
import { ACTION_TYPES_HASH } from './actionTypes';
import { actionChain, checkpointHashes, hashText, type HashMemo } from './checksum';
import { DEVTOOLS_INIT, type LiftedAction, type LiftedLog } from './liftedLog';
import {
  EVENT_LOG_REQUESTED,
  type Checkpoint,
  type EventLog,
  type HeldCheckpoint,
  type RecordedLog,
} from './recorder';

export { actionsOf, liftedOf, type LiftedAction, type LiftedLog } from './liftedLog';

export const LOG_FORMAT = 'kadro-event-log';
export const LOG_FORMAT_VERSION = 3;

export interface ReplayHeader {
  format: typeof LOG_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** Hash of the action types and endpoints of the recording build. */
  actionTypesHash: string;
  persistedStateVersion: number;
  /** When recording started (ISO 8601). */
  startedAt: string;
  /** Sequence number of the log's first action (staged action 1). */
  firstSeq: number;
  /** Each action's link of the action chain (checksum.ts `actionChain`). */
  chain: string[];
  /**
   * The hash of the lifted state's JSON (its fields in file order, `liftedOf`): when it
   * matches, every action is as recorded and replay skips the chain (hashing each action
   * twice as slow as replaying it); the chain names the first changed action when it does
   * not.
   */
  liftedHash: string;
  checkpoints: Checkpoint[];
}

/** The lifted state's fields, then the header. */
export interface DebugLogFile extends LiftedLog {
  'x-replay': ReplayHeader;
}

// Logged actions and checkpoint states are immutable and shared from one read to the
// next: their hashes are kept (weakly) so that a second export hashes only what is new.
const hashMemo: HashMemo = new WeakMap();

export function toLiftedLog(log: EventLog): LiftedLog {
  const actionsById: Record<string, LiftedAction> = {
    0: { type: 'PERFORM_ACTION', action: { type: DEVTOOLS_INIT }, timestamp: log.startedAt },
  };
  const stagedActionIds = [0];
  log.actions.forEach((entry, i) => {
    actionsById[i + 1] = {
      type: 'PERFORM_ACTION',
      action: entry.action,
      timestamp: log.startedAt + entry.t,
    };
    stagedActionIds.push(i + 1);
  });
  return {
    actionsById,
    nextActionId: log.actions.length + 1,
    stagedActionIds,
    skippedActionIds: [],
    committedState: log.base,
    currentStateIndex: log.actions.length,
    computedStates: [],
    monitorState: {},
  };
}

export function toDebugLogFile(log: EventLog): DebugLogFile {
  const lifted = toLiftedLog(log);
  return {
    ...lifted,
    'x-replay': {
      format: LOG_FORMAT,
      formatVersion: LOG_FORMAT_VERSION,
      appVersion,
      actionTypesHash: ACTION_TYPES_HASH,
      persistedStateVersion: PERSISTED_STATE_VERSION,
      startedAt: new Date(log.startedAt).toISOString(),
      firstSeq: log.firstSeq,
      chain: actionChain(
        log.actions.map((entry) => entry.action),
        hashMemo,
      ),
      liftedHash: hashText(JSON.stringify(lifted)),
      checkpoints: log.checkpoints,
    },
  };
}

interface DispatchingStore {
  dispatch(action: Action): unknown;
}

// Checkpoint states are immutable and shared from one read to the next: their checksums
// are kept (weakly, with the states) so that a second export hashes only what is new.
const checksums = new WeakMap<HeldCheckpoint, Checkpoint>();

/** The store's recorded log; throws when the store was built without the recorder. */
export function readEventLog(store: DispatchingStore): EventLog {
  const answer = store.dispatch({ type: EVENT_LOG_REQUESTED }) as Partial<RecordedLog>;
  if (!answer || !Array.isArray(answer.actions) || !Array.isArray(answer.checkpoints)) {
    throw new Error('This store records no event log (makeStore was given no recorder).');
  }
  const checkpoints = answer.checkpoints.map((held) => {
    let checkpoint = checksums.get(held);
    if (!checkpoint) {
      checkpoint = { seq: held.seq, ...checkpointHashes(held.state, hashMemo) };
      checksums.set(held, checkpoint);
    }
    return checkpoint;
  });
  return { ...(answer as RecordedLog), checkpoints };
}

export function exportDebugLog(store: DispatchingStore): DebugLogFile {
  return toDebugLogFile(readEventLog(store));
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
/** A logged action's bytes in the file besides its JSON: its id, wrapper, time and link. */
const PER_ACTION_BYTES = 90;

/**
 * The store's debug log as JSON text of at most `maxBytes` (UTF-8): the whole log when it
 * fits, else its newest part that does, from the oldest checkpoint whose state and later
 * actions fit (that checkpoint's state becomes the base, so the part replays and is checked
 * like a whole log). `dropped` counts the actions left out.
 */
export function exportDebugLogWithin(
  store: DispatchingStore,
  maxBytes: number,
): { text: string; dropped: number } {
  const recorded = store.dispatch({ type: EVENT_LOG_REQUESTED }) as RecordedLog;
  const log = readEventLog({ dispatch: () => recorded });
  const whole = JSON.stringify(toDebugLogFile(log));
  if (utf8Bytes(whole) <= maxBytes) return { text: whole, dropped: 0 };
  // Estimate from each action's own JSON, then check the real text (Turkish letters
  // are two bytes: the estimate counts characters, so it keeps a margin).
  const sizes = log.actions.map((entry) => JSON.stringify(entry.action).length + PER_ACTION_BYTES);
  let after = sizes.reduce((sum, size) => sum + size, 0);
  let next = 0; // actions before checkpoint k's sequence number are left out
  for (let k = 1; k < recorded.checkpoints.length; k++) {
    const held = recorded.checkpoints[k] as HeldCheckpoint;
    while (next < log.actions.length && (log.actions[next] as { seq: number }).seq <= held.seq) {
      after -= sizes[next] as number;
      next += 1;
    }
    if (after > maxBytes * 0.9) continue;
    const part: EventLog = {
      startedAt: log.startedAt,
      firstSeq: held.seq + 1,
      base: held.state,
      actions: log.actions.slice(next),
      checkpoints: log.checkpoints.slice(k),
    };
    const text = JSON.stringify(toDebugLogFile(part));
    if (utf8Bytes(text) <= maxBytes) return { text, dropped: next };
  }
  throw new RangeError(`Even the newest part of the debug log is over ${maxBytes} bytes.`);
}

/** The file name of a log saved at `savedAt`: kadro-debug-log-2026-11-23T11-20-05-123Z.json. */
export const debugLogFileName = (savedAt: Date) =>
  `kadro-debug-log-${savedAt.toISOString().replace(/[:.]/g, '-')}.json`;

/**
 * Saves the store's debug log as a JSON file (the "Download debug log" button), named for
 * when it is saved: the moment the player saw the problem, and two saves never clash.
 */
export function downloadDebugLog(
  store: DispatchingStore,
  savedAt: Date,
  page: Document = document,
): void {
  const file = exportDebugLog(store);
  const blob = new Blob([JSON.stringify(file)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = page.createElement('a');
  link.href = url;
  link.download = debugLogFileName(savedAt);
  link.style.display = 'none';
  page.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
