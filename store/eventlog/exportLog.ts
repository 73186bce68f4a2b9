/**
 * The exported debug log: what Redux DevTools' Import opens for time travel, with an
 * `x-replay` header that headless replay needs and DevTools ignores. `payload` is a lifted
 * DevTools state as JSON text (the base state as `committedState`, each action with its
 * time), not the bare list of actions a DevTools export holds: from a list, the
 * instrument stamps every action with the moment of import.
 */
import type { Action } from '@reduxjs/toolkit';
import { APP_VERSION as appVersion } from '../appVersion';
import { PERSISTED_STATE_VERSION } from '../persistence/persistedKeys';
import { ACTION_TYPES_HASH } from './actionTypes';
import { actionChain, checkpointHashes, type HashMemo } from './checksum';
import { DEVTOOLS_INIT, type LiftedAction, type LiftedLog } from './liftedLog';
import {
  EVENT_LOG_REQUESTED,
  type Checkpoint,
  type EventLog,
  type HeldCheckpoint,
  type RecordedLog,
} from './recorder';

export { actionsOf, type LiftedAction, type LiftedLog } from './liftedLog';

export const LOG_FORMAT = 'kadro-event-log';
export const LOG_FORMAT_VERSION = 2;

export interface ReplayHeader {
  format: typeof LOG_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** Hash of the action types and endpoints of the recording build. */
  actionTypesHash: string;
  persistedStateVersion: number;
  /** When recording started (ISO 8601). */
  startedAt: string;
  /** Sequence number of the payload's first action (staged action 1). */
  firstSeq: number;
  /** Each action's link of the action chain (checksum.ts `actionChain`). */
  chain: string[];
  checkpoints: Checkpoint[];
}

export interface DebugLogFile {
  /** A LiftedLog as JSON text. */
  payload: string;
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
  return {
    payload: JSON.stringify(toLiftedLog(log)),
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
