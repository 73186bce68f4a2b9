/**
 * `UserWeeklyScore/*`: a user's round summary and the Pro league table (signed in).
 */
import { findUserById } from '../accounts/users';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import { SUPER_LIG } from '../season/clubs';
import { latestTableRound, readTable } from '../leagues/tables';
import { readUserWeeklyScore } from '../stats/proTable';
import { latestRoundIn, LOCKED_STATES, requireRound, STARTED_STATES } from '../stats/roundLookup';
import type { HandlerDependencies } from './index';

// Tables come in rank order: only the paging part of the body counts.
const TABLE_PAGE = {
  columns: { Rank: 'rank' },
  fallback: { column: 'Rank', order: 'asc' as const },
};

export function userScoreHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    userWeeklyScoreGetWeeklyScoreByUserId: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body;
      const userId = body.UserId ?? me;
      if (userId !== me && !(await findUserById(db, userId))) {
        throw new Failure(FAILURES.userNotFound);
      }
      const round =
        body.WeeklyLeagueInformationId !== undefined
          ? await requireRound(db, body.WeeklyLeagueInformationId)
          : await latestRoundIn(db, body.CompetitionCode ?? SUPER_LIG, STARTED_STATES);
      if (!round) return { data: null };
      if (userId !== me && !LOCKED_STATES.includes(round.state)) {
        throw new Failure(FAILURES.otherUserScoreHidden);
      }
      if (!STARTED_STATES.includes(round.state)) return { data: null };
      return { data: await readUserWeeklyScore(db, userId, round) };
    },

    userWeeklyScoreGetUserWeeklyScoreList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body;
      const { limit, offset } = pageOf({ ...body.SortingPaging, SortItem: undefined }, TABLE_PAGE);
      const overall = body.WeeklyLeagueInformationId == null;
      const round = overall
        ? await latestTableRound(db, body.CompetitionCode ?? SUPER_LIG)
        : await requireRound(db, body.WeeklyLeagueInformationId!);
      if (!round) {
        return {
          data: { Rows: [], MyRow: null, WeeklyLeagueInformationId: null, IsProvisional: false },
          count: 0,
        };
      }
      const { page, total } = await readTable(
        db,
        round,
        { kind: 'pro' },
        {
          overall,
          callerId: me,
          limit,
          offset,
        },
      );
      return { data: page, count: total };
    },
  };
}
