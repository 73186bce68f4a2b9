/**
 * `npm run bench:leagues [-- --teams=N --duration=S --connections=N --only=WORD,…]`: league tables at
 * scale. The real server (`server/main.ts`) starts once on a fresh database (the demo
 * season), stops, and N synthetic teams get rows in the last two scored rounds' Pro table
 * (favourite clubs spread over the 18 clubs); all ranks of those rounds are then rebuilt
 * as the scoring job does (timed, against one full read of the round's scores). The server
 * starts again and autocannon drives, with 100 connections by default, the calls a league
 * screen makes: the Pro table's first, middle and last page of 50, "my rank" (a page of 1
 * with the caller's row), the page containing the caller, and the Taraftar Ligi's first
 * page, after a warm-up of all of them (--warmup=S, 3). Each request is made as one of
 * 10,000 managers spread over the table (real sessions signed with the server's key), one
 * picked at random per request, as a league screen's visitors would: one caller's row and
 * page asked again and again would stay in every cache on the way. The server keeps every
 * page it has read until something a page shows moves, so these runs measure a table
 * that has stood a while; a last run measures the wave after a change (a scoring, or a
 * player's new picture on his rows): every kept page stale, each manager asking for his
 * own page once, all 10,000 of them read afresh. Each manager has made one call before the runs
 * (his profile: a visitor reaching a table has used the app in his session, so the server
 * knows his token, but not yet his rows). Requests ask for compressed answers, as browsers
 * do. Bar (issue 15): table page and my-rank p99 under 50 ms at 1,000,000 teams on
 * PostgreSQL.
 *
 * Embedded PGlite by default (100,000 teams); with DATABASE_URL a scratch schema of that
 * PostgreSQL server (1,000,000 teams), dropped at the end. With `--schema=NAME` (PostgreSQL)
 * the schema is kept: the first run seeds it, later runs with the same name measure the
 * same tables again without seeding (5 minutes for 1,000,000 teams, more on a busy machine).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { startSession } from '../server/accounts/sessions';
import { SignedTokens } from '../server/accounts/signedTokens';
import { openDatabase, type Database } from '../server/db/database';
import { systemClock } from '../server/platform/clock';
import { loadSigningKey } from '../server/platform/signingKey';
import { startServer } from '../server/testing/serverProcess';
import { runOnce } from '../server/testing/testDatabase';
import { DEFAULT_LEAGUE_CONTEXT } from '../store/constants';
import { benchApi } from './benchApi';
import { scratchDatabase } from './scratchDatabase';

const BAR_MS = 50;
const PAGE = 50;
const DEMO_PASSWORD = 'bench-demo-password-1';
const CALLERS = 10_000;

interface Caller {
  token: string;
  rank: number;
}

/** Sessions of CALLERS synthetic managers spread evenly over the last round's overall ranks. */
async function callers(db: Database, roundId: number, ranked: number): Promise<Caller[]> {
  const tokens = new SignedTokens(
    await loadSigningKey(db, process.env.SESSION_SECRET),
    systemClock,
  );
  const rows = await db.query<{ id: number; role_id: 1 | 2; session_epoch: number; rank: number }>(
    `SELECT u.id, u.role_id, u.session_epoch, s.overall_rank AS rank
     FROM pro_standings s JOIN users u ON u.id = s.user_id
     WHERE s.round_id = $1 AND s.overall_rank % $2 = 0 AND u.user_name LIKE 'bench\\_%'
     LIMIT $3`,
    [roundId, Math.max(1, Math.floor(ranked / CALLERS)), CALLERS],
  );
  return Promise.all(
    rows.map(async (u) => ({ token: (await startSession(tokens, u, 3600)).Token, rank: u.rank })),
  );
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** `own(pid)` summed over a process and its children, and theirs (0 for one gone). */
function overTree(pid: number, own: (pid: number) => number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    return children
      .split(' ')
      .filter(Boolean)
      .reduce((sum, child) => sum + overTree(Number(child), own), own(pid));
  } catch {
    return 0; // gone
  }
}

/**
 * CPU seconds a process and its children have used (user and system): what the machine's
 * load moves least. The server runs under tsx's launcher, as a child of it.
 */
function cpuSecondsOf(pid: number): number {
  return overTree(pid, (one) => {
    const stat = readFileSync(`/proc/${one}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  });
}

/**
 * CPU seconds of this machine's PostgreSQL (every process named postgres, with the
 * children the server has reaped): the database's share of an answer, when it runs here.
 */
function postgresCpuSeconds(): number {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += fields.slice(11, 15).reduce((a, f) => a + Number(f), 0);
    } catch {
      // gone
    }
  }
  return sum / TICKS;
}

/** Resident memory in MB of a process and its children (the server under tsx's launcher). */
function residentMbOf(pid: number): number {
  return overTree(pid, (one) => {
    const status = readFileSync(`/proc/${one}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  });
}

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}

