/**
 * User team points of a round, set-based over every team: auto-substitutions (final only),
 * the XI's points with the captain's multiplier, Bench Boost, round ranks and the Pro
 * table (with the Taraftar ranks). Reads `player_round_scores`; writes `user_team_players`
 * only where an auto-substitution flag changes.
 *
 * The design: the round's player figures are computed once (a small table keyed by player);
 * ONE pass over the round's picks then gives every team its XI points as picked, where its
 * captain and vice-captain sit, its shape for auto-substitution (`autoSubs.ts`: the absent
 * starters' and the played bench's positions, encoded as numbers) and the flags it carries
 * now. Each distinct shape is solved once; the answers join back by shape, so a
 * substitution adjusts the team's figures without reading its picks again. The Pro table's
 * rows are then written in one statement whose window functions give every rank (round,
 * overall, and each club's), and the picks are written only for the teams whose
 * substitutions changed.
 *
 * Ranks are unique positions (api-spec/league.yaml), so a page is a range of ranks: round
 * points, then the tie rule of every table (higher total, higher best round, earlier first
 * primary team), then the earlier account for teams equal on all of those.
 */
import { formationCounts } from '../../rules/squad';
import type { Queryable } from '../db/database';
import { solveSubs } from './autoSubs';

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

/** A bench player's points in 12 bits (offset 2,048): four fit in one bigint. */
const BENCH_POINTS_BITS = 12;
const BENCH_POINTS_OFFSET = 2048;

/**
 * The round's player figures, once: what every pick needs (position code, points, played,
 * absent = 0 minutes and no card, the starter an auto-substitution replaces).
 */
async function roundPlayers(tx: Queryable, roundId: number): Promise<void> {
  await tx.exec('DROP TABLE IF EXISTS score_round_players');
  await tx.query(
    `CREATE TEMP TABLE score_round_players ON COMMIT DROP AS
     SELECT p.id AS player_id,
       CASE p.position WHEN 'GK' THEN 1 WHEN 'DEF' THEN 2 WHEN 'MID' THEN 3 ELSE 4 END AS pos,
       COALESCE(prs.points, 0)::int AS points,
       COALESCE(prs.minutes, 0) > 0 AS played,
       COALESCE(prs.minutes, 0) = 0 AND NOT COALESCE(prs.carded, false) AS absent
     FROM players p
     LEFT JOIN player_round_scores prs ON prs.round_id = $1 AND prs.player_id = p.id`,
    [roundId],
  );
  const [range] = await tx.query<{ n: number }>(
    'SELECT COALESCE(max(abs(points)), 0)::int AS n FROM score_round_players',
  );
  if (range!.n >= BENCH_POINTS_OFFSET) {
    throw new Error(`scoreTeams: a player's round points (${range!.n}) do not fit the encoding`);
  }
  await tx.exec('ANALYZE score_round_players');
}

/**
 * The one pass over the round's picks. Per team: the XI's points as picked (all 15 with
 * Bench Boost); the absent starters' position codes at bit 3 × slot_order (`outs`); the
 * played bench's points, 12 bits each by bench order (`bench_points`); and, in one more
 * number (`marks`), what else the team's picks say, each in its own bits: the played bench's
 * position codes (3 × bench_order, bits 3-14), where the captain and vice-captain are
 * (16 - slot_order for a starter, 16 + bench_order on the bench; bits 15-19 and 20-24), the
 * flags the picks carry now (out: bit 25 + slot_order, bits 25-40; in: bit 41 + bench order,
 * bits 41-45) and the absent starters whose points are not 0 (bit 46 + slot_order). Few
 * aggregates, most of them one bitwise OR: the pass costs little more than the join.
 * The XI's outfield counts come with the team's lineup.
 */
