/**
 * The admin season controls over HTTP: the game clock (read, set, advance with due jobs,
 * refused for a User and on a system clock) and running one round job.
 */
import { FAILURES } from '../http/failures';
import type { PlayMatches } from '../rounds/scheduler';
import { addTestRound } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { gameAdminHandlers } from './gameAdmin';

const ENGINE = '/engine/api';
const HOUR = 3600_000;

describe.each(TEST_DATABASES)('game admin on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let user: TestClient;
  const played: Date[] = [];
  const playMatches: PlayMatches = async (_q, now) => {
    played.push(now);
    return { roundIds: [] };
  };
  beforeAll(async () => {
    // The real handler with the match player replaced (the season module plays matches).
    server = await startTestServer(kind, {
      handlers: {
        adminSetClock: (ctx) => gameAdminHandlers(server, { playMatches }).adminSetClock!(ctx),
      },
    });
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    user = server.client();
    await user.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
  });
  afterAll(() => server.close());

  const post = (c: TestClient, path: string, json: unknown) =>
    c.call(`${ENGINE}/${path}`, { method: 'POST', json });

  it('GetClock answers the game time to an admin only', async () => {
    const answer = await admin.call(`${ENGINE}/Admin/GetClock`);
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject).toMatchObject({
      Now: server.clock.now().toISOString(),
      IsMovable: true,
    });
    expect((await user.call(`${ENGINE}/Admin/GetClock`)).status).toBe(403);
    expect((await server.call(`${ENGINE}/Admin/GetClock`)).status).toBe(401);
  });

  it('every answer carries the game time in X-Server-Time, moved by SetClock', async () => {
    const before = await user.call(
      `${ENGINE}/WeeklyLeagueInformation/GetWeeklyLeagueInformationList`,
      { method: 'POST', json: {} },
    );
    expect(before.status).toBe(200);
    expect(before.headers.get('X-Server-Time')).toBe(server.clock.now().toISOString());
    const moved = await post(admin, 'Admin/SetClock', { AdvanceSeconds: 600, RunDueJobs: false });
    const now = server.clock.now().toISOString();
    expect(moved.body.ReturnObject.Clock.Now).toBe(now);
    expect(moved.headers.get('X-Server-Time')).toBe(now);
    // A failure says it too.
    const refused = await server.call(`${ENGINE}/Admin/GetClock`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('X-Server-Time')).toBe(now);
  });

  it('SetClock: a User is refused; an admin sets a time, or advances it and the due jobs run', async () => {
    const refused = await post(user, 'Admin/SetClock', { AdvanceSeconds: 60 });
    expect(refused.status).toBe(403);
    expect(refused.body.Result.ResultCode).toBe(FAILURES.forbidden.code);

    // Within the session lifetime: moving the clock past it would sign the admin out.
    const start = new Date(Math.floor(server.clock.now().getTime() / 1000) * 1000 + HOUR);
    const round = await addTestRound(server.db, {
      number: 41,
      firstKickoff: new Date(start.getTime() + 2 * HOUR),
    });
    const set = await post(admin, 'Admin/SetClock', {
      Now: start.toISOString(),
      RunDueJobs: false,
    });
    expect(set.status).toBe(200);
    expect(set.body.ReturnObject.Clock.Now).toBe(start.toISOString());
    expect(set.body.ReturnObject.Jobs).toEqual([]);
    expect(played).toEqual([]);
    expect(server.clock.now()).toEqual(start);

    // One second short of the deadline: nothing is due.
    const early = await post(admin, 'Admin/SetClock', { AdvanceSeconds: 3599 });
    expect(early.body.ReturnObject.Jobs).toEqual([]);
    const moved = await post(admin, 'Admin/SetClock', { AdvanceSeconds: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body.ReturnObject.Clock.Now).toBe(
      new Date(round.deadline.getTime() + 1000).toISOString(),
    );
    expect(moved.body.ReturnObject.Jobs).toEqual([
      {
        Round: expect.objectContaining({ Id: round.id, State: 'locked' }),
        Job: 'lock',
        Changed: true,
        // The clock's runs are the scheduler's: no admin run to list point changes of.
        RunId: null,
      },
    ]);
    expect(played).toHaveLength(2);
  });

  it('RunRoundJob runs one job; twice changes nothing; a step not reached is a 409', async () => {
    const round = await addTestRound(server.db, {
      number: 42,
      firstKickoff: new Date(server.clock.now().getTime() + 48 * HOUR),
      state: 'locked',
    });
    const run = (job: string) =>
      post(admin, 'Admin/RunRoundJob', { WeeklyLeagueInformationId: round.id, Job: job });
    const live = await run('live');
    expect(live.status).toBe(200);
    expect(live.body.ReturnObject).toMatchObject({
      Job: 'live',
      Changed: true,
      Round: { Id: round.id, State: 'live', Number: 42 },
    });
    expect((await run('live')).body.ReturnObject.Changed).toBe(false);
    expect((await run('lock')).body.ReturnObject).toMatchObject({ Changed: false });
    const finish = await run('finish');
    expect(finish.status).toBe(409);
    expect(finish.body.Result.ResultCode).toBe(FAILURES.roundMatchesNotDone.code);
    const score = await run('score');
    expect(score.status).toBe(409);
    expect(score.body.Result.ResultCode).toBe(FAILURES.roundJobTooEarly.code);
    const missing = await post(admin, 'Admin/RunRoundJob', {
      WeeklyLeagueInformationId: 987_654,
      Job: 'open',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.Result.ResultCode).toBe(FAILURES.roundNotFound.code);
    expect(
      (await post(user, 'Admin/RunRoundJob', { WeeklyLeagueInformationId: round.id, Job: 'score' }))
        .status,
    ).toBe(403);
  });
});

describe.each(TEST_DATABASES)('a system clock on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { config: { clockMode: 'system' } });
  });
  afterAll(() => server.close());

  it('cannot be set (403) and says so', async () => {
    const admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    const clock = await admin.call(`${ENGINE}/Admin/GetClock`);
    expect(clock.body.ReturnObject.IsMovable).toBe(false);
    const before = server.clock.now();
    const set = await admin.call(`${ENGINE}/Admin/SetClock`, {
      method: 'POST',
      json: { AdvanceSeconds: 3600 },
    });
    expect(set.status).toBe(403);
    expect(set.body.Result.ResultCode).toBe(FAILURES.clockNotMovable.code);
    expect(server.clock.now()).toEqual(before);
  });
});
