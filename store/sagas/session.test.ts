/**
 * Session sagas against a real HTTP server: restore on load, user fetch after login, the
 * empty-token reload, the 401 flow, logout, and the language saga's storage and update;
 * then the session saga's dispatched actions, in order, on a mock store.
 */
import configureMockStore from 'redux-mock-store';
import createSagaMiddleware from 'redux-saga';
import { makeStore } from '../makeStore';
import { selectAbility } from '../permissions/ability';
import { languageChanged } from '../preferences/languageSlice';
import { themeChanged } from '../preferences/themeSlice';
import { rootReducer, type RootState } from '../rootReducer';
import {
  appStarted,
  logoutRequested,
  sessionEnded,
  unauthorizedReceived,
} from '../session/sessionEvents';
import { tokenReceived } from '../session/tokenSlice';
import { userLoaded } from '../session/userSlice';
import { envelope, startScriptedServer, type ScriptedServer } from '../testing/scriptedServer';
import { testServices, type TestServices } from '../testing/testServices';
import { sessionSaga } from './session';

const user = {
  Id: 7,
  UserName: 'ayse',
  Email: 'ayse@example.com',
  RoleId: 2 as const,
  ImageUrl: null,
  FavoriteTeamId: 3,
  LanguageCode: 'tr-TR' as const,
  EmailVerified: true,
  CreatedAt: '2026-08-01T10:00:00Z',
};
const token = { Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' };

let server: ScriptedServer;
let services: TestServices;
// A server per test: a signed-in store's later calls (the end-of-week check, push
// registration) must not land in the next test's requests.
beforeEach(async () => {
  server = await startScriptedServer();
});
afterEach(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  server.clearRoutes();
  server.answer({ body: envelope(null) });
  server.route('/auth/api/User/GetUser', { body: envelope(user) });
  services = testServices({ apiBaseUrl: server.url });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await settle();
  expect(check()).toBe(true);
}

it('on start, a restored token is sent as Bearer and the current user fetched and kept', async () => {
  const store = makeStore({
    services,
    preloadedState: { session: { token: { value: token }, user: { value: null } } },
  });
  store.dispatch(appStarted());
  await until(() => store.getState().session.user.value !== null);
  expect(store.getState().session.user.value).toEqual(user);
  const call = server.requests.find((r) => r.url === '/auth/api/User/GetUser')!;
  expect(call.headers.authorization).toBe('Bearer h.p.s');
});

it('a user answer that lands after a logout is not kept: the visitor stays signed out', async () => {
  const seen: string[] = [];
  const store = makeStore({
    services,
    preloadedState: { session: { token: { value: token }, user: { value: null } } },
    recorder: () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    },
  });
  // The user is asked for on start, and the player leaves before the question goes out
  // (the endpoints load first): its answer comes for a session that has ended.
  store.dispatch(appStarted());
  store.dispatch(logoutRequested());
  await until(() => seen.includes('authApi/executeQuery/fulfilled'));
  await settle();
  expect(store.getState().session.token.value).toBeNull();
  expect(store.getState().session.user.value).toBeNull();
});

it('on start without a token nothing is fetched', async () => {
  const store = makeStore({ services });
  store.dispatch(appStarted());
  await settle();
  expect(server.requests).toHaveLength(0);
  expect(store.getState().session.user.value).toBeNull();
});

it('after login (a token received) the user is fetched, and permissions follow the user', async () => {
  const store = makeStore({ services });
  expect(selectAbility(store.getState()).can('read', 'Panel')).toBe(false);
  store.dispatch(tokenReceived(token));
  await until(() => store.getState().session.user.value !== null);
  expect(selectAbility(store.getState()).can('read', 'Panel')).toBe(true);
});

it("applies the signed-in user's language", async () => {
  server.route('/auth/api/User/GetUser', { body: envelope({ ...user, LanguageCode: 'en-US' }) });
  const store = makeStore({ services });
  store.dispatch(tokenReceived(token));
  await until(() => store.getState().preferences.language.value === 'en-US');
  expect(localStorage.getItem('i18nextLng')).toBe('en-US');
  // Taken from the server: not sent back to it.
  expect(server.requests.some((r) => r.url.includes('UpdateCultureInfo'))).toBe(false);
});

it('a token object with an empty Token reloads the page', async () => {
  const store = makeStore({ services });
  store.dispatch(tokenReceived({ Token: '', ExpiresDate: token.ExpiresDate }));
  await settle();
  expect(services.reloads).toBe(1);
  expect(server.requests).toHaveLength(0);
});

