/** Every saga of the app, started once by makeStore. */
import { all } from 'redux-saga/effects';
import { endOfWeekSaga } from './endOfWeek';
import { languageSaga } from './language';
import { pushSaga } from './push';
import { sessionSaga } from './session';
import { walletSaga } from './wallet';

export function* rootSaga() {
  yield all([sessionSaga(), languageSaga(), pushSaga(), endOfWeekSaga(), walletSaga()]);
}
