/**
 * SIGTERM drains a real server process (`tsx server/main.ts` on PostgreSQL): it stops
 * accepting connections at once, lets the scheduler's run in progress and the request in
 * flight finish (an Admin/SetClock waiting for that run), then exits 0. The test holds a
 * table the season job reads, so both are under way when the signal comes.
 */
import { request } from 'node:http';
import pg from 'pg';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createTestSchema, SHARED_POSTGRES_URL } from './testing/testDatabase';
import { startServer, type RunningServer } from './testing/serverProcess';
import { clientAt, TEST_ACCOUNTS } from './testing/testServer';

jest.setTimeout(240_000);

/** A GET on a new connection: its status, or the error code when it is refused. */
function freshConnection(url: string): Promise<number | string> {
  return new Promise((done) => {
    const req = request(`${url}/auth/api/System/GetInfo`, { agent: false }, (res) => {
      res.resume();
      done(res.statusCode!);
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    req.end();
  });
}

/** Waits for a condition (never a fixed time). */
const until = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
};

it('SIGTERM: stops accepting at once, finishes the running job and the request in flight, exits 0', async () => {
  const schema = await createTestSchema(SHARED_POSTGRES_URL);
  const holder = new pg.Client({ connectionString: schema.url });
  let server: RunningServer | undefined;
  try {
    const db = await openDatabase({ databaseUrl: schema.url });
    await migrate(db);
    await db.close();
    // The test holds the matches table, so the scheduler's first run waits inside its job.
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE matches IN ACCESS EXCLUSIVE MODE');

    server = await startServer({
      DATABASE_URL: schema.url,
      DEMO_SEASON: '0',
      ADMIN_PASSWORD: TEST_ACCOUNTS.admin.password,
    });
    await until(async () => {
      const { rows } = await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks
         WHERE relation = 'matches'::regclass AND NOT granted`,
      );
      return rows[0]!.n > 0;
    });
    // A SetClock in flight: it has moved the clock and waits for the season job.
    const admin = clientAt(server.url);
    await admin.login('admin', TEST_ACCOUNTS.admin.password);
    let answered = false;
    const setClock = admin
      .call('/engine/api/Admin/SetClock', { method: 'POST', json: { AdvanceSeconds: 3600 } })
      .finally(() => (answered = true));
    await until(async () => {
      const { rows } = await holder.query(
        `SELECT 1 FROM app_settings WHERE key = 'game_clock_offset_ms' AND value::bigint > 0`,
      );
      return rows.length > 0;
    });

    const exited = server.terminate();
    // New connections are refused while the job and the request are still under way.
    await until(async () => (await freshConnection(server!.url)) === 'ECONNREFUSED');
    expect(answered).toBe(false);

    await holder.query('COMMIT');
    const answer = await setClock;
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject.Clock.OffsetSeconds).toBeGreaterThanOrEqual(3599);
    // Promptly: the answered request's connection is not kept alive (72 s) past the drain.
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise((resolve) => {
      timer = setTimeout(() => resolve('still running'), 20_000);
    });
    expect(await Promise.race([exited, bound])).toBe(0);
    clearTimeout(timer);
    expect(server.output()).toMatch(/SIGTERM: draining[\s\S]*SIGTERM: drained, exiting/);
  } finally {
    // The held lock first: a draining server waits for the job it holds up.
    await holder.end().catch(() => undefined);
    await server?.stop();
    await schema.drop();
  }
});
