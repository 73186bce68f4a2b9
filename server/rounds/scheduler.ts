/**
 * The season follows the game clock: play the matches that are due, refresh the provisional
 * points of live rounds whose matches changed, then run the round jobs that are due.
 * `startScheduler` does that every 30 s (by the game clock's `now`); SetClock does it at once.
 */
import type { Database, Queryable } from '../db/database';
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

export async function advanceSeason(
  db: Database,
  now: Date,
  { playMatches }: { playMatches: PlayMatches },
): Promise<JobRun[]> {
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
  return runDueJobs(db, now);
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
    running = advanceSeason(db, clock.now(), { playMatches })
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
