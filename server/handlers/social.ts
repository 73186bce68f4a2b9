/**
 * `Friend/*` (mutual: a request the other user accepts) and `Follow/*` (one way).
 */
import { findUserById, socialCountsOf } from '../accounts/users';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationContext, OperationHandlers, OperationId } from '../http/specRoutes';
import { follow, followStatus, unfollow } from '../social/follows';
import {
  acceptFriend,
  addFriend,
  endFriendRequest,
  friendRequestsOf,
  friendsOf,
  friendState,
  removeFriend,
} from '../social/friends';
import type { HandlerDependencies } from './index';

/** The calls about the caller and one other user (`?userId`, required). */
type PairOperation = Extract<
  OperationId,
  | 'friendAddFriend'
  | 'friendAcceptFriend'
  | 'friendDeclineFriend'
  | 'friendRemoveFriend'
  | 'friendIsFriend'
  | 'followFollow'
  | 'followUnFollow'
  | 'followFollowStatus'
>;

export function socialHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  /** The caller and the other user of `?userId`, which must exist and not be the caller. */
  const parties = async (ctx: OperationContext<PairOperation>) => {
    const me = callerOf(ctx.request).userId;
    const other = ctx.query.userId;
    if (other === me) throw new Failure(FAILURES.notYourself);
    if (!(await findUserById(db, other))) throw new Failure(FAILURES.userNotFound);
    return { me, other };
  };
  const status = async (me: number, other: number) => ({
    data: { UserId: other, Status: await friendState(db, me, other) },
  });

  return {
    friendFriendCount: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const userId = ctx.body?.UserId ?? me;
      if (!(await findUserById(db, userId))) throw new Failure(FAILURES.userNotFound);
      const counts = await socialCountsOf(db, userId);
      return {
        data: {
          UserId: userId,
          FriendCount: counts.friends,
          // Pending requests are the caller's own business.
          ...(userId === me && {
            IncomingRequestCount: counts.incoming,
            OutgoingRequestCount: counts.outgoing,
          }),
        },
      };
    },

    friendAddFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      await addFriend(db, me, other, clock.now());
      return status(me, other);
    },

    friendAcceptFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      await acceptFriend(db, me, other, clock.now());
      return status(me, other);
    },

    friendDeclineFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      await endFriendRequest(db, me, other);
      return status(me, other);
    },

    friendRemoveFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      await removeFriend(db, me, other);
      return status(me, other);
    },

    friendIsFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      return status(me, other);
    },

    friendGetFriendRequests: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      return { data: await friendRequestsOf(db, me) };
    },

    friendGetFriends: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const friends = await friendsOf(db, me);
      return { data: friends, count: friends.length };
    },

    followGetFollowCount: async (ctx) => {
      const userId = ctx.query.userId ?? callerOf(ctx.request).userId;
      if (!(await findUserById(db, userId))) throw new Failure(FAILURES.userNotFound);
      const counts = await socialCountsOf(db, userId);
      return {
        data: { UserId: userId, FollowerCount: counts.followers, FollowingCount: counts.following },
      };
    },

    followFollow: async (ctx) => {
      const { me, other } = await parties(ctx);
      await follow(db, me, other, clock.now());
      return { data: await followStatus(db, me, other) };
    },

    followUnFollow: async (ctx) => {
      const { me, other } = await parties(ctx);
      await unfollow(db, me, other);
      return { data: await followStatus(db, me, other) };
    },

    followFollowStatus: async (ctx) => {
      const { me, other } = await parties(ctx);
      return { data: await followStatus(db, me, other) };
    },
  };
}
