/**
 * A debug log as `SupportLog/Upload` receives it: the file's JSON text gzipped. It is
 * unpacked as it streams (zlib works on libuv's thread pool) and never parsed here: a log
 * of the recorder's 10,000 actions is tens of MB of JSON, and parsing it would hold the
 * server's one thread for a good part of a second. Each unpacked chunk is counted against
 * the bound (so a small body cannot expand past it: "zip bomb"), scanned for a session token
 * and searched for the `x-replay` header's app version; the work per chunk is small, so
 * other requests go on between chunks.
 */
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { FAILURES, Failure } from '../http/failures';
import { containsJwt } from './jwtScan';

/** The header as the client's export writes it (exportLog.ts): format, version, app version. */
const HEADER =
  /"x-replay":\{"format":"kadro-event-log","formatVersion":\d+,"appVersion":"([^"\\]{1,64})"/g;
/** Enough of the text before a chunk to find a header split across two chunks. */
const HEADER_TAIL = 160;
/**
 * The longest run of base64url characters and dots a log may hold. A JWT lies inside one
 * run, so a run is scanned once it ends; a run longer than this is no debug log (its longest
 * are the hashes and tokens' places, a few hundred characters) and is refused rather than
 * held and scanned as one block.
 */
export const MAX_RUN = 1024 * 1024;

const isRunChar = (code: number) =>
  (code >= 48 && code <= 57) || // 0-9
  (code >= 65 && code <= 90) || // A-Z
  (code >= 97 && code <= 122) || // a-z
  code === 45 || // -
  code === 46 || // .
  code === 95; // _

export interface UnpackedLog {
  /** The JSON text's bytes. */
  bytes: number;
  /** The recording app's version, from the log's `x-replay` header; null without one. */
  appVersion: string | null;
}

/**
 * Unpacks and checks a packed log: failure 2031 past `limit` unpacked bytes, 2015 when it
 * holds a JWT, 400 when it is not gzip or holds an endless run.
 */
export async function unpackLog(packed: Buffer, limit: number): Promise<UnpackedLog> {
  const gunzip = createGunzip({ chunkSize: 64 * 1024 });
  Readable.from([packed]).pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  let appVersion: string | null = null;
  // Text not yet scanned: a run that may go on in the next chunk.
  let held: string[] = [];
  let heldLength = 0;
  let tail = '';

  const scan = (text: string) => {
    if (containsJwt(text)) throw new Failure(FAILURES.logContainsSecret);
    const window = tail + text;
    for (const match of window.matchAll(HEADER)) appVersion = match[1]!;
    tail = window.slice(-HEADER_TAIL);
  };

  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limit) throw new Failure(FAILURES.supportLogTooLarge);
      const text = decoder.write(chunk);
      // The last character that ends a run, looked for in the new text only.
      let cut = text.length;
      while (cut > 0 && isRunChar(text.charCodeAt(cut - 1))) cut -= 1;
      if (cut === 0) {
        held.push(text);
        heldLength += text.length;
        if (heldLength > MAX_RUN) throw new Failure(FAILURES.invalidRequest, 'not a debug log');
        continue;
      }
      let end = 0; // the held run ends in this text
      while (isRunChar(text.charCodeAt(end))) end += 1;
      if (heldLength + end > MAX_RUN) throw new Failure(FAILURES.invalidRequest, 'not a debug log');
      scan(held.join('') + text.slice(0, cut));
      held = [text.slice(cut)];
      heldLength = text.length - cut;
    }
  } catch (error) {
    gunzip.destroy();
    if (error instanceof Failure) throw error;
    throw new Failure(FAILURES.invalidRequest, 'the body is not valid gzip');
  }
  scan(held.join('') + decoder.end());
  return { bytes, appVersion };
}
