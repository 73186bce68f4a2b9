/**
 * `npm run bench:scoring [-- --teams=N]`: times `scoreRound` (provisional, final, final again)
 * over N user teams of a played round against one full read of the picks (`user_team_players`,
 * where a team's choices are stored) and, beside it, one full read of the squads on the
 * teams' rows (`user_teams.squad`, the copy of the picks that scoring reads).
 *
 * Embedded PGlite in memory by default (100,000 teams); with DATABASE_URL, a scratch schema
 * of that PostgreSQL server (1,000,000 teams), dropped at the end. The season is the test
 * fixture's (270 players, 9 matches) with seeded synthetic appearances and events; squads are
 * valid (2/5/5/3, one player a club, a formation of the rule set) and made in SQL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Queryable } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { scoreRound } from '../server/scoring/roundScoring';
import { seedClubs } from '../server/season/clubs';
import { addTestPlayers, addTestRound } from '../server/testing/seasonFixture';

const T0 = new Date('2026-01-01T12:00:00Z');

function teamsWanted(): number {
  const arg = process.argv.find((a) => a.startsWith('--teams='));
  const value = arg ? Number(arg.slice('--teams='.length)) : process.env.BENCH_TEAMS;
  if (value !== undefined) return Number(value);
  return process.env.DATABASE_URL ? 1_000_000 : 100_000;
}

async function openBenchDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ memory: true });
    return { db, drop: () => db.close() };
  }
  const schema = `kadro_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ databaseUrl: scoped.toString() });
  return {
    db,
    async drop() {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
    },
  };
}

/**
 * `--earlier-rounds=N` (or BENCH_EARLIER_ROUNDS): the round measured is round N + 1 of a
 * season whose N earlier rounds were scored: every user has a primary team and a Pro table
 * row in each, which the ranks' totals and first teams read. Without it, round 1: the
 * season's cheapest scoring.
 */
function earlierRoundsWanted(): number {
  const arg = process.argv.find((a) => a.startsWith('--earlier-rounds='));
  return Number(
    arg ? arg.slice('--earlier-rounds='.length) : (process.env.BENCH_EARLIER_ROUNDS ?? 0),
  );
}

/**
 * With `--statements` (or BENCH_STATEMENTS=1), each statement of a scoring run is timed and
 * printed, slowest first: where the time goes.
 */
const statementTimes =
  process.argv.includes('--statements') || process.env.BENCH_STATEMENTS === '1';

function timingStatements(tx: Queryable, log: Array<[string, number]>): Queryable {
  const label = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);
  return {
    async query(sql, params) {
      const start = performance.now();
      const rows = await tx.query(sql, params);
      log.push([label(sql), performance.now() - start]);
      return rows as never;
    },
    async exec(sql) {
      const start = performance.now();
      await tx.exec(sql);
      log.push([label(sql), performance.now() - start]);
    },
  };
}

async function scoreTimed(db: Database, roundId: number, final: boolean, title: string) {
  const log: Array<[string, number]> = [];
  const [, seconds] = await timed(() =>
    db.transaction((tx) =>
      scoreRound(statementTimes ? timingStatements(tx, log) : tx, roundId, { final }),
    ),
  );
  if (statementTimes) {
    console.log(`-- ${title}: statements, slowest first`);
    for (const [sql, ms] of log.sort((a, b) => b[1] - a[1]).slice(0, 12)) {
      console.log(`${ms.toFixed(0).padStart(8)} ms  ${sql}`);
    }
  }
  return seconds;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, (performance.now() - start) / 1000];
}