/** N synthetic teams in the last two scored rounds, then every rank of both rebuilt. */
async function seedTables(db: Database, teams: number) {
  const rounds = await db.query<{ id: number }>(
    `SELECT id FROM rounds WHERE state = 'scored' ORDER BY number DESC LIMIT 2`,
  );
  const [last, previous] = rounds;
  if (!last || !previous) throw new Error('the demo season has fewer than two scored rounds');
  await db.query(
    `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
       agreement_accepted_at, created_at, favorite_team_id, image_url)
     SELECT 'bench_' || g, 'bench_' || g, 'bench_' || g || '@bench.test',
       'bench_' || g || '@bench.test', '-', now(), now(), 1 + g % 18,
       -- A row's size as players' rows have it: an uploaded picture, an avatar, or none.
       CASE g % 3 WHEN 0 THEN '/pictures/' || g || '-' || substr(md5(g::text), 1, 20) || '-256.webp'
         WHEN 1 THEN '/avatars/crescent.svg' END
     FROM generate_series(1, $1::int) g`,
    [teams],
  );
  // Points from a hash of the user: spread, with ties, the same on every run.
  const points = (salt: number) => `(abs(hashint4(u.id + ${salt})) % 120)`;
  await db.query(
    `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
       round_rank, overall_rank, first_team_created_at, club_id,
       user_name, image_url, favorite_team_id, team_name)
     SELECT $1, u.id, ${points(0)}, ${points(0)}, ${points(0)}, 0, 0,
       timestamptz '2026-01-01' + u.id * interval '1 second', u.favorite_team_id,
       u.user_name, u.image_url, u.favorite_team_id, 'Takım ' || u.id
     FROM users u WHERE u.user_name LIKE 'bench\\_%'`,
    [previous.id],
  );
  await db.query(
    `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
       round_rank, overall_rank, first_team_created_at, club_id,
       user_name, image_url, favorite_team_id, team_name)
     SELECT $1, u.id, ${points(1)}, ${points(0)} + ${points(1)}, GREATEST(${points(0)}, ${points(1)}),
       0, 0, timestamptz '2026-01-01' + u.id * interval '1 second', u.favorite_team_id,
       u.user_name, u.image_url, u.favorite_team_id, 'Takım ' || u.id
     FROM users u WHERE u.user_name LIKE 'bench\\_%'`,
    [last.id],
  );
  let rebuild = 0;
  for (const round of [previous.id, last.id]) {
    const started = performance.now();
    await db.query(
      `UPDATE pro_standings ps SET round_rank = r.round_rank, overall_rank = r.overall_rank,
         club_round_rank = r.club_round_rank, club_overall_rank = r.club_overall_rank
       FROM (
         SELECT user_id,
           row_number() OVER (ORDER BY round_points DESC, total_points DESC, best_round DESC,
             first_team_created_at, user_id) AS round_rank,
           row_number() OVER (ORDER BY total_points DESC, best_round DESC, first_team_created_at,
             user_id) AS overall_rank,
           row_number() OVER (PARTITION BY club_id ORDER BY round_points DESC, total_points DESC,
             best_round DESC, first_team_created_at, user_id) AS club_round_rank,
           row_number() OVER (PARTITION BY club_id ORDER BY total_points DESC, best_round DESC,
             first_team_created_at, user_id) AS club_overall_rank
         FROM pro_standings WHERE round_id = $1
       ) r
       WHERE ps.round_id = $1 AND ps.user_id = r.user_id`,
      [round],
    );
    rebuild = performance.now() - started;
  }
  // The previous round's overall ranks on the last round's rows, as scoring stores them.
  await db.query(
    `UPDATE pro_standings s SET previous_overall_rank = p.overall_rank,
       previous_club_overall_rank = CASE WHEN p.club_id = s.club_id THEN p.club_overall_rank END
     FROM pro_standings p
     WHERE s.round_id = $1 AND p.round_id = $2 AND p.user_id = s.user_id`,
    [last.id, previous.id],
  );
  const readStarted = performance.now();
  await db.query('SELECT sum(round_points + total_points) FROM pro_standings WHERE round_id = $1', [
    last.id,
  ]);
  const read = performance.now() - readStarted;
  await db.exec('ANALYZE');
  const [size] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pro_standings WHERE round_id = $1',
    [last.id],
  );
  return { rebuild, read, ranked: size!.n, lastRoundId: last.id };
}

