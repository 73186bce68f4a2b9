/**
 * The full root reducer: the base slices with the four API slices and the lazily loaded
 * slices (./lazySlices.ts) injected. No side
 * effects on import beyond loading the APIs, so Node (headless replay, tests) can use it
 * without a browser. `createRootReducer({persistence})` wraps the persisted slices for the
 * live app's tree; `rootReducer` is the same tree without persistence. The browser store
 * starts from `createBaseReducer` instead and gets the same tree once the APIs load.
 */
import { authApi, engineApi, leagueApi, walletApi } from './api/emptyApis';
import { createBaseReducer, type PersistenceOptions } from './baseReducer';
import { teamBuilderSlice } from './team/teamBuilderSlice';

export type { PersistenceOptions };

export function createRootReducer(persistence?: PersistenceOptions) {
  return createBaseReducer(persistence)
    .inject(authApi)
    .inject(engineApi)
    .inject(walletApi)
    .inject(leagueApi)
    .inject(teamBuilderSlice, { overrideExisting: true });
}

export const rootReducer = createRootReducer();
export type RootState = ReturnType<typeof rootReducer>;
