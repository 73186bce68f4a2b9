/**
 * Persistence of the spec's localStorage keys (spec section 3): plain keys and values, no
 * `persist:` prefix, removal when empty, corrupt values dropped, old formats migrated.
 */
import { persistStore } from 'redux-persist';
import { makeStore } from '../makeStore';
import { contestSeen } from '../contest/contestSlice';
import { themeChanged } from '../preferences/themeSlice';
import { tokenReceived } from '../session/tokenSlice';
import { userLoaded } from '../session/userSlice';
import { sessionEnded } from '../session/sessionEvents';
import { testServices } from '../testing/testServices';
import { PERSISTED_STATE_VERSION } from './persistedKeys';

const user = { Id: 7, UserName: 'ayse', RoleId: 1, ImageUrl: null };

async function boot() {
  const store = makeStore({ services: testServices(), persist: true, sagas: false });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return { store, persistor };
}

beforeEach(() => localStorage.clear());

it('writes exactly the spec keys, as plain values', async () => {
  const { store, persistor } = await boot();
  store.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
  store.dispatch(userLoaded(user as never));
  store.dispatch(themeChanged('light'));
  store.dispatch(contestSeen(12));
  await persistor.flush();
  expect(Object.keys(localStorage).sort()).toEqual(['jwt_token', 'proContestID', 'theme', 'user']);
  expect(JSON.parse(localStorage.getItem('jwt_token')!)).toEqual({
    Token: 'h.p.s',
    ExpiresDate: '2030-01-01T00:00:00Z',
  });
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
  expect(localStorage.getItem('theme')).toBe('light');
  expect(localStorage.getItem('proContestID')).toBe('12');
});

it('restores the stored values on load', async () => {
  localStorage.setItem('jwt_token', JSON.stringify({ Token: 'h.p.s', ExpiresDate: null }));
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('theme', 'light');
  localStorage.setItem('proContestID', '31');
  const { store } = await boot();
  const state = store.getState();
  expect(state.session.token.value).toEqual({ Token: 'h.p.s', ExpiresDate: null });
  expect(state.session.user.value).toEqual(user);
  expect(state.preferences.theme.value).toBe('light');
  expect(state.contest.value).toBe(31);
});

it('removes the user and token keys when the session ends', async () => {
  localStorage.setItem('jwt_token', JSON.stringify({ Token: 'h.p.s', ExpiresDate: null }));
  localStorage.setItem('user', JSON.stringify(user));
  const { store, persistor } = await boot();
  store.dispatch(sessionEnded());
  await persistor.flush();
  expect(localStorage.getItem('jwt_token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});

it.each([
  ['jwt_token', '{"Token":'],
  ['user', '[1,2]'],
  ['theme', 'purple'],
  ['proContestID', 'abc'],
])('drops an unreadable %s and starts with defaults', async (key, text) => {
  localStorage.setItem(key, text);
  const { store } = await boot();
  const state = store.getState();
  expect(localStorage.getItem(key)).toBeNull();
  expect(state.session.token.value).toBeNull();
  expect(state.session.user.value).toBeNull();
  expect(state.preferences.theme.value).toBe('dark');
  expect(state.contest.value).toBeNull();
});

it('migrates a bare JWT (format 0) to the token object (format 1)', async () => {
  localStorage.setItem('jwt_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln');
  const { store, persistor } = await boot();
  expect(store.getState().session.token.value).toEqual({
    Token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln',
    ExpiresDate: null,
  });
  store.dispatch(themeChanged('light'));
  await persistor.flush();
  expect(JSON.parse(localStorage.getItem('jwt_token')!)).toMatchObject({
    Token: expect.any(String),
  });
  expect(PERSISTED_STATE_VERSION).toBe(1);
});
