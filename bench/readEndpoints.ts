/**
 * `npm run bench:reads`: the hot read endpoints (rounds, fixtures, players) against the
 * quality bar of 2,000 requests a second on one core.
 *
 * The real server (`server/main.ts`) runs as its own process pinned to core 0 with a fresh
 * database (the demo season); this process pins itself to core 1 and drives each endpoint
 * with autocannon: a warm-up, then the measured run. Beside the rates, the server process's
 * CPU time per answer (user and system, from /proc), which the machine's load moves least.
 * Requests are the ones the client sends (same bodies and headers, Accept-Encoding, XSRF
 * cookie and header; the team builder's pool pages with the demo user's Bearer token).
 * Requests a second are per-second samples.
 *
 * Embedded PGlite by default; with DATABASE_URL, a scratch schema of that PostgreSQL
 * server, dropped at the end. Options: --duration=S (10), --warmup=S (3),
 * --connections=N (10), --only=name[,name]. LOG_LEVEL is passed to the server (default
 * `info`, the server's own default: request logging is part of the cost); its output goes
 * to a file, as a deployment's would.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, serverProcessEnv, stopServerProcess } from '../e2e/harness';
import { DEFAULT_LEAGUE_CONTEXT } from '../store/constants';
import { scratchDatabase } from './scratchDatabase';

const ROOT = resolve(__dirname, '..');
const BAR = 2_000;
const SERVER_CORE = '0';
const LOAD_CORE = '1';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

interface Server {
  url: string;
  /** CPU seconds the server process has used (user and system), from /proc. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kadro-bench-'));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const child: ChildProcess = spawn(
    'taskset',
    [
      '-c',
      SERVER_CORE,
      process.execPath,
      // BENCH_CPU_PROF=dir: a V8 profile of the server, written there when it stops.
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      'server/main.ts',
    ],
    {
      cwd: ROOT,
      env: serverProcessEnv(port, dataDir, process.env.LOG_LEVEL ?? 'info', env),
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const output = () => readFileSync(logFile, 'utf8');
  const stop = () => stopServerProcess(child, exited, dataDir);
  const deadline = Date.now() + 300_000;
  while (!/Kadro is running at/.test(output())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const text = output();
      await stop();
      throw new Error(`the server did not start:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url: `http://127.0.0.1:${port}`, cpuSeconds: () => cpuSecondsOf(child.pid!), stop };
}

/** The headers the client's base query sends, with the anti-forgery cookie it echoes. */
async function clientHeaders(url: string): Promise<Record<string, string>> {
  const page = await fetch(`${url}/`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie on the page');
  return {
    'Content-Type': 'application/json',
    // What Chromium sends: answers are compressed as a browser gets them.
    'Accept-Encoding': 'gzip, deflate, br, zstd',
    LanguageCode: 'tr-TR',
    Channel: 'Web',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': xsrf,
  };
}

interface Envelope<T> {
  Result: { ResultCode: number; ResultMessage: string };
  ReturnObject: T;
  TotalCount: number;
}

async function call<T>(url: string, headers: Record<string, string>, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || envelope.Result.ResultCode !== 0) {
    throw new Error(`${path}: ${response.status} ${envelope.Result.ResultMessage}`);
  }
  return envelope;
}

interface Target {
  name: string;
  /** What the client sends it for. */
  use: string;
  headers: Record<string, string>;
  /** A GET has no body. */
  requests: Array<{ path: string; body?: unknown; method?: 'GET' }>;
  /** Its own bar in req/s, where BAR is not the measure (a read polled once a minute). */
  bar?: number;
}

/** Clients watching a round in play that one core should serve, each asking once a minute. */
const WATCHERS = 10_000;

const ROUNDS = '/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList';
const FIXTURES = '/engine/api/MatchesOfTheWeek/GetMatchesOfTheWeekList';
const PLAYERS = '/engine/api/Player/GetPlayersList';

