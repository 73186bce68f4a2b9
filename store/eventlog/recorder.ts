/**
 * The event-log recorder: a middleware, last in the chain so it records exactly the
 * actions that reach the reducer, that appends each action (sequence number, ms since
 * the start, the action after redaction) to a bounded log, with the redacted state the
 * kept actions start from and a state checksum every `checkpointEvery` actions and at the
 * last action when the log is read.
 *
 * When the log passes its bound, the oldest block of actions (up to the oldest
 * checkpoint) falls out and the base moves forward to that checkpoint's state, as Redux
 * DevTools commits its oldest actions. So the log keeps between `limit - checkpointEvery`
 * and `limit` actions.
 */
import type { Action, Middleware } from '@reduxjs/toolkit';
import { redactAction, redactState } from './redaction';

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The browser's clock, for the app's wiring (never read inside reducers). */
export const systemClock: Clock = { now: () => Date.now() };

export interface RecorderOptions {
  clock: Clock;
  /** Most actions kept (default 10,000). */
  limit?: number;
  /** A checksum every this many actions (default 100). */
  checkpointEvery?: number;
}

export interface LoggedAction {
  seq: number;
  /** Ms since the recording started. */
  t: number;
  action: Action;
}

export interface Checkpoint {
  /** The state after action `seq` (the base when seq = firstSeq - 1). */
  seq: number;
  hash: string;
  parts: Record<string, string>;
}

/** A checkpoint as the recorder holds it: hashed only when the log is read (exportLog.ts). */
export interface HeldCheckpoint {
  seq: number;
  /** The redacted state after action `seq`, to become the base when older actions drop. */
  state: unknown;
}

/** The log with its checkpoints' states: what the recorder answers. */
export interface RecordedLog<C = HeldCheckpoint> {
  /** Epoch ms when recording started. */
  startedAt: number;
  /** Sequence number of the first kept action. */
  firstSeq: number;
  /** The redacted state before the first kept action. */
  base: unknown;
  actions: LoggedAction[];
  /** Oldest first; the first one checks the base. */
  checkpoints: C[];
}

/** The log as read, with its checkpoints' checksums. */
export type EventLog = RecordedLog<Checkpoint>;

/** Dispatch this to read the log (the recorder answers it and does not pass it on). */
export const EVENT_LOG_REQUESTED = 'eventlog/logRequested';

export const DEFAULT_LIMIT = 10_000;
export const DEFAULT_CHECKPOINT_EVERY = 100;

export function createRecorder({
  clock,
  limit = DEFAULT_LIMIT,
  checkpointEvery = DEFAULT_CHECKPOINT_EVERY,
}: RecorderOptions): Middleware {
  if (!(checkpointEvery >= 1 && limit >= checkpointEvery)) {
    throw new RangeError('The event log must hold at least one checkpoint interval of actions.');
  }
  return (api) => {
    const startedAt = clock.now();
    const redactMemo = new WeakMap<object, unknown>();
    // The state is redacted at each checkpoint (the log never holds a secret), but only
    // hashed when the log is read: the redacted states are immutable, and hashing them in
    // order with one memo costs the same then as on every 100th dispatch. So the hashing
    // code loads with the export, not with the first page.
    const checkpoint = (seq: number): HeldCheckpoint => ({
      seq,
      state: redactState(api.getState(), redactMemo),
    });
    let seq = 0;
    let first = checkpoint(0);
    // Parallel lists (no entry object per action); action i has number firstKept + i.
    let firstKept = 1;
    const times: number[] = [];
    const actions: Action[] = [];
    const checkpoints: HeldCheckpoint[] = [];
    // Actions since the last checkpoint, redacted together at the next one (or when the
    // log is read): a run of walks costs a fraction of the same walks interleaved with
    // reducers, which evict the walker's code and data from the processor's caches.
    // So an action stays unredacted for at most `checkpointEvery` dispatches, in memory
    // only, as the live state holds it.
    const pending: Action[] = [];
    const flush = () => {
      for (let i = 0; i < pending.length; i++) {
        actions.push(redactAction(pending[i] as Action, redactMemo));
      }
      pending.length = 0;
    };

    const snapshot = (): RecordedLog => {
      flush();
      return read();
    };
    // The last action's checkpoint, taken when the log is read unless one falls there:
    // so the actions after the last regular checkpoint are checked too. Not kept in the
    // list, which drops old actions at regular checkpoints only; the same one is answered
    // until another action comes, so its checksum is computed once (exportLog.ts).
    let tail: HeldCheckpoint | null = null;
    const read = (): RecordedLog => {
      const lastHeld = checkpoints.at(-1) ?? first;
      if (lastHeld.seq < seq && tail?.seq !== seq) tail = checkpoint(seq);
      return {
        startedAt,
        firstSeq: first.seq + 1,
        base: first.state,
        actions: actions.map((action, i) => ({
          seq: firstKept + i,
          t: times[i] as number,
          action,
        })),
        checkpoints: lastHeld.seq < seq ? [first, ...checkpoints, tail!] : [first, ...checkpoints],
      };
    };

    return (next) => (action) => {
      if ((action as Action).type === EVENT_LOG_REQUESTED) return snapshot();
      const result = next(action);
      seq += 1;
      times.push(clock.now() - startedAt);
      pending.push(action as Action);
      if (seq % checkpointEvery === 0) {
        flush();
        checkpoints.push(checkpoint(seq));
      }
      if (actions.length + pending.length > limit) {
        // Commit the oldest block: the checkpoint that leaves at most `limit` actions.
        const keepFrom = seq - limit;
        const index = checkpoints.findIndex((c) => c.seq >= keepFrom);
        first = checkpoints[index] as HeldCheckpoint;
        checkpoints.splice(0, index + 1);
        const dropped = first.seq - firstKept + 1;
        actions.splice(0, dropped);
        times.splice(0, dropped);
        firstKept = first.seq + 1;
      }
      return result;
    };
  };
}
