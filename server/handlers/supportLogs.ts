/** `SupportLog/*`: users upload their redacted debug log; admins read it. */
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { pageOf } from '../http/paging';
import { SplicedAnswer } from '../http/splicedAnswer';
import {
  listSupportLogs,
  readSupportLog,
  storeSupportLog,
  SUPPORT_LOG_PAGE,
  type SupportLogRow,
} from '../support/supportLogs';
import type { HandlerDependencies } from './index';

const summary = (r: SupportLogRow) => ({
  Id: r.id,
  UserId: r.user_id,
  UserName: r.user_name,
  Note: r.note,
  SizeBytes: r.size_bytes,
  AppVersion: r.app_version,
  CreatedAt: r.created_at.toISOString(),
});

export function supportLogHandlers({ db, realClock }: HandlerDependencies): OperationHandlers {
  return {
    supportLogUpload: async (ctx) => {
      if (!Buffer.isBuffer(ctx.body))
        throw new Failure(FAILURES.invalidRequest, 'the log comes gzipped (application/gzip)');
      // The client redacts before export; the server's scan is the second line of defence.
      const id = await storeSupportLog(db, {
        userId: callerOf(ctx.request).userId,
        note: ctx.query.Note ?? null,
        packed: ctx.body,
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
      const { text, ...row } = await readSupportLog(db, ctx.query.Id);
      // The log's text goes out as it was stored, not parsed and written again.
      return new SplicedAnswer(summary(row), 'Log', text);
    },
  };
}
