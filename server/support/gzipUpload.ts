/**
 * `SupportLog/Upload` takes its JSON body gzipped (`Content-Encoding: gzip`): a debug log
 * is repetitive JSON (the same answers, keys and cache entries over and over), a tenth of
 * its size or less packed, and the player's connection is what sends it. The body is
 * unpacked as it streams in, and refused (failure 2031, 413) as soon as the unpacked text
 * passes the bound, so a small packed body cannot expand past it ("zip bomb").
 */
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { FAILURES, Failure } from '../http/failures';

/** Operations whose body may come gzipped, with the most unpacked bytes each takes. */
export function registerGzipBodies(app: FastifyInstance, limits: Record<string, number>) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined || encoding === 'identity') return payload;
    const operationId = request.routeOptions.config.operation?.operationId;
    const limit = operationId === undefined ? undefined : limits[operationId];
    if (limit === undefined || encoding.trim().toLowerCase() !== 'gzip') {
      throw new Failure(
        FAILURES.invalidRequest,
        `Content-Encoding ${encoding} is not accepted here`,
      );
    }
    return gunzipWithin(payload, limit);
  });
}

function gunzipWithin(packed: Readable, limit: number): Readable {
  let unpacked = 0;
  const gunzip = createGunzip();
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      if (unpacked > limit) done(new Failure(FAILURES.supportLogTooLarge));
      else done(null, chunk);
    },
  });
  // Fastify compares the packed bytes received with the route's body limit too.
  const out = counted as Transform & { receivedEncodedLength: number };
  out.receivedEncodedLength = 0;
  packed.on('data', (chunk: Buffer) => (out.receivedEncodedLength += chunk.length));
  packed.on('error', (error) => out.destroy(error));
  gunzip.on('error', () =>
    out.destroy(new Failure(FAILURES.invalidRequest, 'the body is not valid gzip')),
  );
  packed.pipe(gunzip).pipe(counted);
  return out;
}
