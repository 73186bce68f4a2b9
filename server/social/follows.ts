/** Following is one way: no request, no answer. */
import type { Queryable } from '../db/database';

export async function followStatus(db: Queryable, me: number, other: number) {
  const [row] = await db.query<{ following: boolean; followed_by: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2) AS following,
       EXISTS (SELECT 1 FROM follows WHERE follower_id = $2 AND followee_id = $1) AS followed_by`,
    [me, other],
  );
  return { UserId: other, IsFollowing: row!.following, IsFollowedBy: row!.followed_by };
}

export async function follow(db: Queryable, me: number, other: number, now: Date) {
  await db.query(
    'INSERT INTO follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [me, other, now],
  );
}

export async function unfollow(db: Queryable, me: number, other: number) {
  await db.query('DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2', [me, other]);
}
