/**
 * A prepared answer goes out as the envelope a handler's result would make, in the
 * encoding the caller accepts, compressed once by itself and never again by the hook.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { MIN_BYTES, registerCompression } from './compression';
import { success } from './envelope';
import { PreparedAnswer } from './preparedAnswer';

const rows = Array.from({ length: 100 }, (_, i) => ({ Id: i, DisplayName: 'Oyuncu Şükrü' }));

describe('PreparedAnswer', () => {
  let app: FastifyInstance;
  let base: string;
  const big = new PreparedAnswer(rows, 450);
  const small = new PreparedAnswer([{ Id: 1 }], 1, 'tamam');

  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/big', (request, reply) => big.send(request, reply));
    app.get('/small', (request, reply) => small.send(request, reply));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // node:http, not fetch: fetch would decode the body itself.
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; raw: Buffer }>((done, fail) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      request(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode!,
            headers: response.headers,
            raw: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', fail)
        .end();
    });
  const json = (answer: { raw: Buffer }) => JSON.parse(answer.raw.toString()) as unknown;

  it('is the envelope of its data, count and message', () => {
    expect(big.envelope).toEqual(success(rows, 450));
    expect(JSON.parse(small.body.toString())).toEqual(success([{ Id: 1 }], 1, 'tamam'));
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])(
    'Accept-Encoding %s: %s, once (the hook does not compress it again)',
    async (accept, encoding, decode) => {
      for (let i = 0; i < 2; i++) {
        const answer = await get('/big', accept);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        expect(JSON.parse(decode(answer.raw).toString())).toEqual(success(rows, 450));
      }
    },
  );

  it('goes out plain to a caller that accepts no encoding, and when it is small', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(plain)).toEqual(success(rows, 450));
    expect(small.body.length).toBeLessThan(MIN_BYTES);
    const tiny = await get('/small', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(json(tiny)).toEqual(success([{ Id: 1 }], 1, 'tamam'));
  });
});
