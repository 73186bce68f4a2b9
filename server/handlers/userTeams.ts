/**
 * `UserTeam/*`: save, list, show, count and generate the caller's user teams.
 */
import type {
  InsertCreatingUserTeamRequest,
  LineupOfPlayerType,
  UserTeamCount,
} from '../../store/api/generated/engine';
import type { Queryable } from '../db/database';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { currentRoundId } from '../rounds/roundView';
import { loadRuleSet } from '../rules/ruleSet';
import { generateTeam } from '../userTeams/generateTeam';
import { saveUserTeam } from '../userTeams/saveTeam';
import type { Random } from '../userTeams/squadGenerator';
import { mulberry32 } from '../platform/random';
import { readTeamDetail, readTeams } from '../userTeams/teamView';
import { extraTeamPrice } from '../userTeams/teamWallet';
import type { HandlerDependencies } from './index';

/** The round of a competition by id; 404 when unknown or of another competition. */
async function requireRoundOf(q: Queryable, roundId: number, competitionCode: string) {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM rounds WHERE id = $1 AND competition_code = $2',
    [roundId, competitionCode],
  );
  if (!row) throw new Failure(FAILURES.readRoundNotFound);
  return row.id;
}

/**
 * `random` seeds each generated squad (tests pass a fixed source); the squad itself is
 * drawn from a seeded generator, so one seed reproduces one proposal.
 */
export function userTeamHandlers(
  { db, clock }: HandlerDependencies,
  random: Random = Math.random,
): OperationHandlers {
  return {
    userTeamInsertCreatingUserTeam: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body as InsertCreatingUserTeamRequest;
      return { data: await saveUserTeam(db, me, body, clock.now()) };
    },

    userTeamGetUserTeamList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const competition = ctx.query.competitionCode as string;
      const asked = ctx.query.weeklyLeagueInformationId as number | undefined;
      const roundId =
        asked === undefined
          ? await currentRoundId(db, competition)
          : await requireRoundOf(db, asked, competition);
      if (roundId === null) return { data: [], count: 0 };
      const teams = await readTeams(
        db,
        't.user_id = $1 AND t.round_id = $2',
        [me, roundId],
        me,
        clock.now(),
      );
      return { data: teams, count: teams.length };
    },

    userTeamGetUserTeamDetailList: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      return { data: await readTeamDetail(db, Number(ctx.query.userTeamId), me, clock.now()) };
    },

    userTeamGetUserTeamCount: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const competition = ctx.query.competitionCode as string;
      const roundId = await requireRoundOf(
        db,
        Number(ctx.query.weeklyLeagueInformationId),
        competition,
      );
      const [counts] = await db.query<{ count: number; primaries: number }>(
        `SELECT count(*)::int AS count, count(*) FILTER (WHERE is_primary)::int AS primaries
         FROM user_teams WHERE user_id = $1 AND round_id = $2`,
        [me, roundId],
      );
      const rules = await loadRuleSet(db, competition);
      const extra = counts!.count - counts!.primaries;
      const answer: UserTeamCount = {
        WeeklyLeagueInformationId: roundId,
        Count: counts!.count,
        HasPrimary: counts!.primaries > 0,
        ExtraCount: extra,
        MaxExtraTeams: rules.Squad.MaxExtraTeams,
        ExtraTeamPriceCoins:
          extra >= rules.Squad.MaxExtraTeams
            ? null
            : await extraTeamPrice(db, me, rules.ExtraTeamPriceCoins),
      };
      return { data: answer };
    },

    userTeamGetGenarateUserTeam: async (ctx) => {
      callerOf(ctx.request);
      const team = await generateTeam(db, {
        competitionCode: ctx.query.competitionCode as string,
        lineup: ctx.query.lineupOfPlayerType as LineupOfPlayerType,
        useBudgetBooster: ctx.query.useABudgetBooster === true,
        now: clock.now(),
        random: mulberry32(Math.floor(random() * 2 ** 32)),
      });
      return { data: team };
    },
  };
}
