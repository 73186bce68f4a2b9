/** Debug logs users upload for support, and the admins' list of them. */
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Page } from '../http/paging';

export interface SupportLogRow {
  id: number;
  user_id: number;
  user_name: string;
  note: string | null;
  size_bytes: number;
  created_at: Date;
}

/** Sort columns of the admins' list, by the API's sort names. */
export const SUPPORT_LOG_PAGE = {
  columns: {
    Id: 's.id',
    CreatedAt: 's.created_at',
    UserName: 'u.user_name_key',
    SizeBytes: 's.size_bytes',
  },
  fallback: { column: 'CreatedAt', order: 'desc' as const },
};

/** The bounds of api-spec `SupportLog/Upload`: one log's size, and each user's uploads a day. */
export const SUPPORT_LOG_LIMITS = {
  maxBytes: 1_000_000,
  perDay: { uploads: 5, bytes: 3_000_000 },
};
const DAY_MS = 24 * 3600_000;
// zlib's callback forms run on libuv's thread pool, so a 1 MB log does not hold other requests.
const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/**
 * Stores a log (already JSON text, checked for secrets); its id. Refuses one over the size
 * bound, or over the user's quota for the last 24 hours of real time.
 */
export async function storeSupportLog(
  db: Database,
  log: { userId: number; note: string | null; text: string; now: Date },
): Promise<number> {
  const size = Buffer.byteLength(log.text);
  if (size > SUPPORT_LOG_LIMITS.maxBytes) throw new Failure(FAILURES.supportLogTooLarge);
  const packed = await gzip(log.text);
  return db.transaction(async (tx) => {
    // The user's row lock makes concurrent uploads of one user count one after another.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [log.userId]);
    const [today] = await tx.query<{ uploads: number; bytes: number }>(
      `SELECT count(*)::int AS uploads, coalesce(sum(size_bytes), 0)::int AS bytes
         FROM support_logs WHERE user_id = $1 AND created_at > $2`,
      [log.userId, new Date(log.now.getTime() - DAY_MS)],
    );
    const { uploads, bytes } = SUPPORT_LOG_LIMITS.perDay;
    if (today!.uploads + 1 > uploads || today!.bytes + size > bytes)
      throw new Failure(FAILURES.supportLogQuota);
    const [row] = await tx.query<{ id: number }>(
      // As base64 text, decoded by the database: the embedded database takes a bytea
      // parameter ten times slower (750 KB: 150-220 ms of the server's process).
      `INSERT INTO support_logs (user_id, note, log_gzip, size_bytes, created_at)
       VALUES ($1, $2, decode($3, 'base64'), $4, $5) RETURNING id`,
      [log.userId, log.note, packed.toString('base64'), size, log.now],
    );
    return row!.id;
  });
}

/** One page of logs, of one user or all; with the count of all that match. */
export async function listSupportLogs(db: Queryable, userId: number | null, page: Page) {
  const rows = await db.query<SupportLogRow & { total: number }>(
    `SELECT s.id, s.user_id, u.user_name, s.note, s.size_bytes, s.created_at, count(*) OVER () AS total
       FROM support_logs s JOIN users u ON u.id = s.user_id
      WHERE ($1::int IS NULL OR s.user_id = $1)
      ORDER BY ${page.orderBy}, s.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One log with its content (a gzipped one unpacked, an older one as stored). */
export async function readSupportLog(db: Queryable, id: number) {
  const [row] = await db.query<
    SupportLogRow & { log: Record<string, unknown> | null; log_gzip: string | null }
  >(
    `SELECT s.id, s.user_id, u.user_name, s.note, s.size_bytes, s.created_at, s.log,
            encode(s.log_gzip, 'base64') AS log_gzip
       FROM support_logs s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [id],
  );
  if (!row) throw new Failure(FAILURES.notFound);
  const { log, log_gzip, ...summary } = row;
  return {
    ...summary,
    log: log_gzip
      ? (JSON.parse((await gunzip(Buffer.from(log_gzip, 'base64'))).toString('utf8')) as Record<
          string,
          unknown
        >)
      : log!,
  };
}
