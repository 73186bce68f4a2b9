/**
 * Two real server processes on one PostgreSQL database against one server on a copy of the
 * same database: the game clock is moved through a whole round (Admin/SetClock, as an
 * admin would) on both servers at once, and on one or the other; scores, ranks and the
 * round jobs must come out as with one server, each job run once. Also across the two:
 * a clock moved on one is the other's, a write through one is the other's next read (the
 * read cache), and failed sign-ins count on both (the shared rate limits).
 *
 * The season is the demo season, made once in the test process and copied (PostgreSQL
 * database templates) for both runs.
 */
import { randomBytes } from 'node:crypto';
import { firstStart } from './accounts/firstStart';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoLeague } from './demo/demoLeague';
import { GameClock } from './platform/gameClock';
import { advanceSeason } from './rounds/scheduler';
import { SUPER_LIG } from './season/clubs';
import { seedDemoSeason } from './season/demoSeason';
import { playDueMatches } from './season/matchPlay';
import { startServer, type RunningServer } from './testing/serverProcess';
import { runOnce, SHARED_POSTGRES_URL } from './testing/testDatabase';
import { clientAt, TEST_ACCOUNTS, type TestClient } from './testing/testServer';

jest.setTimeout(600_000);

const ENGINE = '/engine/api';
const ROUNDS_BODY = {
  SortingPaging: {
    SortItem: { ColumnName: 'Number', ColumnOrder: 'asc' },
    PageNumber: 0,
    NumberRecords: 100,
  },
};

const admin = (sql: string) => runOnce(SHARED_POSTGRES_URL, sql);

const databaseUrl = (name: string) => {
  const url = new URL(SHARED_POSTGRES_URL);
  url.pathname = `/${name}`;
  url.searchParams.delete('options');
  return url.toString();
};

/** As `npm start` makes it on a first start: accounts, the demo season and league, caught up. */
async function seedBase(url: string) {
  const db = await openDatabase({ databaseUrl: url });
  try {
    await migrate(db);
    const clock = await GameClock.load(db, 'movable');
    await firstStart(db, clock, { admin: TEST_ACCOUNTS.admin, demo: TEST_ACCOUNTS.demo });
    await seedDemoSeason(db, clock.now());
    await seedDemoLeague(db, { competitionCode: SUPER_LIG, demoUserName: 'demo' });
    await advanceSeason(db, clock.now(), { playMatches: playDueMatches });
    const [round] = await db.query<{ id: number; deadline: Date; first: Date; last: Date }>(
      `SELECT r.id, r.deadline, min(m.kickoff) AS first, max(m.kickoff) AS last
       FROM rounds r JOIN matches m ON m.round_id = r.id
       WHERE r.state = 'open' GROUP BY r.id ORDER BY r.number LIMIT 1`,
    );
    return round!;
  } finally {
    await db.close();
  }
}

/** What a round leaves behind: match results, points and ranks, and the jobs run. */
async function outcome(db: Database, roundId: number) {
  return {
    matches: await db.query(
      `SELECT id, state, home_score, away_score FROM matches WHERE round_id = $1 ORDER BY id`,
      [roundId],
    ),
    players: await db.query(
      `SELECT player_id, points FROM player_round_scores WHERE round_id = $1 ORDER BY player_id`,
      [roundId],
    ),
    teams: await db.query(
      `SELECT t.user_id, t.name, sc.points, sc.auto_subs FROM user_teams t
       LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
       WHERE t.round_id = $1 ORDER BY t.user_id, t.name`,
      [roundId],
    ),
    standings: await db.query(
      `SELECT user_id, round_points, total_points, round_rank, overall_rank FROM pro_standings
       WHERE round_id = $1 ORDER BY user_id`,
      [roundId],
    ),
    prices: await db.query(
      `SELECT id, price FROM players WHERE competition_code = $1 ORDER BY id`,
      [SUPER_LIG],
    ),
    jobRuns: await db.query<{ round_id: number; job: string; runs: number }>(
      `SELECT round_id, job, count(*)::int AS runs FROM round_job_runs
       GROUP BY round_id, job ORDER BY round_id, job`,
    ),
  };
}

const setClock = (client: TestClient, at: Date) =>
  client.call(`${ENGINE}/Admin/SetClock`, { method: 'POST', json: { Now: at.toISOString() } });

const roundStates = async (client: TestClient) => {
  const answer = await client.call(
    `${ENGINE}/WeeklyLeagueInformation/GetWeeklyLeagueInformationList`,
    { method: 'POST', json: ROUNDS_BODY },
  );
  expect(answer.status).toBe(200);
  return (answer.body.ReturnObject as Array<{ Id: number; State: string }>).map(
    (r) => `${r.Id}:${r.State}`,
  );
};

