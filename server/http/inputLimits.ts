/**
 * Input every operation refuses before its schema is checked, answered with the envelope:
 * a URL over 16 KB (414), headers over the server's limit (431), a malformed URL (400), and
 * a query or body with a NUL character (PostgreSQL text cannot hold one) or nested deeper
 * than any call needs (400). These are the client's fault: logged at info, without a stack.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { failure } from './envelope';
import { FAILURES, Failure, type FailureKind } from './failures';
import { DEFAULT_LANGUAGE, languageOf } from './language';

export const MAX_URL_LENGTH = 16 * 1024;
/** Node's limit on the request line and headers together; a URL up to it reaches the 414 check. */
export const MAX_HEADER_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 64;

/** Why a parsed query or body is refused, or undefined when it may go on to validation. */
export function refusedInput(value: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return 'text must not contain the NUL character';
    } else if (typeof item === 'object' && item !== null) {
      // A packed body (application/gzip) arrives as bytes: no text or nesting in it to check.
      if (ArrayBuffer.isView(item)) continue;
      if (depth >= MAX_JSON_DEPTH) return `nested deeper than ${MAX_JSON_DEPTH} levels`;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return 'text must not contain the NUL character';
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/** The URL length check first of all hooks; the query and body checks after authentication. */
export function registerInputLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new Failure(FAILURES.uriTooLong);
  });
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.operation) return;
    const refused = refusedInput(request.query) ?? refusedInput(request.body);
    if (refused) throw new Failure(FAILURES.invalidRequest, refused);
  });
}

/** Fastify's `frameworkErrors`: the router could not read the URL (bad `%` encoding). */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const kind: FailureKind =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? FAILURES.uriTooLong : FAILURES.invalidRequest;
  request.log.info({ code: error.code }, 'unreadable url');
  return reply
    .status(kind.status)
    .send(failure(kind, languageOf(request.headers.languagecode), 'the address cannot be read'));
}

/**
 * Node's header limit was crossed on the URL: Node stops at the end of the too long part,
 * which for the request line is followed by its protocol (` HTTP/1.1`), or at the end of
 * a packet that is one unfinished line (a URL, far likelier than one 64 KB header).
 */
function overflowedOnUrl(error: ConnectionError): boolean {
  const packet: unknown = error.rawPacket;
  if (!Buffer.isBuffer(packet)) return false;
  const next = packet.subarray(error.bytesParsed, error.bytesParsed + 6).toString('latin1');
  return next === ' HTTP/' || (next === '' && !packet.includes('\r\n'));
}

/** Fastify's `clientErrorHandler`: Node refused the request before Fastify saw it. */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const kind =
    error.code !== 'HPE_HEADER_OVERFLOW'
      ? FAILURES.invalidRequest
      : overflowedOnUrl(error)
        ? FAILURES.uriTooLong
        : FAILURES.headersTooLarge;
  this.log.info({ code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(failure(kind, DEFAULT_LANGUAGE));
    socket.write(
      `HTTP/1.1 ${kind.status} ${STATUS_CODES[kind.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
