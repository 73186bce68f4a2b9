/**
 * First start: the clubs, an Admin and a demo User. Their credentials are printed once,
 * when they are made; later starts find them and say nothing. A password set by the
 * environment is never printed: whoever set it knows it, and logs are kept.
 */
import { randomBytes } from 'node:crypto';
import type { SeedAccount } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../platform/clock';
import { seedClubs } from '../season/clubs';
import { hashPassword } from './passwords';
import { emailKey, userNameKey } from './users';

export interface CreatedAccount {
  role: 'Admin' | 'User';
  userName: string;
  email: string;
  /** Only when made here (no password in the environment). */
  generatedPassword: string | undefined;
}

export async function firstStart(
  db: Database,
  clock: Clock,
  accounts: { admin: SeedAccount; demo: SeedAccount },
): Promise<CreatedAccount[]> {
  await seedClubs(db);
  const created: CreatedAccount[] = [];
  for (const [role, account] of [
    ['Admin', accounts.admin],
    ['User', accounts.demo],
  ] as const) {
    const password = account.password ?? randomBytes(9).toString('base64url');
    const now = clock.now();
    const rows = await db.query(
      `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash, role_id,
         favorite_team_id, email_verified_at, agreement_accepted_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        account.userName,
        userNameKey(account.userName),
        account.email,
        emailKey(account.email),
        await hashPassword(password),
        role === 'Admin' ? 2 : 1,
        now,
      ],
    );
    if (rows.length > 0) {
      const generatedPassword = account.password === undefined ? password : undefined;
      created.push({ role, userName: account.userName, email: account.email, generatedPassword });
    }
  }
  return created;
}

/** What the console says about the accounts just made. */
export function createdAccountLines(created: CreatedAccount[]): string[] {
  return created.map((account) => {
    const which = account.role === 'Admin' ? 'admin' : 'demo';
    const password = account.generatedPassword
      ? `password "${account.generatedPassword}"`
      : `the password from ${which === 'admin' ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'}`;
    return `Created the ${which} account (shown once): user name "${account.userName}", ${password}`;
  });
}
