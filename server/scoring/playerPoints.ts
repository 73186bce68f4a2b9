/**
 * Player points from the rule set, set-based: one breakdown row per scoring stat of a
 * player's match, the match bonus, each match's total, the player's round score, and the
 * players' season figures (total, latest round, form).
 *
 * Match bonus ranking: competition ranking (SQL RANK) of the match's players who played, by
 * their points before bonus. Equal scores share a rank and the next rank is skipped: two
 * tied first both get the rank-1 bonus and the next player gets the rank-3 bonus.
 */
import type { Queryable } from '../db/database';

/** The figure of `player_match_stats` alias `s` that each stat of the rule set counts. */
const STAT_COUNT = `CASE r.stat
  WHEN 'minutes' THEN s.minutes
  WHEN 'goal' THEN s.goals
  WHEN 'assist' THEN s.assists
  WHEN 'cleanSheet' THEN s.clean_sheet::int
  WHEN 'saves' THEN s.saves
  WHEN 'penaltySaved' THEN s.penalties_saved
  WHEN 'penaltyMissed' THEN s.penalties_missed
  WHEN 'goalsConceded' THEN s.goals_conceded
  -- A second yellow is a red card: its red replaces both yellows' points.
  WHEN 'yellowCard' THEN CASE WHEN s.red_cards > 0 AND s.yellow_cards >= 2 THEN 0 ELSE s.yellow_cards END
  WHEN 'redCard' THEN s.red_cards
  WHEN 'ownGoal' THEN s.own_goals
  ELSE 0 END`;

export async function scorePlayers(
  tx: Queryable,
  roundId: number,
  ruleSetId: number,
): Promise<void> {
  await tx.query('DELETE FROM player_score_rows WHERE round_id = $1', [roundId]);
  // Every rule but the bonus; `per` counts whole groups (every 3 saves); a rule's min/max
  // minutes gate it (the clean sheet's 60); a minutes rule is a band that pays its points once.
  await tx.query(
    `INSERT INTO player_score_rows (match_id, player_id, round_id, stat, count, points, sort_order)
     SELECT s.match_id, s.player_id, s.round_id, r.stat, v.n, v.points, r.sort_order
     FROM player_match_stats s
     JOIN score_rules r ON r.rule_set_id = $2 AND r.position = s.position AND r.stat <> 'bonus'
     CROSS JOIN LATERAL (SELECT ${STAT_COUNT} AS n) c
     CROSS JOIN LATERAL (SELECT c.n,
       CASE WHEN r.stat = 'minutes' THEN r.points ELSE (c.n / r.per) * r.points END AS points) v
     WHERE s.round_id = $1 AND v.n > 0
       AND (r.min_minutes IS NULL OR s.minutes >= r.min_minutes)
       AND (r.max_minutes IS NULL OR s.minutes <= r.max_minutes)
       AND v.points <> 0`,
    [roundId, ruleSetId],
  );
  await tx.query(
    `WITH base AS (
       SELECT s.match_id, s.player_id, s.position,
         RANK() OVER (PARTITION BY s.match_id ORDER BY COALESCE(sum(b.points), 0) DESC) AS rank
       FROM player_match_stats s
       LEFT JOIN player_score_rows b ON b.match_id = s.match_id AND b.player_id = s.player_id
       WHERE s.round_id = $1 AND s.minutes > 0
       GROUP BY s.match_id, s.player_id, s.position
     )
     INSERT INTO player_score_rows (match_id, player_id, round_id, stat, count, points, sort_order)
     SELECT b.match_id, b.player_id, $1, 'bonus', 1, r.points, r.sort_order
     FROM base b
     JOIN score_rules r ON r.rule_set_id = $2 AND r.stat = 'bonus' AND r.position = b.position
       AND r.rank = b.rank`,
    [roundId, ruleSetId],
  );
  await tx.query(
    `UPDATE player_match_stats s
     SET points = t.points, bonus_points = t.bonus
     FROM (SELECT match_id, player_id, sum(points)::int AS points,
             COALESCE(sum(points) FILTER (WHERE stat = 'bonus'), 0)::int AS bonus
           FROM player_score_rows WHERE round_id = $1 GROUP BY match_id, player_id) t
     WHERE s.match_id = t.match_id AND s.player_id = t.player_id`,
    [roundId],
  );
  await tx.query('DELETE FROM player_round_scores WHERE round_id = $1', [roundId]);
  await tx.query(
    `INSERT INTO player_round_scores (round_id, player_id, points, minutes, carded)
     SELECT $1, player_id, sum(points), sum(minutes), bool_or(yellow_cards > 0 OR red_cards > 0)
     FROM player_match_stats WHERE round_id = $1 GROUP BY player_id`,
    [roundId],
  );
}

/**
 * Every player's figures of a competition: total points, points of the latest started round
 * (null before any started), form = mean over the last 4 started rounds (a round he missed
 * counts 0), one decimal. `roundId` counts as started (its job may not have committed yet).
 */
export async function updatePlayerFigures(
  tx: Queryable,
  competitionCode: string,
  roundId: number,
): Promise<void> {
  await tx.query(
    `WITH started AS (
       SELECT id, row_number() OVER (ORDER BY number DESC) AS recency FROM rounds
       WHERE competition_code = $1 AND (state IN ('live', 'finished', 'scored') OR id = $2)
     ),
     n AS (SELECT count(*) AS rounds FROM started),
     fig AS (
       SELECT prs.player_id, sum(prs.points) AS total,
         sum(prs.points) FILTER (WHERE s.recency = 1) AS latest,
         COALESCE(sum(prs.points) FILTER (WHERE s.recency <= 4), 0) AS last4
       FROM player_round_scores prs JOIN started s ON s.id = prs.round_id
       GROUP BY prs.player_id
     ),
     next AS (
       SELECT p.id, COALESCE(f.total, 0)::int AS total_points,
         CASE WHEN n.rounds > 0 THEN COALESCE(f.latest, 0)::int END AS round_points,
         CASE WHEN n.rounds > 0
              THEN round(COALESCE(f.last4, 0)::numeric / LEAST(n.rounds, 4), 1) ELSE 0 END AS form
       FROM players p CROSS JOIN n LEFT JOIN fig f ON f.player_id = p.id
       WHERE p.competition_code = $1
     )
     UPDATE players p
     SET total_points = x.total_points, round_points = x.round_points, form = x.form
     FROM next x
     WHERE p.id = x.id
       AND (p.total_points, p.round_points, p.form) IS DISTINCT FROM (x.total_points, x.round_points, x.form)`,
    [competitionCode, roundId],
  );
}
