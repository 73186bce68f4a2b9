/**
 * A success answer made once and sent many times: its envelope, the JSON text and each
 * compressed form are computed on first use and kept. Cached reads return one, so a hit
 * costs neither serialising nor compressing (Brotli of a 100-player page takes longer than
 * everything else a hit does).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, MIN_BYTES } from './compression';
import { success, type Envelope } from './envelope';

type Encoding = NonNullable<ReturnType<typeof chooseEncoding>>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export class PreparedAnswer {
  private readonly made: Envelope<unknown>;
  private json: Buffer | undefined;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(data: unknown, count = 0, message = '') {
    this.made = success(data, count, message);
  }

  get envelope(): Envelope<unknown> {
    return this.made;
  }

  get body(): Buffer {
    this.json ??= Buffer.from(JSON.stringify(this.envelope));
    return this.json;
  }

  private encoded(encoding: Encoding): Promise<Buffer> {
    let body = this.compressed.get(encoding);
    if (!body) {
      // Made once per answer, so the smaller output of the higher levels is worth it.
      body =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzip(this.body, { level: 9 });
      this.compressed.set(encoding, body);
    }
    return body;
  }

  /** Sends the answer in the encoding the caller accepts (the compression hook leaves it be). */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.type('application/json; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (this.body.length >= MIN_BYTES) {
      reply.header('vary', 'Accept-Encoding');
      if (encoding) {
        const body = await this.encoded(encoding);
        return reply.header('content-encoding', encoding).send(body);
      }
    }
    return reply.send(this.body);
  }
}
