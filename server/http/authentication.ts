/**
 * Who is calling: the Bearer token is verified on every API call that carries one, and
 * each operation's security requirement from api-spec (public, signed in, Admin) is
 * enforced on arrival, before the body is read or validated: a stranger learns 401 or 403,
 * never what the operation expects.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignedTokens } from '../accounts/signedTokens';
import type { Database } from '../db/database';
import { FAILURES, Failure } from './failures';

export const ROLE = { User: 1, Admin: 2 } as const;
const ROLE_NAMES: Record<string, number> = { Admin: ROLE.Admin, User: ROLE.User };

export interface Caller {
  userId: number;
  roleId: number;
  userName: string;
  languageCode: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  // A malformed Authorization header is a bad token, not an anonymous call.
  return m ? m[1] : '';
}

export function registerAuthentication(
  app: FastifyInstance,
  { tokens, db }: { tokens: SignedTokens; db: Database },
) {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    if (!operation) return;
    const token = bearerOf(request);
    if (token !== undefined) {
      const verified = token ? await tokens.verify('session', token) : null;
      if (!verified) throw new Failure(FAILURES.unauthenticated);
      const [user] = await db.query<{
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
      // out everywhere": accounts/sessions.ts) has ended; so has every session of an
      // account an admin disabled.
      if (!user || user.disabled || verified.claims.epoch !== user.session_epoch)
        throw new Failure(FAILURES.unauthenticated);
      request.caller = {
        userId: verified.subject,
        roleId: user.role_id,
        userName: user.user_name,
        languageCode: user.language_code,
      };
    }
    const { roles } = operation;
    if (roles === null) return;
    if (!request.caller) throw new Failure(FAILURES.unauthenticated);
    if (roles.length > 0 && !roles.some((r) => ROLE_NAMES[r] === request.caller!.roleId)) {
      throw new Failure(FAILURES.forbidden);
    }
  });
}

/** The signed-in caller of an operation whose spec requires one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Failure(FAILURES.unauthenticated);
  return request.caller;
}
