/**
 * The push registration saga (spec section 4): its dispatched actions, in order, on a mock
 * store for permission granted, denied, a failing token or registration, and no
 * configuration; once per user; then the registration call itself against a scripted
 * server through the real store.
 */
import configureMockStore from 'redux-mock-store';
import createSagaMiddleware, { runSaga } from 'redux-saga';
import type { User } from '../api/auth';
import { makeStore } from '../makeStore';
import type { FirebaseWebConfig } from '../push/firebaseConfig';
import { firebaseWebConfigOf } from '../push/firebaseConfig';
import {
  pushDeviceRegistered,
  pushPermissionAnswered,
  pushRegistrationFailed,
} from '../push/pushEvents';
import { rootReducer, type RootState } from '../rootReducer';
import { userLoaded } from '../session/userSlice';
import { envelope, startScriptedServer, type ScriptedServer } from '../testing/scriptedServer';
import { testServices } from '../testing/testServices';
import { registerWithApi, type PushDependencies } from '../push/registerPush';
import { pushSaga } from './push';

const user: User = {
  Id: 7,
  UserName: 'ayse',
  Email: 'ayse@example.com',
  RoleId: 1,
  ImageUrl: null,
  FavoriteTeamId: 3,
  LanguageCode: 'tr-TR',
  EmailVerified: true,
  CreatedAt: '2026-08-01T10:00:00Z',
};
const CONFIG: FirebaseWebConfig = {
  apiKey: 'key',
  projectId: 'kadro',
  messagingSenderId: '42',
  appId: '1:42:web:abc',
  vapidKey: 'vapid',
};

function fakeDependencies(overrides: Partial<PushDependencies> = {}) {
  return {
    config: CONFIG,
    requestPermission: jest.fn(async (): Promise<NotificationPermission> => 'granted'),
    getToken: jest.fn(async () => 'device-token-1'),
    register: jest.fn(async () => undefined),
    log: { info: jest.fn(), warn: jest.fn() },
    ...overrides,
  } satisfies PushDependencies;
}

function mockStoreWith(deps: PushDependencies, config: FirebaseWebConfig | null = deps.config) {
  const saga = createSagaMiddleware();
  const initial = rootReducer(undefined, { type: '@@init' });
  const store = configureMockStore<RootState>([saga])((actions) =>
    actions.reduce(rootReducer, initial),
  );
  saga.run(pushSaga, { config, dependencies: () => deps, log: deps.log });
  return store;
}

