/**
 * redux-saga's middleware with the library loaded when a saga first has something to do,
 * not with a visitor's first page (it and the sagas are about 7 KB of gzipped JavaScript,
 * and the page's budget is 150 KB). Until then the sagas have nothing to act on: every saga
 * acts only for a signed-in player, except the language saga, which keeps a visitor's
 * language choice (`VISITOR_SAGA_ACTIONS`). So the runtime loads with the first action
 * that leaves a session token in the state (a restored session, a sign-in) or with a
 * visitor's saga action, and from that action on every action reaches the sagas in order:
 * those that arrive while it loads are held, each with the state it left, and handed over
 * once the root saga is listening; a saga reading the state while one is handed over reads
 * the state of that moment, as it would have then.
 */
import type { Action, Middleware } from '@reduxjs/toolkit';
import { languageChanged } from '../preferences/languageSlice';
import { logoutRequested } from '../session/sessionEvents';
import { tokenReceived } from '../session/tokenSlice';
import { userLoaded } from '../session/userSlice';
import type { RootState } from '../rootReducer';
import type { SagaHost } from './sagaRuntime';

/**
 * The actions a saga acts on while the state holds no session token: a visitor's language
 * choice, a new token (even an empty one, which reloads the page), a user loaded and a
 * logout (which clears the storage whatever the state). A saga that acts on another such
 * action adds it here.
 */
export const VISITOR_SAGA_ACTIONS: ReadonlySet<string> = new Set([
  languageChanged.type,
  tokenReceived.type,
  userLoaded.type,
  logoutRequested.type,
]);

export type SagaRuntime = { startSagas(host: SagaHost): (action: Action) => void };

const loadRuntime = (): Promise<SagaRuntime> =>
  import(/* webpackChunkName: "sagas" */ './sagaRuntime');

/** Whether the sagas have work from this action on (the state is the one after it). */
export const sagasWake = (action: Action, state: RootState): boolean =>
  Boolean(state.session?.token.value?.Token) || VISITOR_SAGA_ACTIONS.has(action.type);

export interface LazySagaMiddleware extends Middleware {
  /** Settles once the sagas run (at once if they already do); for tests and the log. */
  started(): Promise<void>;
}

export function lazySagaMiddleware(
  context: Record<string, unknown>,
  load: () => Promise<SagaRuntime> = loadRuntime,
): LazySagaMiddleware {
  let hand: ((action: Action) => void) | null = null;
  // From the first action that woke them until they run, each with the state after it;
  // kept if the load fails.
  const held: { action: Action; state: unknown }[] = [];
  let handing: { state: unknown } | null = null;
  let loading = false;
  let signalStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (signalStarted = resolve));

  const middleware: Middleware = (api) => {
    const start = () => {
      loading = true;
      load().then(
        (runtime) => {
          const getState = () => (handing ? handing.state : api.getState());
          const put = runtime.startSagas({ dispatch: api.dispatch, getState, context });
          // No saga is running now, so each put runs its takers' first steps at once.
          for (const { action, state } of held.splice(0)) {
            handing = { state };
            try {
              put(action);
            } finally {
              handing = null;
            }
          }
          hand = put;
          signalStarted();
        },
        (error: unknown) => {
          // A failed load (the network) is tried again at the next action, nothing lost.
          console.error('The sagas could not be loaded', error);
          loading = false;
        },
      );
    };
    return (next) => (action) => {
      const result = next(action);
      if (hand) hand(action as Action);
      else if (held.length > 0 || sagasWake(action as Action, api.getState() as RootState)) {
        held.push({ action: action as Action, state: api.getState() });
        if (!loading) start();
      }
      return result;
    };
  };
  return Object.assign(middleware, { started: () => started });
}
