/**
 * One user's Pro league round summary as the engine base serves it, read from
 * `pro_standings`, which the scoring module writes for every round that is live, finished
 * or scored (the table itself: leagues/tables.ts).
 */
import { toSummary } from '../accounts/users';
import type { Queryable } from '../db/database';
import type { UserWeeklyScore } from '../../store/api/engine';
import { previousScoredRoundId } from '../leagues/tables';
import { isProvisional, type RoundRef } from './roundLookup';

interface UserColumns {
  id: number;
  user_name: string;
  image_url: string | null;
  favorite_team_id: number | null;
}

/** A user's round summary (his primary team, his ranks, the round's figures). */
export async function readUserWeeklyScore(
  q: Queryable,
  userId: number,
  round: RoundRef,
): Promise<UserWeeklyScore | null> {
  const previousId = await previousScoredRoundId(q, round);
  const [row] = await q.query<
    UserColumns & {
      team_id: number | null;
      team_name: string | null;
      points: number | null;
      round_rank: number | null;
      overall_rank: number | null;
      previous_overall_rank: number | null;
      total_points: number | null;
      ranked: number;
      average: number;
      highest: number | null;
    }
  >(
    `SELECT u.id, u.user_name, u.image_url, u.favorite_team_id,
       t.id AS team_id, t.name AS team_name, COALESCE(s.round_points,
         (SELECT sc.points FROM user_team_scores sc WHERE sc.user_team_id = t.id)) AS points,
       s.round_rank, s.overall_rank, prev.overall_rank AS previous_overall_rank,
       -- Up to and including the round: his latest table row at or before it.
       (SELECT ps.total_points FROM pro_standings ps JOIN rounds pr ON pr.id = ps.round_id
         WHERE ps.user_id = u.id AND pr.competition_code = $3 AND pr.number <= $4
         ORDER BY pr.number DESC LIMIT 1) AS total_points,
       agg.ranked, agg.average, agg.highest
     FROM users u
     LEFT JOIN pro_standings s ON s.round_id = $2 AND s.user_id = u.id
     LEFT JOIN user_teams t ON t.id = COALESCE(s.user_team_id,
       (SELECT p.id FROM user_teams p WHERE p.user_id = u.id AND p.round_id = $2 AND p.is_primary))
     LEFT JOIN pro_standings prev ON prev.round_id = $5 AND prev.user_id = u.id
     CROSS JOIN (SELECT count(*)::int AS ranked,
                   COALESCE(round(avg(round_points), 1), 0)::float8 AS average,
                   max(round_points) AS highest
                 FROM pro_standings WHERE round_id = $2) agg
     WHERE u.id = $1`,
    [userId, round.id, round.competitionCode, round.number, previousId],
  );
  if (!row) return null;
  return {
    User: toSummary(row),
    WeeklyLeagueInformationId: round.id,
    RoundNumber: round.number,
    UserTeamId: row.team_id,
    TeamName: row.team_name,
    Points: row.team_id === null ? null : row.points,
    IsProvisional: isProvisional(round.state),
    RoundRank: row.round_rank,
    OverallRank: row.overall_rank,
    PreviousOverallRank: row.previous_overall_rank,
    TotalPoints: row.total_points ?? 0,
    RankedTeams: row.ranked,
    AveragePoints: Number(row.average),
    HighestPoints: row.highest,
  };
}
