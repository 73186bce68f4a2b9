/**
 * The users table as the rest of the server sees it: name folding for uniqueness, the
 * row, and the three faces of a user in api-spec (own account, public profile, summary).
 */
import type { User, UserProfile } from '../../store/api/auth';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';

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
  /** Raised to end every session signed before (accounts/sessions.ts). */
  session_epoch: number;
  /** Set by an admin: the account cannot sign in and its sessions are refused. */
  disabled_at: Date | null;
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

/** Users' favourite clubs by id (null: none; absent: no such user), in one statement. */
export async function favouriteClubsOf(
  db: Queryable,
  ids: number[],
): Promise<Map<number, number | null>> {
  const rows = await db.query<{ id: number; favorite_team_id: number | null }>(
    'SELECT id, favorite_team_id FROM users WHERE id = ANY($1::int[])',
    [ids],
    { prepareAs: 'favourite-clubs' },
  );
  return new Map(rows.map((r) => [r.id, r.favorite_team_id]));
}

/** Redeeming coupons, buying and paying need a verified e-mail address (GAME_RULES "Accounts"). */
export async function requireVerifiedEmail(db: Queryable, id: number): Promise<void> {
  const [row] = await db.query<{ verified: boolean }>(
    'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
    [id],
  );
  if (!row?.verified) throw new Failure(FAILURES.emailNotVerified);
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

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE email_key = $1', [
    emailKey(email),
  ]);
  return row;
}

/** By user name, by id, or by both (both must then name the same user). */
export async function findUserByNameOrId(
  db: Queryable,
  userName: string | undefined,
  userId: number | undefined,
): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT * FROM users WHERE ($1::text IS NULL OR user_name_key = $1)
                          AND ($2::int IS NULL OR id = $2)`,
    [userName === undefined ? null : userNameKey(userName), userId ?? null],
  );
  return row;
}

/** Which of a new user's name and e-mail another user has already. */
export async function takenOf(db: Queryable, userName: string, email: string) {
  const [taken] = await db.query<{ name: boolean; email: boolean }>(
    `SELECT bool_or(user_name_key = $1) AS name, bool_or(email_key = $2) AS email
       FROM users WHERE user_name_key = $1 OR email_key = $2`,
    [userNameKey(userName), emailKey(email)],
  );
  return { name: taken?.name === true, email: taken?.email === true };
}

export interface NewUser {
  userName: string;
  email: string;
  passwordHash: string;
  favoriteTeamId: number;
  languageCode: UserRow['language_code'];
  now: Date;
}

/** A unique violation tells which field collided; the failure names it. */
function duplicateOf(error: unknown): Failure | undefined {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return undefined;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  return where.includes('email')
    ? new Failure(FAILURES.emailTaken)
    : new Failure(FAILURES.userNameTaken);
}

/** Registers a user (the agreement accepted and signed in now). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  try {
    const [row] = await db.query<UserRow>(
      `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
         favorite_team_id, language_code, agreement_accepted_at, created_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8) RETURNING *`,
      [
        user.userName.normalize('NFC'),
        userNameKey(user.userName),
        user.email.trim(),
        emailKey(user.email),
        user.passwordHash,
        user.favoriteTeamId,
        user.languageCode,
        user.now,
      ],
    );
    return row!;
  } catch (error) {
    throw duplicateOf(error) ?? error;
  }
}

export async function recordLogin(db: Queryable, userId: number, now: Date) {
  await db.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [userId, now]);
}

/**
 * Marks the address verified if the user still has it (a link confirms the address it was
 * sent to, not whatever the account has now); false when the user or address is gone.
 */
export async function confirmEmail(
  db: Queryable,
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ id: number }>(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, $3)
      WHERE id = $1 AND email_key = $2 RETURNING id`,
    [userId, email, now],
  );
  return row !== undefined;
}

/**
 * A user's own changes: the image (null clears it; an uploaded one is deleted), favourite
 * club and password hash. A new password ends every session of the user in the same
 * statement (accounts/sessions.ts).
 */
export async function updateUser(
  db: Queryable,
  userId: number,
  change: { imageUrl?: string | null; favoriteTeamId?: number; passwordHash?: string },
): Promise<UserRow> {
  // The session epoch is set only with a new password: naming it in SET at all moves the
  // accounts counter (migration 0021), and with it every server's kept callers of every
  // session would be read again after any player's new picture or club.
  const endSessions = change.passwordHash !== undefined;
  // A new picture address drops an uploaded picture (user_pictures) with it.
  const [row] = await db.query<UserRow>(
    `WITH gone AS (DELETE FROM user_pictures WHERE user_id = $1 AND $2)
     UPDATE users SET
       image_url = CASE WHEN $2 THEN $3 ELSE image_url END,
       favorite_team_id = coalesce($4, favorite_team_id),
       password_hash = coalesce($5, password_hash)${endSessions ? ',\n       session_epoch = session_epoch + 1' : ''}
     WHERE id = $1 RETURNING *`,
    [
      userId,
      change.imageUrl !== undefined,
      change.imageUrl ?? null,
      change.favoriteTeamId ?? null,
      change.passwordHash ?? null,
    ],
  );
  return row!;
}

export async function setLanguage(
  db: Queryable,
  userId: number,
  languageCode: UserRow['language_code'],
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    'UPDATE users SET language_code = $2 WHERE id = $1 RETURNING *',
    [userId, languageCode],
  );
  return row!;
}