async function teamFigures(
  tx: Queryable,
  roundId: number,
  rules: TeamScoringRules,
  final: boolean,
): Promise<void> {
  const at = `(16 + CASE WHEN utp.is_starter THEN -utp.slot_order ELSE utp.bench_order END)::bigint`;
  const marks = `bit_or(
      CASE WHEN NOT utp.is_starter AND sp.played THEN sp.pos::bigint << (3 * utp.bench_order) ELSE 0 END
    | CASE WHEN utp.player_id = ut.captain_player_id THEN ${at} << 15 ELSE 0 END
    | CASE WHEN utp.player_id = ut.vice_captain_player_id THEN ${at} << 20 ELSE 0 END
    | CASE WHEN utp.auto_subbed_out
        THEN 1::bigint << (25 + CASE WHEN utp.is_starter THEN utp.slot_order ELSE 0 END) ELSE 0 END
    | CASE WHEN utp.auto_subbed_in THEN 1::bigint << (41 + COALESCE(utp.bench_order, 0)) ELSE 0 END
    | CASE WHEN utp.is_starter AND sp.absent AND sp.points <> 0
        THEN 1::bigint << (46 + utp.slot_order) ELSE 0 END)`;
  const place = (shift: number) => `(NULLIF((f.marks >> ${shift}) & 31, 0) - 16)::int`;
  await tx.exec('DROP TABLE IF EXISTS score_team_figures');
  await tx.query(
    `CREATE TEMP TABLE score_team_figures ON COMMIT DROP AS
     SELECT f.user_team_id, f.user_id, f.is_primary, f.bench_boost, f.extra, f.xi_points, f.outs,
       f.bench_points, f.marks & 32767 AS bench,
       split_part(f.lineup, '-', 1)::int + (split_part(f.lineup, '-', 2)::int << 8)
         + (split_part(f.lineup, '-', 3)::int << 16) AS shape,
       ${place(15)} AS cap_at, ${place(20)} AS vice_at,
       ((f.marks >> 25) & 65535)::int AS was_out, ((f.marks >> 41) & 31)::int AS was_in,
       ((f.marks >> 46) & 65535)::int AS out_scored,
       COALESCE(c.played, false) AS cap_played, COALESCE(c.points, 0) AS cap_points,
       COALESCE(v.played, false) AS vice_played, COALESCE(v.points, 0) AS vice_points,
       ($4::boolean AND NOT f.bench_boost AND f.outs <> 0 AND f.marks & 32767 <> 0) AS may_sub
     FROM (
       SELECT ut.id AS user_team_id, ut.user_id, ut.is_primary, ut.lineup,
         ut.captain_player_id, ut.vice_captain_player_id,
         ut.booster IS NOT DISTINCT FROM 'BenchBoost' AS bench_boost,
         CASE WHEN ut.booster = 'TripleCaptain' THEN $3::int ELSE $2::int END - 1 AS extra,
         COALESCE(sum(sp.points) FILTER (WHERE utp.is_starter OR ut.booster = 'BenchBoost'), 0)::int AS xi_points,
         COALESCE(bit_or(sp.pos::bigint << (3 * utp.slot_order))
           FILTER (WHERE utp.is_starter AND sp.absent), 0) AS outs,
         COALESCE(bit_or((sp.points + ${BENCH_POINTS_OFFSET})::bigint << (${BENCH_POINTS_BITS} * (utp.bench_order - 1)))
           FILTER (WHERE NOT utp.is_starter AND sp.played), 0) AS bench_points,
         ${marks} AS marks
       FROM user_teams ut
       JOIN user_team_players utp ON utp.user_team_id = ut.id
       JOIN score_round_players sp ON sp.player_id = utp.player_id
       WHERE ut.round_id = $1
       GROUP BY ut.id
     ) f
     LEFT JOIN score_round_players c ON c.player_id = f.captain_player_id
     LEFT JOIN score_round_players v ON v.player_id = f.vice_captain_player_id`,
    [roundId, rules.captainMultiplier, rules.tripleCaptainMultiplier, final],
  );
}

/** Each distinct shape of the teams that may be auto-substituted, solved once. */
async function solveShapes(tx: Queryable, rules: TeamScoringRules): Promise<void> {
  const shapes = await tx.query<{ shape: number; outs: number; bench: number }>(
    'SELECT DISTINCT shape, outs, bench FROM score_team_figures WHERE may_sub',
  );
  const answers = shapes.map((s) =>
    solveSubs(
      {
        def: s.shape & 255,
        mid: (s.shape >> 8) & 255,
        fwd: s.shape >> 16,
        outs: s.outs,
        bench: s.bench,
      },
      rules.minimums,
    ),
  );
  await tx.exec('DROP TABLE IF EXISTS score_sub_answers');
  await tx.query(
    `CREATE TEMP TABLE score_sub_answers ON COMMIT DROP AS
     SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[], $5::int[])
       AS a (shape, outs, bench, out_mask, in_mask)
     WHERE in_mask <> 0`,
    [
      shapes.map((s) => s.shape),
      shapes.map((s) => s.outs),
      shapes.map((s) => s.bench),
      answers.map((a) => a.outMask),
      answers.map((a) => a.inMask),
    ],
  );
  await tx.exec('ANALYZE score_sub_answers');
}

