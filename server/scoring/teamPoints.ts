/**
 * User team points of a round, set-based over every team: auto-substitutions (final only),
 * the XI's points with the captain's multiplier, Bench Boost, round ranks and the Pro
 * table. Reads `player_round_scores`; writes `user_team_players` only where an
 * auto-substitution flag changes.
 *
 * Auto-substitution (GAME_RULES "A user team"): a starter with 0 minutes and no card is
 * replaced by the first bench player (bench order) who played and keeps the XI valid: a GK
 * only by a GK, and no position below its minimum over the rule set's formations. Starters
 * are taken in slot order; each pass of the loop below makes one substitution per team (the
 * first valid starter/bench pair), so a team needs at most `bench_size` passes. A team with
 * Bench Boost has no auto-substitutions: its bench counts anyway.
 *
 * Ranks are unique positions (api-spec/league.yaml), so a page is a range of ranks: round
 * points, then the tie rule of every table (higher total, higher best round, earlier first
 * primary team), then the earlier account for teams equal on all of those.
 */
import { formationCounts } from '../../rules/squad';
import type { Queryable } from '../db/database';

export interface TeamScoringRules {
  captainMultiplier: number;
  tripleCaptainMultiplier: number;
  benchSize: number;
  /** The fewest players of each outfield position an XI may have (min over formations). */
  minimums: { DEF: number; MID: number; FWD: number };
}

/** The minimum of each outfield position over formations such as "4-4-2" (DEF-MID-FWD). */
export function formationMinimums(formations: readonly string[]): TeamScoringRules['minimums'] {
  const counts = formations.map(formationCounts);
  const min = (position: keyof TeamScoringRules['minimums']) =>
    Math.min(...counts.map((c) => c[position]));
  return { DEF: min('DEF'), MID: min('MID'), FWD: min('FWD') };
}

/**
 * Auto-substitutions of the teams `score_team_points` marks `may_sub` (final scoring only: a
 * starter to replace and a bench player who played), then the flags of the round's picks.
 * Leaves the substitutions made in `score_subs`.
 */
