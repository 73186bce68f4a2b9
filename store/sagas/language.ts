/**
 * A language change (spec section 2): i18next's key `i18nextLng` is written, so the next
 * requests carry the new LanguageCode header, and a signed-in user's setting is saved
 * with `User/UpdateCultureInfo`.
 */
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { User } from '../api/auth';
import type { Language } from '../constants';
import { languageChanged } from '../preferences/languageSlice';
import type { RootState } from '../rootReducer';
import type { StoreServices } from '../services';
import { userLoaded } from '../session/userSlice';

export const LANGUAGE_KEY = 'i18nextLng';

export function* handleLanguageChanged(action: ReturnType<typeof languageChanged>) {
  const services: StoreServices = yield getContext('services');
  const language: Language = action.payload;
  services.storage.setItem(LANGUAGE_KEY, language);
  const signedIn: boolean = yield select((s: RootState) => Boolean(s.session.token.value?.Token));
  if (!action.meta.sync || !signedIn) return;
  // Loading the endpoints injects the API slices into the store (store/api/lazyApis.ts).
  const { authEndpoints }: typeof import('../api/auth') = yield call(
    () => import(/* webpackChunkName: "api-auth" */ '../api/auth'),
  );
  const request: PromiseLike<{ data?: { data: User } }> = yield put(
    authEndpoints.endpoints.userUpdateCultureInfo.initiate({
      updateCultureInfoRequest: { LanguageCode: language },
    }) as never,
  );
  const result: { data?: { data: User } } = yield call(() => request);
  if (result.data) yield put(userLoaded(result.data.data));
}

export function* languageSaga() {
  yield takeLatest(languageChanged.type, handleLanguageChanged);
}
