/** The game clock over a real database: offset kept across restarts, system mode fixed. */
import { LISTENER_APPLICATION, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import {
  createTestSchema,
  openMigratedTestDatabase,
  SHARED_POSTGRES_URL,
  TEST_DATABASES,
} from '../testing/testDatabase';
import { ManualClock, systemClock } from './clock';
import { clockControlOf, GameClock } from './gameClock';

describe.each(TEST_DATABASES)('GameClock on %s', (kind) => {
  it('a movable clock moves, follows the system clock, and keeps its offset across restarts', async () => {
    const db = await openMigratedTestDatabase(kind);
    try {
      const system = new ManualClock('2026-03-01T10:00:00Z');
      const clock = await GameClock.load(db, 'movable', system);
      expect(clock.isMovable).toBe(true);
      expect(clock.now()).toEqual(system.now());
      await clock.setNow(new Date('2026-05-01T10:00:00Z'));
      system.advance(5000);
      expect(clock.now()).toEqual(new Date('2026-05-01T10:00:05Z'));
      expect(clock.systemNow()).toEqual(new Date('2026-03-01T10:00:05Z'));

      const restarted = await GameClock.load(db, 'movable', system);
      expect(restarted.now()).toEqual(new Date('2026-05-01T10:00:05Z'));
      // Back in time is allowed too.
      await restarted.setNow(new Date('2026-02-01T00:00:00Z'));
      expect((await GameClock.load(db, 'movable', system)).now()).toEqual(
        new Date('2026-02-01T00:00:00Z'),
      );
      // A production start ignores the stored offset and cannot be moved.
      const fixed = await GameClock.load(db, 'system', system);
      expect(fixed.isMovable).toBe(false);
      expect(fixed.now()).toEqual(system.now());
      await expect(fixed.setNow(new Date())).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});

describe('GameClock on several servers (PostgreSQL)', () => {
  it("follows a move made by another server's clock", async () => {
    const schema = await createTestSchema(SHARED_POSTGRES_URL);
    const one = await openDatabase({ databaseUrl: schema.url });
    const two = await openDatabase({ databaseUrl: schema.url });
    try {
      await migrate(one);
      const system = new ManualClock('2026-03-01T10:00:00Z');
      const first = await GameClock.load(one, 'movable', system);
      const second = await GameClock.load(two, 'movable', system);
      await first.setNow(new Date('2026-04-01T10:00:00Z'));
      // The notice arrives shortly after the move: wait for it, not a fixed time.
      while (second.now().getTime() !== first.now().getTime()) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(second.now()).toEqual(new Date('2026-04-01T10:00:00Z'));
    } finally {
      await Promise.all([one.close(), two.close()]);
      await schema.drop();
    }
  });
});

describe('GameClock after a lost LISTEN connection (PostgreSQL)', () => {
  it('reads the stored offset again once listening is back (a move may have gone unheard)', async () => {
    const schema = await createTestSchema(SHARED_POSTGRES_URL);
    const one = await openDatabase({ databaseUrl: schema.url });
    const two = await openDatabase({ databaseUrl: schema.url });
    try {
      await migrate(one);
      const system = new ManualClock('2026-03-01T10:00:00Z');
      const clock = await GameClock.load(two, 'movable', system);
      // A move whose notice never arrives: stored, not announced.
      const moved = new Date('2026-06-01T10:00:00Z').getTime() - system.now().getTime();
      await one.query(
        `INSERT INTO app_settings (key, value) VALUES ('game_clock_offset_ms', $1::jsonb)`,
        [JSON.stringify(moved)],
      );
      expect(clock.now()).toEqual(system.now());
      // A channel of this test's own marks its listening connection among other tests'.
      const marker = `clock_probe_${process.pid}_${Date.now()}`;
      await two.listen(marker, () => undefined);
      const [killed] = await one.query<{ done: boolean }>(
        `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
         WHERE application_name = $1 AND query = $2`,
        [LISTENER_APPLICATION, `LISTEN "${marker}"`],
      );
      expect(killed?.done).toBe(true);
      const deadline = Date.now() + 10_000;
      while (clock.now().getTime() !== new Date('2026-06-01T10:00:00Z').getTime()) {
        if (Date.now() > deadline) throw new Error('the clock did not read the stored offset');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
      await schema.drop();
    }
  });
});

describe('clockControlOf', () => {
  it('moves a test ManualClock in memory and refuses to move the system clock', async () => {
    const manual = new ManualClock('2026-01-01T00:00:00Z');
    const control = clockControlOf(manual);
    await control.setNow(new Date('2026-01-02T00:00:00Z'));
    expect(manual.now()).toEqual(new Date('2026-01-02T00:00:00Z'));
    expect(clockControlOf(systemClock).isMovable).toBe(false);
    await expect(clockControlOf(systemClock).setNow(new Date())).rejects.toThrow();
  });
});
