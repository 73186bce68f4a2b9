/**
 * An answer whose long first field is the same for many callers (a league table's page of
 * 50 rows) and whose short rest is each caller's own (their row of the table). The shared
 * part is serialised and deflated once (`SharedPrefix`, what a kept page is); each answer
 * is that part followed by its rest, so a call costs neither serialising the rows nor
 * compressing them. Its gzip is the shared part's deflate stream, ended by a sync flush
 * (byte-aligned, not final), then the rest as one final stored block, then the trailer,
 * whose CRC-32 runs on from the shared part's: one valid gzip member that a browser
 * inflates like any other.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, MIN_BYTES } from './compression';
import type { Envelope } from './envelope';
import { success } from './envelope';
import { PreparedAnswer } from './preparedAnswer';

const PLACE = '\u0000shared\u0000';
const QUOTED_PLACE = JSON.stringify(PLACE);

/** gzip's header: deflate, no name or time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Above this the rest would take more than one stored block. */
const MAX_STORED = 0xffff;

/**
 * Below this a page's text is kept as well: a page of a few rows ("my rank" is a page of
 * one) is sent as it is (compression.ts's MIN_BYTES), and inflating it again on each call
 * would cost more than its bytes.
 */
const KEEP_TEXT_BELOW = 2_048;

/** Bytes in a buffer of their own: a slice of Node's shared pool would hold its 8 KB. */
function own(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * The shared start of every answer whose data begins with `field` set to `value`, held
 * as its deflate stream only (a page of 50 rows: ≈ 2 KB, not ≈ 10 KB of text nor the
 * rows' objects, which the collector would walk), so a server can keep every page of a
 * million-team table. Deflated when made, at the fastest level: a page read afresh for one
 * caller (their own page) is sent at once, so its CPU counts more than its bytes (50
 * rows: ≈ 50 µs and 1.8 KB, against ≈ 90-140 µs and 1.6 KB at the default level). On the
 * event loop: zlib's asynchronous call (a stream, its state and a hand-over to the thread
 * pool each time) took 5-20 times that, most when many pages were read at once.
 */
export class SharedPrefix {
  /** The text's length and CRC-32, which a gzip trailer goes on from. */
  readonly length: number;
  readonly crc: number;
  readonly deflated: Buffer;
  private readonly kept: Buffer | undefined;

  constructor(
    readonly field: string,
    value: unknown,
  ) {
    const [before] = JSON.stringify(success({ [field]: PLACE })).split(QUOTED_PLACE) as [string];
    const text = Buffer.from(before + JSON.stringify(value));
    this.length = text.length;
    this.crc = zlib.crc32(text);
    this.kept = text.length < KEEP_TEXT_BELOW ? own(text) : undefined;
    this.deflated = own(
      zlib.deflateRawSync(text, {
        level: zlib.constants.Z_BEST_SPEED,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      }),
    );
  }

  /** The text, inflated again: for the few callers that take no gzip, and small answers. */
  get text(): Buffer {
    return (
      this.kept ?? zlib.inflateRawSync(this.deflated, { finishFlush: zlib.constants.Z_SYNC_FLUSH })
    );
  }
}

export class PrefixedAnswer extends PreparedAnswer {
  private readonly rest: Buffer;

  /** The answer whose data is `prefix`'s field and value, then `rest`'s fields. */
  constructor(
    private readonly prefix: SharedPrefix,
    rest: Record<string, unknown>,
    count = 0,
  ) {
    super(undefined, count);
    if (prefix.field in rest) throw new Error(`${prefix.field} is the shared part's own field`);
    const text = JSON.stringify(success({ [prefix.field]: PLACE, ...rest }, count));
    this.rest = Buffer.from(text.slice(text.indexOf(QUOTED_PLACE) + QUOTED_PLACE.length));
  }

  /** Read back from the bytes (only answers checked against the spec are). */
  override get envelope(): Envelope<unknown> {
    return JSON.parse(this.body.toString()) as Envelope<unknown>;
  }

  override get body(): Buffer {
    return Buffer.concat([this.prefix.text, this.rest]);
  }

  /** The gzip member of the shared part's deflate stream and this answer's rest. */
  gzip(): Buffer {
    const { deflated, crc, length } = this.prefix;
    const stored = Buffer.alloc(5);
    stored[0] = 1; // final block, stored (no compression)
    stored.writeUInt16LE(this.rest.length, 1);
    stored.writeUInt16LE(~this.rest.length & 0xffff, 3);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(this.rest, crc), 0);
    trailer.writeUInt32LE((length + this.rest.length) % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, deflated, stored, this.rest, trailer]);
  }

  override async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const length = this.prefix.length + this.rest.length;
    const encoding = chooseEncoding(request.headers['accept-encoding'], ['gzip', 'br']);
    if (encoding !== 'gzip' || length < MIN_BYTES || this.rest.length > MAX_STORED) {
      return super.send(request, reply);
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header('content-encoding', 'gzip')
      .send(this.gzip());
  }
}