async function autoSubstitute(
  tx: Queryable,
  roundId: number,
  rules: TeamScoringRules,
): Promise<void> {
  await tx.exec('DROP TABLE IF EXISTS score_sub_teams; DROP TABLE IF EXISTS score_sub_picks');
  await tx.exec(`CREATE TEMP TABLE score_sub_teams ON COMMIT DROP AS
    SELECT user_team_id AS team, def, mid, fwd, 0 AS last_pass FROM score_team_points WHERE may_sub`);
  await tx.query(
    `CREATE TEMP TABLE score_sub_picks ON COMMIT DROP AS
     SELECT t.team, utp.player_id, p.position, utp.slot_order, utp.bench_order,
       utp.is_starter AS goes_out, COALESCE(prs.points, 0) AS points, false AS used
     FROM score_sub_teams t
     JOIN user_team_players utp ON utp.user_team_id = t.team
     JOIN players p ON p.id = utp.player_id
     LEFT JOIN player_round_scores prs ON prs.round_id = $1 AND prs.player_id = utp.player_id
     WHERE (utp.is_starter AND COALESCE(prs.minutes, 0) = 0 AND NOT COALESCE(prs.carded, false))
        OR (NOT utp.is_starter AND COALESCE(prs.minutes, 0) > 0)`,
    [roundId],
  );
  // Statistics for the passes' joins: without them the planner guesses badly.
  await tx.exec('ANALYZE score_sub_teams; ANALYZE score_sub_picks');
  // A team that made no substitution in a pass makes none later (nothing changed): each pass
  // after the first looks only at the teams the previous one changed, usually few.
  for (let pass = 1; pass <= rules.benchSize; pass++) {
    const made = await tx.query(
      `WITH choice AS (
         SELECT DISTINCT ON (o.team) o.team, o.player_id AS out_id, i.player_id AS in_id,
           o.position AS out_pos, i.position AS in_pos
         FROM score_sub_picks o
         JOIN score_sub_picks i ON i.team = o.team AND NOT i.goes_out AND NOT i.used
         JOIN score_sub_teams t ON t.team = o.team AND t.last_pass = $4 - 1
         WHERE o.goes_out AND NOT o.used
           AND (o.position = 'GK') = (i.position = 'GK')
           AND (o.position = i.position OR CASE o.position
                 WHEN 'DEF' THEN t.def > $1 WHEN 'MID' THEN t.mid > $2 WHEN 'FWD' THEN t.fwd > $3 END)
         ORDER BY o.team, o.slot_order, i.bench_order
       ),
       marked AS (
         UPDATE score_sub_picks sp SET used = true FROM choice c
         WHERE sp.team = c.team AND sp.player_id IN (c.out_id, c.in_id) RETURNING 1
       )
       UPDATE score_sub_teams t SET last_pass = $4,
         def = t.def + (c.in_pos = 'DEF')::int - (c.out_pos = 'DEF')::int,
         mid = t.mid + (c.in_pos = 'MID')::int - (c.out_pos = 'MID')::int,
         fwd = t.fwd + (c.in_pos = 'FWD')::int - (c.out_pos = 'FWD')::int
       FROM choice c WHERE t.team = c.team RETURNING t.team`,
      [rules.minimums.DEF, rules.minimums.MID, rules.minimums.FWD, pass],
    );
    if (made.length === 0) break;
  }
  // The substitutions made, with fresh statistics: the flag update joins them by hash. (With
  // the stale statistics of score_sub_picks, taken before any pick was `used`, the planner
  // expected no substitution and re-scanned the table for every flagged pick: minutes.)
  await tx.exec(`DROP TABLE IF EXISTS score_subs;
    CREATE TEMP TABLE score_subs ON COMMIT DROP AS
      SELECT team, player_id, goes_out, points FROM score_sub_picks WHERE used;
    ANALYZE score_subs`);
  // One statement sets the new flags and clears stale ones, writing only rows that change.
  // The flagged picks of the round are found through the partial index, not a full read.
  await tx.query(
    `UPDATE user_team_players utp
     SET auto_subbed_in = x.sub_in, auto_subbed_out = x.sub_out
     FROM (
       SELECT COALESCE(s.team, f.user_team_id) AS team, COALESCE(s.player_id, f.player_id) AS player_id,
         COALESCE(NOT s.goes_out, false) AS sub_in, COALESCE(s.goes_out, false) AS sub_out
       FROM score_subs s
       FULL JOIN (
         SELECT f.user_team_id, f.player_id FROM user_team_players f
         JOIN user_teams ut ON ut.id = f.user_team_id AND ut.round_id = $1
         WHERE f.auto_subbed_in OR f.auto_subbed_out
       ) f ON f.user_team_id = s.team AND f.player_id = s.player_id
     ) x
     WHERE utp.user_team_id = x.team AND utp.player_id = x.player_id
       AND (utp.auto_subbed_in, utp.auto_subbed_out) IS DISTINCT FROM (x.sub_in, x.sub_out)`,
    [roundId],
  );
}

/**
 * A team's points from the columns of `score_team_points` alias `t`: the XI's points plus the
 * captain's extra (multiplier - 1), which goes to the captain if he played, else to the
 * vice-captain if he played, else to nobody (`*_base`: 1 when he counts in the XI, else 0).
 */
const TEAM_POINTS = (t: { xi: string; capBase: string; viceBase: string }) => `(${t.xi}
  + t.extra * CASE WHEN t.cap_played THEN t.cap_points * ${t.capBase}
                   WHEN t.vice_played THEN t.vice_points * ${t.viceBase} ELSE 0 END)`;

