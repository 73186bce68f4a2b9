/**
 * `ClansLeague/*`: clans, their members and their tables.
 */
import { callerOf } from '../http/authentication';
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import { FAILURES, Failure } from '../http/failures';
import { readClanTable } from '../leagues/clanTable';
import {
  CLAN_PAGE,
  CLAN_USER_PAGE,
  clanMemberSet,
  createClan,
  deleteClan,
  findClan,
  handOverClan,
  joinClan,
  readClans,
  readClanUsers,
  removeClanMember,
  renameClan,
} from '../leagues/clans';
import { latestTableRound, readLeagueTable, tablePage } from '../leagues/tables';
import { SUPER_LIG } from '../season/clubs';
import { requireRound } from '../stats/roundLookup';
import type { HandlerDependencies } from './index';

const DONE = { data: { Done: true as const } };

export function clanHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    clansLeagueGetClans: async (ctx) => {
      const { clans, total } = await readClans(
        db,
        { name: ctx.body.Name, memberUserId: ctx.body.MemberUserId },
        pageOf(ctx.body.SortingPaging, CLAN_PAGE),
      );
      return { data: clans, count: total };
    },

    clansLeagueGetClanUsers: async (ctx) => {
      const { users, total } = await readClanUsers(
        db,
        ctx.body.ClanId,
        pageOf(ctx.body.SortingPaging, CLAN_USER_PAGE),
      );
      return { data: users, count: total };
    },

    clansLeagueGetClanLeagueUserScores: async (ctx) => {
      const body = ctx.body;
      await findClan(db, body.ClanId);
      const { page, total } = await readLeagueTable(
        db,
        clanMemberSet(body.ClanId, body.WeeklyLeagueInformationId),
        {
          competitionCode: body.CompetitionCode ?? SUPER_LIG,
          roundId: body.WeeklyLeagueInformationId,
          callerId: callerOf(ctx.request).userId,
          paging: body.SortingPaging,
        },
      );
      return { data: page, count: total };
    },

    clansLeagueGetByClanScores: async (ctx) => {
      const body = ctx.body;
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
      const { page, total } = await readClanTable(db, round, {
        overall,
        callerId: callerOf(ctx.request).userId,
        ...tablePage(body.SortingPaging),
      });
      return { data: page, count: total };
    },

    clansLeagueInsertClan: async (ctx) => ({
      data: await createClan(db, callerOf(ctx.request).userId, ctx.body.Name, clock.now()),
    }),

    clansLeagueInsertClanUser: async (ctx) => ({
      data: await joinClan(
        db,
        callerOf(ctx.request).userId,
        ctx.query.ClanId,
        ctx.body.UserName,
        clock.now(),
      ),
    }),

    clansLeagueUpdateClan: async (ctx) => ({
      data: await renameClan(db, callerOf(ctx.request).userId, ctx.body.Id, ctx.body.Name),
    }),

    clansLeagueUpdateClanUser: async (ctx) => {
      // Handing the clan over is the only change a membership takes.
      if (ctx.body.Role !== 'owner') {
        throw new Failure(FAILURES.invalidRequest, 'Role: only owner (a hand-over) is accepted');
      }
      return { data: await handOverClan(db, callerOf(ctx.request).userId, ctx.body.Id) };
    },

    clansLeagueDeleteClan: async (ctx) => {
      await deleteClan(db, callerOf(ctx.request).userId, ctx.query.Id);
      return DONE;
    },

    clansLeagueDeleteClanUser: async (ctx) => {
      await removeClanMember(db, callerOf(ctx.request).userId, ctx.query.clanUserId, clock.now());
      return DONE;
    },
  };
}
