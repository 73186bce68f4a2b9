/**
 * The admin panel's season data calls: `Admin/ImportSeason` (and in the background:
 * `Admin/StartSeasonImport`, `Admin/GetSeasonImport`), `Admin/UpsertMatchEvents`,
 * `Admin/UpdateMatch`, `Admin/GetPlayers` and `Admin/UpdatePlayer` (Admin only, by the
 * spec's security). The match calls answer the match as the public match page and list
 * show it.
 */
import { adminActionOf } from '../admin/audit';
import { ADMIN_PLAYER_PAGE, listAdminPlayers, updateAdminPlayer } from '../admin/players';
import { readSeasonImport, startSeasonImport } from '../admin/seasonImports';
import { pageOf } from '../http/paging';
import { SUPER_LIG } from '../season/clubs';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { updateMatch, upsertMatchSheet } from '../season/matchEntry';
import { importSeason, SeasonImportError } from '../season/seasonImport';
import { readMatchDetail } from '../stats/matchDetail';
import { readMatch } from '../stats/matchView';
import type { HandlerDependencies } from './index';

export function seasonAdminHandlers(deps: HandlerDependencies): OperationHandlers {
  const { db, clock, realClock } = deps;

  return {
    adminStartSeasonImport: async (ctx) => ({
      data: await startSeasonImport(
        db,
        ctx.body,
        { gameClock: clock, realClock },
        adminActionOf(ctx.request),
      ),
    }),

    adminGetSeasonImport: async (ctx) => ({ data: await readSeasonImport(db, ctx.query.Id) }),

    adminGetPlayers: async (ctx) => {
      const body = ctx.body;
      const { rows, total } = await listAdminPlayers(
        db,
        {
          competition: body.CompetitionCode ?? SUPER_LIG,
          search: body.Search ?? null,
          clubId: body.TeamId ?? null,
          status: body.Status ?? null,
        },
        pageOf(body.SortingPaging, ADMIN_PLAYER_PAGE),
      );
      return { data: rows, count: total };
    },

    adminUpdatePlayer: async (ctx) => ({
      data: await updateAdminPlayer(db, ctx.body, clock.now(), adminActionOf(ctx.request)),
    }),

    adminImportSeason: async (ctx) => {
      try {
        return { data: await importSeason(db, ctx.body, clock.now()) };
      } catch (error) {
        if (error instanceof SeasonImportError) {
          throw new Failure(FAILURES.importRefused, error.problem);
        }
        throw error;
      }
    },

    adminUpsertMatchEvents: async (ctx) => {
      const body = ctx.body;
      await upsertMatchSheet(db, body, adminActionOf(ctx.request));
      return { data: await readMatchDetail(db, body.MatchId) };
    },

    adminUpdateMatch: async (ctx) => {
      const body = ctx.body;
      const matchId = await updateMatch(db, body, adminActionOf(ctx.request));
      return { data: (await readMatch(db, matchId))! };
    },
  };
}
