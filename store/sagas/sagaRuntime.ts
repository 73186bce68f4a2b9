/**
 * The saga runtime, loaded when the sagas first have work (see ./lazySagaMiddleware.ts):
 * redux-saga and every saga's code. It connects the root saga to the store the way
 * redux-saga's own middleware does, through a standard channel that the middleware feeds.
 */
import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { rootSaga } from './rootSaga';

export interface SagaHost {
  dispatch: (action: Action) => unknown;
  getState: () => unknown;
  context: Record<string, unknown>;
}

/** Starts the root saga; answers how to hand it each action the store has reduced. */
export function startSagas(host: SagaHost): (action: Action) => void {
  const channel = stdChannel<Action>();
  runSaga(
    { channel, dispatch: host.dispatch, getState: host.getState, context: host.context },
    rootSaga,
  );
  return (action) => channel.put(action);
}
