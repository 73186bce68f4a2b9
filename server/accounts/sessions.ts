/**
 * Sessions: a signed token (SignedTokens, purpose `session`) that carries its user's
 * session epoch at sign-in. Raising the epoch ends every session signed before: a password
 * change or reset, and "sign out everywhere". Authentication (http/authentication.ts)
 * compares the two on every signed-in call.
 */
import type { Queryable } from '../db/database';
import type { SignedTokens } from './signedTokens';
import type { UserRow } from './users';

export interface Session {
  Token: string;
  ExpiresDate: string;
}

/** A new session for the user, valid until its lifetime ends or the user's epoch moves. */
export async function startSession(
  tokens: SignedTokens,
  user: Pick<UserRow, 'id' | 'role_id' | 'session_epoch'>,
  ttlSeconds: number,
): Promise<Session> {
  const { token, expiresAt } = await tokens.sign(
    'session',
    user.id,
    { role: user.role_id, epoch: user.session_epoch },
    ttlSeconds,
  );
  return { Token: token, ExpiresDate: expiresAt.toISOString() };
}

/** Ends every session of the user (in the transaction of its cause). */
export async function endSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET session_epoch = session_epoch + 1 WHERE id = $1', [userId]);
}
