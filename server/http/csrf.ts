/**
 * Anti-forgery (double submit): the server sets an `XSRF-TOKEN` cookie that page scripts
 * can read, and every state-changing call must echo it in `X-XSRF-TOKEN`. A page on
 * another site can make the browser send the cookie but cannot read it to set the header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FAILURES, Failure } from './failures';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function registerCsrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false, // the client reads it to echo it
      });
    }
    const operation = request.routeOptions.config.operation;
    if (!operation || !STATE_CHANGING.has(request.method)) return;
    // No browser session to ride on: the provider's signature is checked by the handler.
    if (operation.providerCallback) return;
    const header = request.headers['x-xsrf-token'];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new Failure(FAILURES.csrf);
    }
  });
}
