/**
 * A packed body read as it streams in: the bytes as sent, whether the request announces
 * its length or not, and Fastify's refusals (413 over the bound, 400 for a length other
 * than the announced one or a broken stream).
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { readPackedBody } from './packedBody';

function read(chunks: Buffer[], contentLength: string | undefined, limit: number, fail?: Error) {
  const payload = new PassThrough();
  const result = new Promise<{ error: (Error & { statusCode?: number }) | null; body?: Buffer }>(
    (resolve) =>
      readPackedBody(payload, contentLength, limit, (error, body) => resolve({ error, body })),
  );
  for (const chunk of chunks) payload.write(chunk);
  if (fail) payload.destroy(fail);
  else payload.end();
  return result;
}

const chunks = [randomBytes(70_000), randomBytes(1), randomBytes(65_536), randomBytes(12_345)];
const whole = Buffer.concat(chunks);

it('gives the bytes as sent, with the length announced or not', async () => {
  const announced = await read(chunks, String(whole.length), 1_000_000);
  expect(announced.error).toBeNull();
  expect(announced.body!.equals(whole)).toBe(true);
  const unannounced = await read(chunks, undefined, 1_000_000);
  expect(unannounced.error).toBeNull();
  expect(unannounced.body!.equals(whole)).toBe(true);
  expect(unannounced.body!.length).toBe(whole.length);
  const empty = await read([], '0', 1_000_000);
  expect(empty.body!.length).toBe(0);
});

it('refuses a body over the bound with 413: announced, before reading it; or as it streams', async () => {
  const announced = await read(chunks, String(whole.length), whole.length - 1);
  expect(announced.error?.statusCode).toBe(413);
  const streamed = await read(chunks, undefined, whole.length - 1);
  expect(streamed.error?.statusCode).toBe(413);
  // Exactly at the bound is taken.
  expect((await read(chunks, undefined, whole.length)).body!.equals(whole)).toBe(true);
});

it('refuses a body shorter or longer than announced, and a broken stream, with 400', async () => {
  const shorter = await read(chunks, String(whole.length + 1), 1_000_000);
  expect(shorter.error?.statusCode).toBe(400);
  const longer = await read(chunks, String(whole.length - 1), 1_000_000);
  expect(longer.error?.statusCode).toBe(400);
  const broken = await read(
    chunks.slice(0, 1),
    String(whole.length),
    1_000_000,
    new Error('reset'),
  );
  expect(broken.error?.statusCode).toBe(400);
});
