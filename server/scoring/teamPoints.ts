/**
 * User team points of a round, set-based over every team: auto-substitutions (final only),
 * the XI's points with the captain's multiplier, Bench Boost, round ranks and the Pro
 * table (with the Taraftar ranks). Reads `player_round_scores` and the teams' squads;
 * writes each team's points and substitutions (`user_team_scores`) where they changed, and
 * the round's Pro table rows whole (a primary team's ranks), unless none moved.
 *
 * The design: a team's squad is one row (`user_teams.squad`: 15 player ids, the XI in slot
 * order then the bench in bench order, kept by the picks' triggers, migration 0020) and the
 * round's player figures are three arrays indexed by player id, computed once. A team's
 * figures are then expressions over its own row, with no join and no grouping: an ordered
 * read of the teams. For a final scoring, one read gives every team's shape for
 * auto-substitution (`autoSubs.ts`: the absent starters' and the played bench's positions,
 * encoded as numbers); each distinct shape is solved once and the answers join back by
 * shape. The substitutions are stored with the team's result as one number (bit i: the
 * squad's i-th player went out or came in). The round's Pro table rows are written in one
 * statement whose window functions give every rank (round, overall, and each club's), into
 * a table of their own, indexed once loaded and swapped for the round's partition
 * (migration 0026): scoring again replaces the round's rows atomically.
 *
 * Ranks are unique positions (api-spec/league.yaml), so a page is a range of ranks: round
 * points, then the tie rule of every table (higher total, higher best round, earlier first
 * primary team), then the earlier account for teams equal on all of those.
 */
import { formationCounts } from '../../rules/squad';
import type { Queryable } from '../db/database';
// The previous rounds' ranks a row keeps are those the tables would show for its movement.
import { previousRoundWithRows, roundHasRows } from '../leagues/tables';
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

/** The XI's places in a squad, then the bench's (GAME_RULES: 11 starters, 4 substitutes). */
const XI = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const BENCH = [12, 13, 14, 15];

/**
 * The round's player figures, once, as arrays indexed by player id: points; the position
 * code of a player absent (0 minutes and no card: an auto-substitution replaces him), else
 * 0; the position code of a player who played, else 0.
 */
interface RoundPlayers {
  points: number[];
  absent: number[];
  played: number[];
}

async function roundPlayers(tx: Queryable, roundId: number): Promise<RoundPlayers> {
  const [row] = await tx.query<RoundPlayers>(
    `SELECT COALESCE(array_agg(COALESCE(s.points, 0) ORDER BY g.id), '{}') AS points,
       COALESCE(array_agg(CASE WHEN COALESCE(s.minutes, 0) = 0 AND NOT COALESCE(s.carded, false)
         THEN x.pos ELSE 0 END ORDER BY g.id), '{}') AS absent,
       COALESCE(array_agg(CASE WHEN s.minutes > 0 THEN x.pos ELSE 0 END ORDER BY g.id), '{}') AS played
     FROM generate_series(1, (SELECT COALESCE(max(id), 0) FROM players)) AS g (id)
     LEFT JOIN players p ON p.id = g.id
     CROSS JOIN LATERAL (SELECT CASE p.position WHEN 'GK' THEN 1 WHEN 'DEF' THEN 2
       WHEN 'MID' THEN 3 WHEN 'FWD' THEN 4 ELSE 0 END AS pos) x
     LEFT JOIN player_round_scores s ON s.round_id = $1 AND s.player_id = g.id`,
    [roundId],
  );
  return row!;
}

/** The figure (an array `a` alias's, by player id) of the squad's i-th player, 0 if none. */
const of = (figure: keyof RoundPlayers, i: number) => `COALESCE(a.${figure}[t.squad[${i}]], 0)`;

/** The team's shape for auto-substitution (`autoSubs.ts`), from its row and the arrays. */
const OUTS = XI.map((k) => `(${of('absent', k)}::bigint << ${3 * k})`).join(' | ');
const BENCH_PLAYED = BENCH.map((i, b) => `(${of('played', i)} << ${3 * (b + 1)})`).join(' | ');

