/**
 * jwt_token v0 → v1: older clients stored the bare JWT; v1 stores the token object of
 * spec section 3 (`{Token, ExpiresDate}`).
 */
import type { PersistedState } from 'redux-persist';

export function jwtTokenV1(state: PersistedState): PersistedState {
  const slice = state as PersistedState & { value?: unknown };
  if (typeof slice?.value !== 'string') return state;
  return { ...slice, value: { Token: slice.value, ExpiresDate: null } } as PersistedState;
}
