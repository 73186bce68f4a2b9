/**
 * The server's log, one home for what it may say. Links carry reset and verification
 * tokens in their query, so a logged URL keeps its path and parameter names only, and
 * secret-bearing headers and fields are censored wherever they are logged. Request lines
 * are debug (one player makes thousands); at info a summary line per minute with traffic.
 */
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** Where log lines go: standard output, or a test's capture. */
export interface LogStream {
  write(line: string): void;
}

/** The URL with every query value replaced: `/reset-password?token=…`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      // A bare `?abc` may itself be the secret.
      return eq < 0 ? '…' : `${pair.slice(0, eq)}=…`;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** Headers and fields that carry a secret, in whatever object is logged (a request, an error). */
const SECRET_HEADERS = ['authorization', 'cookie', '"set-cookie"', '"x-xsrf-token"'];
const SECRET_FIELDS = ['password', 'Password', 'token', 'Token'];
const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`headers[${h}]`, `*.headers[${h}]`]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
];

/** The logger of buildApp: level, redaction and a request serializer without query values. */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream && { stream }),
  };
}

/** Requests since the last summary: how many, how many failed, how long they took. */
export class RequestSummary {
  private durations: number[] = [];
  private clientErrors = 0;
  private serverErrors = 0;

  record(statusCode: number, milliseconds: number) {
    this.durations.push(milliseconds);
    if (statusCode >= 500) this.serverErrors += 1;
    else if (statusCode >= 400) this.clientErrors += 1;
  }

  /** The summary since the last call, and a fresh start; undefined when nothing came in. */
  take() {
    if (this.durations.length === 0) return undefined;
    const sorted = this.durations.sort((a, b) => a - b);
    const at = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
    const summary = {
      requests: sorted.length,
      clientErrors: this.clientErrors,
      serverErrors: this.serverErrors,
      p50Ms: Math.round(at(0.5) * 10) / 10,
      p99Ms: Math.round(at(0.99) * 10) / 10,
    };
    this.durations = [];
    this.clientErrors = 0;
    this.serverErrors = 0;
    return summary;
  }
}

export const SUMMARY_EVERY_MS = 60_000;

/**
 * Fastify's request lines (its `logController`): incoming and completed requests at debug,
 * counted for an info summary per minute that had requests; failures keep their levels.
 */
export class RequestLog extends LogController {
  private readonly summary = new RequestSummary();

  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    this.summary.record(reply.statusCode, reply.elapsedTime);
    if (error) super.requestCompleted(error, request, reply);
    else
      reply.log.debug(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
  }

  /** Logs the summary every `everyMs` while `app` is open. */
  summarize(app: FastifyInstance, everyMs = SUMMARY_EVERY_MS) {
    const timer = setInterval(() => {
      const last = this.summary.take();
      if (last) app.log.info(last, `requests in the last ${everyMs / 1000} s`);
    }, everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
