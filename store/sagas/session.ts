/**
 * Session side effects. A 401 anywhere (spec section 8): local storage cleared, the
 * session forgotten, the user sent to `/`.
 */
import { getContext, put, takeLeading } from 'redux-saga/effects';
import type { StoreServices } from '../services';
import { sessionEnded, unauthorizedReceived } from '../session/sessionEvents';

export function* handleUnauthorized() {
  const services: StoreServices = yield getContext('services');
  services.storage.clear();
  yield put(sessionEnded());
  services.navigate('/');
}

export function* sessionSaga() {
  // Parallel calls failing together give one redirect, not one per call.
  yield takeLeading(unauthorizedReceived.type, handleUnauthorized);
}
