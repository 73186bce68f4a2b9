/**
 * The admin panel's season data calls: `Admin/ImportSeason`, `Admin/UpsertMatchEvents` and
 * `Admin/UpdateMatch` (Admin only, by the spec's security). The match calls answer the
 * match as the public match page and list show it.
 */
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { updateMatch, upsertMatchSheet } from '../season/matchEntry';
import { importSeason, SeasonImportError } from '../season/seasonImport';
import { readMatchDetail } from '../stats/matchDetail';
import { readMatch } from '../stats/matchView';
import type { HandlerDependencies } from './index';

export function seasonAdminHandlers(deps: HandlerDependencies): OperationHandlers {
  const { db, clock } = deps;

  return {
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
      await upsertMatchSheet(db, body);
      return { data: await readMatchDetail(db, body.MatchId) };
    },

    adminUpdateMatch: async (ctx) => {
      const body = ctx.body;
      const matchId = await updateMatch(db, body);
      return { data: (await readMatch(db, matchId))! };
    },
  };
}