/** A played round: every match finished, about 85% of each club's players on, goals, cards. */
async function playRound(db: Database, number: number): Promise<number> {
  await addTestPlayers(db);
  const round = await addTestRound(db, { number, firstKickoff: T0, state: 'finished' });
  await db.query('SELECT setseed(0.42)');
  await db.query(`UPDATE matches SET state = 'finished' WHERE round_id = $1`, [round.id]);
  await db.query(
    `INSERT INTO match_appearances (match_id, player_id, club_id, is_starter, minute_on, minute_off, saves)
     SELECT m.id, p.id, p.club_id, true, 0,
       CASE WHEN random() < 0.3 THEN 45 + floor(random() * 45)::int END,
       CASE WHEN p.position = 'GK' THEN floor(random() * 7)::int ELSE 0 END
     FROM matches m JOIN players p ON p.club_id IN (m.home_club_id, m.away_club_id)
     WHERE m.round_id = $1 AND random() < 0.85`,
    [round.id],
  );
  await db.query(
    `INSERT INTO match_events (match_id, minute, type, club_id, player_id)
     SELECT a.match_id, 1 + floor(random() * 44)::int,
       CASE WHEN random() < 0.5 THEN 'goal' WHEN random() < 0.8 THEN 'yellowCard' ELSE 'ownGoal' END,
       a.club_id, a.player_id
     FROM match_appearances a JOIN players p ON p.id = a.player_id
     WHERE a.match_id IN (SELECT id FROM matches WHERE round_id = $1)
       AND p.position <> 'GK' AND random() < 0.12`,
    [round.id],
  );
  return round.id;
}

/** Teams whose picks one statement inserts. */
const PICKS_SLICE = 50_000;

/**
 * N users with one primary team each. Slot k (0-14: 2 GK, 5 DEF, 5 MID, 3 FWD) of user u
 * takes club (u + k) mod 18 + 1, so every pick is of another club; the formation is u mod 8;
 * the captain is the first FWD, the vice the first MID. A squad depends on u mod 360 only,
 * so the 360 squads are laid out once and the teams join them.
 */
async function makeTeams(db: Database, roundId: number, teams: number): Promise<void> {
  await db.query(
    `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
       agreement_accepted_at, created_at)
     SELECT 'bench' || g, 'bench' || g, 'bench' || g || '@bench.test', 'bench' || g || '@bench.test',
       'x', $2::timestamptz, $2::timestamptz + g * interval '1 second'
     FROM generate_series(1, $1) g`,
    [teams, T0],
  );
  await db.exec(`CREATE TABLE bench_squads AS
    WITH slots AS (
      SELECT r, k, (ARRAY['3-4-3','3-5-2','4-3-3','4-4-2','4-5-1','5-2-3','5-3-2','5-4-1'])[r % 8 + 1] AS lineup,
        CASE WHEN k < 2 THEN 'GK' WHEN k < 7 THEN 'DEF' WHEN k < 12 THEN 'MID' ELSE 'FWD' END AS pos,
        CASE WHEN k < 2 THEN k WHEN k < 7 THEN k - 2 WHEN k < 12 THEN k - 7 ELSE k - 12 END AS i,
        CASE WHEN k < 2 THEN 2 WHEN k < 7 THEN 5 WHEN k < 12 THEN 5 ELSE 3 END AS n
      FROM generate_series(0, 359) r CROSS JOIN generate_series(0, 14) k
    ),
    shaped AS (
      SELECT s.*, split_part(lineup, '-', 1)::int AS d, split_part(lineup, '-', 2)::int AS m,
        split_part(lineup, '-', 3)::int AS f
      FROM slots s
    ),
    benched AS (
      SELECT x.*, CASE
          WHEN pos = 'GK' THEN CASE WHEN i = 0 THEN NULL ELSE 1 END
          WHEN pos = 'DEF' THEN CASE WHEN i < d THEN NULL ELSE 2 + i - d END
          WHEN pos = 'MID' THEN CASE WHEN i < m THEN NULL ELSE 2 + (5 - d) + i - m END
          ELSE CASE WHEN i < f THEN NULL ELSE 2 + (5 - d) + (5 - m) + i - f END
        END AS bench
      FROM shaped x
    )
    SELECT b.r, b.k, b.lineup, b.bench, p.id AS player_id,
      CASE WHEN b.bench IS NOT NULL THEN 11 + b.bench WHEN b.pos = 'GK' THEN 1
        WHEN b.pos = 'DEF' THEN 2 + b.i WHEN b.pos = 'MID' THEN 2 + b.d + b.i
        ELSE 2 + b.d + b.m + b.i END AS slot
    FROM benched b
    JOIN players p ON p.code = 'C' || ((b.r + b.k) % 18 + 1) || '-' || b.pos || ((b.r * 31 + b.k * 17) % b.n + 1)`);
  await db.query(
    `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup, budget,
       booster, captain_player_id, vice_captain_player_id, created_at, updated_at)
     SELECT u.id, $1, 'TR_SL', 'Takım ' || u.id, true, cap.lineup, 1000,
       CASE u.id % 20 WHEN 0 THEN 'TripleCaptain' WHEN 1 THEN 'BenchBoost' END,
       cap.player_id, vice.player_id, u.created_at, u.created_at
     FROM users u
     JOIN bench_squads cap ON cap.r = u.id % 360 AND cap.k = 12
     JOIN bench_squads vice ON vice.r = u.id % 360 AND vice.k = 7
     WHERE u.user_name LIKE 'bench%'`,
    [roundId],
  );
  // The picks go in by slices of teams: one statement of 15 M rows queues two foreign-key
  // checks a row and hands the squads' trigger (migration 0020) the whole transition table
  // at once; it had not finished after 22 minutes.
  const [span] = await db.query<{ first: number; last: number }>(
    'SELECT min(id) AS first, max(id) AS last FROM user_teams WHERE round_id = $1',
    [roundId],
  );
  for (let from = span!.first; from <= span!.last; from += PICKS_SLICE) {
    await db.query(
      `INSERT INTO user_team_players (user_team_id, player_id, slot_order, is_starter, bench_order)
       SELECT t.id, s.player_id, s.slot, s.bench IS NULL, s.bench
       FROM user_teams t JOIN bench_squads s ON s.r = t.user_id % 360
       WHERE t.round_id = $1 AND t.id >= $2 AND t.id < $3`,
      [roundId, from, from + PICKS_SLICE],
    );
  }
  await db.exec('DROP TABLE bench_squads; ANALYZE');
}

