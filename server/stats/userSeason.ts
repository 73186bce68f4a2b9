/**
 * A user's season round by round (`UserWeeklyScore/GetUserSeason`, my season page): per
 * started round his row of `pro_standings` (written by scoring for every live, finished or
 * scored round) looked up by its key, and the table's size as its last overall rank (ranks
 * are unique: one index probe, never a count).
 */
import type { Queryable } from '../db/database';
import type { UserSeasonRound } from '../../store/api/engine';
import type { RoundState } from '../rounds/roundView';
import { isProvisional, STARTED_STATES } from './roundLookup';

export async function readUserSeason(
  q: Queryable,
  userId: number,
  competition: string,
): Promise<UserSeasonRound[]> {
  const rows = await q.query<{
    id: number;
    number: number;
    state: RoundState;
    points: number | null;
    round_rank: number | null;
    overall_rank: number | null;
    total_points: number | null;
    ranked: number | null;
  }>(
    `SELECT r.id, r.number, r.state, s.round_points AS points, s.round_rank, s.overall_rank,
       s.total_points,
       (SELECT x.overall_rank FROM pro_standings x WHERE x.round_id = r.id
         ORDER BY x.overall_rank DESC LIMIT 1) AS ranked
     FROM rounds r
     LEFT JOIN pro_standings s ON s.round_id = r.id AND s.user_id = $1
     WHERE r.competition_code = $2 AND r.state = ANY($3::text[])
     ORDER BY r.number`,
    [userId, competition, STARTED_STATES],
  );
  return rows.map((row) => ({
    WeeklyLeagueInformationId: row.id,
    RoundNumber: row.number,
    Points: row.points,
    IsProvisional: isProvisional(row.state),
    RoundRank: row.round_rank,
    OverallRank: row.overall_rank,
    TotalPoints: row.total_points,
    RankedTeams: row.ranked ?? 0,
  }));
}
