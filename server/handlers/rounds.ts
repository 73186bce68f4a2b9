/**
 * `WeeklyLeagueInformation/*`: the rounds of a competition (public).
 */
import type { RoundListRequest } from '../../store/api/generated/engine';
import { FAILURES, Failure } from '../http/failures';
import { pageOf } from '../http/paging';
import { PreparedAnswer } from '../http/preparedAnswer';
import type { OperationHandlers } from '../http/specRoutes';
import { readRound, readRounds } from '../rounds/roundView';
import { SUPER_LIG } from '../season/clubs';
import { SeasonReadCache } from '../stats/seasonReadCache';
import type { HandlerDependencies } from './index';

const ROUND_PAGE = {
  columns: { Number: 'r.number', FirstKickoff: 'r.first_kickoff', Deadline: 'r.deadline' },
  fallback: { column: 'Number', order: 'asc' as const },
};

export function roundHandlers({ db }: HandlerDependencies): OperationHandlers {
  // Every page asks for the round list; it changes only when the season data does.
  const cache = new SeasonReadCache(db);
  return {
    weeklyLeagueInformationGetWeeklyLeagueInformationList: (ctx) =>
      cache.read(`${ctx.language} ${JSON.stringify(ctx.body)}`, async () => {
        const body = ctx.body as RoundListRequest;
        const competition = body.CompetitionCode ?? SUPER_LIG;
        const page = pageOf(body.SortingPaging, ROUND_PAGE);
        const states = body.States ?? null;
        const where = '$2::text[] IS NULL OR r.state = ANY($2::text[])';
        const rounds = await readRounds(db, competition, ctx.language, {
          where,
          params: [states],
          orderBy: page.orderBy,
          limit: page.limit,
          offset: page.offset,
        });
        const [total] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM rounds r WHERE r.competition_code = $1 AND (${where})`,
          [competition, states],
        );
        return new PreparedAnswer(rounds, total!.n);
      }),

    weeklyLeagueInformationGetWeeklyLeagueInformationById: async (ctx) => {
      const round = await readRound(db, Number(ctx.query.Id), ctx.language);
      if (!round) throw new Failure(FAILURES.readRoundNotFound);
      return { data: round };
    },
  };
}
