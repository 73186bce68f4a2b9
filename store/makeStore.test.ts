import { isPlain } from '@reduxjs/toolkit';
import { makeStore } from './makeStore';
import { rootReducer } from './rootReducer';
import { testServices } from './testing/testServices';

const API_PATHS = ['authApi', 'engineApi', 'walletApi', 'leagueApi'];

it('starts without the API slices, and gets all four when an endpoint module first loads', async () => {
  // A registry of their own, where no API module has loaded yet (this file's rootReducer
  // import loads them in the shared one).
  await jest.isolateModulesAsync(async () => {
    const { makeStore: freshMakeStore } = await import('./makeStore');
    const { apiInjected } = await import('./api/lazyApis');
    const seen: string[] = [];
    const store = freshMakeStore({
      services: testServices(),
      sagas: false,
      recorder: () => (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      },
    });
    expect(Object.keys(store.getState())).toEqual(
      expect.arrayContaining(['session', 'preferences', 'contest']),
    );
    for (const path of API_PATHS) expect(store.getState()).not.toHaveProperty(path);

    await import('./api/auth');
    // Reducers injected and announced, middleware added (it registers on that action).
    expect(seen).toEqual(expect.arrayContaining(API_PATHS.map((p) => apiInjected(p).type)));
    expect(seen).toContain('authApi/config/middlewareRegistered');
    // The slice appears at its announcement, before its middleware acts: a replay of the
    // event log adds it at the same action.
    expect(seen.indexOf(apiInjected.type)).toBeLessThan(
      seen.indexOf('authApi/config/middlewareRegistered'),
    );
    for (const path of API_PATHS) expect(store.getState()).toHaveProperty(`${path}.config`);
    // The same tree as the full root reducer: one shape, browser or Node.
    expect(Object.keys(store.getState()).sort()).toEqual(
      Object.keys(rootReducer(undefined, { type: '@@init' })).sort(),
    );
  });
});

it('a store made once the APIs are loaded holds the four API slices from its start', () => {
  const state = makeStore({ services: testServices() }).getState();
  expect(Object.keys(state)).toEqual(expect.arrayContaining([...API_PATHS, 'session', 'contest']));
});

it('starts from the spec defaults: signed out, dark theme, no contest seen', () => {
  const state = makeStore({ services: testServices() }).getState();
  expect(state.session).toEqual({ token: { value: null }, user: { value: null } });
  expect(state.preferences.theme.value).toBe('dark');
  expect(state.contest.value).toBeNull();
});

it('keeps the serializable check on', () => {
  const store = makeStore({ services: testServices() });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store.dispatch({ type: 'test/nonSerializable', payload: new Map() });
  expect(String(errors.mock.calls[0]?.[0])).toContain('A non-serializable value was detected');
  errors.mockRestore();
});

it('exposes a pure root reducer that Node can run without a store', () => {
  const state = rootReducer(undefined, { type: '@@init' });
  expect(isPlain(state)).toBe(true);
  expect(state.preferences.theme.value).toBe('dark');
});
