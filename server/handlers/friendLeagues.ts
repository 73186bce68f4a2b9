/**
 * `FriendLeague/*`: friend groups, their members and invitations, and their tables.
 */
import { callerOf } from '../http/authentication';
import { pageOf } from '../http/paging';
import type { OperationHandlers } from '../http/specRoutes';
import {
  answerInvitation,
  createFriendGroup,
  deleteFriendGroup,
  FRIEND_GROUP_PAGE,
  friendGroupMemberSet,
  inviteToFriendGroup,
  joinFriendGroupByCode,
  readGroupsOwnedBy,
  readGroupUsers,
  readMyFriendGroups,
  readMyGroupUsers,
  removeFriendGroupUser,
  renameFriendGroup,
} from '../leagues/friendGroups';
import { readLeagueTable } from '../leagues/tables';
import { SUPER_LIG } from '../season/clubs';
import type { HandlerDependencies } from './index';

const DONE = { data: { Done: true as const } };

export function friendLeagueHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    friendLeagueGetFriendLeagueGroupsByOwnerUserId: async (ctx) => ({
      data: await readGroupsOwnedBy(db, ctx.query.ownerUserId, callerOf(ctx.request).userId),
    }),

    friendLeagueGetAllMyGroupUser: async (ctx) => ({
      data: await readMyGroupUsers(db, callerOf(ctx.request).userId),
    }),

    friendLeagueGetGroupUsers: async (ctx) => ({
      data: await readGroupUsers(db, ctx.query.GroupId, callerOf(ctx.request).userId),
    }),

    friendLeagueGetFriendLeagueGroups: async (ctx) => {
      const { groups, total } = await readMyFriendGroups(
        db,
        callerOf(ctx.request).userId,
        ctx.body.Name,
        pageOf(ctx.body.SortingPaging, FRIEND_GROUP_PAGE),
      );
      return { data: groups, count: total };
    },

    friendLeagueGetFriendLeagueUserScores: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const body = ctx.body;
      const { page, total } = await readLeagueTable(
        db,
        await friendGroupMemberSet(db, body.GroupId, me),
        {
          competitionCode: body.CompetitionCode ?? SUPER_LIG,
          roundId: body.WeeklyLeagueInformationId,
          callerId: me,
          paging: body.SortingPaging,
        },
      );
      return { data: page, count: total };
    },

    friendLeagueInsertGroup: async (ctx) => ({
      data: await createFriendGroup(db, callerOf(ctx.request).userId, ctx.body.Name, clock.now()),
    }),

    friendLeagueUpdateGroup: async (ctx) => ({
      data: await renameFriendGroup(db, callerOf(ctx.request).userId, ctx.body.Id, ctx.body.Name),
    }),

    friendLeagueDeleteGroup: async (ctx) => {
      await deleteFriendGroup(db, callerOf(ctx.request).userId, ctx.query.Id);
      return DONE;
    },

    friendLeagueInsertGroupUser: async (ctx) => ({
      data: await inviteToFriendGroup(
        db,
        callerOf(ctx.request).userId,
        ctx.query.GroupId,
        ctx.body.UserName,
        clock.now(),
      ),
    }),

    friendLeagueJoinGroupByCode: async (ctx) => ({
      data: await joinFriendGroupByCode(
        db,
        callerOf(ctx.request).userId,
        ctx.body.InviteCode,
        clock.now(),
      ),
    }),

    friendLeagueUpdateGroupUser: async (ctx) => {
      await answerInvitation(
        db,
        callerOf(ctx.request).userId,
        ctx.body.Id,
        ctx.body.Accepted,
        clock.now(),
      );
      return DONE;
    },

    friendLeagueDeleteGroupUser: async (ctx) => {
      await removeFriendGroupUser(
        db,
        callerOf(ctx.request).userId,
        ctx.query.FriendLeagueGroupUserId,
      );
      return DONE;
    },
  };
}
