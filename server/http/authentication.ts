/**
 * Who is calling: the Bearer token is checked on every API call that carries one
 * (accounts/signedInUsers.ts), and each operation's security requirement from api-spec
 * (public, signed in, Admin) is enforced on arrival, before the body is read or
 * validated: a stranger learns 401 or 403, never what the operation expects.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignedInUser, SignedInUsers } from '../accounts/signedInUsers';
import { FAILURES, Failure } from './failures';

export const ROLE = { User: 1, Admin: 2 } as const;
const ROLE_NAMES: Record<string, number> = { Admin: ROLE.Admin, User: ROLE.User };

export type Caller = SignedInUser;

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

export function registerAuthentication(app: FastifyInstance, users: SignedInUsers) {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    if (!operation) return;
    const token = bearerOf(request);
    if (token !== undefined) {
      request.caller = token ? await users.userOf(token) : null;
      if (!request.caller) throw new Failure(FAILURES.unauthenticated);
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
