/** Every saga of the app, started once by makeStore. */
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, take } from 'redux-saga/effects';
import type { User } from '../api/auth';
import { userLoaded } from '../session/userSlice';
import { languageSaga } from './language';
import { sessionSaga } from './session';

const signedInUserLoaded = (action: Action): action is PayloadAction<User> =>
  action.type === userLoaded.type && (action as PayloadAction<User | null>).payload !== null;

/**
 * A signed-in player's sagas (./signedIn.ts) start with the first signed-in user: their code
 * loads then, not with a visitor's first page. That user's `userLoaded` is handed to the
 * sagas that act on it, since it came before they could take it.
 */
export function* signedInSagas(): SagaIterator {
  const first: PayloadAction<User> = yield take(signedInUserLoaded);
  const sagas: typeof import('./signedIn') = yield call(
    () => import(/* webpackChunkName: "signed-in" */ './signedIn'),
  );
  yield all([
    call(sagas.pushSaga, {}, first),
    call(sagas.endOfWeekSaga, first),
    call(sagas.walletSaga),
  ]);
}

export function* rootSaga() {
  yield all([sessionSaga(), languageSaga(), signedInSagas()]);
}
