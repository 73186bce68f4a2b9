/**
 * The steps of push registration (spec section 4, push flow), loaded only in a build with
 * a Firebase configuration (store/sagas/push.ts starts them): ask the browser's
 * notification permission; if granted, fetch a device token from Firebase Messaging and
 * register it with `UserNotificationDevice/GetNotifToken` (`DeviceName: 'web'`, spec
 * section 9). Any failure is logged only and the game goes on.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { NotificationDeviceRequest } from '../api/auth';
import { PUSH_DEVICE_NAME } from '../constants';
import type { FirebaseWebConfig } from './firebaseConfig';
import { firebaseToken } from './firebaseToken';
import { pushDeviceRegistered, pushPermissionAnswered, pushRegistrationFailed } from './pushEvents';

export interface PushDependencies {
  /** The build's Firebase configuration. */
  config: FirebaseWebConfig;
  /** Asks for notification permission; null where the browser has no notifications or service workers. */
  requestPermission: (() => Promise<NotificationPermission>) | null;
  getToken: (config: FirebaseWebConfig) => Promise<string>;
  /** Registers the device with the server (a saga or a promise). */
  register: (request: NotificationDeviceRequest) => SagaIterator | Promise<unknown>;
  log: Pick<Console, 'info' | 'warn'>;
}

/** `UserNotificationDevice/GetNotifToken` through the auth API, its failure thrown. */
export function* registerWithApi(request: NotificationDeviceRequest): SagaIterator {
  // Loading the endpoints injects the API slice into the store (store/api/lazyApis.ts).
  const { authEndpoints }: typeof import('../api/auth') = yield call(
    () => import(/* webpackChunkName: "api-auth" */ '../api/auth'),
  );
  const pending: { unwrap(): Promise<unknown> } = yield put(
    authEndpoints.endpoints.userNotificationDeviceGetNotifToken.initiate({
      notificationDeviceRequest: request,
    }) as never,
  );
  yield call(() => pending.unwrap());
}

export function browserPushDependencies(config: FirebaseWebConfig): PushDependencies {
  const supported =
    typeof window !== 'undefined' &&
    'Notification' in window &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator;
  return {
    config,
    requestPermission: supported ? () => Notification.requestPermission() : null,
    getToken: firebaseToken,
    register: registerWithApi,
    log: console,
  };
}

const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  // A failed API call rejects with the envelope's Result (spec section 8).
  const result = error as { ResultMessage?: unknown } | null;
  return typeof result?.ResultMessage === 'string' ? result.ResultMessage : String(error);
};

export function* registerPush(deps: PushDependencies, userId: number): SagaIterator {
  if (!deps.requestPermission) {
    deps.log.info(
      'Push notifications are off: this browser has no notifications or service workers.',
    );
    return;
  }
  let permission: NotificationPermission;
  try {
    permission = yield call(deps.requestPermission);
  } catch (error) {
    deps.log.warn('Push notifications: the permission request failed:', messageOf(error));
    yield put(pushRegistrationFailed({ step: 'token', message: messageOf(error) }));
    return;
  }
  yield put(pushPermissionAnswered(permission));
  if (permission !== 'granted') return;
  let token: string;
  try {
    token = yield call(deps.getToken, deps.config);
  } catch (error) {
    deps.log.warn('Push notifications: no device token:', messageOf(error));
    yield put(pushRegistrationFailed({ step: 'token', message: messageOf(error) }));
    return;
  }
  try {
    yield call(deps.register, { UserId: userId, DeviceId: token, DeviceName: PUSH_DEVICE_NAME });
  } catch (error) {
    deps.log.warn('Push notifications: the device could not be registered:', messageOf(error));
    yield put(pushRegistrationFailed({ step: 'register', message: messageOf(error) }));
    return;
  }
  yield put(pushDeviceRegistered());
}
