/**
 * `Teams/GetTeamsList`: the clubs of a competition (public; the API calls a club a Team).
 */
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import { CLUB_PAGE, readClubs, SUPER_LIG } from '../season/clubs';
import type { HandlerDependencies } from './index';

export function clubHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
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
