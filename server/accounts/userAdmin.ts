/** The users part of the admin panel: finding users and changing their role. */
import type { Database, Queryable } from '../db/database';
import { ROLE } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { Page } from '../http/paging';
import type { UserRow } from './users';

/** Sort columns of the admins' user list, by the API's sort names. */
export const USER_PAGE = {
  columns: {
    Id: 'id',
    UserName: 'user_name_key',
    Email: 'email_key',
    CreatedAt: 'created_at',
    LastLoginAt: 'last_login_at',
  },
  fallback: { column: 'Id', order: 'asc' as const },
};

/** One page of users whose name or e-mail contains `search`, of one role or all. */
export async function listUsers(
  db: Queryable,
  filter: { search: string | null; roleId: number | null },
  page: Page,
) {
  // LIKE wildcards typed by the admin are matched literally.
  const pattern = filter.search
    ? `%${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
    : null;
  const rows = await db.query<UserRow & { total: number }>(
    `SELECT *, count(*) OVER () AS total FROM users
      WHERE ($1::text IS NULL OR user_name_key LIKE $1 OR email_key LIKE $1)
        AND ($2::int IS NULL OR role_id = $2)
      ORDER BY ${page.orderBy} NULLS LAST, id
      LIMIT $3 OFFSET $4`,
    [pattern, filter.roleId, page.limit, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Changes a user's role; refused when it would leave no Admin. */
export async function updateUserRole(
  db: Database,
  userId: number,
  roleId: number,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Serialise role changes so two admins demoting each other cannot leave none.
    await tx.query('SELECT pg_advisory_xact_lock(4712)');
    const [updated] = await tx.query<UserRow>(
      'UPDATE users SET role_id = $2 WHERE id = $1 RETURNING *',
      [userId, roleId],
    );
    if (!updated) throw new Failure(FAILURES.userNotFound);
    const [admins] = await tx.query<{ n: number }>(
      'SELECT count(*) AS n FROM users WHERE role_id = $1',
      [ROLE.Admin],
    );
    if (admins!.n === 0) throw new Failure(FAILURES.lastAdmin);
    return updated;
  });
}
