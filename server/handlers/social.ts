/**
 * `Friend/*` (mutual: a request the other user accepts) and `Follow/*` (one way).
 */
import type { FriendCountRequest } from '../../store/api/generated/auth';
import { findUserById, socialCountsOf, toSummary } from '../accounts/users';
import type { Queryable } from '../db/database';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationContext, OperationHandlers } from '../http/specRoutes';
import type { HandlerDependencies } from './index';

type FriendState = 'none' | 'requested' | 'incoming' | 'friends';

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]);

async function friendState(db: Queryable, me: number, other: number): Promise<FriendState> {
  const [row] = await db.query<{ friends: boolean; requested: boolean; incoming: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM friendships WHERE user_low = $3 AND user_high = $4) AS friends,
       EXISTS (SELECT 1 FROM friend_requests WHERE from_user_id = $1 AND to_user_id = $2) AS requested,
       EXISTS (SELECT 1 FROM friend_requests WHERE from_user_id = $2 AND to_user_id = $1) AS incoming`,
    [me, other, ...pair(me, other)],
  );
  if (row!.friends) return 'friends';
  if (row!.incoming) return 'incoming';
  return row!.requested ? 'requested' : 'none';
}

async function followStatus(db: Queryable, me: number, other: number) {
  const [row] = await db.query<{ following: boolean; followed_by: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2) AS following,
       EXISTS (SELECT 1 FROM follows WHERE follower_id = $2 AND followee_id = $1) AS followed_by`,
    [me, other],
  );
  return { UserId: other, IsFollowing: row!.following, IsFollowedBy: row!.followed_by };
}

export function socialHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  /** The caller and the other user of `?userId`, which must exist and not be the caller. */
  const parties = async (ctx: OperationContext) => {
    const me = callerOf(ctx.request).userId;
    const other = Number(ctx.query.userId);
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
      const userId = (ctx.body as FriendCountRequest | undefined)?.UserId ?? me;
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
      await db.transaction(async (tx) => {
        const state = await friendState(tx, me, other);
        if (state === 'friends') throw new Failure(FAILURES.alreadyFriends);
        if (state === 'incoming') {
          // Both asked: that is a yes from each side.
          await tx.query(
            'DELETE FROM friend_requests WHERE from_user_id = $1 AND to_user_id = $2',
            [other, me],
          );
          await tx.query(
            'INSERT INTO friendships (user_low, user_high, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
            [...pair(me, other), clock.now()],
          );
        } else {
          await tx.query(
            'INSERT INTO friend_requests (from_user_id, to_user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
            [me, other, clock.now()],
          );
        }
      });
      return status(me, other);
    },

    friendAcceptFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      await db.transaction(async (tx) => {
        const removed = await tx.query(
          'DELETE FROM friend_requests WHERE from_user_id = $1 AND to_user_id = $2 RETURNING 1',
          [other, me],
        );
        if (removed.length === 0) throw new Failure(FAILURES.noFriendRequest);
        await tx.query('DELETE FROM friend_requests WHERE from_user_id = $1 AND to_user_id = $2', [
          me,
          other,
        ]);
        await tx.query(
          'INSERT INTO friendships (user_low, user_high, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [...pair(me, other), clock.now()],
        );
      });
      return status(me, other);
    },

    friendDeclineFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      // Declining an incoming request or withdrawing one's own: both end the request.
      const removed = await db.query(
        `DELETE FROM friend_requests
          WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)
          RETURNING 1`,
        [other, me],
      );
      if (removed.length === 0) throw new Failure(FAILURES.noFriendRequest);
      return status(me, other);
    },

    friendRemoveFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      const removed = await db.query(
        'DELETE FROM friendships WHERE user_low = $1 AND user_high = $2 RETURNING 1',
        pair(me, other),
      );
      if (removed.length === 0) throw new Failure(FAILURES.notFriends);
      return status(me, other);
    },

    friendIsFriend: async (ctx) => {
      const { me, other } = await parties(ctx);
      return status(me, other);
    },

    friendGetFriendRequests: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const rows = await db.query<{
        incoming: boolean;
        id: number;
        user_name: string;
        image_url: string | null;
        favorite_team_id: number | null;
        created_at: Date;
      }>(
        `SELECT r.to_user_id = $1 AS incoming, u.id, u.user_name, u.image_url, u.favorite_team_id, r.created_at
           FROM friend_requests r
           JOIN users u ON u.id = CASE WHEN r.to_user_id = $1 THEN r.from_user_id ELSE r.to_user_id END
          WHERE r.to_user_id = $1 OR r.from_user_id = $1
          ORDER BY r.created_at DESC, u.id`,
        [me],
      );
      const request = (r: (typeof rows)[number]) => ({
        User: toSummary(r),
        RequestedAt: r.created_at.toISOString(),
      });
      return {
        data: {
          Incoming: rows.filter((r) => r.incoming).map(request),
          Outgoing: rows.filter((r) => !r.incoming).map(request),
        },
      };
    },

    friendGetFriends: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const rows = await db.query<{
        id: number;
        user_name: string;
        image_url: string | null;
        favorite_team_id: number | null;
      }>(
        `SELECT u.id, u.user_name, u.image_url, u.favorite_team_id
           FROM friendships f
           JOIN users u ON u.id = CASE WHEN f.user_low = $1 THEN f.user_high ELSE f.user_low END
          WHERE f.user_low = $1 OR f.user_high = $1
          ORDER BY u.user_name_key`,
        [me],
      );
      return { data: rows.map(toSummary), count: rows.length };
    },

    followGetFollowCount: async (ctx) => {
      const userId = (ctx.query.userId as number | undefined) ?? callerOf(ctx.request).userId;
      if (!(await findUserById(db, userId))) throw new Failure(FAILURES.userNotFound);
      const counts = await socialCountsOf(db, userId);
      return {
        data: { UserId: userId, FollowerCount: counts.followers, FollowingCount: counts.following },
      };
    },

    followFollow: async (ctx) => {
      const { me, other } = await parties(ctx);
      await db.query(
        'INSERT INTO follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [me, other, clock.now()],
      );
      return { data: await followStatus(db, me, other) };
    },

    followUnFollow: async (ctx) => {
      const { me, other } = await parties(ctx);
      await db.query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [
        me,
        other,
      ]);
      return { data: await followStatus(db, me, other) };
    },

    followFollowStatus: async (ctx) => {
      const { me, other } = await parties(ctx);
      return { data: await followStatus(db, me, other) };
    },
  };
}
