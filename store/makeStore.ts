/**
 * Builds the store: the four API slices, sagas, persistence of the spec's keys, and the
 * event-log hook point. The same factory serves the app, tests and replay (no sagas,
 * no network, no persistence).
 */
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { apis } from './api/emptyApis';
import { createRootReducer, type RootState } from './rootReducer';
import { rootSaga } from './sagas/rootSaga';
import type { StoreServices } from './services';

export interface MakeStoreOptions {
  services: StoreServices;
  preloadedState?: Partial<RootState>;
  /** Persist the spec's keys to `services.storage` (off for tests and replay). */
  persist?: boolean;
  /** Run the sagas (off for replay). */
  sagas?: boolean;
  /** Middleware that sees every action first: the event-log recorder plugs in here. */
  recorder?: Middleware;
}

export function makeStore({
  services,
  preloadedState,
  persist = false,
  sagas = true,
  recorder,
}: MakeStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const reducer = createRootReducer(
    persist ? { storage: services.storage, log: services.log } : undefined,
  );
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as Parameters<typeof reducer>[0],
    middleware: (getDefault) => {
      const base = getDefault({
        thunk: { extraArgument: { services } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(
        sagaMiddleware,
        apis[0].middleware,
        apis[1].middleware,
        apis[2].middleware,
        apis[3].middleware,
      );
      return recorder ? base.prepend(recorder) : base;
    },
  });
  if (sagas) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
