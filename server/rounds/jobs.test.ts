/**
 * Round jobs on a real database: each job's step, idempotence, 409s before a step, an
 * interrupted job run again, price moves, carry-over, the deadline to the second, and
 * `runDueJobs`/`advanceSeason` walking a season by the clock.
 */
import type { Database } from '../db/database';
import { FAILURES } from '../http/failures';
import {
  addTeam,
  appear,
  clubSquad,
  event,
  newUser,
  openScoringDatabase,
  setMatch,
  T0,
} from '../scoring/testKit';
import { addTestRound, pick, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { runDueJobs, runRoundJob } from './jobs';
import { advanceSeason, startScheduler } from './scheduler';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)('round jobs on %s', (kind) => {
  let db: Database;
  let players: TestPlayer[];
  beforeAll(async () => {
    ({ db, players } = await openScoringDatabase(kind));
  });
  afterAll(() => db.close());

  const stateOf = async (roundId: number) =>
    (await db.query<{ state: string }>('SELECT state FROM rounds WHERE id = $1', [roundId]))[0]!
      .state;
  const jobRuns = async (roundId: number) =>
    (
      await db.query<{ job: string }>(
        'SELECT job FROM round_job_runs WHERE round_id = $1 ORDER BY id',
        [roundId],
      )
    ).map((r) => r.job);
  const round = (number: number, state: 'upcoming' | 'open' | 'locked' | 'live' | 'finished') =>
    addTestRound(db, { number, firstKickoff: new Date(T0.getTime() + number * 7 * DAY), state });
  const teamsOf = (roundId: number) =>
    db.query<{
      user_id: number;
      is_carried_over: boolean;
      booster: string | null;
      captain_player_id: number;
      picks: number[];
    }>(
      `SELECT ut.user_id, ut.is_carried_over, ut.booster, ut.captain_player_id,
         array_agg(utp.player_id ORDER BY utp.slot_order) AS picks
       FROM user_teams ut LEFT JOIN user_team_players utp ON utp.user_team_id = ut.id
       WHERE ut.round_id = $1 AND ut.is_primary GROUP BY ut.id ORDER BY ut.user_id`,
      [roundId],
    );

  it('open: carries every primary team over, not over a team the user already has; twice changes nothing', async () => {
    const r1 = await round(1, 'locked');
    const r2 = await round(2, 'upcoming');
    const [a, b] = [await newUser(db), await newUser(db)];
    const squad = clubSquad(players, 1);
    const captain = { captain: pick(players, 1, 'FWD', 1), vice: pick(players, 1, 'MID', 1) };
    await addTeam(db, r1.id, { userId: a, ...squad, ...captain, booster: 'TripleCaptain' });
    await addTeam(db, r1.id, { userId: b, ...squad, ...captain });
    await addTeam(db, r1.id, { userId: b, ...clubSquad(players, 2), ...captain, primary: false });
    const own = clubSquad(players, 3);
    await addTeam(db, r2.id, { userId: b, ...own, ...captain });

    const now = new Date(T0.getTime() + 1000);
    expect(await runRoundJob(db, r2.id, 'open', now)).toEqual({ changed: true, state: 'open' });
    const teams = await teamsOf(r2.id);
    expect(teams).toEqual([
      {
        user_id: a,
        is_carried_over: true,
        booster: null,
        captain_player_id: captain.captain.id,
        picks: [...squad.xi, ...squad.bench].map((p) => p.id),
      },
      {
        user_id: b,
        is_carried_over: false,
        booster: null,
        captain_player_id: captain.captain.id,
        picks: [...own.xi, ...own.bench].map((p) => p.id),
      },
    ]);
    expect(await runRoundJob(db, r2.id, 'open', now)).toEqual({ changed: false, state: 'open' });
    expect(await teamsOf(r2.id)).toEqual(teams);
    expect(await jobRuns(r2.id)).toEqual(['open']);
  });

  it('an interrupted open leaves nothing behind; run again it ends as an uninterrupted run', async () => {
    const r3 = await round(3, 'upcoming');
    // Round 2 (previous test) is open and has two primary teams.
    const expected = await teamsOf(
      (await db.query<{ id: number }>('SELECT id FROM rounds WHERE number = 2'))[0]!.id,
    );
    await expect(
      runRoundJob(db, r3.id, 'open', T0, {
        fault: (step) => {
          if (step === 'open:teams') throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    expect(await stateOf(r3.id)).toBe('upcoming');
    expect(await teamsOf(r3.id)).toEqual([]);
    expect(await jobRuns(r3.id)).toEqual([]);
    await runRoundJob(db, r3.id, 'open', T0);
    const carried = await teamsOf(r3.id);
    expect(carried.map((t) => [t.user_id, t.picks])).toEqual(
      expected.map((t) => [t.user_id, t.picks]),
    );
    expect(carried.every((t) => t.is_carried_over)).toBe(true);
    // The squad scoring reads follows the carried picks (slots 1-15 here: XI, then bench).
    const squads = await db.query<{ squad: number[] }>(
      'SELECT squad FROM user_teams WHERE round_id = $1 AND is_primary ORDER BY user_id',
      [r3.id],
    );
    expect(squads.map((t) => t.squad)).toEqual(carried.map((t) => t.picks));
  });

  it('a job before its starting state is a 409; past it answers changed: false', async () => {
    const r = await round(10, 'upcoming');
    await expect(runRoundJob(db, r.id, 'lock', T0)).rejects.toMatchObject({
      kind: FAILURES.roundJobTooEarly,
    });
    await expect(runRoundJob(db, r.id, 'score', T0)).rejects.toMatchObject({
      kind: FAILURES.roundJobTooEarly,
    });
    await expect(runRoundJob(db, 999_999, 'open', T0)).rejects.toMatchObject({
      kind: FAILURES.roundNotFound,
    });
    const past = await round(11, 'live');
    expect(await runRoundJob(db, past.id, 'lock', T0)).toEqual({ changed: false, state: 'live' });
    expect(await jobRuns(past.id)).toEqual([]);
  });

  it('lock: keeps the round prices, then moves prices by picks and form, at most ±0.3M', async () => {
    const r = await round(12, 'open');
    const before = await db.query<{ id: number; price: number }>(
      'SELECT id, price FROM players ORDER BY id',
    );
    // Everyone picks club 1's squad; club 1's FWD1 also has the best form.
    await db.query('UPDATE players SET form = 0');
    await db.query('UPDATE players SET form = 9 WHERE id = $1', [pick(players, 1, 'FWD', 1).id]);
    for (let i = 0; i < 3; i++) {
      await addTeam(db, r.id, {
        userId: await newUser(db),
        ...clubSquad(players, 1),
        captain: pick(players, 1, 'FWD', 1),
        vice: pick(players, 1, 'MID', 1),
      });
    }
    await expect(
      runRoundJob(db, r.id, 'lock', T0, {
        fault: (step) => {
          if (step === 'lock:prices') throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    expect(await stateOf(r.id)).toBe('open');
    expect(await db.query('SELECT 1 FROM player_round_prices WHERE round_id = $1', [r.id])).toEqual(
      [],
    );
    expect(await db.query('SELECT id, price FROM players ORDER BY id')).toEqual(before);

    expect((await runRoundJob(db, r.id, 'lock', T0)).changed).toBe(true);
    const kept = await db.query<{ player_id: number; price: number }>(
      'SELECT player_id, price FROM player_round_prices WHERE round_id = $1 ORDER BY player_id',
      [r.id],
    );
    expect(kept.map((k) => ({ id: k.player_id, price: k.price }))).toEqual(before);
    const after = await db.query<{
      id: number;
      price: number;
      price_change: number;
      selected_by_percent: string;
    }>('SELECT id, price, price_change, selected_by_percent::text FROM players ORDER BY id');
    after.forEach((p, i) => {
      expect(Math.abs(p.price - before[i]!.price)).toBeLessThanOrEqual(3);
      expect(p.price_change).toBe(p.price - before[i]!.price);
    });
    const star = after.find((p) => p.id === pick(players, 1, 'FWD', 1).id)!;
    expect(star.price_change).toBe(3);
    expect(star.selected_by_percent).toBe('100.0');
    const unpicked = after.find((p) => p.id === pick(players, 5, 'MID', 1).id)!;
    expect(unpicked.price_change).toBeLessThanOrEqual(0);
    expect(unpicked.selected_by_percent).toBe('0.0');
    // Locked: running it again moves nothing.
    expect((await runRoundJob(db, r.id, 'lock', T0)).changed).toBe(false);
    expect(await db.query('SELECT id, price FROM players ORDER BY id')).toEqual(
      after.map((p) => ({ id: p.id, price: p.price })),
    );
  });

  it('live scores provisionally; finish waits for every match; score is final and re-runnable', async () => {
    const r = await round(13, 'locked');
    const squad = clubSquad(players, 1);
    const absent = pick(players, 1, 'MID', 4);
    const team = await addTeam(db, r.id, {
      userId: await newUser(db),
      ...squad,
      captain: pick(players, 1, 'FWD', 1),
      vice: pick(players, 1, 'MID', 1),
    });
    expect(await runRoundJob(db, r.id, 'live', T0)).toEqual({ changed: true, state: 'live' });
    const points = async () =>
      (
        await db.query<{ points: number | null }>(
          'SELECT points FROM user_team_scores WHERE user_team_id = $1',
          [team],
        )
      )[0]!.points;
    expect(await points()).toBe(0);

    for (const p of players.filter((x) => x.clubId <= 2 && x.id !== absent.id)) {
      await appear(db, r.matchIds[0]!, p);
    }
    await event(db, r.matchIds[0]!, 10, 'goal', pick(players, 1, 'FWD', 1));
    await setMatch(db, r.matchIds[0]!, 'finished');
    await expect(runRoundJob(db, r.id, 'finish', T0)).rejects.toMatchObject({
      kind: FAILURES.roundMatchesNotDone,
    });
    expect(await stateOf(r.id)).toBe('live');
    for (const [i, id] of r.matchIds.entries()) {
      if (i > 0) await setMatch(db, id, i === 8 ? 'postponed' : 'finished');
    }
    expect((await runRoundJob(db, r.id, 'finish', T0)).changed).toBe(true);
    expect(await runRoundJob(db, r.id, 'score', T0)).toEqual({ changed: true, state: 'scored' });
    const final = await points();
    expect(final).toBeGreaterThan(0);
    const subs = await db.query(
      `SELECT player_id FROM user_teams t JOIN user_team_scores sc ON sc.user_team_id = t.id,
         unnest(t.squad) WITH ORDINALITY AS s (player_id, i)
       WHERE t.id = $1 AND (sc.auto_subs >> i::int) & 1 = 1 ORDER BY player_id`,
      [team],
    );
    expect(subs).toHaveLength(2);
    // Scoring a scored round again applies corrections and nothing else.
    expect(await runRoundJob(db, r.id, 'score', T0)).toEqual({ changed: true, state: 'scored' });
    expect(await points()).toBe(final);
    expect(await jobRuns(r.id)).toEqual(['live', 'finish', 'score', 'score']);
  });
});

describe.each(TEST_DATABASES)('runDueJobs on %s', (kind) => {
  let db: Database;
  let players: TestPlayer[];
  beforeAll(async () => {
    ({ db, players } = await openScoringDatabase(kind));
  });
  afterAll(() => db.close());
  // Each test starts a season of its own: no rounds, nothing that hangs off them.
  beforeEach(() => db.exec('TRUNCATE rounds CASCADE'));

  const states = async () =>
    (await db.query<{ state: string }>('SELECT state FROM rounds ORDER BY number')).map(
      (r) => r.state,
    );

  it('a round whose deadline is 1 s ahead stays open; 1 s after it, it locks', async () => {
    const r1 = await addTestRound(db, { number: 1, firstKickoff: new Date(T0.getTime() + DAY) });
    expect(await runDueJobs(db, new Date(r1.deadline.getTime() - 1000))).toEqual([]);
    expect(await states()).toEqual(['open']);
    const ran = await runDueJobs(db, new Date(r1.deadline.getTime() + 1000));
    expect(ran).toEqual([{ roundId: r1.id, job: 'lock', changed: true, state: 'locked' }]);
    expect(await states()).toEqual(['locked']);
  });

  it('walks the season by the clock: open when the previous round locks, live at kickoff, finish and score when played', async () => {
    const r1 = await addTestRound(db, {
      number: 1,
      firstKickoff: new Date(T0.getTime() + DAY),
      state: 'upcoming',
    });
    const r2 = await addTestRound(db, {
      number: 2,
      firstKickoff: new Date(T0.getTime() + 8 * DAY),
      state: 'upcoming',
      swapSides: true,
    });
    const user = await newUser(db);
    expect(await runDueJobs(db, T0)).toEqual([
      { roundId: r1.id, job: 'open', changed: true, state: 'open' },
    ]);
    await addTeam(db, r1.id, {
      userId: user,
      ...clubSquad(players, 1),
      captain: pick(players, 1, 'FWD', 1),
      vice: pick(players, 1, 'MID', 1),
    });
    // After the first kickoff: lock, the next round opens, round 1 goes live.
    const kickoff = new Date(r1.firstKickoff.getTime() + 1000);
    expect((await runDueJobs(db, kickoff)).map((j) => [j.roundId, j.job])).toEqual([
      [r1.id, 'lock'],
      [r1.id, 'live'],
      [r2.id, 'open'],
    ]);
    expect(await states()).toEqual(['live', 'open']);
    const carried = await db.query(
      'SELECT 1 FROM user_teams WHERE round_id = $1 AND user_id = $2',
      [r2.id, user],
    );
    expect(carried).toHaveLength(1);
    // Nothing more is due until the matches are played.
    expect(await runDueJobs(db, kickoff)).toEqual([]);

    // advanceSeason: the injected match player finishes round 1; points follow, then the jobs.
    const played: Date[] = [];
    const ran = await advanceSeason(db, new Date(kickoff.getTime() + DAY), {
      playMatches: async (q, now) => {
        played.push(now);
        await appear(q, r1.matchIds[0]!, pick(players, 1, 'FWD', 1));
        await q.query(`UPDATE matches SET state = 'finished' WHERE round_id = $1`, [r1.id]);
        return { roundIds: [r1.id] };
      },
    });
    expect(played).toHaveLength(1);
    expect(ran.map((j) => [j.roundId, j.job])).toEqual([
      [r1.id, 'finish'],
      [r1.id, 'score'],
    ]);
    expect(await states()).toEqual(['scored', 'open']);
    const [team] = await db.query<{ points: number }>(
      `SELECT sc.points FROM user_teams t JOIN user_team_scores sc ON sc.user_team_id = t.id
       WHERE t.round_id = $1 AND t.user_id = $2`,
      [r1.id, user],
    );
    expect(team!.points).toBeGreaterThan(0);
  });

  it('advanceSeason refreshes the provisional points of a live round whose matches changed', async () => {
    const r1 = await addTestRound(db, {
      number: 1,
      firstKickoff: new Date(T0.getTime() + DAY),
      state: 'live',
    });
    const fwd = pick(players, 1, 'FWD', 1);
    await advanceSeason(db, T0, {
      playMatches: async (q) => {
        await q.query(`UPDATE matches SET state = 'live', minute = 30 WHERE id = $1`, [
          r1.matchIds[0],
        ]);
        await appear(q, r1.matchIds[0]!, fwd);
        return { roundIds: [r1.id] };
      },
    });
    const [score] = await db.query<{ minutes: number }>(
      'SELECT minutes FROM player_round_scores WHERE round_id = $1 AND player_id = $2',
      [r1.id, fwd.id],
    );
    expect(score!.minutes).toBe(30);
    expect(await states()).toEqual(['live']);
  });

  it('the scheduler advances the season by the clock until stopped', async () => {
    const r1 = await addTestRound(db, { number: 1, firstKickoff: new Date(T0.getTime() + DAY) });
    const clock = { now: () => new Date(r1.deadline.getTime() + 1000) };
    const calls: Date[] = [];
    const errors: unknown[] = [];
    const scheduler = startScheduler({
      db,
      clock,
      intervalMs: 60_000,
      playMatches: async (_q, now) => {
        calls.push(now);
        return { roundIds: [] };
      },
      onError: (e) => errors.push(e),
    });
    await scheduler.idle();
    scheduler.stop();
    expect(errors).toEqual([]);
    expect(calls).toEqual([clock.now()]);
    expect(await states()).toEqual(['locked']);
  });
});
