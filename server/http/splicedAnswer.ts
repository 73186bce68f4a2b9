/**
 * A success answer one of whose fields is JSON text already made (a stored debug log, tens
 * of MB): the text is put into the envelope's bytes as it is, never parsed and serialised
 * again on the server's one thread. Checked against the spec with the field as an empty
 * object; compressed on the way out like any answer (the compression hook, off the thread).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PreparedAnswer } from './preparedAnswer';

const PLACE = '\u0000spliced\u0000';

export class SplicedAnswer extends PreparedAnswer {
  private readonly bytes: Buffer;

  /** `data` with `field` set to the JSON value whose text is `json`. */
  constructor(data: Record<string, unknown>, field: string, json: Buffer) {
    super({ ...data, [field]: {} });
    const [before, after] = JSON.stringify({
      ...this.envelope,
      ReturnObject: { ...data, [field]: PLACE },
    }).split(JSON.stringify(PLACE)) as [string, string];
    this.bytes = Buffer.concat([Buffer.from(before), json, Buffer.from(after)]);
  }

  override get body(): Buffer {
    return this.bytes;
  }

  override async send(_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return reply.type('application/json; charset=utf-8').send(this.bytes);
  }
}
