/** Helpers for the event-log tests: a recorded store and realistic RTK Query actions. */
import type { Action } from '@reduxjs/toolkit';
import { makeStore } from '../makeStore';
import { testServices } from '../testing/testServices';
import type { DebugLogFile } from './exportLog';
import { actionsOf, liftedOf, type LiftedAction, type LiftedLog } from './liftedLog';
import { createRecorder, type Clock, type RecorderOptions } from './recorder';

/** A clock the test moves. */
export function manualClock(
  start = Date.UTC(2025, 7, 9, 18, 0, 0),
): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

export function recordedStore(options: Partial<RecorderOptions> = {}) {
  const clock = manualClock();
  const store = makeStore({
    services: testServices(),
    sagas: false,
    devTools: false,
    recorder: createRecorder({ clock, ...options }),
  });
  return { store, clock };
}

/** A realistic JWT (header and payload base64url JSON). */
export const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3Iiwicm9sZSI6IlVzZXIiLCJleHAiOjE3NTYwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

let requestCounter = 0;

/**
 * The pending and settled actions RTK Query dispatches for one request, as its thunk
 * builds them (meta.arg, requestId, timestamps, baseQueryMeta).
 */
export function rtkRequest(options: {
  reducerPath: 'authApi' | 'engineApi' | 'walletApi' | 'leagueApi';
  endpointName: string;
  kind: 'query' | 'mutation';
  originalArgs: unknown;
  outcome: { data: unknown } | { error: unknown };
  at: number;
}) {
  const { reducerPath, endpointName, kind, originalArgs, outcome, at } = options;
  requestCounter += 1;
  const requestId = `req-${requestCounter}`;
  const thunk = kind === 'query' ? 'executeQuery' : 'executeMutation';
  const arg =
    kind === 'query'
      ? {
          type: 'query',
          subscribe: true,
          forceRefetch: false,
          subscriptionOptions: {},
          endpointName,
          originalArgs,
          queryCacheKey: `${endpointName}(${JSON.stringify(originalArgs ?? undefined) ?? 'undefined'})`,
        }
      : { type: 'mutation', endpointName, originalArgs, track: true };
  const pending = {
    type: `${reducerPath}/${thunk}/pending`,
    payload: undefined,
    meta: { arg, requestId, requestStatus: 'pending', startedTimeStamp: at },
  };
  const baseQueryMeta = { method: 'POST', url: `/api/${endpointName}?Token=${JWT}`, status: 200 };
  const settled =
    'data' in outcome
      ? {
          type: `${reducerPath}/${thunk}/fulfilled`,
          payload: { data: outcome.data, count: 0, message: '' },
          meta: {
            arg,
            requestId,
            requestStatus: 'fulfilled',
            fulfilledTimeStamp: at + 40,
            baseQueryMeta,
          },
        }
      : {
          type: `${reducerPath}/${thunk}/rejected`,
          payload: outcome.error,
          error: { message: 'Rejected' },
          meta: {
            arg,
            requestId,
            requestStatus: 'rejected',
            rejectedWithValue: true,
            aborted: false,
            condition: false,
            baseQueryMeta: { ...baseQueryMeta, status: 400 },
          },
        };
  return [pending, settled] as const;
}

export { actionsOf } from './liftedLog';

/** The base state of an exported file, as a copy the test may edit. */
export function baseOf(file: LiftedLog): Record<string, unknown> {
  return JSON.parse(JSON.stringify(file.committedState)) as Record<string, unknown>;
}

/**
 * The file with other actions and/or base, as someone editing its lifted state would leave
 * it (the header untouched). Times are kept by position.
 */
export function tampered<F extends DebugLogFile>(
  file: F,
  change: { actions?: Action[]; base?: unknown },
): F {
  const lifted: LiftedLog = liftedOf(file);
  const actions = change.actions ?? actionsOf(file);
  const actionsById: Record<string, LiftedAction> = { 0: lifted.actionsById[0] as LiftedAction };
  actions.forEach((action, i) => {
    const was = lifted.actionsById[i + 1];
    actionsById[i + 1] = {
      type: 'PERFORM_ACTION',
      action,
      timestamp: was?.timestamp ?? (lifted.actionsById[0] as LiftedAction).timestamp,
    };
  });
  const edited: LiftedLog = {
    ...lifted,
    actionsById,
    nextActionId: actions.length + 1,
    stagedActionIds: [0, ...actions.map((_, i) => i + 1)],
    currentStateIndex: actions.length,
    committedState: change.base ?? lifted.committedState,
  };
  return { ...file, ...edited };
}
