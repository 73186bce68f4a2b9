/**
 * The users part of the admin panel (`Admin/GetUsers`, `Admin/UpdateUserRole`,
 * `Admin/SetUserDisabled`, `Admin/SignOutUserEverywhere`).
 */
import { adminActionOf } from '../admin/audit';
import {
  listUsers,
  setUserDisabled,
  signOutEverywhere,
  updateUserRole,
  USER_PAGE,
} from '../accounts/userAdmin';
import type { UserRow } from '../accounts/users';
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import type { HandlerDependencies } from './index';

const adminUser = (r: UserRow) => ({
  Id: r.id,
  UserName: r.user_name,
  Email: r.email,
  RoleId: r.role_id,
  EmailVerified: r.email_verified_at !== null,
  CreatedAt: r.created_at.toISOString(),
  LastLoginAt: r.last_login_at?.toISOString() ?? null,
  DisabledAt: r.disabled_at?.toISOString() ?? null,
});

export function adminUserHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    adminGetUsers: async (ctx) => {
      const body = ctx.body;
      const { rows, total } = await listUsers(
        db,
        {
          search: body.Search || null,
          roleId: body.RoleId ?? null,
          disabled: body.Disabled ?? null,
        },
        pageOf(body.SortingPaging, USER_PAGE),
      );
      return { data: rows.map(adminUser), count: total };
    },

    adminUpdateUserRole: async (ctx) => {
      const body = ctx.body;
      const row = await updateUserRole(db, body.UserId, body.RoleId, adminActionOf(ctx.request));
      return { data: adminUser(row) };
    },

    adminSetUserDisabled: async (ctx) => {
      const body = ctx.body;
      const action = Object.assign(adminActionOf(ctx.request), { reason: body.Reason });
      const row = await setUserDisabled(db, body.UserId, body.Disabled, action);
      return { data: adminUser(row) };
    },

    adminSignOutUserEverywhere: async (ctx) => {
      const row = await signOutEverywhere(db, ctx.body.UserId, adminActionOf(ctx.request));
      return { data: adminUser(row) };
    },
  };
}
