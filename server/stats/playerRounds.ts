/**
 * A player's points round by round and reason by reason: `player_round_scores` (what
 * user teams count) and the breakdown rows of `player_score_rows`, both written by the
 * scoring module.
 */
import type { Queryable } from '../db/database';
import type { PlayerScoreBreakdownRow, PlayerWeeklyScore } from '../../store/api/engine';
import type { RoundState } from '../rounds/roundView';
import { isProvisional, STARTED_STATES } from './roundLookup';

/**
 * One row per round of the player's competition that has started (a blank round with 0
 * points and 0 matches), in round order; `roundId` keeps only that round.
 */
export async function readWeeklyScores(
  q: Queryable,
  playerId: number,
  roundId: number | null,
): Promise<PlayerWeeklyScore[]> {
  const rows = await q.query<{
    id: number;
    number: number;
    state: RoundState;
    points: number;
    minutes: number;
    match_count: number;
    price: number;
  }>(
    `SELECT r.id, r.number, r.state, COALESCE(s.points, 0) AS points,
       COALESCE(s.minutes, 0) AS minutes,
       (SELECT count(*) FROM matches m WHERE m.round_id = r.id AND m.state <> 'postponed'
          AND p.club_id IN (m.home_club_id, m.away_club_id))::int AS match_count,
       -- A round's price is written when it locks; before that it is the current price.
       COALESCE(rp.price, p.price) AS price
     FROM players p
     JOIN rounds r ON r.competition_code = p.competition_code
     LEFT JOIN player_round_scores s ON s.round_id = r.id AND s.player_id = p.id
     LEFT JOIN player_round_prices rp ON rp.round_id = r.id AND rp.player_id = p.id
     WHERE p.id = $1 AND r.state = ANY($2::text[]) AND ($3::int IS NULL OR r.id = $3)
     ORDER BY r.number`,
    [playerId, STARTED_STATES, roundId],
  );
  return rows.map((r) => ({
    WeeklyLeagueInformationId: r.id,
    RoundNumber: r.number,
    Points: r.points,
    Minutes: r.minutes,
    MatchCount: r.match_count,
    Price: r.price,
    IsProvisional: isProvisional(r.state),
  }));
}

/** The player's breakdown rows of a round or of some matches, by match then rule order. */
export async function readBreakdownRows(
  q: Queryable,
  playerId: number,
  where: { roundId: number } | { matchIds: number[] },
): Promise<PlayerScoreBreakdownRow[]> {
  const rows = await q.query<{
    match_id: number;
    stat: PlayerScoreBreakdownRow['Stat'];
    count: number;
    points: number;
  }>(
    `SELECT b.match_id, b.stat, b.count, b.points
     FROM player_score_rows b JOIN matches m ON m.id = b.match_id
     WHERE b.player_id = $1 AND ($2::int IS NULL OR b.round_id = $2)
       AND ($3::int[] IS NULL OR b.match_id = ANY($3::int[]))
     ORDER BY m.kickoff, m.id, b.sort_order, b.stat`,
    [
      playerId,
      'roundId' in where ? where.roundId : null,
      'matchIds' in where ? where.matchIds : null,
    ],
  );
  return rows.map((r) => ({
    MatchId: r.match_id,
    Stat: r.stat,
    Count: r.count,
    Points: r.points,
  }));
}
