/**
 * Every answer says the game clock's time in `X-Server-Time` (api-spec common.yaml): the
 * client counts deadlines from it, not from the device's clock, which may be off, and the
 * game clock may be moved by an admin (`Admin/SetClock`).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock';

export const SERVER_TIME_HEADER = 'X-Server-Time';

export function registerServerTime(app: FastifyInstance, clock: Clock): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(SERVER_TIME_HEADER, clock.now().toISOString());
    return payload;
  });
}
