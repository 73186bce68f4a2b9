/**
 * A round's player figures per match, derived from appearances and events of its started
 * matches (live or finished) into `player_match_stats`, set-based. Points are left at 0
 * here; `playerPoints.ts` fills them from the rule set.
 *
 * On the pitch: a player counts for an event of minute m when minute_on < m and (he was not
 * taken off or m <= minute_off): at the minute of a substitution the player going off is
 * still on. A live match ends, for minutes played, at its current minute.
 */
import type { Queryable } from '../db/database';

export async function deriveMatchStats(
  tx: Queryable,
  roundId: number,
  ruleSetId: number,
): Promise<void> {
  await tx.query('DELETE FROM player_match_stats WHERE round_id = $1', [roundId]);
  await tx.query(
    `WITH m AS (
       SELECT id, CASE WHEN state = 'finished' THEN 90 ELSE LEAST(COALESCE(minute, 0), 90) END AS end_minute
       FROM matches WHERE round_id = $1 AND state IN ('live', 'finished')
     ),
     a AS (
       SELECT ap.match_id, ap.player_id, ap.club_id, ap.minute_on, ap.minute_off, ap.saves,
         GREATEST(0, LEAST(COALESCE(ap.minute_off, m.end_minute), m.end_minute) - ap.minute_on) AS minutes
       FROM match_appearances ap JOIN m ON m.id = ap.match_id
     ),
     e AS (SELECT ev.* FROM match_events ev JOIN m ON m.id = ev.match_id),
     own AS (
       SELECT match_id, player_id,
         count(*) FILTER (WHERE type IN ('goal', 'penaltyGoal')) AS goals,
         count(*) FILTER (WHERE type = 'penaltySaved') AS penalties_saved,
         count(*) FILTER (WHERE type = 'penaltyMissed') AS penalties_missed,
         count(*) FILTER (WHERE type = 'yellowCard') AS yellows,
         count(*) FILTER (WHERE type = 'secondYellow') AS second_yellows,
         count(*) FILTER (WHERE type = 'redCard') AS reds,
         count(*) FILTER (WHERE type = 'ownGoal') AS own_goals
       FROM e GROUP BY match_id, player_id
     ),
     assists AS (
       SELECT match_id, related_player_id AS player_id, count(*) AS n
       FROM e WHERE type IN ('goal', 'penaltyGoal') AND related_player_id IS NOT NULL
       GROUP BY match_id, related_player_id
     ),
     -- A goal of the other side, or an own goal of his side, while he was on the pitch.
     conceded AS (
       SELECT a.match_id, a.player_id, count(*) AS n
       FROM a JOIN e ON e.match_id = a.match_id
         AND ((e.type IN ('goal', 'penaltyGoal') AND e.club_id <> a.club_id)
           OR (e.type = 'ownGoal' AND e.club_id = a.club_id))
         AND e.minute > a.minute_on AND (a.minute_off IS NULL OR e.minute <= a.minute_off)
       GROUP BY a.match_id, a.player_id
     ),
     clean_sheet_rule AS (
       SELECT min(min_minutes) AS min_minutes FROM score_rules
       WHERE rule_set_id = $2 AND stat = 'cleanSheet'
     )
     INSERT INTO player_match_stats (match_id, player_id, round_id, club_id, position, minutes,
       goals, assists, clean_sheet, goals_conceded, saves, penalties_saved, penalties_missed,
       yellow_cards, red_cards, own_goals, bonus_points, points)
     SELECT a.match_id, a.player_id, $1, a.club_id, p.position, a.minutes,
       COALESCE(o.goals, 0), COALESCE(s.n, 0),
       COALESCE(a.minutes >= cs.min_minutes AND c.n IS NULL, false),
       COALESCE(c.n, 0), a.saves, COALESCE(o.penalties_saved, 0), COALESCE(o.penalties_missed, 0),
       -- A second yellow is a yellow shown and a sending-off.
       LEAST(2, CASE WHEN COALESCE(o.second_yellows, 0) > 0
                     THEN GREATEST(o.yellows, 1) + 1 ELSE COALESCE(o.yellows, 0) END),
       LEAST(1, COALESCE(o.reds, 0) + COALESCE(o.second_yellows, 0)),
       COALESCE(o.own_goals, 0), 0, 0
     FROM a
     JOIN players p ON p.id = a.player_id
     CROSS JOIN clean_sheet_rule cs
     LEFT JOIN own o ON o.match_id = a.match_id AND o.player_id = a.player_id
     LEFT JOIN assists s ON s.match_id = a.match_id AND s.player_id = a.player_id
     LEFT JOIN conceded c ON c.match_id = a.match_id AND c.player_id = a.player_id`,
    [roundId, ruleSetId],
  );
}
