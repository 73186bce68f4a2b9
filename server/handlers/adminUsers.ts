/** The users part of the admin panel (`Admin/GetUsers`, `Admin/UpdateUserRole`). */
import { listUsers, updateUserRole, USER_PAGE } from '../accounts/userAdmin';
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
  // Accounts are disabled from the admin panel (Admin/SetUserDisabled), which comes next.
  DisabledAt: null,
});

export function adminUserHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    adminGetUsers: async (ctx) => {
      const body = ctx.body;
      const { rows, total } = await listUsers(
        db,
        { search: body.Search || null, roleId: body.RoleId ?? null },
        pageOf(body.SortingPaging, USER_PAGE),
      );
      return { data: rows.map(adminUser), count: total };
    },

    adminUpdateUserRole: async (ctx) => {
      const body = ctx.body;
      const row = await updateUserRole(db, body.UserId, body.RoleId);
      return { data: adminUser(row) };
    },
  };
}
