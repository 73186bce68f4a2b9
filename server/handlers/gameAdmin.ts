/** The admin panel's season controls: the game clock and the round jobs (`Admin/*`). */
import type { GameClock as GameClockShape, RoundJobResult } from '../../store/api/engine';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import type { OperationHandlers } from '../http/specRoutes';
import { clockControlOf, type ClockControl } from '../platform/gameClock';
import { runRoundJob, type RoundJob } from '../rounds/jobs';
import { readRound, type RoundState } from '../rounds/roundView';
import { advanceSeason, type PlayMatches } from '../rounds/scheduler';
import { playDueMatches } from '../season/matchPlay';
import type { HandlerDependencies } from './index';

function clockShape(control: ClockControl, movable: boolean): GameClockShape {
  const now = control.now();
  const systemNow = control.systemNow();
  return {
    Now: now.toISOString(),
    SystemNow: systemNow.toISOString(),
    OffsetSeconds: Math.round((now.getTime() - systemNow.getTime()) / 1000),
    IsMovable: movable,
  };
}

export function gameAdminHandlers(
  { db, clock, config }: Pick<HandlerDependencies, 'db' | 'clock' | 'config'>,
  { playMatches = playDueMatches }: { playMatches?: PlayMatches } = {},
): OperationHandlers {
  const control = clockControlOf(clock);
  const movable = config.clockMode === 'movable' && control.isMovable;

  /** The round as the job left it (the job's state, even if a later job moved it on). */
  const jobResult = async (
    run: { roundId: number; job: RoundJob; changed: boolean; state: RoundState },
    language: Language,
  ): Promise<RoundJobResult> => {
    const round = await readRound(db, run.roundId, language);
    if (!round) throw new Failure(FAILURES.roundNotFound);
    return { Round: { ...round, State: run.state }, Job: run.job, Changed: run.changed };
  };

  return {
    adminGetClock: async () => ({ data: clockShape(control, movable) }),

    adminSetClock: async (ctx) => {
      if (!movable) throw new Failure(FAILURES.clockNotMovable);
      const body = ctx.body;
      const to =
        body.Now !== undefined
          ? new Date(body.Now)
          : new Date(control.now().getTime() + body.AdvanceSeconds! * 1000);
      await control.setNow(to);
      const runs =
        body.RunDueJobs === false ? [] : await advanceSeason(db, control.now(), { playMatches });
      const jobs: RoundJobResult[] = [];
      for (const run of runs) jobs.push(await jobResult(run, ctx.language));
      return { data: { Clock: clockShape(control, movable), Jobs: jobs } };
    },

    adminRunRoundJob: async (ctx) => {
      const body = ctx.body;
      const run = await runRoundJob(db, body.WeeklyLeagueInformationId, body.Job, clock.now());
      return {
        data: await jobResult(
          { roundId: body.WeeklyLeagueInformationId, job: body.Job, ...run },
          ctx.language,
        ),
      };
    },
  };
}
