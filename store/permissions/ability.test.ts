/** Permissions of spec section 6: only an Admin reads Panel; recomputed when the user is set. */
import { rootReducer } from '../rootReducer';
import { sessionEnded } from '../session/sessionEvents';
import { userLoaded } from '../session/userSlice';
import { defineAbilityFor, selectAbility } from './ability';

const user = (RoleId: 1 | 2) =>
  ({
    Id: 1,
    UserName: 'u',
    Email: 'u@x.tr',
    RoleId,
    ImageUrl: null,
    FavoriteTeamId: 1,
    LanguageCode: 'tr-TR',
    EmailVerified: true,
    CreatedAt: '2026-01-01T00:00:00Z',
  }) as const;

it('an Admin (RoleId 2) may read Panel', () => {
  expect(defineAbilityFor(user(2)).can('read', 'Panel')).toBe(true);
});

it('a User (RoleId 1) gets no rules, and nobody signed in neither', () => {
  expect(defineAbilityFor(user(1)).rules).toEqual([]);
  expect(defineAbilityFor(user(1)).can('read', 'Panel')).toBe(false);
  expect(defineAbilityFor(null).can('read', 'Panel')).toBe(false);
});

it('is recomputed whenever the user is set, and only then', () => {
  let state = rootReducer(undefined, userLoaded(user(1)));
  const asUser = selectAbility(state);
  expect(asUser.can('read', 'Panel')).toBe(false);
  state = rootReducer(state, { type: 'unrelated' });
  expect(selectAbility(state)).toBe(asUser);
  state = rootReducer(state, userLoaded(user(2)));
  expect(selectAbility(state).can('read', 'Panel')).toBe(true);
  state = rootReducer(state, sessionEnded());
  expect(selectAbility(state).can('read', 'Panel')).toBe(false);
});
