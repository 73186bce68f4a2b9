import type { PersistedState } from 'redux-persist';
import { jwtTokenV1 } from './jwtToken.1';

const persisted = (value: unknown) =>
  ({ value, _persist: { version: 0, rehydrated: false } }) as PersistedState;

it('wraps a bare JWT into the token object', () => {
  expect(jwtTokenV1(persisted('a.b.c'))).toEqual({
    value: { Token: 'a.b.c', ExpiresDate: null },
    _persist: { version: 0, rehydrated: false },
  });
});

it('leaves a token object alone', () => {
  const state = persisted({ Token: 'a.b.c', ExpiresDate: null });
  expect(jwtTokenV1(state)).toBe(state);
});
