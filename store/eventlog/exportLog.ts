/**
 * The exported debug log: the Redux DevTools export shape (`payload`, the actions, and
 * `preloadedState`, the base state, both as JSON strings) so DevTools' Import button opens
 * it for time travel, plus an `x-replay` header that headless replay needs and DevTools
 * ignores.
 */
import type { Action } from '@reduxjs/toolkit';
import { APP_VERSION as appVersion } from '../appVersion';
import { PERSISTED_STATE_VERSION } from '../persistence/persistedKeys';
import { ACTION_TYPES_HASH } from './actionTypes';
import { checkpointHashes, type HashMemo } from './checksum';
import {
  EVENT_LOG_REQUESTED,
  type Checkpoint,
  type EventLog,
  type HeldCheckpoint,
  type RecordedLog,
} from './recorder';

export const LOG_FORMAT = 'kadro-event-log';
export const LOG_FORMAT_VERSION = 1;

export interface ReplayHeader {
  format: typeof LOG_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** Hash of the action types and endpoints of the recording build. */
  actionTypesHash: string;
  persistedStateVersion: number;
  /** When recording started (ISO 8601). */
  startedAt: string;
  /** Sequence number of payload[0]. */
  firstSeq: number;
  /** Ms since `startedAt` of each action of the payload. */
  times: number[];
  checkpoints: Checkpoint[];
}

export interface DebugLogFile {
  payload: string;
  preloadedState: string;
  'x-replay': ReplayHeader;
}

export function toDebugLogFile(log: EventLog): DebugLogFile {
  return {
    payload: JSON.stringify(log.actions.map((entry) => entry.action)),
    preloadedState: JSON.stringify(log.base),
    'x-replay': {
      format: LOG_FORMAT,
      formatVersion: LOG_FORMAT_VERSION,
      appVersion,
      actionTypesHash: ACTION_TYPES_HASH,
      persistedStateVersion: PERSISTED_STATE_VERSION,
      startedAt: new Date(log.startedAt).toISOString(),
      firstSeq: log.firstSeq,
      times: log.actions.map((entry) => entry.t),
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
const hashMemo: HashMemo = new WeakMap();

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
