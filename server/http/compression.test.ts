import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerClientFiles } from './clientFiles';
import { chooseEncoding, MIN_BYTES, registerCompression } from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('registerCompression', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  const script = 'console.log("kadro");\n'.repeat(400);
  const json = { ReturnObject: Array.from({ length: 200 }, (_, i) => ({ Id: i, Name: 'Oyuncu' })) };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kadro-compression-'));
    mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'locales'));
    writeFileSync(join(dir, 'client', 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'client', 'assets', 'main.0123456789abcdef.js'), script);
    writeFileSync(join(dir, 'client', 'sw.js'), script);
    writeFileSync(join(dir, 'client', 'tiny.js'), 'void 0;');
    app = Fastify();
    registerCompression(app);
    app.get('/api', async () => json);
    await registerClientFiles(app, {
      clientDir: join(dir, 'client'),
      localesDir: join(dir, 'locales'),
      apiBaseUrl: '',
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // node:http, not fetch: fetch would decompress the body before the test sees it.
  const get = (url: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; rawPayload: Buffer; body: string }>(
      (done, fail) => {
        const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        request(base + url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            done({ headers: res.headers, rawPayload, body: rawPayload.toString() });
          });
        })
          .on('error', fail)
          .end();
      },
    );

  it('sends a hashed build file in Brotli, the same bytes every time', async () => {
    const first = await get('/assets/main.0123456789abcdef.js', 'gzip, br');
    const second = await get('/assets/main.0123456789abcdef.js', 'gzip, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toMatch(/Accept-Encoding/);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.length).toBeLessThan(script.length / 10);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(script);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('streams other files in gzip when Brotli is not accepted', async () => {
    const answer = await get('/sw.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
  });

  it('compresses JSON answers', async () => {
    const answer = await get('/api', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual(json);
  });

  it(`leaves alone what is under ${MIN_BYTES} bytes or not asked for`, async () => {
    const tiny = await get('/tiny.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('void 0;');
    const plain = await get('/assets/main.0123456789abcdef.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
