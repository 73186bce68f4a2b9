/**
 * Password reset links: a random token e-mailed to the user, stored only as its hash,
 * good for one use within its lifetime (real time, never the game clock).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { hashPassword } from './passwords';
import { endSessions } from './sessions';
import { emailKey, type UserRow } from './users';

export const RESET_TTL_MINUTES = 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who a reset mail goes to. */
export type ResetRecipient = Pick<UserRow, 'email' | 'user_name' | 'language_code'>;

/**
 * A new reset token for the holder of `email`, with whom to mail it; null when nobody
 * holds the address. A registered and an unknown address cost the same: a token is made
 * and hashed either way, and one statement looks the address up and stores the reset.
 */
export async function requestPasswordReset(
  db: Queryable,
  email: string,
  now: Date,
): Promise<{ token: string; to: ResetRecipient } | null> {
  const token = randomBytes(32).toString('base64url');
  const [to] = await db.query<ResetRecipient>(
    `WITH holder AS (SELECT id, email, user_name, language_code FROM users WHERE email_key = $2),
          reset AS (
            INSERT INTO password_resets (token_hash, user_id, expires_at, created_at)
            SELECT $1, id, $3, $4 FROM holder)
     SELECT email, user_name, language_code FROM holder`,
    [sha256(token), emailKey(email), new Date(now.getTime() + RESET_TTL_MINUTES * 60_000), now],
  );
  return to ? { token, to } : null;
}

/** The token is known, unused and unexpired (looked up by its hash: a guess costs one read). */
async function isUsable(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db.query(
    'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [tokenHash, now],
  );
  return row !== undefined;
}

/**
 * Sets the new password if the token is good, and ends the user's sessions; false when it
 * is unknown, used or expired. The token is checked before the new password is hashed, so
 * a bogus token costs no hashing.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  now: Date,
): Promise<boolean> {
  const tokenHash = sha256(token);
  if (!(await isUsable(db, tokenHash, now))) return false;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Marking the token used and changing the password happen together, once (two calls
    // with one token may both pass the check above; only one marks it).
    const [reset] = await tx.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [tokenHash, now],
    );
    if (!reset) return false;
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      reset.user_id,
      passwordHash,
    ]);
    await endSessions(tx, reset.user_id);
    return true;
  });
}