/** The round's teams, each with the round's player arrays beside it (alias `a`). */
const TEAMS = `user_teams t
  CROSS JOIN (SELECT $2::int[] AS points, $3::int[] AS absent, $4::int[] AS played) a
  WHERE t.round_id = $1 AND cardinality(t.squad) > 0`;

/**
 * Each distinct shape of the teams that may be auto-substituted, solved once: every team's
 * substitutions (bit i of `subs`: the squad's i-th player out or in) by shape.
 */
async function solveShapes(
  tx: Queryable,
  roundId: number,
  players: RoundPlayers,
  rules: TeamScoringRules,
): Promise<{ lineup: string[]; outs: number[]; bench: number[]; subs: number[] }> {
  const shapes = await tx.query<{ lineup: string; outs: number; bench: number }>(
    `SELECT lineup, outs, bench FROM (
       SELECT t.lineup, ${OUTS} AS outs, ${BENCH_PLAYED} AS bench
       FROM ${TEAMS} AND t.booster IS DISTINCT FROM 'BenchBoost'
     ) s
     WHERE outs <> 0 AND bench <> 0
     GROUP BY lineup, outs, bench`,
    [roundId, players.points, players.absent, players.played],
  );
  const solved = shapes.map((s) => {
    const counts = formationCounts(s.lineup);
    const answer = solveSubs(
      { def: counts.DEF, mid: counts.MID, fwd: counts.FWD, outs: s.outs, bench: s.bench },
      rules.minimums,
    );
    return { ...s, subs: answer.outMask + answer.inMask * 2 ** XI.length };
  });
  const answers = solved.filter((s) => s.subs !== 0);
  return {
    lineup: answers.map((s) => s.lineup),
    outs: answers.map((s) => s.outs),
    bench: answers.map((s) => s.bench),
    subs: answers.map((s) => s.subs),
  };
}

/** Bit `k` of `mask` is set (SQL). */
const has = (mask: string, k: string | number) => `(${mask} & (1 << ${k})) <> 0`;

/**
 * Every team's points with its substitutions: the XI's points (all 15 with Bench Boost),
 * plus those of who came in, less those of who went out; the captain or vice-captain counts
 * in the XI if he came in, not if he went out. The captain's extra (multiplier - 1) goes to
 * the captain if he played, else to the vice-captain if he played, else to nobody.
 */
