/**
 * `SpecialLeague/*`: the sponsored leagues, their gates, joining and their tables (signed in);
 * `Admin/UpsertSpecialLeague` creates and edits them.
 */
import { adminActionOf } from '../admin/audit';
import { callerOf } from '../http/authentication';
import type { OperationHandlers } from '../http/specRoutes';
import {
  checkProduct,
  checkUser,
  joinSpecialLeague,
  refusalMessage,
  specialLeagueList,
  specialLeagueTable,
  upsertSpecialLeague,
} from '../leagues/specialLeagues';
import type { HandlerDependencies } from './index';

export function specialLeagueHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    specialLeagueGetSpecialLeagueList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      return {
        data: await specialLeagueList(db, me, ctx.query.competitionCode, ctx.language),
      };
    },

    specialLeagueCheckUser: async (ctx) => {
      const check = await checkUser(db, callerOf(ctx.request).userId, ctx.body.SpecialLeagueId);
      return { data: check, message: refusalMessage(check.Reason, ctx.language) };
    },

    specialLeagueCheckProduct: async (ctx) => {
      const check = await checkProduct(db, callerOf(ctx.request).userId, ctx.body.SpecialLeagueId);
      return { data: check, message: refusalMessage(check.Reason, ctx.language) };
    },

    specialLeagueGetWeeklySpecialLeagueScore: async (ctx) => {
      const body = ctx.body;
      const { page, total } = await specialLeagueTable(db, body.SpecialLeagueId, {
        roundId: body.WeeklyLeagueInformationId,
        callerId: callerOf(ctx.request).userId,
        paging: body.SortingPaging,
      });
      return { data: page, count: total };
    },

    adminUpsertSpecialLeague: async (ctx) => ({
      data: await upsertSpecialLeague(db, ctx.body, clock.now(), adminActionOf(ctx.request)),
    }),

    specialLeagueJoinSpecialLeague: async (ctx) => ({
      data: await joinSpecialLeague(
        db,
        callerOf(ctx.request).userId,
        ctx.body.SpecialLeagueId,
        ctx.language,
        clock.now(),
      ),
    }),
  };
}
