/**
 * The Pro league as the engine base serves it: one user's round summary and the table
 * (overall or one round's), read from `pro_standings`, which the scoring module writes
 * for every round that is live, finished or scored.
 */
import { toSummary } from '../accounts/users';
import type { Queryable } from '../db/database';
import type { StandingRow, StandingsPage, UserWeeklyScore } from '../../store/api/engine';
import { findRound, isProvisional, type RoundRef } from './roundLookup';

interface UserColumns {
  id: number;
  user_name: string;
  image_url: string | null;
  favorite_team_id: number | null;
}

/** The latest round of the competition with table rows; null before any. */
export async function latestTableRound(
  q: Queryable,
  competitionCode: string,
): Promise<RoundRef | null> {
  const [row] = await q.query<{ id: number }>(
    `SELECT r.id FROM rounds r
     WHERE r.competition_code = $1 AND EXISTS (SELECT 1 FROM pro_standings s WHERE s.round_id = r.id)
     ORDER BY r.number DESC LIMIT 1`,
    [competitionCode],
  );
  return row ? findRound(q, row.id) : null;
}

/** The scored round with table rows just before `round` (for the rank change arrow). */
async function previousScoredRoundId(q: Queryable, round: RoundRef): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `SELECT r.id FROM rounds r
     WHERE r.competition_code = $1 AND r.number < $2 AND r.state = 'scored'
       AND EXISTS (SELECT 1 FROM pro_standings s WHERE s.round_id = r.id)
     ORDER BY r.number DESC LIMIT 1`,
    [round.competitionCode, round.number],
  );
  return row?.id ?? null;
}

/**
 * A page of the table of `round`: `overall` ranks by `overall_rank` with the previous
 * scored round's rank, otherwise the round's table by `round_rank`. Also the caller's row.
 */
export async function readProTable(
  q: Queryable,
  round: RoundRef,
  {
    overall,
    callerId,
    limit,
    offset,
  }: { overall: boolean; callerId: number; limit: number; offset: number },
): Promise<{ page: StandingsPage; total: number }> {
  const previousId = overall ? await previousScoredRoundId(q, round) : null;
  // Only one of two fixed column names ever reaches the SQL text.
  const rank = overall ? 's.overall_rank' : 's.round_rank';
  const select = (filter: string) =>
    `SELECT ${rank} AS rank, prev.overall_rank AS previous_rank, u.id, u.user_name, u.image_url,
       u.favorite_team_id, s.user_team_id, t.name AS team_name, s.round_points, s.total_points,
       s.best_round
     FROM pro_standings s
     JOIN users u ON u.id = s.user_id
     LEFT JOIN user_teams t ON t.id = s.user_team_id
     LEFT JOIN pro_standings prev ON prev.round_id = $2 AND prev.user_id = s.user_id
     WHERE s.round_id = $1 AND ${filter}
     ORDER BY ${rank}, s.user_id`;
  type Row = UserColumns & {
    rank: number;
    previous_rank: number | null;
    user_team_id: number | null;
    team_name: string | null;
    round_points: number;
    total_points: number;
    best_round: number;
  };
  const toRow = (r: Row): StandingRow => ({
    Rank: r.rank,
    PreviousRank: r.previous_rank,
    User: toSummary(r),
    UserTeamId: r.user_team_id,
    TeamName: r.team_name,
    RoundPoints: r.round_points,
    TotalPoints: r.total_points,
    BestRound: r.best_round,
  });
  const rows = await q.query<Row>(`${select('TRUE')} LIMIT $3 OFFSET $4`, [
    round.id,
    previousId,
    limit,
    offset,
  ]);
  const [mine] = await q.query<Row>(select('s.user_id = $3'), [round.id, previousId, callerId]);
  const [total] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pro_standings WHERE round_id = $1',
    [round.id],
  );
  return {
    page: {
      Rows: rows.map(toRow),
      MyRow: mine ? toRow(mine) : null,
      WeeklyLeagueInformationId: round.id,
      IsProvisional: isProvisional(round.state),
    },
    total: total!.n,
  };
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
       t.id AS team_id, t.name AS team_name, COALESCE(s.round_points, t.points) AS points,
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
