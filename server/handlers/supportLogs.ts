/** `SupportLog/*`: users upload their redacted debug log; admins read it. */
import type {
  SupportLogListRequest,
  SupportLogUploadRequest,
} from '../../store/api/generated/auth';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { pageOf } from '../http/paging';
import type { HandlerDependencies } from './index';

// Three base64url parts, the first two JSON objects: what a JWT looks like anywhere in text.
const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/;

interface LogRow {
  id: number;
  user_id: number;
  user_name: string;
  note: string | null;
  size_bytes: number;
  created_at: Date;
}

const summary = (r: LogRow) => ({
  Id: r.id,
  UserId: r.user_id,
  UserName: r.user_name,
  Note: r.note,
  SizeBytes: r.size_bytes,
  CreatedAt: r.created_at.toISOString(),
});

export function supportLogHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    supportLogUpload: async (ctx) => {
      const body = ctx.body as SupportLogUploadRequest;
      const text = JSON.stringify(body.Log);
      // The client redacts before export; this is the second line of defence.
      if (JWT_PATTERN.test(text)) throw new Failure(FAILURES.logContainsSecret);
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO support_logs (user_id, note, log, size_bytes, created_at)
         VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING id`,
        [
          callerOf(ctx.request).userId,
          body.Note ?? null,
          text,
          Buffer.byteLength(text),
          clock.now(),
        ],
      );
      return { data: { Id: row!.id } };
    },

    supportLogGetList: async (ctx) => {
      const body = (ctx.body ?? {}) as SupportLogListRequest;
      const page = pageOf(body.SortingPaging, {
        columns: {
          Id: 's.id',
          CreatedAt: 's.created_at',
          UserName: 'u.user_name_key',
          SizeBytes: 's.size_bytes',
        },
        fallback: { column: 'CreatedAt', order: 'desc' },
      });
      const rows = await db.query<LogRow & { total: number }>(
        `SELECT s.id, s.user_id, u.user_name, s.note, s.size_bytes, s.created_at, count(*) OVER () AS total
           FROM support_logs s JOIN users u ON u.id = s.user_id
          WHERE ($1::int IS NULL OR s.user_id = $1)
          ORDER BY ${page.orderBy}, s.id DESC
          LIMIT $2 OFFSET $3`,
        [body.UserId ?? null, page.limit, page.offset],
      );
      return { data: rows.map(summary), count: rows[0]?.total ?? 0 };
    },

    supportLogGetById: async (ctx) => {
      const [row] = await db.query<LogRow & { log: Record<string, unknown> }>(
        `SELECT s.*, u.user_name FROM support_logs s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
        [ctx.query.Id],
      );
      if (!row) throw new Failure(FAILURES.notFound);
      return { data: { ...summary(row), Log: row.log } };
    },
  };
}
