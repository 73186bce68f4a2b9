/**
 * The player reads of the API: the pool page, one player's page with his season totals,
 * and the unavailable (injured, suspended, …) list. Reasons come in the asked language.
 */
import type { PlayerDetail, PlayerStatus, UnavailablePlayer } from '../../store/api/engine';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import type { Page } from '../http/paging';
import { PLAYER_COLUMNS, toPlayer, type PlayerRow } from '../season/playerView';
import { searchPatternOf } from './roundPlayers';
import { turkishSortKey } from './textOrder';

/** Sort columns of the player pool, by the API's sort names. */
export const PLAYER_PAGE = {
  columns: {
    TotalPoints: 'p.total_points',
    Price: 'p.price',
    Form: 'p.form',
    SelectedByPercent: 'p.selected_by_percent',
    RoundPoints: 'p.round_points',
    LastName: turkishSortKey('p.last_name'),
    DisplayName: turkishSortKey('p.display_name'),
  },
  fallback: { column: 'TotalPoints', order: 'desc' as const },
};

interface AvailabilityRow {
  status_reason_tr: string | null;
  status_reason_en: string | null;
  status_since: Date | null;
  expected_return_round: number | null;
}

const AVAILABILITY_COLUMNS =
  'p.status_reason_tr, p.status_reason_en, p.status_since, p.expected_return_round';

const reasonOf = (row: AvailabilityRow, language: Language) =>
  language === 'en-US' ? row.status_reason_en : row.status_reason_tr;

/** A player with his availability; 404 when unknown. */
export async function requirePlayer(q: Queryable, playerId: number) {
  const [row] = await q.query<PlayerRow & AvailabilityRow>(
    `SELECT ${PLAYER_COLUMNS}, ${AVAILABILITY_COLUMNS} FROM players p WHERE p.id = $1`,
    [playerId],
  );
  if (!row) throw new Failure(FAILURES.readPlayerNotFound);
  return row;
}

/** A player's season totals over his matches. */
async function seasonOf(q: Queryable, playerId: number): Promise<PlayerDetail['Season']> {
  const [s] = await q.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE s.minutes > 0)::int AS "Appearances",
       count(*) FILTER (WHERE a.is_starter)::int AS "Starts",
       COALESCE(sum(s.minutes), 0)::int AS "Minutes",
       COALESCE(sum(s.goals), 0)::int AS "Goals",
       COALESCE(sum(s.assists), 0)::int AS "Assists",
       count(*) FILTER (WHERE s.clean_sheet)::int AS "CleanSheets",
       COALESCE(sum(s.goals_conceded), 0)::int AS "GoalsConceded",
       COALESCE(sum(s.saves), 0)::int AS "Saves",
       COALESCE(sum(s.penalties_saved), 0)::int AS "PenaltiesSaved",
       COALESCE(sum(s.penalties_missed), 0)::int AS "PenaltiesMissed",
       COALESCE(sum(s.yellow_cards), 0)::int AS "YellowCards",
       COALESCE(sum(s.red_cards), 0)::int AS "RedCards",
       COALESCE(sum(s.own_goals), 0)::int AS "OwnGoals",
       COALESCE(sum(s.bonus_points), 0)::int AS "BonusPoints"
     FROM player_match_stats s
     LEFT JOIN match_appearances a ON a.match_id = s.match_id AND a.player_id = s.player_id
     WHERE s.player_id = $1`,
    [playerId],
  );
  return s as unknown as PlayerDetail['Season'];
}

export interface PlayerFilter {
  competition: string;
  search?: string;
  position: string | null;
  clubId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  statuses: readonly PlayerStatus[] | null;
  ids: readonly number[] | null;
}

/** One page of the pool and how many players match the filter. */
export async function readPlayerPage(q: Queryable, filter: PlayerFilter, page: Page) {
  const where = `p.competition_code = $1
        AND ($2::text IS NULL OR p.search_key LIKE $2)
        AND ($3::text IS NULL OR p.position = $3)
        AND ($4::int IS NULL OR p.club_id = $4)
        AND ($5::int IS NULL OR p.price >= $5)
        AND ($6::int IS NULL OR p.price <= $6)
        AND ($7::text[] IS NULL OR p.status = ANY($7::text[]))
        AND ($8::int[] IS NULL OR p.id = ANY($8::int[]))`;
  const params = [
    filter.competition,
    searchPatternOf(filter.search),
    filter.position,
    filter.clubId,
    filter.minPrice,
    filter.maxPrice,
    filter.statuses,
    filter.ids,
  ];
  const rows = await q.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players p WHERE ${where}
         ORDER BY ${page.orderBy} NULLS LAST, p.id LIMIT $9 OFFSET $10`,
    [...params, page.limit, page.offset],
  );
  const [total] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM players p WHERE ${where}`,
    params,
  );
  return { players: rows.map(toPlayer), total: total!.n };
}

/** One player's page: the pool row, season totals and, when unavailable, why. */
export async function readPlayerDetail(
  q: Queryable,
  playerId: number,
  language: Language,
): Promise<PlayerDetail> {
  const row = await requirePlayer(q, playerId);
  const available = row.player_status === 'available';
  return {
    ...toPlayer(row),
    Season: await seasonOf(q, row.player_id),
    StatusReason: available ? null : reasonOf(row, language),
    ExpectedReturnRound: available ? null : row.expected_return_round,
  };
}

/**
 * The competition's unavailable players (injured or suspended; a doubtful player may play)
 * by club and name; of one club or status if given.
 */
export async function readUnavailablePlayers(
  q: Queryable,
  filter: { competition: string; clubId: number | null; status: string | null },
  language: Language,
): Promise<UnavailablePlayer[]> {
  const rows = await q.query<PlayerRow & AvailabilityRow>(
    `SELECT ${PLAYER_COLUMNS}, ${AVAILABILITY_COLUMNS}
     FROM players p JOIN clubs c ON c.id = p.club_id
     WHERE p.competition_code = $1 AND p.status IN ('injured', 'suspended')
       AND ($2::int IS NULL OR p.club_id = $2) AND ($3::text IS NULL OR p.status = $3)
     ORDER BY ${turkishSortKey('c.name')}, ${turkishSortKey('p.last_name')},
       ${turkishSortKey('p.first_name')}, p.id`,
    [filter.competition, filter.clubId, filter.status],
  );
  return rows.map((r): UnavailablePlayer => ({
    Player: toPlayer(r),
    Status: r.player_status as UnavailablePlayer['Status'],
    Reason: reasonOf(r, language),
    Since: r.status_since?.toISOString() ?? null,
    ExpectedReturnRound: r.expected_return_round,
  }));
}
