import { isPlain } from '@reduxjs/toolkit';
import { makeStore } from './makeStore';
import { rootReducer } from './rootReducer';
import { testServices } from './testing/testServices';

it('holds the four API slices under unique reducer paths', () => {
  const state = makeStore({ services: testServices() }).getState();
  expect(Object.keys(state)).toEqual(
    expect.arrayContaining([
      'authApi',
      'engineApi',
      'walletApi',
      'leagueApi',
      'session',
      'preferences',
      'contest',
    ]),
  );
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
