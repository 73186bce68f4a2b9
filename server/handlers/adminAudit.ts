/**
 * The audit of admin calls: `Admin/GetAuditLog`, and the wrapper that gives every Admin
 * operation's call its action (for domain code to record in its transaction) and records
 * the call once it succeeded if domain code did not.
 */
import {
  AUDIT_PAGE,
  beginAdminAction,
  listAudit,
  recordCallOnce,
  type AdminAction,
} from '../admin/audit';
import { callerOf } from '../http/authentication';
import { pageOf } from '../http/paging';
import type { OperationHandler, OperationHandlers } from '../http/specRoutes';
import type { HandlerDependencies } from './index';

export function adminAuditHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    adminGetAuditLog: async (ctx) => {
      const body = ctx.body;
      const { rows, total } = await listAudit(
        db,
        {
          adminId: body.AdminUserId ?? null,
          operation: body.Operation ?? null,
          targetType: body.TargetType ?? null,
          targetId: body.TargetId ?? null,
          from: body.From ? new Date(body.From) : null,
          to: body.To ? new Date(body.To) : null,
        },
        pageOf(body.SortingPaging, AUDIT_PAGE),
      );
      return { data: rows, count: total };
    },
  };
}

function inputOf(query: unknown, body: unknown): Record<string, unknown> {
  const object = (v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  return { ...object(query), ...object(body) };
}

/**
 * Every handler of an Admin operation (by the spec's security, as routes carry it) begins
 * the call's admin action and, after it succeeded, records it unless domain code did.
 */
export function withAdminAudit(
  handlers: OperationHandlers,
  { db, realClock }: Pick<HandlerDependencies, 'db' | 'realClock'>,
): OperationHandlers {
  const wrapped: Record<string, OperationHandler> = {};
  for (const [operationId, handler] of Object.entries(handlers) as [string, OperationHandler][]) {
    wrapped[operationId] = async (ctx) => {
      const roles = ctx.request.routeOptions.config.operation?.roles;
      if (!roles?.includes('Admin')) return handler(ctx);
      const action: AdminAction = beginAdminAction(ctx.request, {
        adminId: callerOf(ctx.request).userId,
        operation: operationId,
        at: realClock.now(),
      });
      const result = await handler(ctx);
      await recordCallOnce(db, action, inputOf(ctx.query, ctx.body));
      return result;
    };
  }
  return wrapped as OperationHandlers;
}