async function teamPoints(
  tx: Queryable,
  roundId: number,
  players: RoundPlayers,
  rules: TeamScoringRules,
  answers: Awaited<ReturnType<typeof solveShapes>> | null,
): Promise<void> {
  const sum = (places: number[]) => places.map((i) => of('points', i)).join(' + ');
  // Who went out (-) and who came in (+), by the team's substitutions `s.subs`.
  const moved = [...XI, ...BENCH]
    .map(
      (i) =>
        `CASE WHEN ${has('s.subs', i)} THEN ${i <= XI.length ? '-' : ''}${of('points', i)} ELSE 0 END`,
    )
    .join(' + ');
  // Where the captain (vice-captain) is in the squad, and whether he counts in the XI.
  const counts = (player: string) => `CASE
      WHEN x.${player}_at IS NULL THEN 0
      WHEN x.${player}_at <= ${XI.length} THEN CASE WHEN ${has('x.subs', `x.${player}_at`)} THEN 0 ELSE 1 END
      WHEN x.bench_boost OR ${has('x.subs', `x.${player}_at`)} THEN 1 ELSE 0 END`;
  const shape = answers
    ? `LEFT JOIN unnest($5::text[], $6::bigint[], $7::int[], $8::int[]) AS s (lineup, outs, bench, subs)
         ON s.lineup = t.lineup AND s.outs = ${OUTS} AND s.bench = ${BENCH_PLAYED}
           AND t.booster IS DISTINCT FROM 'BenchBoost'`
    : '';
  await tx.exec('DROP TABLE IF EXISTS score_team_points');
  // The shapes' answers (a few hundred rows) join the teams by hash. Left to itself the
  // planner sorted every team's row (squad and all) by its shape for a merge join, which
  // made the final's team pass 2-5 times the provisional's.
  const [merge] = await tx.query<{ setting: string }>(
    "SELECT current_setting('enable_mergejoin') AS setting",
  );
  if (answers) await tx.query("SELECT set_config('enable_mergejoin', 'off', true)");
  await tx.query(
    `CREATE TEMP TABLE score_team_points ON COMMIT DROP AS
     SELECT x.user_team_id, x.user_id, x.is_primary, x.team_name, x.created_at, x.subs,
       (x.xi + x.extra * CASE WHEN x.cap_played THEN x.cap_points * ${counts('cap')}
                          WHEN x.vice_played THEN x.vice_points * ${counts('vice')} ELSE 0 END)::int
         AS points
     FROM (
       SELECT t.id AS user_team_id, t.user_id, t.is_primary, t.name AS team_name, t.created_at,
         t.booster IS NOT DISTINCT FROM 'BenchBoost' AS bench_boost,
         CASE WHEN t.booster = 'TripleCaptain' THEN ${rules.tripleCaptainMultiplier}
           ELSE ${rules.captainMultiplier} END - 1 AS extra,
         ${sum(XI)} + CASE WHEN t.booster = 'BenchBoost' THEN ${sum(BENCH)} ELSE 0 END
           ${answers ? `+ CASE WHEN s.subs IS NULL THEN 0 ELSE ${moved} END` : ''} AS xi,
         ${answers ? 'COALESCE(s.subs, 0)' : '0'} AS subs,
         array_position(t.squad, t.captain_player_id) AS cap_at,
         array_position(t.squad, t.vice_captain_player_id) AS vice_at,
         COALESCE(a.played[t.captain_player_id], 0) <> 0 AS cap_played,
         COALESCE(a.points[t.captain_player_id], 0) AS cap_points,
         COALESCE(a.played[t.vice_captain_player_id], 0) <> 0 AS vice_played,
         COALESCE(a.points[t.vice_captain_player_id], 0) AS vice_points
       FROM user_teams t
       CROSS JOIN (SELECT $2::int[] AS points, $3::int[] AS absent, $4::int[] AS played) a
       ${shape}
       WHERE t.round_id = $1 AND cardinality(t.squad) > 0
     ) x`,
    [
      roundId,
      players.points,
      players.absent,
      players.played,
      ...(answers ? [answers.lineup, answers.outs, answers.bench, answers.subs] : []),
    ],
  );
  if (answers) await tx.query("SELECT set_config('enable_mergejoin', $1, true)", [merge!.setting]);
}

/**
 * A scored round's ranks are the next round's previous ones (when that round has rows
 * already: it went live before this one was scored, or this one is scored again), written
 * where they moved; usually no row. Reads the round's new rows, `ranks`.
 */
async function nextRoundsPreviousRanks(
  tx: Queryable,
  round: { id: number; competitionCode: string; number: number },
  ranks: string,
): Promise<void> {
  const [next] = await tx.query<{ id: number }>(
    `SELECT r.id FROM rounds r
     WHERE r.competition_code = $2 AND r.number > $3
       AND EXISTS (SELECT 1 FROM rounds s WHERE s.id = $1 AND s.state = 'scored')
       AND ${roundHasRows('r')}
     ORDER BY r.number LIMIT 1`,
    [round.id, round.competitionCode, round.number],
  );
  // Any statement on the Pro table moves its counter (the servers' kept pages), rows or not.
  if (!next) return;
  await tx.query(
    `WITH moved AS (
       SELECT n.user_id, r.overall_rank AS rank,
         CASE WHEN r.club_id = n.club_id THEN r.club_overall_rank END AS club_rank
       FROM pro_standings n LEFT JOIN ${ranks} r ON r.user_id = n.user_id
       WHERE n.round_id = $1
     )
     UPDATE pro_standings ps SET previous_overall_rank = m.rank, previous_club_overall_rank = m.club_rank
     FROM moved m
     WHERE ps.round_id = $1 AND ps.user_id = m.user_id
       AND (ps.previous_overall_rank, ps.previous_club_overall_rank) IS DISTINCT FROM (m.rank, m.club_rank)`,
    [next.id],
  );
}

/** Sort memory while a round is scored (1,000,000 teams' rank rows are about 100 MB). */
const SCORING_WORK_MEM = '256MB';

