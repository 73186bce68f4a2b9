/**
 * `GET /pictures/<user>-<hash>-<size>.webp`: uploaded profile pictures, from the database.
 * An address names one content for good (a new picture gets a new hash), so browsers and
 * proxies may keep it a year without asking again; an unknown address is a plain 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { readPicture } from './pictures';

export function registerPictureFiles(app: FastifyInstance, db: Database) {
  app.get<{ Params: { file: string } }>('/pictures/:file', async (request, reply) => {
    const picture = await readPicture(db, request.params.file);
    if (!picture) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    reply
      .type('image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', picture.etag);
    if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
    return reply.send(picture.bytes);
  });
}
