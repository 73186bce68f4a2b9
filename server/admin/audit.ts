/**
 * The audit log of admin actions: who, when, which operation, its target, and the target
 * before and after as JSON. Every call of an Admin operation writes one row: domain code
 * that changes something writes it in its own transaction with the target's before and
 * after (`recordAudit` with the request's `AdminAction`); for the others (reads, and writes
 * whose domain code does not take the action) the handlers' wrapper writes the call's row
 * after it succeeded (`recordCallOnce`). A refused call writes nothing.
 */
import type { AuditEntry } from '../../store/api/auth';
import type { Queryable } from '../db/database';
import type { Page } from '../http/paging';

/** One admin call being handled: whose, which operation, when; `recorded` once it has a row. */
export interface AdminAction {
  adminId: number;
  operation: string;
  at: Date;
  recorded: boolean;
}

export interface AuditTarget {
  /** user, round, match, player, coupon, product, import, specialLeague, clock, ... */
  type: string | null;
  id: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** The request an action belongs to (any object: the handlers key it by their request). */
const actions = new WeakMap<object, AdminAction>();

/** Starts the action of an admin call; the handlers' wrapper does this for every Admin operation. */
export function beginAdminAction(
  request: object,
  action: Omit<AdminAction, 'recorded'>,
): AdminAction {
  const started = { ...action, recorded: false };
  actions.set(request, started);
  return started;
}

/** The action of an Admin operation's request (handlers pass it to domain code). */
export function adminActionOf(request: object): AdminAction {
  const action = actions.get(request);
  if (!action) throw new Error('not an admin call: no action was begun for this request');
  return action;
}

/** Bounds what one row keeps: a 2 MB import file is summarised, not copied. */
const MAX_JSON_CHARS = 20_000;

function bounded(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(value);
  if (json.length <= MAX_JSON_CHARS) return json;
  return JSON.stringify({ truncated: true, chars: json.length });
}

/** Writes the action's row with `q` (the action's transaction where it writes). */
export async function recordAudit(
  q: Queryable,
  action: AdminAction,
  target: AuditTarget,
): Promise<void> {
  await q.query(
    `INSERT INTO admin_audit (at, admin_user_id, operation, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      action.at,
      action.adminId,
      action.operation,
      target.type,
      target.id === null ? null : String(target.id),
      bounded(target.before),
      bounded(target.after),
    ],
  );
  action.recorded = true;
}

/** The fields of a request that name what an operation acts on, in order of precedence. */
const TARGET_FIELDS: [field: string, type: string][] = [
  ['UserId', 'user'],
  ['MatchId', 'match'],
  ['PlayerId', 'player'],
  ['WeeklyLeagueInformationId', 'round'],
  ['RunId', 'jobRun'],
  ['SpecialLeagueId', 'specialLeague'],
];

/** The target a request names, by its fields (`Id` by the operation's own kind). */
export function targetOfRequest(
  operation: string,
  input: Record<string, unknown>,
): Pick<AuditTarget, 'type' | 'id'> {
  for (const [field, type] of TARGET_FIELDS) {
    const value = input[field];
    if (typeof value === 'number' || typeof value === 'string') return { type, id: value };
  }
  const id = input.Id;
  if (typeof id === 'number' || typeof id === 'string') {
    const kind = /(Coupon|Product|SpecialLeague|SeasonImport|SupportLog)/.exec(operation)?.[1];
    const type = kind ? kind[0]!.toLowerCase() + kind.slice(1) : 'record';
    return { type: type === 'seasonImport' ? 'import' : type, id };
  }
  return { type: null, id: null };
}

/**
 * The row of a call whose domain code wrote none: the target its request names, the request
 * as `after` (what was asked or read). Once per call.
 */
export async function recordCallOnce(
  q: Queryable,
  action: AdminAction,
  input: Record<string, unknown>,
): Promise<void> {
  if (action.recorded) return;
  await recordAudit(q, action, {
    ...targetOfRequest(action.operation, input),
    before: null,
    after: Object.keys(input).length > 0 ? input : null,
  });
}

export interface AuditFilter {
  adminId: number | null;
  operation: string | null;
  targetType: string | null;
  targetId: string | null;
  from: Date | null;
  to: Date | null;
}

/** Sort columns of the audit list. */
export const AUDIT_PAGE = {
  columns: { At: 'a.at', Id: 'a.id', Operation: 'a.operation' },
  fallback: { column: 'At', order: 'desc' as const },
};

/** One page of the audit, newest first by default, with the total matching. */
export async function listAudit(
  q: Queryable,
  filter: AuditFilter,
  page: Page,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const rows = await q.query<{
    id: number;
    at: Date;
    admin_user_id: number;
    user_name: string;
    operation: string;
    target_type: string | null;
    target_id: string | null;
    before: unknown;
    after: unknown;
    total: number;
  }>(
    `SELECT a.id, a.at, a.admin_user_id, u.user_name, a.operation, a.target_type, a.target_id,
            a.before, a.after, count(*) OVER () AS total
     FROM admin_audit a JOIN users u ON u.id = a.admin_user_id
     WHERE ($1::int IS NULL OR a.admin_user_id = $1)
       AND ($2::text IS NULL OR a.operation = $2)
       AND ($3::text IS NULL OR a.target_type = $3)
       AND ($4::text IS NULL OR a.target_id = $4)
       AND ($5::timestamptz IS NULL OR a.at >= $5)
       AND ($6::timestamptz IS NULL OR a.at < $6)
     ORDER BY ${page.orderBy}, a.id DESC
     LIMIT $7 OFFSET $8`,
    [
      filter.adminId,
      filter.operation,
      filter.targetType,
      filter.targetId,
      filter.from,
      filter.to,
      page.limit,
      page.offset,
    ],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      Admin: { Id: r.admin_user_id, UserName: r.user_name },
      Operation: r.operation,
      TargetType: r.target_type,
      TargetId: r.target_id,
      Before: r.before ?? null,
      After: r.after ?? null,
    })),
  };
}
