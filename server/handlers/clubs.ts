/**
 * `Teams/GetTeamsList`: the clubs of a competition (public; the API calls a club a Team).
 */
import type { Team, TeamListRequest } from '../../store/api/generated/engine';
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import { SUPER_LIG } from '../season/clubs';
import { turkishSortKey } from '../stats/textOrder';
import type { HandlerDependencies } from './index';

const CLUB_PAGE = {
  columns: { Name: turkishSortKey('c.name'), Code: 'c.code COLLATE "C"' },
  fallback: { column: 'Name', order: 'asc' as const },
};

export function clubHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    teamsGetTeamsList: async (ctx) => {
      const body = ctx.body as TeamListRequest;
      const competition = body.CompetitionCode ?? SUPER_LIG;
      const page = pageOf(body.SortingPaging, CLUB_PAGE);
      const rows = await db.query<{
        id: number;
        competition_code: string;
        code: string;
        name: string;
        short_name: string;
        primary_color: string;
        secondary_color: string;
      }>(
        `SELECT c.* FROM clubs c WHERE c.competition_code = $1
         ORDER BY ${page.orderBy}, c.id LIMIT $2 OFFSET $3`,
        [competition, page.limit, page.offset],
      );
      const teams: Team[] = rows.map((c) => ({
        Id: c.id,
        CompetitionCode: c.competition_code,
        Code: c.code,
        Name: c.name,
        ShortName: c.short_name,
        PrimaryColor: c.primary_color,
        SecondaryColor: c.secondary_color,
      }));
      const [total] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM clubs WHERE competition_code = $1',
        [competition],
      );
      return { data: teams, count: total!.n };
    },
  };
}
