/**
 * Builds the store: the base slices (the four API slices are injected, reducer and
 * middleware, when a chunk first loads them: see store/api/lazyApis.ts), sagas, persistence of the spec's keys, and the
 * event-log hook point. The same factory serves the app, tests and replay (no sagas,
 * no network, no persistence).
 */
import {
  configureStore,
  createDynamicMiddleware,
  type Action,
  type Middleware,
  type StoreEnhancer,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { apiInjected, onApiLoaded } from './api/lazyApis';
import { onSliceLoaded } from './lazySlices';
import { createBaseReducer } from './baseReducer';
import { redactAction, redactState } from './eventlog/redaction';
import { DEFAULT_LIMIT } from './eventlog/recorder';
import type { RootState } from './rootReducer';
import { lazySagaMiddleware } from './sagas/lazySagaMiddleware';
import { buildRemoteDevTools, type RemoteDevToolsAddress } from './remoteDevToolsConfig';
import type { StoreServices } from './services';

export interface MakeStoreOptions {
  services: StoreServices;
  preloadedState?: Partial<RootState>;
  /** Persist the spec's keys to `services.storage` (off for tests and replay). */
  persist?: boolean;
  /** Run the sagas (off for replay). */
  sagas?: boolean;
  /**
   * Middleware placed last, so it sees exactly the actions that reach the reducer: the
   * event-log recorder (`createRecorder` from store/eventlog) plugs in here.
   */
  recorder?: Middleware;
  /** Redux DevTools, with the event log's redaction (on by default; never in production). */
  devTools?: boolean;
  /**
   * The standalone Redux DevTools' relay to connect to through `@redux-devtools/remote`
   * instead of the extension, with the same redaction and `maxAge` (by default the
   * build's `REMOTE_DEVTOOLS`: store/remoteDevToolsConfig.ts; never in production).
   */
  remoteDevTools?: RemoteDevToolsAddress | null;
}

/**
 * Redux DevTools holds as many actions as the event log (its default of 50 would squash
 * an imported log at the next live action), plus the instrument's own first one.
 */
export const DEVTOOLS_MAX_AGE = DEFAULT_LIMIT + 1;

export function makeStore({
  services,
  preloadedState,
  persist = false,
  sagas = true,
  recorder,
  devTools = process.env.NODE_ENV !== 'production',
  remoteDevTools = buildRemoteDevTools(),
}: MakeStoreOptions) {
  const devToolsMemo = new WeakMap<object, unknown>();
  // DevTools sees what the event log sees: secrets redacted the same way, in the browser
  // extension and in the standalone app alike. Never in a production build, which then
  // leaves the redaction code out of the first page (the condition is a constant there).
  const devToolsOptions =
    process.env.NODE_ENV !== 'production' && devTools
      ? {
          name: 'Kadro',
          trace: true,
          maxAge: DEVTOOLS_MAX_AGE,
          actionSanitizer: <A extends Action>(action: A) => redactAction(action) as A,
          stateSanitizer: <S>(state: S) => redactState(state, devToolsMemo) as S,
        }
      : undefined;
  let remoteEnhancer: StoreEnhancer | undefined;
  // A constant false in a production build, so webpack leaves the branch and the module
  // it loads out of the bundle (an import would keep them).
  if (process.env.NODE_ENV !== 'production' && devToolsOptions && remoteDevTools) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    const remote = require('./remoteDevTools') as typeof import('./remoteDevTools');
    remoteEnhancer = remote.remoteDevToolsEnhancer(remoteDevTools, devToolsOptions);
  }
  const reducer = createBaseReducer(
    persist ? { storage: services.storage, log: services.log } : undefined,
  );
  const apiMiddleware = createDynamicMiddleware();
  const live: { store?: { dispatch(action: ReturnType<typeof apiInjected>): unknown } } = {};
  // APIs already loaded are part of the store from its start; a later one is injected
  // and announced, so its state exists before its first hook reads it. Announced before
  // its middleware joins (which registers on the next action): so the slice appears in
  // the state exactly at `store/apiInjected`, and a replay of the log can tell when.
  onApiLoaded((api) => {
    reducer.inject(api);
    live.store?.dispatch(apiInjected(api.reducerPath));
    apiMiddleware.addMiddleware(api.middleware as Middleware);
  });
  // A lazy slice's real reducer replaces its stand-in, which held the same state.
  onSliceLoaded((slice) => reducer.inject(slice, { overrideExisting: true }));
  // The sagas (redux-saga) load when they first have work: see lazySagaMiddleware.
  const sagaMiddleware: Middleware = sagas
    ? lazySagaMiddleware({ services })
    : () => (next) => (action) => next(action);
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as Parameters<typeof reducer>[0],
    middleware: (getDefault) => {
      const base = getDefault({
        thunk: { extraArgument: { services } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(sagaMiddleware, apiMiddleware.middleware);
      return recorder ? base.concat(recorder) : base;
    },
    // The extension; with a standalone app's relay the store connects there instead.
    devTools:
      (process.env.NODE_ENV !== 'production' && !remoteDevTools && devToolsOptions) || false,
    enhancers: (getDefaultEnhancers) =>
      getDefaultEnhancers().concat(remoteEnhancer ? [remoteEnhancer] : []),
  });
  live.store = store;
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
