/**
 * The reducer the store starts with: every slice but the four API slices, which are
 * declared lazy. Imports no RTK Query, so a visitor's first page does not load it; an
 * API's reducer is injected when its module is first loaded (see ./api/lazyApis.ts).
 */
import { combineReducers, combineSlices, type Reducer } from '@reduxjs/toolkit';
import type { apis } from './api/emptyApis';
import { contestSlice } from './contest/contestSlice';
import { lazySliceStandIns } from './lazySlices';
import { persisted } from './persistence/persistedKeys';
import { languageSlice } from './preferences/languageSlice';
import { themeSlice } from './preferences/themeSlice';
import { routerSlice } from './router/routerSlice';
import { tokenSlice } from './session/tokenSlice';
import { userSlice } from './session/userSlice';
import { uiSlice } from './ui/uiSlice';
import { serverClockSlice } from './serverClock/serverClockSlice';

export interface PersistenceOptions {
  storage: Storage;
  log: Pick<Console, 'warn'>;
}

type AnyApi = (typeof apis)[number];
/** The state of each API slice under its reducer path (`authApi`, `engineApi`, ...). */
export type ApiStates = {
  [Api in AnyApi as Api['reducerPath']]: ReturnType<Api['reducer']>;
};

export function createBaseReducer(persistence?: PersistenceOptions) {
  const keep = <S>(
    slice: 'token' | 'user' | 'theme' | 'contest',
    reducer: Reducer<S>,
  ): Reducer<S> =>
    persistence ? persisted(slice, reducer, persistence.storage, persistence.log) : reducer;
  return combineSlices({
    session: combineReducers({
      token: keep('token', tokenSlice.reducer),
      user: keep('user', userSlice.reducer),
    }),
    preferences: combineReducers({
      theme: keep('theme', themeSlice.reducer),
      language: languageSlice.reducer,
    }),
    router: routerSlice.reducer,
    ui: uiSlice.reducer,
    serverClock: serverClockSlice.reducer,
    contest: keep('contest', contestSlice.reducer),
    // Stand-ins until the team chunk swaps the real reducer in (./lazySlices.ts).
    ...lazySliceStandIns,
  }).withLazyLoadedSlices<ApiStates>();
}

export type BaseReducer = ReturnType<typeof createBaseReducer>;
