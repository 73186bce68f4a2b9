/**
 * The event-log recorder: a middleware, last in the chain so it records exactly the
 * actions that reach the reducer, that appends each action (sequence number, ms since
 * the start, the action) to a bounded log, with the state the kept actions start from
 * and the state every `checkpointEvery` actions and at the last action when the log is
 * read. What it answers when read is redacted (redaction.ts); the checkpoints' checksums
 * are computed by the reader (exportLog.ts).
 *
 * When the log passes its bound, the oldest block of actions (up to the oldest
 * checkpoint) falls out and the base moves forward to that checkpoint's state, as Redux
 * DevTools commits its oldest actions. So the log keeps between `limit - checkpointEvery`
 * and `limit` actions.
 */
import type { Action, Middleware } from '@reduxjs/toolkit';
import { redactAction, redactAllButAnswer, redactState } from './redaction';

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

/** A checkpoint as recorded: the store's own state, redacted when the log is first read. */
interface RawCheckpoint {
  seq: number;
  state: unknown;
  redacted?: HeldCheckpoint;
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
    // Answers and states are redacted when the log is read, its one way out of the
    // recorder (export, download, upload to support: all read it through
    // EVENT_LOG_REQUESTED). Walking each answer at dispatch cost a tenth of the app's own
    // reducers; read, only the kept answers are walked, each once, and the states' shared
    // parts once through the memo. Until then the log holds the states and answers the
    // store holds anyway; what the player typed is redacted at once (redactAllButAnswer).
    const redactedState = (held: RawCheckpoint): HeldCheckpoint =>
      (held.redacted ??= { seq: held.seq, state: redactState(held.state, redactMemo) });
    const checkpoint = (seq: number): RawCheckpoint => ({ seq, state: api.getState() });
    let seq = 0;
    let first = checkpoint(0);
    // Parallel lists (no entry object per action); action i has number firstKept + i, and
    // `redacted` holds the redacted form of the first `redacted.length` of them.
    let firstKept = 1;
    const times: number[] = [];
    const actions: Action[] = [];
    const redacted: Action[] = [];
    const checkpoints: RawCheckpoint[] = [];

    // The last action's checkpoint, taken when the log is read unless one falls there:
    // so the actions after the last regular checkpoint are checked too. Not kept in the
    // list, which drops old actions at regular checkpoints only; the same one is answered
    // until another action comes, so its checksum is computed once (exportLog.ts).
    let tail: RawCheckpoint | null = null;
    const read = (): RecordedLog => {
      // States first: an answer the state took is then redacted once, for both.
      const lastHeld = checkpoints.at(-1) ?? first;
      if (lastHeld.seq < seq && tail?.seq !== seq) tail = checkpoint(seq);
      const held = lastHeld.seq < seq ? [first, ...checkpoints, tail!] : [first, ...checkpoints];
      const states = held.map(redactedState);
      for (let i = redacted.length; i < actions.length; i++) {
        redacted.push(redactAction(actions[i] as Action, redactMemo));
      }
      return {
        startedAt,
        firstSeq: first.seq + 1,
        base: (states[0] as HeldCheckpoint).state,
        actions: redacted.map((action, i) => ({
          seq: firstKept + i,
          t: times[i] as number,
          action,
        })),
        checkpoints: states,
      };
    };

    return (next) => (action) => {
      if ((action as Action).type === EVENT_LOG_REQUESTED) return read();
      const result = next(action);
      seq += 1;
      times.push(clock.now() - startedAt);
      actions.push(redactAllButAnswer(action as Action));
      if (seq % checkpointEvery === 0) checkpoints.push(checkpoint(seq));
      if (actions.length > limit) {
        // Commit the oldest block: the checkpoint that leaves at most `limit` actions.
        const keepFrom = seq - limit;
        const index = checkpoints.findIndex((c) => c.seq >= keepFrom);
        first = checkpoints[index] as RawCheckpoint;
        checkpoints.splice(0, index + 1);
        const dropped = first.seq - firstKept + 1;
        actions.splice(0, dropped);
        redacted.splice(0, dropped);
        times.splice(0, dropped);
        firstKept = first.seq + 1;
      }
      return result;
    };
  };
}
