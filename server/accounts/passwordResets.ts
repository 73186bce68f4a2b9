/**
 * Password reset links: a random token e-mailed to the user, stored only as its hash,
 * good for one use within its lifetime.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

export const RESET_TTL_MINUTES = 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new reset token for the user (the only copy of it is the one returned). */
export async function createPasswordReset(
  db: Database,
  userId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)`,
    [sha256(token), userId, new Date(now.getTime() + RESET_TTL_MINUTES * 60_000), now],
  );
  return token;
}

/** Sets the new password if the token is good; false when it is unknown, used or expired. */
export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Marking the token used and changing the password happen together, once.
    const [reset] = await tx.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [sha256(token), now],
    );
    if (!reset) return false;
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      reset.user_id,
      passwordHash,
    ]);
    return true;
  });
}
