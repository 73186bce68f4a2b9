/**
 * Players as the admin panel edits them: availability (injured, suspended or doubtful, with
 * a reason in both languages and an expected return date or round) and the current price.
 * Each change is audited in its transaction.
 */
import type { AdminPlayer, UpdatePlayerRequest } from '../../store/api/engine';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Page } from '../http/paging';
import { searchKeyOf } from '../season/playerView';
import { recordAudit, type AdminAction } from './audit';

interface AdminPlayerRow {
  id: number;
  code: string;
  display_name: string;
  club_id: number;
  position: AdminPlayer['Position'];
  price: number;
  status: AdminPlayer['Status'];
  status_reason_tr: string | null;
  status_reason_en: string | null;
  status_since: Date | null;
  expected_return_date: string | null;
  expected_return_round: number | null;
}

const COLUMNS = `p.id, p.code, p.display_name, p.club_id, p.position, p.price, p.status,
  p.status_reason_tr, p.status_reason_en, p.status_since,
  to_char(p.expected_return_date, 'YYYY-MM-DD') AS expected_return_date, p.expected_return_round`;

function adminPlayer(r: AdminPlayerRow): AdminPlayer {
  return {
    Id: r.id,
    Code: r.code,
    DisplayName: r.display_name,
    TeamId: r.club_id,
    Position: r.position,
    Price: r.price,
    Status: r.status,
    StatusReason:
      r.status_reason_tr !== null && r.status_reason_en !== null
        ? { Tr: r.status_reason_tr, En: r.status_reason_en }
        : null,
    StatusSince: r.status_since?.toISOString() ?? null,
    ExpectedReturnDate: r.expected_return_date,
    ExpectedReturnRound: r.expected_return_round,
  };
}

/** Sort columns of the admin player list. */
export const ADMIN_PLAYER_PAGE = {
  columns: {
    Id: 'p.id',
    DisplayName: 'p.search_key',
    TeamId: 'p.club_id',
    Price: 'p.price',
    Status: 'p.status',
  },
  fallback: { column: 'TeamId', order: 'asc' as const },
};

/** One page of players matching a name part, a club and a status, and how many match. */
export async function listAdminPlayers(
  q: Queryable,
  filter: {
    competition: string;
    search: string | null;
    clubId: number | null;
    status: string | null;
  },
  page: Page,
): Promise<{ rows: AdminPlayer[]; total: number }> {
  const pattern = filter.search
    ? `%${searchKeyOf(filter.search).replace(/[\\%_]/g, '\\$&')}%`
    : null;
  const rows = await q.query<AdminPlayerRow & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total
     FROM players p
     WHERE p.competition_code = $1 AND ($2::text IS NULL OR p.search_key LIKE $2)
       AND ($3::int IS NULL OR p.club_id = $3) AND ($4::text IS NULL OR p.status = $4)
     ORDER BY ${page.orderBy}, p.search_key, p.id
     LIMIT $5 OFFSET $6`,
    [filter.competition, pattern, filter.clubId, filter.status, page.limit, page.offset],
  );
  return { rows: rows.map(adminPlayer), total: Number(rows[0]?.total ?? 0) };
}

/**
 * Sets a player's availability or price; omitted fields stay. Available clears the reason,
 * the date since and the expected return; another status keeps the date since when it stays
 * the same kind.
 */
export async function updateAdminPlayer(
  db: Database,
  body: UpdatePlayerRequest,
  now: Date,
  action: AdminAction,
): Promise<AdminPlayer> {
  return db.transaction(async (tx) => {
    // The season counter's lock before a player's, as every season writer takes them
    // (migration 0005), so two writers queue instead of deadlocking.
    await tx.query('SELECT version FROM season_version FOR UPDATE');
    const [row] = await tx.query<AdminPlayerRow>(
      `SELECT ${COLUMNS} FROM players p WHERE p.id = $1 FOR UPDATE`,
      [body.PlayerId],
    );
    if (!row) throw new Failure(FAILURES.notFound);
    const before = adminPlayer(row);
    const status = body.Status ?? row.status;
    const available = status === 'available';
    const reason = available
      ? null
      : body.StatusReason !== undefined
        ? body.StatusReason
        : before.StatusReason;
    const since = available ? null : status === row.status ? (row.status_since ?? now) : now;
    const [updated] = await tx.query<AdminPlayerRow>(
      `UPDATE players p SET status = $2, status_reason_tr = $3, status_reason_en = $4,
         status_since = $5, expected_return_date = $6::date, expected_return_round = $7,
         price = $8, price_change = price_change + ($8 - price)
       WHERE p.id = $1
       RETURNING ${COLUMNS}`,
      [
        row.id,
        status,
        reason?.Tr ?? null,
        reason?.En ?? null,
        since,
        available
          ? null
          : body.ExpectedReturnDate !== undefined
            ? body.ExpectedReturnDate
            : row.expected_return_date,
        available
          ? null
          : body.ExpectedReturnRound !== undefined
            ? body.ExpectedReturnRound
            : row.expected_return_round,
        body.Price ?? row.price,
      ],
    );
    const after = adminPlayer(updated!);
    await recordAudit(tx, action, { type: 'player', id: row.id, before, after });
    return after;
  });
}
