/**
 * Friendship is mutual: a request the other user accepts (or a request each way). The
 * pair is stored once, the lower id first.
 */
import { toSummary } from '../accounts/users';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import { notifyFriendRequest } from '../notifications/triggers';

export type FriendState = 'none' | 'requested' | 'incoming' | 'friends';

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]);

export async function friendState(db: Queryable, me: number, other: number): Promise<FriendState> {
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

const dropRequest = (tx: Queryable, from: number, to: number) =>
  tx.query('DELETE FROM friend_requests WHERE from_user_id = $1 AND to_user_id = $2', [from, to]);

const befriend = (tx: Queryable, me: number, other: number, now: Date) =>
  tx.query(
    'INSERT INTO friendships (user_low, user_high, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [...pair(me, other), now],
  );

/** Asks `other`; when `other` had already asked, both are friends at once. */
export async function addFriend(db: Database, me: number, other: number, now: Date) {
  await db.transaction(async (tx) => {
    const state = await friendState(tx, me, other);
    if (state === 'friends') throw new Failure(FAILURES.alreadyFriends);
    if (state === 'incoming') {
      // Both asked: that is a yes from each side.
      await dropRequest(tx, other, me);
      await befriend(tx, me, other, now);
    } else {
      const asked = await tx.query(
        'INSERT INTO friend_requests (from_user_id, to_user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
        [me, other, now],
      );
      if (asked.length > 0) await notifyFriendRequest(tx, me, other, now);
    }
  });
}

/** Accepts `other`'s request (and drops one of the caller's own the other way). */
export async function acceptFriend(db: Database, me: number, other: number, now: Date) {
  await db.transaction(async (tx) => {
    const removed = await tx.query(
      'DELETE FROM friend_requests WHERE from_user_id = $1 AND to_user_id = $2 RETURNING 1',
      [other, me],
    );
    if (removed.length === 0) throw new Failure(FAILURES.noFriendRequest);
    await dropRequest(tx, me, other);
    await befriend(tx, me, other, now);
  });
}

/** Declining an incoming request or withdrawing one's own: both end the request. */
export async function endFriendRequest(db: Queryable, me: number, other: number) {
  const removed = await db.query(
    `DELETE FROM friend_requests
      WHERE (from_user_id = $1 AND to_user_id = $2) OR (from_user_id = $2 AND to_user_id = $1)
      RETURNING 1`,
    [other, me],
  );
  if (removed.length === 0) throw new Failure(FAILURES.noFriendRequest);
}

export async function removeFriend(db: Queryable, me: number, other: number) {
  const removed = await db.query(
    'DELETE FROM friendships WHERE user_low = $1 AND user_high = $2 RETURNING 1',
    pair(me, other),
  );
  if (removed.length === 0) throw new Failure(FAILURES.notFriends);
}

/** The requests to and from the user, newest first. */
export async function friendRequestsOf(db: Queryable, me: number) {
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
    Incoming: rows.filter((r) => r.incoming).map(request),
    Outgoing: rows.filter((r) => !r.incoming).map(request),
  };
}

/** The user's friends by name. */
export async function friendsOf(db: Queryable, me: number) {
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
  return rows.map(toSummary);
}
