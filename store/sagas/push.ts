/**
 * Push registration (spec section 4, push flow): once the user is known, the registration
 * steps run (store/push/registerPush.ts: permission, a Firebase token, the server), once per
 * signed-in user and page load. A build without a Firebase configuration asks nothing, says
 * why in the console, and never loads those steps or Firebase (the first page stays small).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, fork, take } from 'redux-saga/effects';
import type { User } from '../api/auth';
import { buildFirebaseConfig, type FirebaseWebConfig } from '../push/firebaseConfig';
import type { PushDependencies } from '../push/registerPush';
import { userLoaded } from '../session/userSlice';

export interface PushSagaOptions {
  config: FirebaseWebConfig | null;
  /** The steps' dependencies; the browser's by default. */
  dependencies?: (config: FirebaseWebConfig) => PushDependencies;
  log?: Pick<Console, 'info'>;
}

/** `first`: a `userLoaded` that came before the saga started (see ./signedIn.ts). */
export function* pushSaga(
  { config = buildFirebaseConfig(), dependencies, log = console }: Partial<PushSagaOptions> = {},
  first?: PayloadAction<User | null>,
): SagaIterator {
  let askedFor: number | null = null;
  let early = first;
  for (;;) {
    const action: PayloadAction<User | null> = early ?? (yield take(userLoaded.type));
    early = undefined;
    const user = action.payload;
    // Once per user and page load: every `User/GetUser` answer loads the user again.
    if (!user || user.Id === askedFor) continue;
    askedFor = user.Id;
    if (!config) {
      log.info(
        'Push notifications are off: this build has no Firebase configuration (FIREBASE_* at build time).',
      );
      return;
    }
    const steps: typeof import('../push/registerPush') = yield call(
      () => import(/* webpackChunkName: "push" */ '../push/registerPush'),
    );
    const deps = dependencies ? dependencies(config) : steps.browserPushDependencies(config);
    yield fork(steps.registerPush, deps, user.Id);
  }
}
