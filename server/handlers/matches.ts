/**
 * `MatchesOfTheWeek/GetMatchesOfTheWeekList` and `Match/GetMatchDetail`: fixtures, results
 * and the match page (public).
 */
import { pageOf } from '../http/paging';
import { PreparedAnswer } from '../http/preparedAnswer';
import type { OperationHandlers } from '../http/specRoutes';
import { currentRoundId } from '../rounds/roundView';
import { SUPER_LIG } from '../season/clubs';
import { readMatchDetail } from '../stats/matchDetail';
import { MATCH_PAGE, readMatchPage } from '../stats/matchView';
import { requireRound } from '../stats/roundLookup';
import { SeasonReadCache } from '../stats/seasonReadCache';
import type { HandlerDependencies } from './index';

export function matchHandlers({ db }: HandlerDependencies): OperationHandlers {
  // The fixtures of the home page and /bilgiler change only when the season data does.
  const cache = new SeasonReadCache(db);
  return {
    matchesOfTheWeekGetMatchesOfTheWeekList: (ctx) =>
      cache.read(JSON.stringify(ctx.body), async () => {
        const body = ctx.body;
        const competition = body.CompetitionCode ?? SUPER_LIG;
        const page = pageOf(body.SortingPaging, MATCH_PAGE);
        const teamId = body.TeamId ?? null;
        // Without a round: the current round, or the club's whole season.
        let roundId: number | null = null;
        if (body.WeeklyLeagueInformationId !== undefined) {
          roundId = (await requireRound(db, body.WeeklyLeagueInformationId)).id;
        } else if (teamId === null) {
          roundId = await currentRoundId(db, competition);
          if (roundId === null) return new PreparedAnswer([], 0);
        }
        const { matches, total } = await readMatchPage(
          db,
          { competition, roundId, clubId: teamId, states: body.States ?? null },
          page,
        );
        return new PreparedAnswer(matches, total);
      }),

    matchGetMatchDetail: async (ctx) => ({
      data: await readMatchDetail(db, ctx.query.matchId),
    }),
  };
}