/** Bit `k` of `mask` is set (SQL). */
const has = (mask: string, k: string) => `(${mask} & (1 << ${k})) <> 0`;

/**
 * Every team's points with its substitutions: the XI gains the points of who came in and
 * loses those of who went out; the captain or vice-captain counts in the XI if he came in,
 * not if he went out. The captain's extra (multiplier - 1) goes to the captain if he
 * played, else to the vice-captain if he played, else to nobody.
 */
async function teamPoints(tx: Queryable): Promise<void> {
  const benchIn = [1, 2, 3, 4]
    .map(
      (k) =>
        `CASE WHEN ${has('a.in_mask', String(k))} THEN ((f.bench_points >> ${BENCH_POINTS_BITS * (k - 1)}) & ${
          2 * BENCH_POINTS_OFFSET - 1
        }) - ${BENCH_POINTS_OFFSET} ELSE 0 END`,
    )
    .join(' + ');
  const base = (at: string) => `CASE WHEN ${at} IS NULL THEN 0
      WHEN ${at} < 0 THEN CASE WHEN ${has('a.out_mask', `-${at}`)} THEN 0 ELSE 1 END
      WHEN f.bench_boost OR ${has('a.in_mask', at)} THEN 1 ELSE 0 END`;
  await tx.exec('DROP TABLE IF EXISTS score_team_points');
  await tx.exec(
    `CREATE TEMP TABLE score_team_points ON COMMIT DROP AS
     SELECT x.user_team_id, x.user_id, x.is_primary, x.out_mask, x.in_mask, x.was_out, x.was_in,
       (x.xi + x.extra * CASE WHEN x.cap_played THEN x.cap_points * x.cap_base
                              WHEN x.vice_played THEN x.vice_points * x.vice_base ELSE 0 END)::int AS points
     FROM (
       SELECT f.user_team_id, f.user_id, f.is_primary, f.extra, f.was_out, f.was_in,
         f.cap_played, f.cap_points, f.vice_played, f.vice_points,
         COALESCE(a.out_mask, 0) AS out_mask, COALESCE(a.in_mask, 0) AS in_mask,
         f.xi_points + CASE WHEN a.in_mask IS NULL THEN 0 ELSE ${benchIn}
           -- An absent starter's points are 0 but for a rare case (a goal conceded in added
           -- time by a player on at the 90th minute): read from his team's picks then.
           - CASE WHEN f.out_scored & a.out_mask = 0 THEN 0 ELSE (
               SELECT sum(sp.points)::int FROM user_team_players p
               JOIN score_round_players sp ON sp.player_id = p.player_id
               WHERE p.user_team_id = f.user_team_id AND p.is_starter
                 AND ${has('a.out_mask', 'p.slot_order')}) END
         END AS xi,
         ${base('f.cap_at')} AS cap_base,
         ${base('f.vice_at')} AS vice_base
       FROM score_team_figures f
       LEFT JOIN score_sub_answers a ON f.may_sub AND a.shape = f.shape AND a.outs = f.outs
         AND a.bench = f.bench
     ) x`,
  );
}

/**
 * The substitution flags of the picks, written only for the teams whose substitutions
 * differ from the flags their picks carry (none when a round is scored again unchanged).
 */
async function writeFlags(tx: Queryable): Promise<void> {
  const out = `(utp.is_starter AND ${has('t.out_mask', 'utp.slot_order')})`;
  const into = `(NOT utp.is_starter AND COALESCE(${has('t.in_mask', 'utp.bench_order')}, false))`;
  await tx.exec(
    `UPDATE user_team_players utp SET auto_subbed_out = ${out}, auto_subbed_in = ${into}
     FROM score_team_points t
     WHERE utp.user_team_id = t.user_team_id
       AND (t.out_mask, t.in_mask) IS DISTINCT FROM (t.was_out, t.was_in)
       AND (utp.auto_subbed_out, utp.auto_subbed_in) IS DISTINCT FROM (${out}, ${into})`,
  );
}

