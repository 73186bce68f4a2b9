/** The packed log's checks as it streams: chunk edges hide neither a token nor the header. */
import { gzipSync } from 'node:zlib';
import { Failure } from '../http/failures';
import { MAX_RUN, unpackLog } from './logFile';

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3Iiwicm9sZSI6IlVzZXIifQ.c2lnbmF0dXJl';
const HEADER = '"x-replay":{"format":"kadro-event-log","formatVersion":2,"appVersion":"2.0.1"';

/** `x,x,…` to fill a text up to `length` characters. */
const fill = (length: number) => 'x,'.repeat(40_000).slice(0, length);
/** Text whose `inner` starts `offset` characters before the first 64 KiB chunk's edge. */
const across = (inner: string, offset: number) =>
  `{"a":"${fill(65_536 - offset - 6)}${inner}","b":1}`;

const failureOf = async (text: string) => {
  try {
    await unpackLog(gzipSync(text), 10_000_000);
  } catch (error) {
    return (error as Failure).kind.code;
  }
  return null;
};

it('finds a token that spans two chunks, wherever it is cut', async () => {
  for (const offset of [1, 20, 40, 70, JWT.length - 1]) {
    expect(await failureOf(across(`token ${JWT}`, offset))).toBe(2015);
  }
  expect(await failureOf(across('no token here', 5))).toBeNull();
});

it('reads the app version from a header cut by a chunk edge', async () => {
  for (const offset of [3, 30, 60]) {
    const text = `{"p":"${fill(65_536 - offset - 8)}",${HEADER},"chain":[]}}`;
    expect(text.indexOf(HEADER)).toBe(65_536 - offset);
    const { appVersion, bytes } = await unpackLog(gzipSync(text), 10_000_000);
    expect(appVersion).toBe('2.0.1');
    expect(bytes).toBe(text.length);
  }
  expect((await unpackLog(gzipSync('{"x":1}'), 100)).appVersion).toBeNull();
});

it('counts bytes, not characters, and refuses an endless run or what is not gzip', async () => {
  const turkish = JSON.stringify({ note: 'ğüşıöç'.repeat(1000) });
  expect((await unpackLog(gzipSync(turkish), 100_000)).bytes).toBe(Buffer.byteLength(turkish));
  await expect(unpackLog(gzipSync(turkish), 6000)).rejects.toMatchObject({
    kind: { code: 2031 },
  });
  expect(await failureOf(`"${'A'.repeat(MAX_RUN + 10)}"`)).toBe(1000);
  await expect(unpackLog(Buffer.from('plain'), 100)).rejects.toMatchObject({
    kind: { code: 1000 },
  });
});
