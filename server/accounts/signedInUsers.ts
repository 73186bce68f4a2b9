/**
 * Who a session token belongs to, as authentication asks on every signed-in call. A token
 * is checked once (signature, expiry, its user's session epoch, the account enabled) and
 * its caller kept while the accounts counter has not moved (migration 0021: it moves with
 * any change of a user's role, name, language, epoch or disabled state, on any server).
 * The counter is read for every call, after the call arrived (shared with the calls under
 * way, db/versionCounters.ts), so a sign-out, a disabled account or a new role is refused
 * or seen at the next call, as when each call read its user.
 */
import type { Database } from '../db/database';
import { versionCounters, type VersionCounters } from '../db/versionCounters';
import type { Clock } from '../platform/clock';
import type { SignedTokens } from './signedTokens';

export interface SignedInUser {
  userId: number;
  roleId: number;
  userName: string;
  languageCode: string;
}

interface Entry {
  user: SignedInUser;
  /** The accounts counter the user was read at. */
  version: number;
  /** The token's expiry, in ms of the clock that verifies tokens. */
  expiresAt: number;
}

/** Tokens kept; the oldest checked goes first (it is checked again at its next call). */
export const DEFAULT_MAX_TOKENS = 50_000;

export class SignedInUsers {
  private readonly entries = new Map<string, Entry>();
  private readonly versions: VersionCounters;

  constructor(
    private readonly db: Database,
    private readonly tokens: SignedTokens,
    /** The clock `tokens` verifies expiry with. */
    private readonly clock: Clock,
    private readonly maxTokens = DEFAULT_MAX_TOKENS,
  ) {
    this.versions = versionCounters(db);
  }

  /** The token's user, or null when the token or its session is no longer good. */
  async userOf(token: string): Promise<SignedInUser | null> {
    const { accounts } = await this.versions.current();
    const kept = this.entries.get(token);
    if (kept && kept.version === accounts && this.clock.now().getTime() < kept.expiresAt) {
      return kept.user;
    }
    const verified = await this.tokens.verify('session', token);
    if (!verified) return null;
    const [row] = await this.db.query<{
      role_id: number;
      user_name: string;
      language_code: string;
      session_epoch: number;
      disabled: boolean;
    }>(
      `SELECT role_id, user_name, language_code, session_epoch, disabled_at IS NOT NULL AS disabled
       FROM users WHERE id = $1`,
      [verified.subject],
      { prepareAs: 'session-user-enabled' },
    );
    // A session signed before the user's epoch moved (password change or reset, "sign
    // out everywhere": sessions.ts) has ended; so has every session of an account an admin
    // disabled.
    if (!row || row.disabled || verified.claims.epoch !== row.session_epoch) {
      this.entries.delete(token);
      return null;
    }
    const user: SignedInUser = {
      userId: verified.subject,
      roleId: row.role_id,
      userName: row.user_name,
      languageCode: row.language_code,
    };
    // Read after the counter: a change committed since moved it, so this entry is not reused.
    this.entries.delete(token);
    this.entries.set(token, {
      user,
      version: accounts,
      expiresAt: Number(verified.claims.exp) * 1000,
    });
    if (this.entries.size > this.maxTokens) this.entries.delete(this.entries.keys().next().value!);
    return user;
  }
}
