/**
 * `ClassementLeague/*`: the caller's place in the divisional contest and a division's table
 * (signed in).
 */
import { callerOf } from '../http/authentication';
import type { OperationHandlers } from '../http/specRoutes';
import { classementInfo, divisionTableScope } from '../leagues/classement';
import { EMPTY_TABLE, readLeagueTable } from '../leagues/tables';
import { SUPER_LIG } from '../season/clubs';
import type { HandlerDependencies } from './index';

export function classementHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    classementLeagueGetClassementInfo: async (ctx) => ({
      data: await classementInfo(db, callerOf(ctx.request).userId, ctx.query.competitionCode),
    }),

    classementLeagueGetUserScores: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body;
      const competitionCode = body.CompetitionCode ?? SUPER_LIG;
      const scope = await divisionTableScope(db, me, competitionCode, body.Division);
      const { page, total } = scope
        ? await readLeagueTable(db, scope, {
            competitionCode,
            roundId: body.WeeklyLeagueInformationId,
            callerId: me,
            paging: body.SortingPaging,
          })
        : EMPTY_TABLE;
      return { data: page, count: total };
    },
  };
}
