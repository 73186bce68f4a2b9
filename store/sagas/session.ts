/**
 * Session side effects (spec sections 4 and 8):
 * - on start, a restored token leads to fetching the current user;
 * - a new token is followed by the user fetch; a token object with an empty Token reloads
 *   the page;
 * - a 401 anywhere, or a logout, clears local storage, forgets the session and the cached
 *   answers; a 401 also sends the user to `/`;
 * - the signed-in user's LanguageCode is applied, unless the user picked a language while
 *   signed in (a profile answer may be older than that choice).
 */
import { call, getContext, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import type { SessionToken, User } from '../api/auth';
import { loadedApis } from '../api/lazyApis';
import { languageChanged, selectLanguage } from '../preferences/languageSlice';
import type { RootState } from '../rootReducer';
import type { StoreServices } from '../services';
import {
  appStarted,
  logoutRequested,
  sessionEnded,
  unauthorizedReceived,
} from '../session/sessionEvents';
import { tokenReceived } from '../session/tokenSlice';
import { userLoaded } from '../session/userSlice';

const selectToken = (state: RootState) => state.session.token.value?.Token ?? null;

/**
 * Any answer of `User/GetUser`, the saga's or a hook's, matched by its action type so
 * that the first page need not load the auth endpoints to listen for it.
 */
export const isCurrentUserAnswer = (action: Action): action is PayloadAction<{ data: User }> =>
  action.type === 'authApi/executeQuery/fulfilled' &&
  (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName ===
    'userGetUser';

/** Asks for the signed-in user; `applyUser` keeps whatever answer arrives. */
export function* fetchCurrentUser() {
  // Loading the endpoints injects the API slices into the store (store/api/lazyApis.ts).
  const { authEndpoints }: typeof import('../api/auth') = yield call(
    () => import(/* webpackChunkName: "api-auth" */ '../api/auth'),
  );
  yield put(
    authEndpoints.endpoints.userGetUser.initiate(undefined, {
      forceRefetch: true,
      subscribe: false,
    }) as never,
  );
}

/**
 * Whether the user picked a language while signed in, this session. That choice is sent to
 * the server (language saga), but a `User/GetUser` answer read before the server saved it
 * still carries the old LanguageCode: the explicit choice wins over it.
 */
export interface LanguageChoice {
  pickedWhileSignedIn: boolean;
}

/** A language the user picked (not one applied from the server's user). */
const isExplicitLanguageChange = (action: Action) =>
  languageChanged.match(action) && action.meta.sync;

// The action is what takeEvery passes last; only that it happened matters.
export function* noteLanguageChoice(choice: LanguageChoice, _action: Action) {
  const token: string | null = yield select(selectToken);
  // Signed out, the choice is not sent anywhere: the profile's setting applies at sign-in.
  choice.pickedWhileSignedIn = Boolean(token);
}

/**
 * Any answer of `User/GetUser` while signed in sets the user (and so the permissions) and
 * its language, unless the user picked a language while signed in.
 */
export function* applyUser(choice: LanguageChoice, action: PayloadAction<{ data: User }>) {
  // An answer that lands after the session ended (a logout while it was on its way) is
  // not the user of any session: keeping it would show a signed-out visitor as signed in.
  const token: string | null = yield select(selectToken);
  if (!token) return;
  const user = action.payload.data;
  yield put(userLoaded(user));
  if (choice.pickedWhileSignedIn) return;
  const language: string = yield select(selectLanguage);
  if (user.LanguageCode !== language) yield put(languageChanged(user.LanguageCode, false));
}

export function* handleAppStarted() {
  const token: string | null = yield select(selectToken);
  if (token) yield call(fetchCurrentUser);
}

export function* handleTokenReceived(action: PayloadAction<SessionToken>) {
  if (!action.payload.Token) {
    const services: StoreServices = yield getContext('services');
    services.reload();
    return;
  }
  yield call(fetchCurrentUser);
}

/** Local storage cleared, session forgotten. */
export function* endSession() {
  const services: StoreServices = yield getContext('services');
  services.storage.clear();
  yield put(sessionEnded());
}

/** Logout: the session and every cached answer forgotten. */
export function* handleLogout() {
  yield call(endSession);
  // Only APIs already loaded can hold cached answers.
  for (const api of loadedApis()) yield put(api.util.resetApiState());
}

/**
 * A 401: the page is left for `/`, so answers still in flight are let settle. Once the
 * session has ended, later 401s of the same burst change nothing.
 */
export function* handleUnauthorized() {
  const services: StoreServices = yield getContext('services');
  const token: string | null = yield select(selectToken);
  if (!token) return;
  yield call(endSession);
  services.navigate('/');
}

export function* sessionSaga() {
  const choice: LanguageChoice = { pickedWhileSignedIn: false };
  yield takeLeading(appStarted.type, handleAppStarted);
  yield takeEvery(tokenReceived.type, handleTokenReceived);
  yield takeEvery(isExplicitLanguageChange, noteLanguageChoice, choice);
  yield takeEvery(isCurrentUserAnswer, applyUser, choice);
  // A new session starts from the profile's setting again.
  yield takeEvery(sessionEnded.type, () => {
    choice.pickedWhileSignedIn = false;
  });
  yield takeLeading(logoutRequested.type, handleLogout);
  // Parallel calls failing together give one redirect, not one per call.
  yield takeLeading(unauthorizedReceived.type, handleUnauthorized);
}
