/**
 * The season follows the game clock: play the matches that are due, refresh the provisional
 * points of live rounds whose matches changed, then run the round jobs that are due.
 * `startScheduler` does that every 30 s (by the game clock's `now`); SetClock does it at once.
 *
 * Several servers may share the database: a scheduled job runs under `db.exclusive` with
 * its name, so one server at a time does it; the scheduler's tick skips a job another
 * server is running (that one does the work due), SetClock waits for it and then runs what
 * is still due. A job a later feature schedules runs the same way, under its own name.
 */
import type { Database, Queryable } from '../db/database';
import { notifyDeadlines } from '../notifications/triggers';
import type { Clock } from '../platform/clock';
import { scoreRound } from '../scoring/roundScoring';
import { runDueJobs, type RoundJob } from './jobs';
import type { RoundState } from './roundView';

/** Plays the matches due at `now` (season/matchPlay `playDueMatches`); answers the rounds changed. */
export type PlayMatches = (q: Queryable, now: Date) => Promise<{ roundIds: number[] }>;

export interface JobRun {
  roundId: number;
  job: RoundJob;
  changed: boolean;
  state: RoundState;
}

/** The lock every server takes to advance the season (`db.exclusive`). */
export const SEASON_JOB = 'season';

/** Advances the season to `now`; if another server is at it, waits and runs what is still due. */
export async function advanceSeason(
  db: Database,
  now: Date,
  { playMatches }: { playMatches: PlayMatches },
): Promise<JobRun[]> {
  const done = await db.exclusive(SEASON_JOB, () => advance(db, now, playMatches), {
    wait: true,
  });
  return done.ran ? done.value : [];
}

async function advance(db: Database, now: Date, playMatches: PlayMatches): Promise<JobRun[]> {
  const { roundIds } = await db.transaction((tx) => playMatches(tx, now));
  for (const roundId of new Set(roundIds)) {
    await db.transaction(async (tx) => {
      const [round] = await tx.query<{ state: RoundState }>(
        'SELECT state FROM rounds WHERE id = $1 FOR UPDATE',
        [roundId],
      );
      if (round?.state === 'live') await scoreRound(tx, roundId, { final: false });
    });
  }
  const ran = await runDueJobs(db, now);
  await db.transaction((tx) => notifyDeadlines(tx, now));
  return ran;
}

export interface Scheduler {
  stop(): void;
  /** Resolves when the run in progress (if any) is over. */
  idle(): Promise<void>;
}

export function startScheduler({
  db,
  clock,
  playMatches,
  intervalMs = 30_000,
  onError,
}: {
  db: Database;
  clock: Clock;
  playMatches: PlayMatches;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): Scheduler {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return; // a slow run is not stacked on
    busy = true;
    // Another server advancing the season does this tick's work.
    running = db
      .exclusive(SEASON_JOB, () => advance(db, clock.now(), playMatches), { wait: false })
      .then(() => undefined, onError)
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: () => clearInterval(timer),
    idle: () => running,
  };
}