/** Resolves once the store has seen `count` actions. */
async function actionsAfter(store: ReturnType<typeof mockStoreWith>, count: number) {
  for (let i = 0; i < 100 && store.getActions().length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return store.getActions();
}

it('granted: asks once the user is known, gets a token and registers it as "web"', async () => {
  const deps = fakeDependencies();
  const store = mockStoreWith(deps);
  expect(deps.requestPermission).not.toHaveBeenCalled();
  store.dispatch(userLoaded(user));
  expect(await actionsAfter(store, 3)).toEqual([
    userLoaded(user),
    pushPermissionAnswered('granted'),
    pushDeviceRegistered(),
  ]);
  expect(deps.getToken).toHaveBeenCalledWith(CONFIG);
  expect(deps.register).toHaveBeenCalledWith({
    UserId: 7,
    DeviceId: 'device-token-1',
    DeviceName: 'web',
  });
  // No action carries the token.
  expect(JSON.stringify(store.getActions())).not.toContain('device-token-1');
  expect(deps.log.warn).not.toHaveBeenCalled();
});

it('denied: no token is asked for and nothing is registered', async () => {
  const deps = fakeDependencies({ requestPermission: jest.fn(async () => 'denied' as const) });
  const store = mockStoreWith(deps);
  store.dispatch(userLoaded(user));
  expect(await actionsAfter(store, 2)).toEqual([
    userLoaded(user),
    pushPermissionAnswered('denied'),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getActions()).toHaveLength(2);
  expect(deps.getToken).not.toHaveBeenCalled();
  expect(deps.register).not.toHaveBeenCalled();
});

it('a failing token is logged only', async () => {
  const deps = fakeDependencies({
    getToken: jest.fn(async () => {
      throw new Error('messaging/permission-blocked');
    }),
  });
  const store = mockStoreWith(deps);
  store.dispatch(userLoaded(user));
  expect(await actionsAfter(store, 3)).toEqual([
    userLoaded(user),
    pushPermissionAnswered('granted'),
    pushRegistrationFailed({ step: 'token', message: 'messaging/permission-blocked' }),
  ]);
  expect(deps.register).not.toHaveBeenCalled();
  expect(deps.log.warn).toHaveBeenCalledWith(
    'Push notifications: no device token:',
    'messaging/permission-blocked',
  );
});

it("a failing registration is logged only, with the server's message", async () => {
  const deps = fakeDependencies({
    register: jest.fn(async () => {
      throw { ResultCode: 2014, ResultMessage: 'Başka bir kullanıcı adına cihaz kaydedilemez.' };
    }),
  });
  const store = mockStoreWith(deps);
  store.dispatch(userLoaded(user));
  expect(await actionsAfter(store, 3)).toEqual([
    userLoaded(user),
    pushPermissionAnswered('granted'),
    pushRegistrationFailed({
      step: 'register',
      message: 'Başka bir kullanıcı adına cihaz kaydedilemez.',
    }),
  ]);
  expect(deps.log.warn).toHaveBeenCalledTimes(1);
});

it('not configured: asks nothing, loads nothing, and says why', async () => {
  const deps = fakeDependencies();
  const store = mockStoreWith(deps, null);
  store.dispatch(userLoaded(user));
  store.dispatch(userLoaded({ ...user, Id: 8 }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getActions()).toEqual([userLoaded(user), userLoaded({ ...user, Id: 8 })]);
  expect(deps.requestPermission).not.toHaveBeenCalled();
  expect(deps.getToken).not.toHaveBeenCalled();
  expect(deps.log.info).toHaveBeenCalledTimes(1);
  expect(deps.log.info).toHaveBeenCalledWith(
    expect.stringContaining('this build has no Firebase configuration'),
  );
});

it('a browser without notifications asks nothing', async () => {
  const deps = fakeDependencies({ requestPermission: null });
  const store = mockStoreWith(deps);
  store.dispatch(userLoaded(user));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(store.getActions()).toEqual([userLoaded(user)]);
  expect(deps.log.info).toHaveBeenCalledWith(expect.stringContaining('no notifications'));
});

it('asks once per user: a reloaded user is not asked again, another user is', async () => {
  const deps = fakeDependencies();
  const store = mockStoreWith(deps);
  store.dispatch(userLoaded(null));
  store.dispatch(userLoaded(user));
  await actionsAfter(store, 4);
  store.dispatch(userLoaded(user));
  store.dispatch(userLoaded({ ...user, Id: 9 }));
  await actionsAfter(store, 8);
  expect(deps.requestPermission).toHaveBeenCalledTimes(2);
  expect((deps.register as jest.Mock).mock.calls.map((c: unknown[]) => c[0])).toEqual([
    { UserId: 7, DeviceId: 'device-token-1', DeviceName: 'web' },
    { UserId: 9, DeviceId: 'device-token-1', DeviceName: 'web' },
  ]);
});

it("the build's configuration needs every FIREBASE_* variable", () => {
  const env = {
    FIREBASE_API_KEY: 'key',
    FIREBASE_PROJECT_ID: 'kadro',
    FIREBASE_MESSAGING_SENDER_ID: '42',
    FIREBASE_APP_ID: '1:42:web:abc',
    FIREBASE_VAPID_KEY: 'vapid',
  };
  expect(firebaseWebConfigOf(env)).toEqual(CONFIG);
  expect(firebaseWebConfigOf({ ...env, FIREBASE_VAPID_KEY: '' })).toBeNull();
  expect(firebaseWebConfigOf({})).toBeNull();
});

describe('registering through the API', () => {
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  const registerOn = async () => {
    const services = testServices({ apiBaseUrl: server.url });
    const store = makeStore({ services, sagas: false });
    return runSaga(
      {
        dispatch: store.dispatch,
        getState: store.getState,
        context: { services },
        // The failure is the caller's to handle (the saga logs it).
        onError: () => undefined,
      },
      registerWithApi,
      { UserId: 7, DeviceId: 'device-token-1', DeviceName: 'web' },
    ).toPromise();
  };

  it('posts UserNotificationDevice/GetNotifToken with the token', async () => {
    server.answer({
      body: envelope({ Id: 1, DeviceName: 'web', RegisteredAt: '2026-11-26T10:00:00Z' }),
    });
    await registerOn();
    const call = server.requests.find((r) => r.url.includes('GetNotifToken'))!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/auth/api/UserNotificationDevice/GetNotifToken');
    expect(JSON.parse(call.body)).toEqual({
      UserId: 7,
      DeviceId: 'device-token-1',
      DeviceName: 'web',
    });
  });

  it("throws the server's failure, for the saga to log", async () => {
    server.answer({
      status: 403,
      body: {
        Result: { ResultCode: 2014, ResultMessage: 'nope' },
        ReturnObject: null,
        TotalCount: 0,
      },
    });
    await expect(registerOn()).rejects.toMatchObject({ ResultCode: 2014, ResultMessage: 'nope' });
  });
});
