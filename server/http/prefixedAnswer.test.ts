/**
 * A prefixed answer is byte for byte the envelope a handler's result would make, and its
 * gzip, made of the shared part's deflate stream and the caller's rest, inflates to it.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from './compression';
import { success } from './envelope';
import { PrefixedAnswer, SharedPrefix } from './prefixedAnswer';

const rows = Array.from({ length: 50 }, (_, i) => ({
  Rank: i + 1,
  User: { Id: i, UserName: `Menajer Şükrü ${i}`, ImageUrl: null },
  TeamName: 'Sarı Kanaryalar',
  TotalPoints: 500 - i,
}));
const shared = new SharedPrefix('Rows', rows);
const answerOf = (me: number) =>
  new PrefixedAnswer(
    shared,
    { MyRow: { Rank: me, UserName: 'ben' }, IsProvisional: false },
    1_000_000,
  );

describe('PrefixedAnswer', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/table/:me', (req, reply) =>
      answerOf(Number((req.params as { me: string }).me)).send(req, reply),
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  // node:http, not fetch: fetch would decode the body itself.
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; raw: Buffer }>((done, fail) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      request(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ headers: response.headers, raw: Buffer.concat(chunks) }));
      })
        .on('error', fail)
        .end();
    });

  it('is the envelope of its data and count, byte for byte', () => {
    const answer = answerOf(7);
    expect(answer.body.toString()).toBe(JSON.stringify(answer.envelope));
    expect(answer.envelope).toEqual(
      success({ Rows: rows, MyRow: { Rank: 7, UserName: 'ben' }, IsProvisional: false }, 1_000_000),
    );
  });

  it('gzips to one member that inflates to its body, whoever the caller', async () => {
    for (const me of [1, 99, 123_456]) {
      const answer = answerOf(me);
      expect(gunzipSync(await answer.gzip()).equals(answer.body)).toBe(true);
    }
  });

  it('holds a page of 50 rows as its deflate stream alone, in a buffer of its own', () => {
    expect(shared.deflated.length).toBeLessThan(shared.length / 3);
    // Not a slice of Node's pool: keeping it would keep the pool's 8 KB with it.
    expect(shared.deflated.buffer.byteLength).toBe(shared.deflated.length);
    // Inflated anew when asked: the text is not kept.
    expect(shared.text).not.toBe(shared.text);
    expect(shared.text.toString()).toBe(
      JSON.stringify(success({ Rows: rows })).replace(/]}.*$/, ']'),
    );
  });

  it('keeps the text of a short page (my rank: a page of one), sent as it is', () => {
    const one = new SharedPrefix('Rows', rows.slice(0, 1));
    expect(one.text).toBe(one.text);
    expect(new PrefixedAnswer(one, { MyRow: null }).envelope).toEqual(
      success({ Rows: rows.slice(0, 1), MyRow: null }),
    );
  });

  it("refuses a rest that holds the shared part's field", () => {
    expect(() => new PrefixedAnswer(shared, { MyRow: null, Rows: rows })).toThrow(
      "Rows is the shared part's own field",
    );
  });

  it.each([
    ['gzip, deflate, br, zstd', 'gzip', gunzipSync],
    ['br', 'br', brotliDecompressSync],
    [undefined, undefined, (raw: Buffer) => raw],
  ])('Accept-Encoding %s: sent as %s', async (accept, encoding, decode) => {
    const answer = await get('/table/42', accept);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(decode(answer.raw).equals(answerOf(42).body)).toBe(true);
  });
});
