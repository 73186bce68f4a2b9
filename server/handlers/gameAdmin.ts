/**
 * The admin panel's season controls: the season screen, the game clock, the round jobs,
 * their runs and whose points a score run changed (`Admin/*`).
 */
import type { GameClock as GameClockShape, RoundJobResult } from '../../store/api/engine';
import { adminActionOf } from '../admin/audit';
import {
  JOB_RUN_PAGE,
  listJobRuns,
  listPointChanges,
  POINT_CHANGE_PAGE,
  readAdminRounds,
  runJobAsAdmin,
} from '../admin/season';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import { clockControlOf, type ClockControl } from '../platform/gameClock';
import type { RoundJob } from '../rounds/jobs';
import { readRound, type RoundState } from '../rounds/roundView';
import { advanceSeason, type PlayMatches } from '../rounds/scheduler';
import { SUPER_LIG } from '../season/clubs';
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
    run: { roundId: number; job: RoundJob; changed: boolean; state: RoundState; runId?: number },
    language: Language,
  ): Promise<RoundJobResult> => {
    const round = await readRound(db, run.roundId, language);
    if (!round) throw new Failure(FAILURES.roundNotFound);
    return {
      Round: { ...round, State: run.state },
      Job: run.job,
      Changed: run.changed,
      RunId: run.runId ?? null,
    };
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

    adminGetSeason: async (ctx) => ({
      data: {
        Clock: clockShape(control, movable),
        Rounds: await readAdminRounds(
          db,
          ctx.query.CompetitionCode ?? SUPER_LIG,
          clock.now(),
          ctx.language,
        ),
      },
    }),

    adminGetJobRuns: async (ctx) => {
      const body = ctx.body;
      const { rows, total } = await listJobRuns(
        db,
        { roundId: body.WeeklyLeagueInformationId ?? null, job: body.Job ?? null },
        pageOf(body.SortingPaging, JOB_RUN_PAGE),
      );
      return { data: rows, count: total };
    },

    adminGetPointChanges: async (ctx) => {
      const body = ctx.body;
      const { rows, total } = await listPointChanges(
        db,
        body.RunId,
        pageOf(body.SortingPaging, POINT_CHANGE_PAGE),
      );
      return { data: rows, count: total };
    },

    adminRunRoundJob: async (ctx) => {
      const body = ctx.body;
      const run = await runJobAsAdmin(
        db,
        body.WeeklyLeagueInformationId,
        body.Job,
        clock.now(),
        adminActionOf(ctx.request),
      );
      return {
        data: await jobResult(
          { roundId: body.WeeklyLeagueInformationId, job: body.Job, ...run },
          ctx.language,
        ),
      };
    },
  };
}
