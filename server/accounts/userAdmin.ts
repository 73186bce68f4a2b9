/**
 * The users part of the admin panel: finding users, changing their role, disabling an
 * account and ending its sessions. Each change is audited in its transaction.
 */
import { recordAudit, type AdminAction } from '../admin/audit';
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

/** One page of users whose name or e-mail contains `search`, of one role or all, disabled or not. */
export async function listUsers(
  db: Queryable,
  filter: { search: string | null; roleId: number | null; disabled?: boolean | null },
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
        AND ($5::boolean IS NULL OR (disabled_at IS NOT NULL) = $5)
      ORDER BY ${page.orderBy} NULLS LAST, id
      LIMIT $3 OFFSET $4`,
    [pattern, filter.roleId, page.limit, page.offset, filter.disabled ?? null],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** What the audit keeps of a user: never the password hash. */
export function auditedUser(row: UserRow) {
  return {
    UserName: row.user_name,
    Email: row.email,
    RoleId: row.role_id,
    DisabledAt: row.disabled_at?.toISOString() ?? null,
    SessionEpoch: row.session_epoch,
  };
}

async function lockedUser(tx: Queryable, userId: number): Promise<UserRow> {
  const [row] = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (!row) throw new Failure(FAILURES.userNotFound);
  return row;
}

/** Changes a user's role; refused when it would leave no Admin. */
export async function updateUserRole(
  db: Database,
  userId: number,
  roleId: number,
  audit?: AdminAction,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Serialise role changes so two admins demoting each other cannot leave none.
    await tx.query('SELECT pg_advisory_xact_lock(4712)');
    const before = await lockedUser(tx, userId);
    const [updated] = await tx.query<UserRow>(
      'UPDATE users SET role_id = $2 WHERE id = $1 RETURNING *',
      [userId, roleId],
    );
    const [admins] = await tx.query<{ n: number }>(
      'SELECT count(*) AS n FROM users WHERE role_id = $1',
      [ROLE.Admin],
    );
    if (admins!.n === 0) throw new Failure(FAILURES.lastAdmin);
    if (audit) {
      await recordAudit(tx, audit, {
        type: 'user',
        id: userId,
        before: auditedUser(before),
        after: auditedUser(updated!),
      });
    }
    return updated!;
  });
}

/**
 * Disables an account (it cannot sign in; its sessions end: the epoch moves, and
 * authentication refuses a disabled user's token) or enables it again. Never the caller's.
 */
export async function setUserDisabled(
  db: Database,
  userId: number,
  disabled: boolean,
  audit: AdminAction & { reason?: string },
): Promise<UserRow> {
  if (userId === audit.adminId) throw new Failure(FAILURES.notYourself);
  return db.transaction(async (tx) => {
    const before = await lockedUser(tx, userId);
    let after = before;
    if (disabled && !before.disabled_at) {
      [after] = (await tx.query<UserRow>(
        `UPDATE users SET disabled_at = $2, session_epoch = session_epoch + 1
         WHERE id = $1 RETURNING *`,
        [userId, audit.at],
      )) as [UserRow];
    } else if (!disabled && before.disabled_at) {
      [after] = (await tx.query<UserRow>(
        'UPDATE users SET disabled_at = NULL WHERE id = $1 RETURNING *',
        [userId],
      )) as [UserRow];
    }
    await recordAudit(tx, audit, {
      type: 'user',
      id: userId,
      before: auditedUser(before),
      after: { ...auditedUser(after), ...(audit.reason && { Reason: audit.reason }) },
    });
    return after;
  });
}

/** Ends every session of a user: the next call of each is a 401; signing in again works. */
export async function signOutEverywhere(
  db: Database,
  userId: number,
  audit: AdminAction,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await lockedUser(tx, userId);
    const [after] = await tx.query<UserRow>(
      'UPDATE users SET session_epoch = session_epoch + 1 WHERE id = $1 RETURNING *',
      [userId],
    );
    await recordAudit(tx, audit, {
      type: 'user',
      id: userId,
      before: auditedUser(before),
      after: auditedUser(after!),
    });
    return after!;
  });
}