/**
 * Rounds 1 to `count` before the measured one, scored: each user's primary team (a week
 * earlier a round, without picks: scoring reads only its creation) and his row in the
 * round's own partition of the Pro table (points varied by user and round; the ranks those
 * points give).
 */
async function scoreEarlierRounds(db: Database, measuredId: number, count: number) {
  for (let number = 1; number <= count; number++) {
    const weeks = count + 1 - number;
    const [round] = await db.query<{ id: number }>(
      `INSERT INTO rounds (competition_code, number, state, first_kickoff, deadline)
       VALUES ('TR_SL', $1, 'scored', $2::timestamptz - $3 * interval '7 days',
         $2::timestamptz - $3 * interval '7 days' - interval '1 hour') RETURNING id`,
      [number, T0, weeks],
    );
    await db.query(
      `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup, budget,
         captain_player_id, vice_captain_player_id, created_at, updated_at)
       SELECT t.user_id, $1, 'TR_SL', t.name, true, t.lineup, 1000, t.captain_player_id,
         t.vice_captain_player_id, t.created_at - $3 * interval '7 days', t.created_at - $3 * interval '7 days'
       FROM user_teams t WHERE t.round_id = $2`,
      [round!.id, measuredId, weeks],
    );
    await db.exec(
      `CREATE TABLE pro_standings_round_${round!.id} PARTITION OF pro_standings FOR VALUES IN (${round!.id})`,
    );
    await db.query(
      `INSERT INTO pro_standings (round_id, user_id, club_id, user_team_id, round_points, total_points,
         best_round, round_rank, overall_rank, first_team_created_at, user_name, team_name)
       SELECT $1, t.user_id, NULL, t.id, x.points, x.points, x.points,
         row_number() OVER (ORDER BY x.points DESC, t.user_id),
         row_number() OVER (ORDER BY x.points DESC, t.user_id), t.created_at, u.user_name, t.name
       FROM user_teams t JOIN users u ON u.id = t.user_id
       CROSS JOIN LATERAL (SELECT ((t.user_id::bigint * 7919 + $2 * 104729) % 97)::int AS points) x
       WHERE t.round_id = $1`,
      [round!.id, number],
    );
  }
  await db.exec('ANALYZE');
}

