/**
 * The users table as the rest of the server sees it: name folding for uniqueness, the
 * row, and the three faces of a user in api-spec (own account, public profile, summary).
 */
import type { User, UserProfile } from '../../store/api/generated/auth';
import type { Queryable } from '../db/database';

export interface UserRow {
  id: number;
  user_name: string;
  email: string;
  password_hash: string;
  role_id: 1 | 2;
  image_url: string | null;
  favorite_team_id: number | null;
  language_code: 'tr-TR' | 'en-US';
  email_verified_at: Date | null;
  created_at: Date;
  last_login_at: Date | null;
}

/**
 * Case-insensitive with Turkish rules, and I/ı/İ/i all count as one letter, so that
 * "Ali", "ALİ" and "ALI" cannot be three different players.
 */
export function userNameKey(userName: string): string {
  return userName.normalize('NFC').toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row;
}

/** By user name, or by e-mail when the login contains an @. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const [row] = login.includes('@')
    ? await db.query<UserRow>('SELECT * FROM users WHERE email_key = $1', [emailKey(login)])
    : await db.query<UserRow>('SELECT * FROM users WHERE user_name_key = $1', [userNameKey(login)]);
  return row;
}

export function toUser(row: UserRow): User {
  return {
    Id: row.id,
    UserName: row.user_name,
    Email: row.email,
    RoleId: row.role_id,
    ImageUrl: row.image_url,
    FavoriteTeamId: row.favorite_team_id,
    LanguageCode: row.language_code,
    EmailVerified: row.email_verified_at !== null,
    CreatedAt: row.created_at.toISOString(),
  };
}

export function toSummary(
  row: Pick<UserRow, 'id' | 'user_name' | 'image_url' | 'favorite_team_id'>,
) {
  return {
    Id: row.id,
    UserName: row.user_name,
    ImageUrl: row.image_url,
    FavoriteTeamId: row.favorite_team_id,
  };
}

export interface SocialCounts {
  friends: number;
  /** Friend requests to and from the user (only ever shown to the user). */
  incoming: number;
  outgoing: number;
  followers: number;
  following: number;
}

/** Every social count of a user, in one round trip (profile, friend and follow counts). */
export async function socialCountsOf(db: Queryable, userId: number): Promise<SocialCounts> {
  const [counts] = await db.query<SocialCounts>(
    `SELECT
       (SELECT count(*) FROM friendships WHERE user_low = $1 OR user_high = $1) AS friends,
       (SELECT count(*) FROM friend_requests WHERE to_user_id = $1) AS incoming,
       (SELECT count(*) FROM friend_requests WHERE from_user_id = $1) AS outgoing,
       (SELECT count(*) FROM follows WHERE followee_id = $1) AS followers,
       (SELECT count(*) FROM follows WHERE follower_id = $1) AS following`,
    [userId],
  );
  return counts!;
}

export async function profileOf(db: Queryable, row: UserRow): Promise<UserProfile> {
  const counts = await socialCountsOf(db, row.id);
  return {
    ...toSummary(row),
    CreatedAt: row.created_at.toISOString(),
    FriendCount: counts.friends,
    FollowerCount: counts.followers,
    FollowingCount: counts.following,
  };
}
