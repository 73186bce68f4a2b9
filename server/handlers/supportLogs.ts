/** `SupportLog/*`: users upload their redacted debug log; admins read it. */
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { pageOf } from '../http/paging';
import {
  listSupportLogs,
  readSupportLog,
  storeSupportLog,
  SUPPORT_LOG_PAGE,
  type SupportLogRow,
} from '../support/supportLogs';
import { containsJwt } from '../support/jwtScan';
import type { HandlerDependencies } from './index';

const summary = (r: SupportLogRow) => ({
  Id: r.id,
  UserId: r.user_id,
  UserName: r.user_name,
  Note: r.note,
  SizeBytes: r.size_bytes,
  CreatedAt: r.created_at.toISOString(),
});

export function supportLogHandlers({ db, realClock }: HandlerDependencies): OperationHandlers {
  return {
    supportLogUpload: async (ctx) => {
      const body = ctx.body;
      const text = JSON.stringify(body.Log);
      // The client redacts before export; this is the second line of defence.
      if (containsJwt(text)) throw new Failure(FAILURES.logContainsSecret);
      const id = await storeSupportLog(db, {
        userId: callerOf(ctx.request).userId,
        note: body.Note ?? null,
        text,
        now: realClock.now(),
      });
      return { data: { Id: id } };
    },

    supportLogGetList: async (ctx) => {
      const body = ctx.body;
      const { rows, total } = await listSupportLogs(
        db,
        body.UserId ?? null,
        pageOf(body.SortingPaging, SUPPORT_LOG_PAGE),
      );
      return { data: rows.map(summary), count: total };
    },

    supportLogGetById: async (ctx) => {
      const row = await readSupportLog(db, ctx.query.Id);
      return { data: { ...summary(row), Log: row.log } };
    },
  };
}
