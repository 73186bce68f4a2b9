/**
 * Compresses text answers (the built client, translation files, the page, API JSON) with
 * Brotli or gzip, as the browser accepts: the first page's JavaScript is about 3.5 times
 * smaller on the wire. A built file whose name has a content hash never changes, so it is
 * compressed once, harder, and kept; everything else is compressed as it is sent.
 *
 * Not @fastify/compress: measured on a 625 KB hashed bundle it compresses on every request
 * (about a tenth of our rate), and with @fastify/static's pre-compressed files it still
 * reads the file each time (0.6-0.75 of our rate); on JSON answers it was no faster.
 */
import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Below this, the headers and the round trip cost more than the bytes saved. */
export const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Quality 5: within 3% of quality 9 on our bundles at a sixth of the time (quality 11 takes seconds). */
const fastOptions = (encoding: Encoding) =>
  encoding === 'br'
    ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }
    : { level: zlib.constants.Z_DEFAULT_COMPRESSION };

/**
 * The encoding to send among ours that the browser accepts, in the order of `preference`:
 * Brotli before gzip unless told otherwise (an answer made of precompressed parts).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  preference: readonly Encoding[] = ['br', 'gzip'],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return preference.find((e) => accepted.has(e)) ?? (accepted.has('*') ? 'gzip' : undefined);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 9 });
}

function shouldCompress(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'HEAD') return false;
  if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 206) return false;
  if (reply.statusCode === 304 || reply.getHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE.test(type);
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : '';
  if (!/accept-encoding/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export function registerCompression(app: FastifyInstance) {
  // Keyed by path: only files of the build are immutable, so the cache cannot outgrow it.
  const immutable = new Map<string, Promise<Buffer>>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (!shouldCompress(request, reply)) return payload;
    // Whatever we answer varies with the header, compressed or not.
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;

    const length = Number(reply.getHeader('content-length'));
    if (payload instanceof Readable) {
      if (length < MIN_BYTES) return payload;
      reply.header('content-encoding', encoding).removeHeader('content-length');
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      if (/\bimmutable\b/.test(cacheControl)) {
        const key = `${encoding} ${request.url.split('?')[0]}`;
        let compressed = immutable.get(key);
        if (!compressed) {
          compressed = readAll(payload).then((body) => compressOnce(body, encoding));
          immutable.set(key, compressed);
          compressed.catch(() => immutable.delete(key));
        } else {
          payload.destroy();
        }
        return compressed;
      }
      const compressor =
        encoding === 'br'
          ? zlib.createBrotliCompress(fastOptions('br'))
          : zlib.createGzip(fastOptions('gzip'));
      // A failing file read ends the compressed stream with the error, which Fastify reports.
      return pipeline(payload, compressor, () => {});
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.from(payload);
    if (body.length < MIN_BYTES) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return encoding === 'br' ? brotli(body, fastOptions('br')) : gzip(body, fastOptions('gzip'));
  });
}
