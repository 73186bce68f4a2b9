/**
 * Permissions (spec section 6) with CASL: an Admin may read `Panel`, a User gets no rules.
 * The ability is derived from the current user by a memoised selector, so it is
 * recomputed exactly when the user is set, and never stored (it is not serialisable).
 */
import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { createSelector } from '@reduxjs/toolkit';
import type { User } from '../api/auth';
import type { RootState } from '../rootReducer';

export type Actions = 'read';
export type Subjects = 'Panel';
export type AppAbility = MongoAbility<[Actions, Subjects]>;

export const ROLE = { User: 1, Admin: 2 } as const;

export function defineAbilityFor(user: Pick<User, 'RoleId'> | null): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (user?.RoleId === ROLE.Admin) can('read', 'Panel');
  return build();
}

export const selectAbility = createSelector(
  (state: Pick<RootState, 'session'>) => state.session.user.value,
  defineAbilityFor,
);
