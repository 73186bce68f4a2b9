/**
 * The game clock: the system clock plus an offset. `movable` (demo, tests) lets an admin set
 * it; the offset is kept in `app_settings` so a restart keeps the game time, and announced
 * (NOTIFY `game_clock`) so every server on the database follows a SetClock made on one.
 * `system` (production) is the machine's time and cannot be moved.
 */
import type { Database, Queryable } from '../db/database';
import { ManualClock, systemClock, type Clock } from './clock';

export type ClockMode = 'movable' | 'system';

const SETTING = 'game_clock_offset_ms';
const CHANNEL = 'game_clock';

/** What Admin/GetClock and Admin/SetClock need of the server's clock. */
export interface ClockControl extends Clock {
  readonly isMovable: boolean;
  systemNow(): Date;
  /** Moves the game time to `to` (kept across restarts where the clock supports it). */
  setNow(to: Date): Promise<void>;
}

export class GameClock implements ClockControl {
  private constructor(
    private readonly db: Queryable,
    readonly isMovable: boolean,
    private offsetMs: number,
    private readonly system: Clock,
  ) {}

  /** The clock of `mode`; a movable one resumes the offset stored by the last run. */
  static async load(db: Database, mode: ClockMode, system: Clock = systemClock) {
    if (mode === 'system') return new GameClock(db, false, 0, system);
    const clock = new GameClock(db, true, 0, system);
    let moved = false;
    // Listening first: a move made while the stored offset is read is not missed. After a
    // lost connection the stored offset is read again: a move may have gone unheard.
    await db.listen(
      CHANNEL,
      (payload) => {
        moved = true;
        clock.offsetMs = Number(payload);
      },
      () => void clock.reload().catch(() => undefined),
    );
    const stored = await clock.storedOffset();
    if (!moved) clock.offsetMs = stored;
    return clock;
  }

  private async storedOffset(): Promise<number> {
    const [row] = await this.db.query<{ value: number }>(
      'SELECT value FROM app_settings WHERE key = $1',
      [SETTING],
    );
    return Number(row?.value ?? 0);
  }

  private async reload(): Promise<void> {
    this.offsetMs = await this.storedOffset();
  }

  now(): Date {
    return new Date(this.system.now().getTime() + this.offsetMs);
  }

  systemNow(): Date {
    return this.system.now();
  }

  async setNow(to: Date): Promise<void> {
    if (!this.isMovable) throw new Error('the system clock cannot be moved');
    const offsetMs = to.getTime() - this.system.now().getTime();
    await this.db.query(
      `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
      [SETTING, JSON.stringify(offsetMs), this.system.now()],
    );
    await this.db.query('SELECT pg_notify($1, $2)', [CHANNEL, String(offsetMs)]);
    this.offsetMs = offsetMs;
  }
}

/**
 * The control of the clock a server was given: a GameClock as it is; a ManualClock (test
 * servers) moves in memory; any other clock cannot be moved.
 */
export function clockControlOf(clock: Clock): ClockControl {
  if (clock instanceof GameClock) return clock;
  if (clock instanceof ManualClock) {
    return {
      isMovable: true,
      now: () => clock.now(),
      systemNow: () => systemClock.now(),
      setNow: async (to) => clock.set(to),
    };
  }
  return {
    isMovable: false,
    now: () => clock.now(),
    systemNow: () => systemClock.now(),
    setNow: async () => {
      throw new Error('this clock cannot be moved');
    },
  };
}
