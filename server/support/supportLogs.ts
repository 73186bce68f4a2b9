/** Debug logs users upload for support, and the admins' list of them. */
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Page } from '../http/paging';
import { unpackLog } from './logFile';

export interface SupportLogRow {
  id: number;
  user_id: number;
  user_name: string;
  note: string | null;
  size_bytes: number;
  app_version: string | null;
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

/**
 * The bounds of api-spec `SupportLog/Upload`: one log's size (its JSON text, and the gzip
 * that carries it), and each user's uploads a day. A log at the recorder's bound of 10,000
 * actions, a real session's actions with its real answers, measured 26-28 MB of JSON (2.6-2.8
 * KB an action) and 2.6-2.8 MB packed (README, "How a player sends it"): the bound takes it
 * whole with room for a session of answers twice as large, and a day takes several.
 */
export const SUPPORT_LOG_LIMITS = {
  maxBytes: 64_000_000,
  maxPackedBytes: 16_000_000,
  perDay: { uploads: 5, bytes: 160_000_000 },
};
const DAY_MS = 24 * 3600_000;
// zlib's callback form runs on libuv's thread pool, so unpacking does not hold other requests.
const gunzip = promisify(gunzipCallback);

/** A stored log's part: one statement of the embedded database stays a few milliseconds. */
export const PART_BYTES = 128 * 1024;
/**
 * Lets other requests run between two statements: the embedded database answers within
 * the same turn of the event loop, so a loop of awaited statements alone never yields.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores a log as it came (its JSON text gzipped) once it is checked: unpacked within the
 * bound, free of session tokens (logFile.ts). Refuses one over the user's quota for the
 * last 24 hours of real time. The row is written first (the quota counts it at once), then
 * the gzip in parts, one statement each so that other requests' statements go between
 * them; the log is listed once complete. Its id.
 */
export async function storeSupportLog(
  db: Database,
  log: { userId: number; note: string | null; packed: Buffer; now: Date },
): Promise<number> {
  const { bytes: size, appVersion } = await unpackLog(log.packed, SUPPORT_LOG_LIMITS.maxBytes);
  const parts = Math.ceil(log.packed.length / PART_BYTES);
  const id = await db.transaction(async (tx) => {
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
      `INSERT INTO support_logs (user_id, note, parts, complete, size_bytes, app_version, created_at)
       VALUES ($1, $2, $3, false, $4, $5, $6) RETURNING id`,
      [log.userId, log.note, parts, size, appVersion, log.now],
    );
    return row!.id;
  });
  try {
    for (let n = 0; n < parts; n++) {
      await yieldToOthers();
      const part = log.packed.subarray(n * PART_BYTES, (n + 1) * PART_BYTES);
      // As base64 text, decoded by the database: the embedded database takes a bytea
      // parameter several times slower.
      await db.query(
        `INSERT INTO support_log_parts (log_id, n, bytes) VALUES ($1, $2, decode($3, 'base64'))`,
        [id, n, part.toString('base64')],
      );
    }
    await db.query('UPDATE support_logs SET complete = true WHERE id = $1', [id]);
  } catch (error) {
    await db.query('DELETE FROM support_logs WHERE id = $1', [id]);
    throw error;
  }
  return id;
}

/** One page of logs, of one user or all; with the count of all that match. */
export async function listSupportLogs(db: Queryable, userId: number | null, page: Page) {
  const rows = await db.query<SupportLogRow & { total: number }>(
    `SELECT s.id, s.user_id, u.user_name, s.note, s.size_bytes, s.app_version, s.created_at,
            count(*) OVER () AS total
       FROM support_logs s JOIN users u ON u.id = s.user_id
      WHERE s.complete AND ($1::int IS NULL OR s.user_id = $1)
      ORDER BY ${page.orderBy}, s.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One log with its JSON text (a gzipped one unpacked, an older jsonb one as text). */
export async function readSupportLog(db: Queryable, id: number) {
  const [row] = await db.query<
    SupportLogRow & {
      log: Record<string, unknown> | null;
      log_gzip: string | null;
      parts: number | null;
    }
  >(
    `SELECT s.id, s.user_id, u.user_name, s.note, s.size_bytes, s.app_version, s.created_at,
            s.log, encode(s.log_gzip, 'base64') AS log_gzip, s.parts
       FROM support_logs s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.complete`,
    [id],
  );
  if (!row) throw new Failure(FAILURES.notFound);
  const { log, log_gzip, parts, ...summary } = row;
  let text: Buffer;
  if (parts !== null) {
    // Part by part, as written: no statement holds the embedded database for long.
    const packed: Buffer[] = [];
    for (let n = 0; n < parts; n++) {
      await yieldToOthers();
      const [part] = await db.query<{ bytes: string }>(
        `SELECT encode(bytes, 'base64') AS bytes FROM support_log_parts WHERE log_id = $1 AND n = $2`,
        [id, n],
      );
      packed.push(Buffer.from(part!.bytes, 'base64'));
    }
    text = await gunzip(Buffer.concat(packed));
  } else if (log_gzip !== null) {
    text = await gunzip(Buffer.from(log_gzip, 'base64'));
  } else {
    text = Buffer.from(JSON.stringify(log));
  }
  return { ...summary, text };
}