export async function scoreTeams(
  tx: Queryable,
  round: { id: number; competitionCode: string; number: number },
  rules: TeamScoringRules,
  { final }: { final: boolean },
): Promise<void> {
  await tx.exec('DROP TABLE IF EXISTS score_team_points');
  // The one full pass over the round's picks: every team's XI points as picked (all 15 with
  // Bench Boost), what the captaincy needs, the XI's shape, and whether it may need
  // auto-substitutions (final only, no Bench Boost, a starter with 0 minutes and no card, a
  // bench player who played). Substitutions then adjust these figures without reading the
  // picks again.
  await tx.query(
    `CREATE TEMP TABLE score_team_points ON COMMIT DROP AS
     SELECT t.*, ${TEAM_POINTS({ xi: 't.xi_points', capBase: 't.cap_base', viceBase: 't.vice_base' })}::int AS points
     FROM (
       SELECT ut.id AS user_team_id, ut.user_id, ut.is_primary,
         ut.captain_player_id, ut.vice_captain_player_id,
         sum(COALESCE(prs.points, 0) * b.base)::int AS xi_points,
         CASE WHEN ut.booster = 'TripleCaptain' THEN $3::int ELSE $2::int END - 1 AS extra,
         COALESCE(max(prs.minutes) FILTER (WHERE utp.player_id = ut.captain_player_id), 0) > 0 AS cap_played,
         COALESCE(max(prs.points) FILTER (WHERE utp.player_id = ut.captain_player_id), 0) AS cap_points,
         COALESCE(max(b.base) FILTER (WHERE utp.player_id = ut.captain_player_id), 0) AS cap_base,
         COALESCE(max(prs.minutes) FILTER (WHERE utp.player_id = ut.vice_captain_player_id), 0) > 0 AS vice_played,
         COALESCE(max(prs.points) FILTER (WHERE utp.player_id = ut.vice_captain_player_id), 0) AS vice_points,
         COALESCE(max(b.base) FILTER (WHERE utp.player_id = ut.vice_captain_player_id), 0) AS vice_base,
         count(*) FILTER (WHERE utp.is_starter AND p.position = 'DEF')::int AS def,
         count(*) FILTER (WHERE utp.is_starter AND p.position = 'MID')::int AS mid,
         count(*) FILTER (WHERE utp.is_starter AND p.position = 'FWD')::int AS fwd,
         ($4::boolean AND ut.booster IS DISTINCT FROM 'BenchBoost'
          AND bool_or(utp.is_starter AND COALESCE(prs.minutes, 0) = 0 AND NOT COALESCE(prs.carded, false))
          AND bool_or(NOT utp.is_starter AND COALESCE(prs.minutes, 0) > 0)) AS may_sub
       FROM user_teams ut
       JOIN user_team_players utp ON utp.user_team_id = ut.id
       JOIN players p ON p.id = utp.player_id
       LEFT JOIN player_round_scores prs ON prs.round_id = $1 AND prs.player_id = utp.player_id
       CROSS JOIN LATERAL (SELECT (ut.booster = 'BenchBoost' OR utp.is_starter)::int AS base) b
       WHERE ut.round_id = $1
       GROUP BY ut.id
     ) t`,
    [round.id, rules.captainMultiplier, rules.tripleCaptainMultiplier, final],
  );
  await autoSubstitute(tx, round.id, rules);
  // Auto-subbed teams: the XI gains the points of who came in and loses those of who went
  // out; the captain or vice-captain counts in the XI if he came in, not if he went out.
  await tx.query(
    `UPDATE score_team_points t
     SET points = ${TEAM_POINTS({
       xi: '(t.xi_points + d.delta)',
       capBase: 'COALESCE(d.cap_base, t.cap_base)',
       viceBase: 'COALESCE(d.vice_base, t.vice_base)',
     })}
     FROM (
       SELECT s.team,
         sum(CASE WHEN s.goes_out THEN -s.points ELSE s.points END)::int AS delta,
         max((NOT s.goes_out)::int) FILTER (WHERE s.player_id = c.captain_player_id) AS cap_base,
         max((NOT s.goes_out)::int) FILTER (WHERE s.player_id = c.vice_captain_player_id) AS vice_base
       FROM score_subs s JOIN score_team_points c ON c.user_team_id = s.team
       GROUP BY s.team
     ) d
     WHERE t.user_team_id = d.team`,
  );
  await tx.exec('ANALYZE score_team_points');
  // Upserted, not replaced: re-scoring (live refreshes, corrections) then only updates rows
  // whose figures moved, without the per-row foreign key checks of fresh inserts.
  await tx.query(
    `DELETE FROM pro_standings ps WHERE ps.round_id = $1 AND NOT EXISTS (
       SELECT 1 FROM score_team_points t WHERE t.is_primary AND t.user_id = ps.user_id)`,
    [round.id],
  );
  await tx.query(
    `WITH prev AS (
       SELECT ps.user_id, sum(ps.round_points) AS total, max(ps.round_points) AS best
       FROM pro_standings ps JOIN rounds r ON r.id = ps.round_id
       WHERE r.competition_code = $2 AND r.number < $3
       GROUP BY ps.user_id
     ),
     firsts AS (
       SELECT ut.user_id, min(ut.created_at) AS first_at
       FROM user_teams ut
       WHERE ut.competition_code = $2 AND ut.is_primary
         AND ut.user_id IN (SELECT user_id FROM score_team_points WHERE is_primary)
       GROUP BY ut.user_id
     ),
     rows AS (
       SELECT t.user_id, t.user_team_id, t.points AS round_points,
         (COALESCE(prev.total, 0) + t.points)::int AS total,
         GREATEST(COALESCE(prev.best, t.points), t.points)::int AS best, f.first_at,
       u.favorite_team_id AS club_id
       FROM score_team_points t
       JOIN firsts f ON f.user_id = t.user_id
       JOIN users u ON u.id = t.user_id
       LEFT JOIN prev ON prev.user_id = t.user_id
       WHERE t.is_primary
     )
     INSERT INTO pro_standings (round_id, user_id, user_team_id, round_points, total_points,
       best_round, round_rank, overall_rank, first_team_created_at, club_id)
     SELECT $1, user_id, user_team_id, round_points, total, best,
       row_number() OVER (ORDER BY round_points DESC, total DESC, best DESC, first_at, user_id),
       row_number() OVER (ORDER BY total DESC, best DESC, first_at, user_id),
       first_at, club_id
     FROM rows
     -- club_id stays as first written (the round's deadline had passed): a change of
     -- favourite club counts from the next round on.
     ON CONFLICT (round_id, user_id) DO UPDATE SET user_team_id = EXCLUDED.user_team_id,
       round_points = EXCLUDED.round_points, total_points = EXCLUDED.total_points,
       best_round = EXCLUDED.best_round, round_rank = EXCLUDED.round_rank,
       overall_rank = EXCLUDED.overall_rank, first_team_created_at = EXCLUDED.first_team_created_at
     WHERE (pro_standings.user_team_id, pro_standings.round_points, pro_standings.total_points,
            pro_standings.best_round, pro_standings.round_rank, pro_standings.overall_rank,
            pro_standings.first_team_created_at)
       IS DISTINCT FROM (EXCLUDED.user_team_id, EXCLUDED.round_points, EXCLUDED.total_points,
            EXCLUDED.best_round, EXCLUDED.round_rank, EXCLUDED.overall_rank,
            EXCLUDED.first_team_created_at)`,
    [round.id, round.competitionCode, round.number],
  );
  // Taraftar Ligi: the same ranks among each club's fans.
  await tx.query(
    `UPDATE pro_standings ps SET club_round_rank = c.round_rank, club_overall_rank = c.overall_rank
     FROM (
       SELECT user_id,
         row_number() OVER (PARTITION BY club_id ORDER BY round_points DESC, total_points DESC,
           best_round DESC, first_team_created_at, user_id) AS round_rank,
         row_number() OVER (PARTITION BY club_id
           ORDER BY total_points DESC, best_round DESC, first_team_created_at, user_id) AS overall_rank
       FROM pro_standings WHERE round_id = $1 AND club_id IS NOT NULL
     ) c
     WHERE ps.round_id = $1 AND ps.user_id = c.user_id
       AND (ps.club_round_rank, ps.club_overall_rank) IS DISTINCT FROM (c.round_rank, c.overall_rank)`,
    [round.id],
  );
  await tx.query(
    `UPDATE user_teams ut SET points = t.points, round_rank = ps.round_rank
     FROM score_team_points t
     LEFT JOIN pro_standings ps ON ps.round_id = $1 AND ps.user_team_id = t.user_team_id
     WHERE ut.id = t.user_team_id
       AND (ut.points, ut.round_rank) IS DISTINCT FROM (t.points, ps.round_rank)`,
    [round.id],
  );
}
