/**
 * The root reducer. No side effects on import, so Node (headless replay, tests) can use it
 * without a browser. `createRootReducer({persistence})` wraps the persisted slices for the
 * live app; `rootReducer` is the same tree without persistence.
 */
import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { apis } from './api/emptyApis';
import { contestSlice } from './contest/contestSlice';
import { persisted } from './persistence/persistedKeys';
import { themeSlice } from './preferences/themeSlice';
import { tokenSlice } from './session/tokenSlice';
import { userSlice } from './session/userSlice';

export interface PersistenceOptions {
  storage: Storage;
  log: Pick<Console, 'warn'>;
}

export function createRootReducer(persistence?: PersistenceOptions) {
  const keep = <S>(
    slice: 'token' | 'user' | 'theme' | 'contest',
    reducer: Reducer<S>,
  ): Reducer<S> =>
    persistence ? persisted(slice, reducer, persistence.storage, persistence.log) : reducer;
  return combineReducers({
    session: combineReducers({
      token: keep('token', tokenSlice.reducer),
      user: keep('user', userSlice.reducer),
    }),
    preferences: combineReducers({
      theme: keep('theme', themeSlice.reducer),
    }),
    contest: keep('contest', contestSlice.reducer),
    [apis[0].reducerPath]: apis[0].reducer,
    [apis[1].reducerPath]: apis[1].reducer,
    [apis[2].reducerPath]: apis[2].reducer,
    [apis[3].reducerPath]: apis[3].reducer,
  });
}

export const rootReducer = createRootReducer();
export type RootState = ReturnType<typeof rootReducer>;
