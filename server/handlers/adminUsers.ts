/** The users part of the admin panel (`Admin/GetUsers`, `Admin/UpdateUserRole`). */
import type { AdminUserListRequest, UpdateUserRoleRequest } from '../../store/api/generated/auth';
import type { UserRow } from '../accounts/users';
import { ROLE } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
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
});

export function adminUserHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    adminGetUsers: async (ctx) => {
      const body = (ctx.body ?? {}) as AdminUserListRequest;
      const page = pageOf(body.SortingPaging, {
        columns: {
          Id: 'id',
          UserName: 'user_name_key',
          Email: 'email_key',
          CreatedAt: 'created_at',
          LastLoginAt: 'last_login_at',
        },
        fallback: { column: 'Id', order: 'asc' },
      });
      // LIKE wildcards typed by the admin are matched literally.
      const search = body.Search
        ? `%${body.Search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
        : null;
      const rows = await db.query<UserRow & { total: number }>(
        `SELECT *, count(*) OVER () AS total FROM users
          WHERE ($1::text IS NULL OR user_name_key LIKE $1 OR email_key LIKE $1)
            AND ($2::int IS NULL OR role_id = $2)
          ORDER BY ${page.orderBy} NULLS LAST, id
          LIMIT $3 OFFSET $4`,
        [search, body.RoleId ?? null, page.limit, page.offset],
      );
      return { data: rows.map(adminUser), count: rows[0]?.total ?? 0 };
    },

    adminUpdateUserRole: async (ctx) => {
      const body = ctx.body as UpdateUserRoleRequest;
      const row = await db.transaction(async (tx) => {
        // Serialise role changes so two admins demoting each other cannot leave none.
        await tx.query('SELECT pg_advisory_xact_lock(4712)');
        const [updated] = await tx.query<UserRow>(
          'UPDATE users SET role_id = $2 WHERE id = $1 RETURNING *',
          [body.UserId, body.RoleId],
        );
        if (!updated) throw new Failure(FAILURES.userNotFound);
        const [admins] = await tx.query<{ n: number }>(
          'SELECT count(*) AS n FROM users WHERE role_id = $1',
          [ROLE.Admin],
        );
        if (admins!.n === 0) throw new Failure(FAILURES.lastAdmin);
        return updated;
      });
      return { data: adminUser(row) };
    },
  };
}
