/**
 * `Player/GetBestOfTheWeek`: a round's best XI, top player and top user team (public).
 */
import type { OperationHandlers } from '../http/specRoutes';
import { SUPER_LIG } from '../season/clubs';
import { readBestOfTheWeek } from '../stats/bestOfTheWeek';
import { latestRoundIn, requireRound, STARTED_STATES } from '../stats/roundLookup';
import type { HandlerDependencies } from './index';

export function bestOfTheWeekHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    playerGetBestOfTheWeek: async (ctx) => {
      const asked = ctx.query.weeklyLeagueInformationId;
      // Without a round: the last scored one; a live or finished round only when asked for.
      const round =
        asked !== undefined
          ? await requireRound(db, asked)
          : await latestRoundIn(db, ctx.query.competitionCode ?? SUPER_LIG, ['scored']);
      if (!round || !STARTED_STATES.includes(round.state)) return { data: null };
      return { data: await readBestOfTheWeek(db, round) };
    },
  };
}