export async function scoreTeams(
  tx: Queryable,
  round: { id: number; competitionCode: string; number: number },
  rules: TeamScoringRules,
  { final }: { final: boolean },
): Promise<void> {
  await roundPlayers(tx, round.id);
  await teamFigures(tx, round.id, rules, final);
  await solveShapes(tx, rules);
  await teamPoints(tx);
  await writeFlags(tx);
  await tx.exec('ANALYZE score_team_points');
  // Every rank in one statement (the Pro table's round and overall ranks, each club's),
  // kept for both writes below: the Pro table's rows and the teams' round ranks.
  await tx.exec('DROP TABLE IF EXISTS score_ranks');
  await tx.query(
    `CREATE TEMP TABLE score_ranks ON COMMIT DROP AS
     WITH prev AS (
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
         -- The club stays as first written (the round's deadline had passed): a change of
         -- favourite club counts from the next round on.
         CASE WHEN old.user_id IS NULL THEN u.favorite_team_id ELSE old.club_id END AS club_id
       FROM score_team_points t
       JOIN firsts f ON f.user_id = t.user_id
       JOIN users u ON u.id = t.user_id
       LEFT JOIN prev ON prev.user_id = t.user_id
       LEFT JOIN pro_standings old ON old.round_id = $1 AND old.user_id = t.user_id
       WHERE t.is_primary
     )
     SELECT user_id, user_team_id, round_points, total, best, first_at, club_id,
       row_number() OVER (ORDER BY round_points DESC, total DESC, best DESC, first_at, user_id)::int
         AS round_rank,
       row_number() OVER (ORDER BY total DESC, best DESC, first_at, user_id)::int AS overall_rank,
       -- Taraftar Ligi: the same ranks among each club's fans.
       (CASE WHEN club_id IS NOT NULL THEN row_number() OVER (PARTITION BY club_id
         ORDER BY round_points DESC, total DESC, best DESC, first_at, user_id) END)::int AS club_round_rank,
       (CASE WHEN club_id IS NOT NULL THEN row_number() OVER (PARTITION BY club_id
         ORDER BY total DESC, best DESC, first_at, user_id) END)::int AS club_overall_rank
     FROM rows`,
    [round.id, round.competitionCode, round.number],
  );
  await tx.exec('ANALYZE score_ranks');
  // The round's rows replaced in the job's transaction (atomically): upserted, so scoring
  // again (live refreshes, corrections) writes only the rows whose figures moved.
  await tx.query(
    `DELETE FROM pro_standings ps WHERE ps.round_id = $1 AND NOT EXISTS (
       SELECT 1 FROM score_ranks r WHERE r.user_id = ps.user_id)`,
    [round.id],
  );
  await tx.query(
    `INSERT INTO pro_standings (round_id, user_id, user_team_id, round_points, total_points,
       best_round, round_rank, overall_rank, first_team_created_at, club_id, club_round_rank,
       club_overall_rank)
     SELECT $1, user_id, user_team_id, round_points, total, best, round_rank, overall_rank,
       first_at, club_id, club_round_rank, club_overall_rank
     FROM score_ranks
     ON CONFLICT (round_id, user_id) DO UPDATE SET user_team_id = EXCLUDED.user_team_id,
       round_points = EXCLUDED.round_points, total_points = EXCLUDED.total_points,
       best_round = EXCLUDED.best_round, round_rank = EXCLUDED.round_rank,
       overall_rank = EXCLUDED.overall_rank, first_team_created_at = EXCLUDED.first_team_created_at,
       club_round_rank = EXCLUDED.club_round_rank, club_overall_rank = EXCLUDED.club_overall_rank
     WHERE (pro_standings.user_team_id, pro_standings.round_points, pro_standings.total_points,
            pro_standings.best_round, pro_standings.round_rank, pro_standings.overall_rank,
            pro_standings.first_team_created_at, pro_standings.club_round_rank,
            pro_standings.club_overall_rank)
       IS DISTINCT FROM (EXCLUDED.user_team_id, EXCLUDED.round_points, EXCLUDED.total_points,
            EXCLUDED.best_round, EXCLUDED.round_rank, EXCLUDED.overall_rank,
            EXCLUDED.first_team_created_at, EXCLUDED.club_round_rank, EXCLUDED.club_overall_rank)`,
    [round.id],
  );
  await tx.exec(
    `UPDATE user_teams ut SET points = t.points, round_rank = r.round_rank
     FROM score_team_points t
     LEFT JOIN score_ranks r ON r.user_team_id = t.user_team_id
     WHERE ut.id = t.user_team_id
       AND (ut.points, ut.round_rank) IS DISTINCT FROM (t.points, r.round_rank)`,
  );
}
