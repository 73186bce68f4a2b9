/**
 * `UserWeeklyScore/*`: a user's round summary and the Pro league table (signed in).
 */
import { findUserById } from '../accounts/users';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import { PrefixedAnswer, SharedPrefix } from '../http/prefixedAnswer';
import type { OperationHandlers } from '../http/specRoutes';
import { SUPER_LIG } from '../season/clubs';
import { StoredTables } from '../leagues/storedTables';
import { readUserWeeklyScore } from '../stats/proTable';
import { readUserSeason } from '../stats/userSeason';
import { latestRoundIn, LOCKED_STATES, requireRound, STARTED_STATES } from '../stats/roundLookup';
import type { HandlerDependencies } from './index';

export function userScoreHandlers({ db }: HandlerDependencies): OperationHandlers {
  // A page is kept as its answer's compressed shared part.
  const tables = new StoredTables(db, (rows) => new SharedPrefix('Rows', rows));
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

    userWeeklyScoreGetUserSeason: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const userId = ctx.body.UserId ?? me;
      if (userId !== me && !(await findUserById(db, userId))) {
        throw new Failure(FAILURES.userNotFound);
      }
      return { data: await readUserSeason(db, userId, ctx.body.CompetitionCode ?? SUPER_LIG) };
    },

    userWeeklyScoreGetUserWeeklyScoreList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body;
      const { rows, rest, total } = await tables.read(
        { kind: 'pro' },
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
  };
}