/** The bodies of src/pages (home, information, team builder). */
async function targets(url: string, demoPassword: string): Promise<Target[]> {
  const headers = await clientHeaders(url);
  const roundsBody = {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: {
      SortItem: { ColumnName: 'Number', ColumnOrder: 'asc' },
      PageNumber: 0,
      NumberRecords: 100,
    },
  };
  const rounds = await call<Array<{ Id: number; IsCurrent: boolean }>>(
    url,
    headers,
    ROUNDS,
    roundsBody,
  );
  const current = rounds.ReturnObject.find((r) => r.IsCurrent);
  if (!current) throw new Error('no current round');
  const login = await call<{ Token: string }>(url, headers, '/auth/api/Auth/Login', {
    UserNameOrEmail: 'demo',
    Password: demoPassword,
  });
  const signedIn = { ...headers, Authorization: `Bearer ${login.ReturnObject.Token}` };
  const pool = await call<unknown[]>(url, headers, PLAYERS, {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: { PageNumber: 0, NumberRecords: 1 },
  });
  const poolPages = Math.ceil(pool.TotalCount / 100);
  return [
    {
      name: 'rounds',
      use: 'every page: the round list (34 rounds)',
      headers,
      requests: [{ path: ROUNDS, body: roundsBody }],
    },
    {
      name: 'fixtures',
      use: `home and /bilgiler: the current round's matches (round ${current.Id})`,
      headers,
      requests: [
        {
          path: FIXTURES,
          body: {
            ...DEFAULT_LEAGUE_CONTEXT,
            WeeklyLeagueInformationId: current.Id,
            SortingPaging: {
              SortItem: { ColumnName: 'Kickoff', ColumnOrder: 'asc' },
              PageNumber: 0,
              NumberRecords: 100,
            },
          },
        },
      ],
    },
    {
      name: 'players',
      use: '/bilgiler/futbolcu-bilgileri: a table page of 50, by total points',
      headers,
      requests: [
        {
          path: PLAYERS,
          body: {
            ...DEFAULT_LEAGUE_CONTEXT,
            SortingPaging: {
              SortItem: { ColumnName: 'TotalPoints', ColumnOrder: 'desc' },
              PageNumber: 0,
              NumberRecords: 50,
            },
          },
        },
      ],
    },
    {
      name: 'myTeam',
      use: `home and the team page while a round plays, signed in: my teams of round ${current.Id} (BudgetCost with kept prices), polled once a minute by each of ${WATCHERS.toLocaleString('en-US')} watchers`,
      headers: signedIn,
      requests: [
        {
          method: 'GET',
          path: `/engine/api/UserTeam/GetUserTeamList?competitionCode=${DEFAULT_LEAGUE_CONTEXT.CompetitionCode}&weeklyLeagueInformationId=${current.Id}`,
        },
      ],
      bar: Math.ceil(WATCHERS / 60),
    },
    {
      name: 'pool',
      use: `team builder, signed in: the whole pool in ${poolPages} pages of 100, in turn`,
      headers: signedIn,
      requests: Array.from({ length: poolPages }, (_, page) => ({
        path: PLAYERS,
        body: {
          ...DEFAULT_LEAGUE_CONTEXT,
          SortingPaging: {
            PageNumber: page,
            NumberRecords: 100,
            SortItem: { ColumnName: 'TotalPoints', ColumnOrder: 'desc' },
          },
        },
      })),
    },
  ];
}

function cannon(url: string, target: Target, duration: number, connections: number) {
  return autocannon({
    url,
    connections,
    duration,
    headers: target.headers,
    requests: target.requests.map((r) =>
      r.method === 'GET'
        ? { method: 'GET' as const, path: r.path }
        : { method: 'POST' as const, path: r.path, body: JSON.stringify(r.body) },
    ),
  });
}

async function main() {
  const duration = option('duration', 10);
  const warmup = option('warmup', 3);
  const connections = option('connections', 10);
  // The load generator keeps off the server's core.
  execFileSync('taskset', ['-cp', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });

  const database = await scratchDatabase();
  const demoPassword = randomBytes(12).toString('base64url');
  console.log(
    `Starting the server on core ${SERVER_CORE} with ${database.url ? 'PostgreSQL (scratch schema)' : 'embedded PGlite'} ` +
      `and the demo season...`,
  );
  const server = await startServer({
    DEMO_PASSWORD: demoPassword,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  let failed = false;
  try {
    const all = await targets(server.url, demoPassword);
    console.log(
      `autocannon on core ${LOAD_CORE}: ${connections} connections, ${warmup} s warm-up, ${duration} s measured\n`,
    );
    const rows: string[] = [];
    for (const target of all.filter((t) => !only || only.includes(t.name))) {
      console.log(`${target.name}: ${target.use}`);
      await cannon(server.url, target, warmup, connections);
      const cpuBefore = server.cpuSeconds();
      const r = await cannon(server.url, target, duration, connections);
      // The server's own CPU per answer: what the machine's load moves least.
      const cpuUs = ((server.cpuSeconds() - cpuBefore) * 1e6) / Math.max(1, r['2xx'] + r.non2xx);
      const bad = r.errors + r.timeouts + r.non2xx;
      const pass = bad === 0 && r.requests.p50 >= (target.bar ?? BAR);
      failed ||= !pass;
      rows.push(
        [
          target.name.padEnd(9),
          r.requests.mean.toFixed(0).padStart(7),
          String(r.requests.p50).padStart(7),
          r.latency.p50.toFixed(1).padStart(7),
          r.latency.p99.toFixed(1).padStart(7),
          `${r.errors + r.timeouts}/${r.non2xx}`.padStart(8),
          cpuUs.toFixed(0).padStart(7),
          (pass ? '  PASS' : '  FAIL') + (target.bar ? ` (bar ${target.bar} req/s)` : ''),
        ].join(' '),
      );
    }
    console.log(
      `\n${'endpoint'.padEnd(9)} ${'req/s'.padStart(7)} ${'median'.padStart(7)} ${'p50 ms'.padStart(7)} ` +
        `${'p99 ms'.padStart(7)} ${'err/!2xx'.padStart(8)} ${'CPU µs'.padStart(7)}  bar ${BAR} req/s (median of per-second samples), no errors`,
    );
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
    await database.drop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
