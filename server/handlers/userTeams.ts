/**
 * `UserTeam/*`: save, list, show, count and generate the caller's user teams.
 */
import { callerOf } from '../http/authentication';
import type { OperationHandlers } from '../http/specRoutes';
import { mulberry32 } from '../platform/random';
import { currentRoundId } from '../rounds/roundView';
import { requireRoundOf } from '../stats/roundLookup';
import { generateTeam } from '../userTeams/generateTeam';
import { saveUserTeam } from '../userTeams/saveTeam';
import type { Random } from '../userTeams/squadGenerator';
import { readOwnTeams, readTeamCount, readTeamDetail } from '../userTeams/teamView';
import type { HandlerDependencies } from './index';

/**
 * `random` seeds each generated squad (tests pass a fixed source); the squad itself is
 * drawn from a seeded generator, so one seed reproduces one proposal.
 */
export function userTeamHandlers(
  { db, clock }: HandlerDependencies,
  random: Random = Math.random,
): OperationHandlers {
  return {
    userTeamInsertCreatingUserTeam: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body;
      return { data: await saveUserTeam(db, me, body, clock.now()) };
    },

    userTeamGetUserTeamList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const competition = ctx.query.competitionCode;
      const asked = ctx.query.weeklyLeagueInformationId;
      const roundId =
        asked === undefined
          ? await currentRoundId(db, competition)
          : await requireRoundOf(db, asked, competition);
      if (roundId === null) return { data: [], count: 0 };
      const teams = await readOwnTeams(db, me, roundId, clock.now());
      return { data: teams, count: teams.length };
    },

    userTeamGetUserTeamDetailList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      return { data: await readTeamDetail(db, ctx.query.userTeamId, me, clock.now()) };
    },

    userTeamGetUserTeamCount: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const competition = ctx.query.competitionCode;
      const roundId = await requireRoundOf(db, ctx.query.weeklyLeagueInformationId, competition);
      return { data: await readTeamCount(db, me, roundId, competition, clock.now()) };
    },

    userTeamGetGenarateUserTeam: async (ctx) => {
      callerOf(ctx.request);
      const team = await generateTeam(db, {
        competitionCode: ctx.query.competitionCode,
        lineup: ctx.query.lineupOfPlayerType,
        useBudgetBooster: ctx.query.useABudgetBooster === true,
        now: clock.now(),
        random: mulberry32(Math.floor(random() * 2 ** 32)),
      });
      return { data: team };
    },
  };
}
