/**
 * The Taraftar Ligi table and the end-of-week summary (league base); the tables come from
 * leagues/tables.ts, the summary and prizes from leagues/endOfWeek.ts.
 */
import { callerOf } from '../http/authentication';
import { PrefixedAnswer, SharedPrefix } from '../http/prefixedAnswer';
import type { OperationHandlers } from '../http/specRoutes';
import { endWeekSummary } from '../leagues/endOfWeek';
import { StoredTables } from '../leagues/storedTables';
import { SUPER_LIG } from '../season/clubs';
import type { HandlerDependencies } from './index';

export function leagueHandlers({ db }: HandlerDependencies): OperationHandlers {
  // A page is kept as its answer's compressed shared part.
  const tables = new StoredTables(db, (rows) => new SharedPrefix('Rows', rows));
  return {
    favoriteTeamLeagueGetFavoriteTeamUserScoreList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body;
      const clubId = body.FavoriteTeamId ?? (await tables.favouriteClubOf(me, ctx.arrivedAt));
      // No favourite club: in no Taraftar table.
      const { rows, rest, total } =
        clubId == null
          ? tables.empty
          : await tables.read(
              { kind: 'club', clubId },
              {
                competitionCode: body.CompetitionCode ?? SUPER_LIG,
                roundId: body.WeeklyLeagueInformationId,
                callerId: me,
                paging: body.SortingPaging,
                since: ctx.arrivedAt,
              },
            );
      return new PrefixedAnswer(rows, rest, total);
    },

    leagueStatisticsGetUserEndWeekAllLeagueSumary: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const { summary, message } = await endWeekSummary(db, me, ctx.query, ctx.language);
      return { data: summary, message: message ?? undefined };
    },
  };
}
