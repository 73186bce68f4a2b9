/**
 * `WeeklyLeagueInformation/*`: the rounds of a competition (public).
 */
import { FAILURES, Failure } from '../http/failures';
import { pageOf } from '../http/paging';
import { PreparedAnswer } from '../http/preparedAnswer';
import type { OperationHandlers } from '../http/specRoutes';
import { readRound, readRoundPage, ROUND_PAGE } from '../rounds/roundView';
import { SUPER_LIG } from '../season/clubs';
import { SeasonReadCache } from '../stats/seasonReadCache';
import type { HandlerDependencies } from './index';

export function roundHandlers({ db }: HandlerDependencies): OperationHandlers {
  // Every page asks for the round list; it changes only when the season data does.
  const cache = new SeasonReadCache(db);
  return {
    weeklyLeagueInformationGetWeeklyLeagueInformationList: (ctx) =>
      cache.read(`${ctx.language} ${JSON.stringify(ctx.body)}`, async () => {
        const body = ctx.body;
        const competition = body.CompetitionCode ?? SUPER_LIG;
        const page = pageOf(body.SortingPaging, ROUND_PAGE);
        const { rounds, total } = await readRoundPage(
          db,
          competition,
          ctx.language,
          body.States ?? null,
          page,
        );
        return new PreparedAnswer(rounds, total);
      }),

    weeklyLeagueInformationGetWeeklyLeagueInformationById: async (ctx) => {
      const round = await readRound(db, ctx.query.Id, ctx.language);
      if (!round) throw new Failure(FAILURES.readRoundNotFound);
      return { data: round };
    },
  };
}
