/**
 * The match statistics page: the players of one round with their summed figures, round
 * points and matches, filtered, sorted and paged in SQL.
 */
import type { Queryable } from '../db/database';
import type { PlayerWithWeeklyMatchDetail, RoundPlayersRequest } from '../../store/api/engine';
import { pageOf } from '../http/paging';
import { PLAYER_COLUMNS, searchKeyOf, toPlayer, type PlayerRow } from '../season/playerView';
import { readPlayerMatches, statColumns, toMatchStats, type StatRow } from './matchView';
import { isProvisional, type RoundRef } from './roundLookup';
import { turkishSortKey } from './textOrder';

const ROUND_PLAYERS_PAGE = {
  columns: {
    RoundPoints: 'COALESCE(prs.points, 0)',
    Minutes: 'COALESCE(rs.stat_minutes, 0)',
    Goals: 'COALESCE(rs.stat_goals, 0)',
    Assists: 'COALESCE(rs.stat_assists, 0)',
    Saves: 'COALESCE(rs.stat_saves, 0)',
    BonusPoints: 'COALESCE(rs.stat_bonus_points, 0)',
    Price: 'p.price',
    LastName: turkishSortKey('p.last_name'),
  },
  fallback: { column: 'RoundPoints', order: 'desc' as const },
};

/** `LIKE` pattern of a search term: folded like `players.search_key`, wildcards escaped. */
export function searchPatternOf(term: string | undefined): string | null {
  return term === undefined ? null : `%${searchKeyOf(term).replace(/[\\%_]/g, '\\$&')}%`;
}

export async function readRoundPlayers(
  q: Queryable,
  round: RoundRef,
  request: RoundPlayersRequest,
): Promise<{ rows: PlayerWithWeeklyMatchDetail[]; total: number }> {
  const page = pageOf(request.SortingPaging, ROUND_PLAYERS_PAGE);
  const from = `players p
     LEFT JOIN (SELECT s.player_id AS rs_player_id, ${statColumns('s', 'sum')}
                FROM player_match_stats s WHERE s.round_id = $2 GROUP BY s.player_id) rs
       ON rs.rs_player_id = p.id
     LEFT JOIN player_round_scores prs ON prs.round_id = $2 AND prs.player_id = p.id
     WHERE p.competition_code = $1
       AND ($3::int IS NULL
            OR EXISTS (SELECT 1 FROM matches m WHERE m.id = $3 AND p.club_id IN (m.home_club_id, m.away_club_id))
            OR EXISTS (SELECT 1 FROM player_match_stats x WHERE x.match_id = $3 AND x.player_id = p.id))
       AND ($4::int IS NULL OR p.club_id = $4)
       AND ($5::text IS NULL OR p.position = $5)
       AND ($6::text IS NULL OR p.search_key LIKE $6)
       AND (NOT $7::boolean OR COALESCE(rs.stat_minutes, 0) > 0)`;
  const params = [
    round.competitionCode,
    round.id,
    request.MatchId ?? null,
    request.TeamId ?? null,
    request.Position ?? null,
    searchPatternOf(request.Search),
    request.OnlyPlayed ?? true,
  ];
  const rows = await q.query<PlayerRow & StatRow & { points_of_round: number }>(
    `SELECT ${PLAYER_COLUMNS}, COALESCE(prs.points, 0) AS points_of_round, rs.*
     FROM ${from}
     ORDER BY ${page.orderBy}, p.id LIMIT $8 OFFSET $9`,
    [...params, page.limit, page.offset],
  );
  const [total] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params);
  const matches = await readPlayerMatches(
    q,
    rows.map((r) => r.player_id),
    { roundId: round.id, states: ['scheduled', 'live', 'finished'] },
  );
  return {
    rows: rows.map((r) => ({
      Player: toPlayer(r),
      WeeklyLeagueInformationId: round.id,
      RoundPoints: r.points_of_round,
      Stats: toMatchStats(r),
      Matches: matches.get(r.player_id) ?? [],
      IsProvisional: isProvisional(round.state),
    })),
    total: total!.n,
  };
}