/**
 * What storing a round's Pro table costs alone: its rows as they stand copied into a table of
 * their own and swapped in (`pro_standings_replace_round`: the key and indexes built, the
 * partition replaced), as scoring does after computing them. No ranks, no points, no results:
 * the part of a scoring that any way of computing the rows pays.
 */
async function storeRowsAgain(db: Database, roundId: number): Promise<number> {
  const [, seconds] = await timed(() =>
    db.transaction(async (tx) => {
      const copy = `pro_standings_round_${roundId}_copy`;
      await tx.exec(`CREATE TABLE ${copy} (LIKE pro_standings INCLUDING DEFAULTS)`);
      await tx.query(`INSERT INTO ${copy} SELECT * FROM pro_standings WHERE round_id = $1`, [
        roundId,
      ]);
      await tx.query('SELECT pro_standings_replace_round($1, $2)', [roundId, copy]);
    }),
  );
  return seconds;
}

async function main() {
  const teams = teamsWanted();
  const { db, drop } = await openBenchDatabase();
  try {
    await migrate(db);
    await seedClubs(db);
    const earlier = earlierRoundsWanted();
    const roundId = await playRound(db, earlier + 1);
    const [, setup] = await timed(async () => {
      await makeTeams(db, roundId, teams);
      await scoreEarlierRounds(db, roundId, earlier);
    });
    const [picks] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_team_players',
    );
    console.log(
      `${db.kind}: ${teams.toLocaleString('en')} teams, ${picks!.n.toLocaleString('en')} picks, round ${earlier + 1} (made in ${setup.toFixed(1)} s)`,
    );
    const read = async () =>
      (await timed(() => db.query('SELECT sum(player_id) FROM user_team_players')))[1];
    await read(); // warm
    const readSeconds = await read();
    // Scoring reads the squads on the teams' rows (migration 0020), a copy of the picks that
    // is much smaller to read: its full read is printed too, and its ratio.
    const readSquads = async () =>
      (await timed(() => db.query('SELECT sum(squad[15]) FROM user_teams')))[1];
    await readSquads(); // warm
    const squadSeconds = await readSquads();
    const provisional = await scoreTimed(db, roundId, false, 'provisional');
    const final = await scoreTimed(db, roundId, true, 'final');
    const again = await scoreTimed(db, roundId, true, 'final again');
    const stored = await storeRowsAgain(db, roundId);
    // Bits 12-15 of a team's auto_subs: the bench players who came in.
    const [subs] = await db.query<{ n: number }>(
      `SELECT sum(((auto_subs >> 12) & 1) + ((auto_subs >> 13) & 1) + ((auto_subs >> 14) & 1)
         + ((auto_subs >> 15) & 1))::int AS n FROM user_team_scores`,
    );
    const line = (label: string, s: number) =>
      console.log(
        `${label.padEnd(34)} ${s.toFixed(2).padStart(7)} s  ${Math.round(teams / s)
          .toLocaleString('en')
          .padStart(10)} teams/s  ${(s / readSeconds).toFixed(1).padStart(5)} reads  ${(
          s / squadSeconds
        )
          .toFixed(1)
          .padStart(6)} squad reads`,
      );
    line('full read of user_team_players', readSeconds);
    line("full read of the teams' squads", squadSeconds);
    line('scoreRound provisional (first)', provisional);
    line('scoreRound final (auto-subs)', final);
    line('scoreRound final again', again);
    line("the Pro table's rows stored alone", stored);
    console.log(`auto-substitutions made: ${subs!.n.toLocaleString('en')}; goal: ≤ 5 reads`);
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