it('two servers on one database move through a round as one server does, each job once', async () => {
  const prefix = `kadro_servers_${randomBytes(5).toString('hex')}`;
  const base = `${prefix}_base`;
  const single = `${prefix}_single`;
  const dual = `${prefix}_dual`;
  const servers: RunningServer[] = [];
  try {
    await admin(`CREATE DATABASE ${base}`);
    const round = await seedBase(databaseUrl(base));
    await admin(`CREATE DATABASE ${single} TEMPLATE ${base}`);
    await admin(`CREATE DATABASE ${dual} TEMPLATE ${base}`);

    // TRUST_PROXY: each sign-in below comes from an address of its own (X-Forwarded-For).
    const env = (name: string) => ({
      DATABASE_URL: databaseUrl(name),
      DEMO_SEASON: '1',
      TRUST_PROXY: '1',
    });
    const [one, a, b] = await Promise.all([
      startServer(env(single)),
      startServer(env(dual)),
      startServer(env(dual)),
    ]);
    servers.push(one!, a!, b!);
    const [onAlone, onA, onB] = await Promise.all(
      [one!, a!, b!].map(async (server) => {
        const client = clientAt(server.url);
        await client.login('admin', TEST_ACCOUNTS.admin.password);
        return client;
      }),
    );

    // Through the round: the deadline (lock), kickoff (live), the matches under way, over
    // (finish, score). The pair gets each move on A, on B, or on both at once.
    const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
    const steps: Array<[Date, 'A' | 'B' | 'both']> = [
      [minutes(round.deadline, 1), 'A'],
      [minutes(round.first, 30), 'both'],
      [minutes(round.last, 30), 'B'],
      [minutes(round.last, 180), 'both'],
    ];
    for (const [at, on] of steps) {
      // B's read cache holds the round list before A moves the season on (and vice versa).
      const reader = on === 'A' ? onB! : onA!;
      await roundStates(reader);
      const [alone, ...pair] = await Promise.all([
        setClock(onAlone!, at),
        ...(on === 'both' ? [onA!, onB!] : [on === 'A' ? onA! : onB!]).map((c) => setClock(c, at)),
      ]);
      for (const answer of [alone!, ...pair]) expect(answer.status).toBe(200);
      // The other server's next read shows the move, as the single server's does.
      expect(await roundStates(reader)).toEqual(await roundStates(onAlone!));
    }
    // The clock moved on one server is the other's too (each hears the move).
    const clocks = await Promise.all(
      [onA!, onB!].map(async (c) => {
        const answer = await c.call(`${ENGINE}/Admin/GetClock`);
        return Math.round(answer.body.ReturnObject.OffsetSeconds / 60);
      }),
    );
    expect(clocks[0]).toBe(clocks[1]);

    // Failed sign-ins of one account count on both servers (10 in all, then 429 on either),
    // each from another address.
    const signIn = (server: RunningServer, i: number, password: string) =>
      clientAt(server.url).call('/auth/api/Auth/Login', {
        method: 'POST',
        json: { UserNameOrEmail: 'demo', Password: password },
        headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      });
    const guesses = [];
    for (let i = 0; i < 10; i++)
      guesses.push((await signIn(i % 2 ? a! : b!, i, `wrong-${i}`)).status);
    expect(guesses).toEqual(Array(10).fill(400));
    expect((await signIn(a!, 10, TEST_ACCOUNTS.demo.password)).status).toBe(429);

    // A server that does not exit 0 shows the end of what it printed (why it did not drain).
    const exits = await Promise.all(servers.map((s) => s.terminate()));
    expect(
      exits.map((code, i) =>
        code === 0 ? 0 : `exit ${code}: ${servers[i]!.output().slice(-3000)}`,
      ),
    ).toEqual([0, 0, 0]);

    const [alone, pair] = await Promise.all(
      [single, dual].map(async (name) => {
        const db = await openDatabase({ databaseUrl: databaseUrl(name) });
        try {
          return await outcome(db, round.id);
        } finally {
          await db.close();
        }
      }),
    );
    expect(alone!.jobRuns).toContainEqual({ round_id: round.id, job: 'score', runs: 1 });
    expect(alone!.teams.length).toBeGreaterThan(100);
    expect(pair!.jobRuns.filter((run) => run.runs !== 1)).toEqual([]);
    expect(pair).toEqual(alone);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const name of [single, dual, base]) {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
});
