import type { Database } from '../db/database';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { DEMO_ROUNDS_PLAYED, seedDemoSeason } from './demoSeason';

const DAY = 24 * 3600_000;

describe.each(TEST_DATABASES)('the demo season on %s', (kind) => {
  let db: Database;
  const now = new Date('2025-10-01T09:00:00Z'); // a Wednesday
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('creates 450 players and 34 upcoming rounds of 9 seeded matches, quickly', async () => {
    const started = Date.now();
    expect(await seedDemoSeason(db, now)).toEqual({
      created: true,
      players: 450,
      rounds: 34,
      matches: 306,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    const rounds = await db.query<{
      number: number;
      state: string;
      matches: number;
      seeded: number;
    }>(
      `SELECT r.number, r.state, count(m.id)::int AS matches, count(m.sim_seed)::int AS seeded
         FROM rounds r JOIN matches m ON m.round_id = r.id GROUP BY r.id ORDER BY r.number`,
    );
    expect(rounds).toHaveLength(34);
    expect(rounds.every((r) => r.state === 'upcoming' && r.matches === 9 && r.seeded === 9)).toBe(
      true,
    );
  });

  it('places round 1 about six weeks back and the next deadline a few days ahead', async () => {
    const rounds = await db.query<{
      number: number;
      first_kickoff: Date;
      deadline: Date;
      last: Date;
    }>(
      `SELECT r.number, r.first_kickoff, r.deadline, max(m.kickoff) AS last
         FROM rounds r JOIN matches m ON m.round_id = r.id GROUP BY r.id ORDER BY r.number`,
    );
    const first = rounds[0]!;
    const ago = (now.getTime() - first.first_kickoff.getTime()) / DAY;
    expect(ago).toBeGreaterThan(5 * 7);
    expect(ago).toBeLessThan(7 * 7);
    // Every match of the rounds played so far is over (105 minutes and more after kickoff).
    const lastPlayed = rounds[DEMO_ROUNDS_PLAYED - 1]!;
    expect(now.getTime() - lastPlayed.last.getTime()).toBeGreaterThan(3 * 3600_000);
    const next = rounds[DEMO_ROUNDS_PLAYED]!;
    const ahead = (next.deadline.getTime() - now.getTime()) / DAY;
    expect(ahead).toBeGreaterThan(1);
    expect(ahead).toBeLessThan(8);
    for (const r of rounds) {
      expect(r.deadline.getTime()).toBe(r.first_kickoff.getTime() - 60 * 60_000);
      // Friday 20:00 in Istanbul.
      expect(r.first_kickoff.getUTCDay()).toBe(5);
      expect(r.first_kickoff.getUTCHours()).toBe(17);
    }
    // Weekly.
    expect(rounds[1]!.first_kickoff.getTime() - first.first_kickoff.getTime()).toBe(7 * DAY);
  });

  it('every club plays once a round and meets every other club home and away', async () => {
    const [row] = await db.query<{ pairs: number; clashes: number }>(
      `SELECT (SELECT count(DISTINCT (home_club_id, away_club_id))::int FROM matches) AS pairs,
              (SELECT count(*)::int FROM (
                 SELECT round_id, club FROM (
                   SELECT round_id, home_club_id AS club FROM matches
                   UNION ALL SELECT round_id, away_club_id FROM matches) c
                 GROUP BY round_id, club HAVING count(*) > 1) x) AS clashes`,
    );
    expect(row).toEqual({ pairs: 306, clashes: 0 });
  });

  it('leaves a competition that already has players alone', async () => {
    expect(await seedDemoSeason(db, now)).toEqual({
      created: false,
      players: 0,
      rounds: 0,
      matches: 0,
    });
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rounds');
    expect(row!.n).toBe(34);
  });
});