it('a 401 anywhere clears local storage, forgets the session and goes to /', async () => {
  server.route('/auth/api/User/GetUser', {
    status: 401,
    body: {
      Result: { ResultCode: 1001, ResultMessage: 'Oturum açın' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  localStorage.setItem('jwt_token', JSON.stringify(token));
  localStorage.setItem('proContestID', '4');
  const store = makeStore({ services });
  store.dispatch(tokenReceived(token));
  await until(() => services.navigations.length > 0);
  expect(services.navigations).toEqual(['/']);
  expect(localStorage.length).toBe(0);
  expect(store.getState().session).toEqual({ token: { value: null }, user: { value: null } });
});

it('logout clears everything: storage, session, preferences and cached answers', async () => {
  const store = makeStore({ services });
  store.dispatch(tokenReceived(token));
  await until(() => store.getState().session.user.value !== null);
  store.dispatch(themeChanged('light'));
  store.dispatch(languageChanged('en-US', false));
  localStorage.setItem('theme', 'light');
  store.dispatch(logoutRequested());
  expect(localStorage.length).toBe(0);
  const state = store.getState();
  expect(state.session).toEqual({ token: { value: null }, user: { value: null } });
  expect(state.preferences.theme.value).toBe('dark');
  expect(state.preferences.language.value).toBe('tr-TR');
  expect(state.authApi?.queries).toEqual({});
  expect(selectAbility(state).can('read', 'Panel')).toBe(false);
});

describe('language saga', () => {
  it('signed out: stores i18nextLng, so the next calls carry it, and calls nothing', async () => {
    const store = makeStore({ services });
    store.dispatch(languageChanged('en-US'));
    await settle();
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
    expect(services.language()).toBe('en-US');
    expect(server.requests).toHaveLength(0);
  });

  it('signed in: sends User/UpdateCultureInfo with the LanguageCode and keeps the answer', async () => {
    server.route('/auth/api/User/UpdateCultureInfo', {
      body: envelope({ ...user, LanguageCode: 'en-US' }, 0, 'Saved.'),
    });
    const store = makeStore({ services });
    store.dispatch(tokenReceived(token));
    await until(() => store.getState().session.user.value !== null);
    store.dispatch(languageChanged('en-US'));
    await until(() => store.getState().session.user.value?.LanguageCode === 'en-US');
    const call = server.requests.find((r) => r.url === '/auth/api/User/UpdateCultureInfo')!;
    expect(call).toMatchObject({ method: 'POST', body: '{"LanguageCode":"en-US"}' });
    expect(call.headers.languagecode).toBe('en-US');
  });

  // The race: the profile was read before the server saved the choice, and lands after it.
  it.each([
    ['after', 50, 400],
    ['before', 400, 50],
  ])(
    'a choice made while the profile loads wins when the profile lands %s the update',
    async (_order, updateDelayMs, userDelayMs) => {
      server.route('/auth/api/User/GetUser', { body: envelope(user), delayMs: userDelayMs });
      server.route('/auth/api/User/UpdateCultureInfo', {
        body: envelope({ ...user, LanguageCode: 'en-US' }, 0, 'Saved.'),
        delayMs: updateDelayMs,
      });
      const store = makeStore({
        services,
        preloadedState: { session: { token: { value: token }, user: { value: null } } },
      });
      const usersSet: unknown[] = [];
      store.subscribe(() => {
        const set = store.getState().session.user.value;
        if (set && set !== usersSet.at(-1)) usersSet.push(set);
      });
      store.dispatch(appStarted());
      await until(() => server.requests.some((r) => r.url === '/auth/api/User/GetUser'));
      store.dispatch(languageChanged('en-US'));
      // Both answers set the user: wait for the two, in whichever order they land.
      await until(() => usersSet.length === 2);
      expect(store.getState().preferences.language.value).toBe('en-US');
      expect(localStorage.getItem('i18nextLng')).toBe('en-US');
      const update = server.requests.find((r) => r.url === '/auth/api/User/UpdateCultureInfo');
      expect(update?.body).toBe('{"LanguageCode":"en-US"}');
    },
  );

  it('a choice made while signed out gives way to the profile at sign-in', async () => {
    server.route('/auth/api/User/GetUser', { body: envelope({ ...user, LanguageCode: 'en-US' }) });
    const store = makeStore({ services });
    store.dispatch(languageChanged('tr-TR'));
    store.dispatch(tokenReceived(token));
    await until(() => store.getState().preferences.language.value === 'en-US');
  });
});

it('keeps the user that any User/GetUser answer brings', async () => {
  const store = makeStore({
    services,
    preloadedState: { session: { token: { value: token }, user: { value: null } } },
  });
  store.dispatch(userLoaded({ ...user, UserName: 'eski' }));
  store.dispatch(appStarted());
  await until(() => store.getState().session.user.value?.UserName === 'ayse');
});

/**
 * Which actions the session saga dispatches, in order: a mock store records them. Its
 * state follows the recorded actions through the real reducer, so the saga's selects
 * see what a real store would.
 */
describe('session saga, the actions it dispatches', () => {
  const signedIn = rootReducer(undefined, tokenReceived(token));

  function recordingStore(initial: RootState) {
    const saga = createSagaMiddleware({ context: { services } });
    const store = configureMockStore<RootState>([saga])((actions) =>
      actions.reduce(rootReducer, initial),
    );
    saga.run(sessionSaga);
    return store;
  }

  /** What RTK Query dispatches when a `User/GetUser` call answers. */
  const userAnswer = (data: Parameters<typeof userLoaded>[0]) => ({
    type: 'authApi/executeQuery/fulfilled',
    payload: { data },
    meta: { arg: { endpointName: 'userGetUser' } },
  });

  it("after login, the user's answer sets the user, then the user's language", () => {
    const store = recordingStore(signedIn);
    const answer = userAnswer({ ...user, LanguageCode: 'en-US' });
    store.dispatch(answer);
    expect(store.getActions()).toEqual([
      answer,
      userLoaded({ ...user, LanguageCode: 'en-US' }),
      languageChanged('en-US', false),
    ]);
  });

  it('a language picked while signed in is not undone by an older answer', () => {
    const store = recordingStore(signedIn);
    store.dispatch(languageChanged('en-US'));
    store.dispatch(userAnswer(user));
    expect(store.getActions()).toEqual([
      languageChanged('en-US'),
      userAnswer(user),
      userLoaded(user),
    ]);
  });

  it('a burst of 401s ends the session once and goes to / once', () => {
    const store = recordingStore(signedIn);
    store.dispatch(unauthorizedReceived({ url: '/a' }));
    store.dispatch(unauthorizedReceived({ url: '/b' }));
    expect(store.getActions()).toEqual([
      unauthorizedReceived({ url: '/a' }),
      sessionEnded(),
      unauthorizedReceived({ url: '/b' }),
    ]);
    expect(services.navigations).toEqual(['/']);
  });
});