export async function scoreTeams(
  tx: Queryable,
  round: { id: number; competitionCode: string; number: number },
  rules: TeamScoringRules,
  { final }: { final: boolean },
): Promise<void> {
  // The ranks sort every primary team four times (the tie rule, the round's order, each
  // club's two): at the default 4 MB of `work_mem` those sorts (10 MB a 100,000 teams) spill
  // to disk. Raised for the rest of this transaction only, then set back.
  const [memory] = await tx.query<{ setting: string }>(
    "SELECT current_setting('work_mem') AS setting",
  );
  await tx.query("SELECT set_config('work_mem', $1, true)", [SCORING_WORK_MEM]);
  // The Pro table's other writers (a user's new picture or favourite club, written on his
  // rows: migration 0025) wait for this transaction, and it for theirs in flight: the rows
  // inserted below take the names as they are once no change is pending. Readers wait only
  // for the swap at the end, from the old partition's detach to the commit.
  await tx.exec('LOCK TABLE pro_standings IN SHARE ROW EXCLUSIVE MODE');
  const players = await roundPlayers(tx, round.id);
  const answers = final ? await solveShapes(tx, round.id, players, rules) : null;
  await teamPoints(tx, round.id, players, rules, answers);
  // The row count and the join key are what the next statements' plans need.
  await tx.exec('ANALYZE score_team_points (user_id)');
  // The round's new rows, built apart in a table of their own (migration 0026: the Pro
  // table is partitioned by round) and swapped in last. One job scores a round at a time
  // (it holds the round's row lock), so the table's name is the round's.
  const fresh = `pro_standings_round_${round.id}_fresh`;
  await tx.exec(`DROP TABLE IF EXISTS ${fresh}`);
  await tx.exec(`CREATE TABLE ${fresh} (LIKE pro_standings INCLUDING DEFAULTS)`);
  // A user's totals, best round and first primary team through the rounds before this one
  // are on his latest earlier row (each row carries them: its round's points added to the
  // row before), so a scoring reads one earlier round's rows, not the season's: the latest
  // earlier round with rows (`last`), and, for a user without a row there (no team in that
  // round), his own latest earlier row, found by key round by round. Rounds are scored in
  // order: a round is scored again only while it plays or until its final scoring.
  const last = await previousRoundWithRows(tx, round, { scored: false });
  const scoredId = await previousRoundWithRows(tx, round, { scored: true });
  const earlierRows = last
    ? `LEFT JOIN pro_standings l ON l.round_id = $4 AND l.user_id = t.user_id
       LEFT JOIN LATERAL (
         SELECT p.total_points, p.best_round, p.first_team_created_at
         FROM rounds r JOIN pro_standings p ON p.round_id = r.id AND p.user_id = t.user_id
         WHERE l.user_id IS NULL AND r.competition_code = $2 AND r.number < $3
         ORDER BY r.number DESC LIMIT 1
       ) e ON true
       ${scoredId === last ? '' : 'LEFT JOIN pro_standings s ON s.round_id = $5 AND s.user_id = t.user_id'}`
    : // The season's first round with rows: nothing earlier (no row joins).
      'LEFT JOIN pro_standings l ON false LEFT JOIN pro_standings e ON false';
  // The previous scored round's ranks (the movement arrow): usually that same earlier round.
  const scored = last && scoredId !== last ? 's' : 'l';
  // Every rank in one statement (the Pro table's round and overall ranks, each club's). The
  // tie rule (four keys, one a timestamp) is sorted on once, for the overall rank, a strict
  // order: the round's and each club's orders are then sorts on integers (round points and
  // overall rank; a club and a rank). The tables' movement arrow: each row keeps the
  // previous scored round's overall ranks (migration 0024). Each row carries its user's
  // name, picture and club and its team's name (migration 0025), as they are: their writers
  // wait for this transaction (the lock above).
  await tx.query(
    `INSERT INTO ${fresh} (round_id, user_id, club_id, user_team_id, round_points, total_points,
       best_round, round_rank, overall_rank, first_team_created_at, club_round_rank,
       club_overall_rank, previous_overall_rank, previous_club_overall_rank,
       user_name, image_url, favorite_team_id, team_name)
     WITH rows AS (
       SELECT t.user_id, t.user_team_id, t.points AS round_points,
         (COALESCE(l.total_points, e.total_points, 0) + t.points)::int AS total,
         GREATEST(COALESCE(l.best_round, e.best_round, t.points), t.points)::int AS best,
         LEAST(t.created_at, l.first_team_created_at, e.first_team_created_at) AS first_at,
         t.team_name,
         -- The club stays as first written (the round's deadline had passed): a change of
         -- favourite club counts from the next round on.
         CASE WHEN old.user_id IS NULL THEN u.favorite_team_id ELSE old.club_id END AS club_id,
         ${scored}.overall_rank AS previous_rank, ${scored}.club_id AS previous_club,
         ${scored}.club_overall_rank AS previous_club_rank,
         u.user_name, u.image_url, u.favorite_team_id
       FROM score_team_points t
       JOIN users u ON u.id = t.user_id
       ${earlierRows}
       LEFT JOIN pro_standings old ON old.round_id = $1 AND old.user_id = t.user_id
       WHERE t.is_primary
     ),
     overall AS (
       SELECT rows.*,
         row_number() OVER (ORDER BY total DESC, best DESC, first_at, user_id)::int AS overall_rank
       FROM rows
     ),
     -- The round's order is round points, then the tie rule: the overall rank's order.
     by_round AS (
       SELECT overall.*,
         row_number() OVER (ORDER BY round_points DESC, overall_rank)::int AS round_rank
       FROM overall
     )
     SELECT $1, r.user_id, r.club_id, r.user_team_id, r.round_points, r.total, r.best,
       r.round_rank, r.overall_rank, r.first_at,
       -- Taraftar Ligi: the same ranks among each club's fans.
       (CASE WHEN r.club_id IS NOT NULL THEN row_number() OVER (PARTITION BY r.club_id
         ORDER BY r.round_rank) END)::int,
       (CASE WHEN r.club_id IS NOT NULL THEN row_number() OVER (PARTITION BY r.club_id
         ORDER BY r.overall_rank) END)::int,
       r.previous_rank,
       CASE WHEN r.previous_club = r.club_id THEN r.previous_club_rank END,
       r.user_name, r.image_url, r.favorite_team_id, r.team_name
     FROM by_round r`,
    [
      round.id,
      ...(last ? [round.competitionCode, round.number, last] : []),
      ...(scored === 's' ? [scoredId] : []),
    ],
  );
  // Scored again with nothing moved (a live refresh between goals), the round keeps its
  // rows: the servers' kept pages of its tables stay good. Compared row by row on the key (a
  // user has one row a round), stopping at the first difference.
  const [same] = await tx.query<{ same: boolean }>(
    `SELECT NOT EXISTS (
       SELECT 1 FROM ${fresh} f
       FULL JOIN (SELECT * FROM pro_standings WHERE round_id = $1) s ON s.user_id = f.user_id
       WHERE f IS DISTINCT FROM s
     ) AS same`,
    [round.id],
  );
  await nextRoundsPreviousRanks(tx, round, fresh);
  // The teams' results, in their narrow table (migration 0022; a primary team's rank is on
  // its Pro row: migration 0027), in one statement: updated in place where they moved (HOT:
  // no written column is indexed, and each page keeps room for a second version), inserted
  // for teams scored the first time. A matched row whose figures did not move is left alone
  // (MERGE neither locks nor writes it): a live refresh after a goal writes the results of
  // the teams that picked its players, scoring again with nothing moved writes none.
  await tx.exec(
    `MERGE INTO user_team_scores sc
     USING score_team_points x ON sc.user_team_id = x.user_team_id
     WHEN MATCHED AND (sc.points, sc.auto_subs) IS DISTINCT FROM (x.points, x.subs)
       THEN UPDATE SET points = x.points, auto_subs = x.subs
     WHEN NOT MATCHED
       THEN INSERT (user_team_id, points, auto_subs) VALUES (x.user_team_id, x.points, x.subs)`,
  );
  // Last: the swap locks the Pro table against readers until the transaction ends.
  if (same!.same) await tx.exec(`DROP TABLE ${fresh}`);
  else await tx.query('SELECT pro_standings_replace_round($1, $2)', [round.id, fresh]);
  await tx.query("SELECT set_config('work_mem', $1, true)", [memory!.setting]);
}