/** The last scored round's table when a kept schema was seeded by an earlier run. */
async function seededTables(db: Database) {
  const [last] = await db.query<{ id: number; n: number }>(
    `SELECT r.id, (SELECT count(*)::int FROM pro_standings s WHERE s.round_id = r.id) AS n
     FROM rounds r WHERE r.state = 'scored' ORDER BY r.number DESC LIMIT 1`,
  );
  const [bench] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE user_name LIKE 'bench\\_%' LIMIT 1`,
  );
  return last && bench ? { ranked: last.n, lastRoundId: last.id } : undefined;
}

/** `--schema=NAME`: that schema of DATABASE_URL, created when missing and never dropped. */
async function keptSchema(name: string) {
  const admin = process.env.DATABASE_URL;
  if (!admin || !/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error('--schema=NAME needs DATABASE_URL and a lower-case identifier');
  }
  await runOnce(admin, `CREATE SCHEMA IF NOT EXISTS ${name}`);
  const url = new URL(admin);
  url.searchParams.set('options', `-c search_path=${name}`);
  return { url: url.toString(), drop: async () => undefined };
}

async function main() {
  const teams = option('teams', process.env.DATABASE_URL ? 1_000_000 : 100_000);
  const duration = option('duration', 10);
  const warmup = option('warmup', 3);
  const connections = option('connections', 100);
  const kept = process.argv.find((a) => a.startsWith('--schema='))?.slice('--schema='.length);
  const scratch = kept ? await keptSchema(kept) : await scratchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'kadro-bench-leagues-'));
  const env = {
    DATA_DIR: dataDir,
    DEMO_PASSWORD,
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
  };
  try {
    await (await startServer(env)).stop();
    const db = await openDatabase(
      scratch.url ? { databaseUrl: scratch.url } : { dataDir: `${dataDir}/db` },
    );
    const seedStarted = performance.now();
    const table: { ranked: number; lastRoundId: number; rebuild?: number; read?: number } =
      (await seededTables(db)) ?? (await seedTables(db, teams));
    // As autovacuum leaves a table some time after its writes (this machine's PostgreSQL
    // runs without it): the rank rebuild's, or a migration's, old row versions gone and the
    // visibility map set, so a page of a rank's index is read without the table's rows.
    await db.exec('VACUUM ANALYZE pro_standings, users');
    const { ranked, lastRoundId } = table;
    if (table.rebuild !== undefined && table.read !== undefined) {
      process.stdout.write(
        `${teams} teams seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s; ` +
          `rebuilding one round's ranks (Pro and Taraftar, round and overall) ${table.rebuild.toFixed(0)} ms, ` +
          `one full read of its scores ${table.read.toFixed(0)} ms: ratio ${(table.rebuild / table.read).toFixed(1)}\n`,
      );
    } else {
      process.stdout.write(`${ranked} ranked teams of the kept schema, seeded before\n`);
    }
    const managers = await callers(db, lastRoundId, ranked);
    await db.close();

    const server = await startServer(env);
    try {
      const api = await benchApi(server.url);
      const login = await api.call<{ Token: string }>('/auth/api/Auth/Login', {
        body: { UserNameOrEmail: 'demo', Password: DEMO_PASSWORD },
      });
      const headers = { ...api.headers, Authorization: `Bearer ${login.Token}` };
      const pro = '/engine/api/UserWeeklyScore/GetUserWeeklyScoreList';
      const taraftar = '/league/api/FavoriteTeamLeague/GetFavoriteTeamUserScoreList';
      const body = (PageNumber: number, NumberRecords = PAGE) => ({
        ...DEFAULT_LEAGUE_CONTEXT,
        SortingPaging: { PageNumber, NumberRecords },
      });
      const first = await api.call<{ MyRow: { Rank: number } | null }>(pro, {
        body: body(0),
        headers,
      });
      const lastPage = Math.floor((ranked - 1) / PAGE);
      if (!first.MyRow) throw new Error('the demo player has no row in the Pro table');
      // A request as one of the managers, his session and his page: `pick` chooses him.
      const random = () => managers[Math.floor(Math.random() * managers.length)]!;
      let next = 0;
      const inTurn = () => managers[next++ % managers.length]!;
      const asManager =
        (bodyOf: (m: Caller) => object, pick: () => Caller = random) =>
        (request: Request): Request => {
          const m = pick();
          return {
            ...request,
            headers: { ...headers, Authorization: `Bearer ${m.token}` },
            body: JSON.stringify(bodyOf(m)),
          };
        };
      const runs = [
        { name: 'Pro first page', path: pro, body: body(0), setup: asManager(() => body(0)) },
        {
          name: 'Pro middle page',
          path: pro,
          body: body(Math.floor(lastPage / 2)),
          setup: asManager(() => body(Math.floor(lastPage / 2))),
        },
        {
          name: 'Pro last page',
          path: pro,
          body: body(lastPage),
          setup: asManager(() => body(lastPage)),
        },
        {
          name: `my rank (${managers.length} managers)`,
          path: pro,
          body: body(0, 1),
          setup: asManager(() => body(0, 1)),
        },
        {
          name: 'the page containing me',
          path: pro,
          body: body(0),
          setup: asManager((m) => body(Math.floor((m.rank - 1) / PAGE))),
        },
        {
          name: 'Taraftar first page',
          path: taraftar,
          body: body(0),
          setup: asManager(() => body(0)),
        },
        {
          // As at a round's end: every page stale, each manager asking for his own once.
          name: 'the page containing me, every page stale',
          path: pro,
          body: body(0),
          stale: true,
          // The managers one after the other, each once.
          setup: asManager((m) => body(Math.floor((m.rank - 1) / PAGE)), inTurn),
        },
      ] as {
        name: string;
        path: string;
        body: object;
        setup?: (r: Request) => Request;
        stale?: boolean;
      }[];
      // A server that has just started compiles its code and prepares its statements on
      // each pool connection: a running server has done that long before its visitors come.
      // The first call measured used to pay for it (its CPU an answer twice the others').
      await autocannon({
        url: server.url,
        connections,
        duration: warmup,
        headers,
        requests: runs.map((run) => ({
          method: 'POST' as const,
          path: run.path,
          body: JSON.stringify(run.body),
        })),
      });
      // A manager reaching a table has used the app before in his session (home, his
      // team), so the server has checked his token once already: each one's first call
      // (his profile, not a table) is made here, in turn, not measured.
      let turn = 0;
      await autocannon({
        url: server.url,
        connections,
        amount: managers.length,
        headers,
        requests: [
          {
            method: 'GET',
            path: '/auth/api/User/GetUser',
            setupRequest: (request: Request): Request => ({
              ...request,
              headers: {
                ...headers,
                Authorization: `Bearer ${managers[turn++ % managers.length]!.token}`,
              },
            }),
          },
        ],
      });
      process.stdout.write(
        `\n${warmup} s warm-up; ${connections} connections, ${duration} s each; bar: p99 < ${BAR_MS} ms at 1,000,000 teams on PostgreSQL\n`,
      );
      // `--only=rank,containing`: the runs whose names hold one of these words.
      const only = process.argv
        .find((a) => a.startsWith('--only='))
        ?.slice('--only='.length)
        .split(',');
      for (const run of runs.filter((r) => !only || only.some((w) => r.name.includes(w)))) {
        // The previous run's unanswered requests are still queued in the server when
        // autocannon stops: one call waits them out, so no run inherits another's backlog.
        await api.call(pro, { body: body(0, 1), headers });
        if (run.stale) {
          // The demo player's rows show his picture: a new one makes every kept page stale
          // (the one he has would change nothing: a kept schema keeps the last run's).
          const { ImageUrl } = await api.call<{ ImageUrl: string | null }>(
            '/auth/api/User/GetUser',
            { headers },
          );
          await api.call('/auth/api/User/UpdateUser', {
            method: 'PUT',
            body: { Avatar: ImageUrl === '/avatars/tulip.svg' ? 'ball' : 'tulip' },
            headers,
          });
        }
        const cpuBefore = cpuSecondsOf(server.pid);
        const databaseBefore = postgresCpuSeconds();
        const result = await autocannon({
          url: server.url,
          connections,
          ...(run.stale ? { amount: managers.length } : { duration }),
          headers,
          requests: [
            {
              method: 'POST',
              path: run.path,
              body: JSON.stringify(run.body),
              ...(run.setup ? { setupRequest: run.setup } : {}),
            },
          ],
        });
        const answered = Math.max(1, result['2xx'] + result.non2xx);
        const cpuUs = ((cpuSecondsOf(server.pid) - cpuBefore) * 1e6) / answered;
        const databaseUs = ((postgresCpuSeconds() - databaseBefore) * 1e6) / answered;
        const bad = result.errors + result.non2xx;
        // A run that completed nothing measured nothing: it fails, whatever its figures say.
        const pass = bad === 0 && result['2xx'] > 0 && result.latency.p99 < BAR_MS;
        process.stdout.write(
          `${run.name.padEnd(40)} p50 ${result.latency.p50.toFixed(1).padStart(7)} ms` +
            `  p99 ${result.latency.p99.toFixed(1).padStart(7)} ms  ${String(result.requests.average).padStart(6)} req/s` +
            `  server CPU ${cpuUs.toFixed(0).padStart(4)} µs/answer` +
            (scratch.url ? `  PostgreSQL ${databaseUs.toFixed(0).padStart(4)} µs/answer` : '') +
            `  errors ${bad}  ${pass ? 'PASS' : 'FAIL'}\n`,
        );
      }
      // Every page a run asked for is kept (as its compressed answer): what that costs.
      process.stdout.write(
        `resident memory of the server and its launcher after the runs: ${residentMbOf(server.pid).toFixed(0)} MB\n`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
