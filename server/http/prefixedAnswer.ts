/**
 * An answer whose long first field is the same for many callers (a league table's page of
 * 50 rows) and whose short rest is each caller's own (their row of the table). The shared
 * part is serialised and deflated once (`sharedPrefix`, kept with the page); each answer is
 * that part followed by its rest, so a call costs neither serialising the rows nor
 * compressing them. Its gzip is the shared part's deflate stream, ended by a sync flush
 * (byte-aligned, not final), then the rest as one final stored block, then the trailer,
 * whose CRC-32 runs on from the shared part's: one valid gzip member that a browser
 * inflates like any other.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, MIN_BYTES } from './compression';
import { success } from './envelope';
import { PreparedAnswer } from './preparedAnswer';

const PLACE = '\u0000shared\u0000';
const QUOTED_PLACE = JSON.stringify(PLACE);

/** gzip's header: deflate, no name or time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Above this the rest would take more than one stored block. */
const MAX_STORED = 0xffff;

/** The shared start of every answer whose data begins with `field` set to `value`. */
class SharedPrefix {
  readonly text: Buffer;
  private deflatedOnce: Promise<{ bytes: Buffer; crc: number }> | undefined;

  constructor(
    readonly field: string,
    value: unknown,
  ) {
    const [before] = JSON.stringify(success({ [field]: PLACE })).split(QUOTED_PLACE) as [string];
    this.text = Buffer.from(before + JSON.stringify(value));
  }

  /**
   * Deflated on first use, ending on a sync flush. The fastest level: a page read afresh
   * for one caller (their own page) is sent once, so its CPU counts more than its bytes
   * (50 rows, 10 KB: ≈ 50 µs and 1.8 KB, against ≈ 90-140 µs and 1.6 KB at the default
   * level). On the event loop: zlib's asynchronous call (a stream, its state and a
   * hand-over to the thread pool each time) took 5-20 times that, most when many pages
   * were read at once, as when every caller asks for his own page.
   */
  deflated(): Promise<{ bytes: Buffer; crc: number }> {
    this.deflatedOnce ??= Promise.resolve().then(() => ({
      bytes: zlib.deflateRawSync(this.text, {
        level: zlib.constants.Z_BEST_SPEED,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      }),
      crc: zlib.crc32(this.text),
    }));
    return this.deflatedOnce;
  }
}

const prefixes = new WeakMap<object, SharedPrefix>();

/**
 * The shared start of answers whose data begins with `field` set to `value`, made once per
 * value object (a kept page's rows) and dropped with it.
 */
export function sharedPrefix(field: string, value: object): SharedPrefix {
  let found = prefixes.get(value);
  if (!found || found.field !== field) {
    found = new SharedPrefix(field, value);
    prefixes.set(value, found);
  }
  return found;
}

export class PrefixedAnswer extends PreparedAnswer {
  private readonly rest: Buffer;

  /** `data` must hold the prefix's field first, with the value the prefix was made of. */
  constructor(
    private readonly prefix: SharedPrefix,
    data: Record<string, unknown>,
    count = 0,
  ) {
    super(data, count);
    if (Object.keys(data)[0] !== prefix.field) {
      throw new Error(`the answer's data must begin with ${prefix.field}`);
    }
    const own = JSON.stringify(success({ ...data, [prefix.field]: PLACE }, count));
    this.rest = Buffer.from(own.slice(own.indexOf(QUOTED_PLACE) + QUOTED_PLACE.length));
  }

  override get body(): Buffer {
    return Buffer.concat([this.prefix.text, this.rest]);
  }

  /** The gzip member of the shared part's deflate stream and this answer's rest. */
  async gzip(): Promise<Buffer> {
    const { bytes, crc } = await this.prefix.deflated();
    const stored = Buffer.alloc(5);
    stored[0] = 1; // final block, stored (no compression)
    stored.writeUInt16LE(this.rest.length, 1);
    stored.writeUInt16LE(~this.rest.length & 0xffff, 3);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(this.rest, crc), 0);
    trailer.writeUInt32LE((this.prefix.text.length + this.rest.length) % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, bytes, stored, this.rest, trailer]);
  }

  override async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const length = this.prefix.text.length + this.rest.length;
    const encoding = chooseEncoding(request.headers['accept-encoding'], ['gzip', 'br']);
    if (encoding !== 'gzip' || length < MIN_BYTES || this.rest.length > MAX_STORED) {
      return super.send(request, reply);
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header('content-encoding', 'gzip')
      .send(await this.gzip());
  }
}
