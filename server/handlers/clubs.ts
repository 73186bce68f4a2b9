/**
 * `Teams/GetTeamsList`: the clubs of a competition (public; the API calls a club a Team);
 * `Teams/GetClubFixtures`: their places and next fixtures with difficulty (kept while the
 * season data has not changed).
 */
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import { CLUB_PAGE, readClubs, SUPER_LIG } from '../season/clubs';
import { DEFAULT_NEXT_FIXTURES, readClubFixtures } from '../stats/clubFixtures';
import { SeasonReadCache } from '../stats/seasonReadCache';
import type { HandlerDependencies } from './index';

export function clubHandlers({ db }: HandlerDependencies): OperationHandlers {
  const cache = new SeasonReadCache(db);
  return {
    teamsGetClubFixtures: async (ctx) => {
      const competition = ctx.query.competitionCode ?? SUPER_LIG;
      const count = ctx.query.count ?? DEFAULT_NEXT_FIXTURES;
      const data = await cache.read(`${competition}:${count}`, () =>
        readClubFixtures(db, competition, count),
      );
      return { data };
    },
    teamsGetTeamsList: async (ctx) => {
      const body = ctx.body;
      const competition = body.CompetitionCode ?? SUPER_LIG;
      const { teams, total } = await readClubs(
        db,
        competition,
        pageOf(body.SortingPaging, CLUB_PAGE),
      );
      return { data: teams, count: total };
    },
  };
}
