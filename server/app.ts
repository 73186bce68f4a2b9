/**
 * The game server as a Fastify instance: spec routes, the built client, uniform failure
 * answers. `main.ts` opens the database and listens; tests build one per file.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignedInUsers } from './accounts/signedInUsers';
import { SignedTokens } from './accounts/signedTokens';
import { createCaptcha, type Captcha } from './captcha/captcha';
import type { RateLimit, RateLimits, ServerConfig } from './config';
import type { Database } from './db/database';
import { registerAuthentication } from './http/authentication';
import { registerCsrf } from './http/csrf';
import {
  answerClientError,
  answerFrameworkError,
  MAX_HEADER_BYTES,
  registerInputLimits,
} from './http/inputLimits';
import { SUPPORT_LOG_LIMITS } from './support/supportLogs';
import { loggerOptions, RequestLog, type LogStream } from './http/requestLog';
import { createMailer, type Mailer } from './mail/mailer';
import { systemClock, type Clock } from './platform/clock';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerServerTime } from './http/serverTime';
import { loadSigningKey } from './platform/signingKey';
import { openRateCounters, rateLimitStore, type RateCounters } from './rateLimits/counters';
import { clientDocuments, documentFor, registerClientFiles } from './http/clientFiles';
import { registerPictureFiles } from './accounts/pictureFiles';
import { registerSandboxCheckout } from './market/payments/sandboxCheckout';
import { registerCompression } from './http/compression';
import { failure } from './http/envelope';
import { FAILURES, Failure, type FailureKind } from './http/failures';
import { languageOf } from './http/language';
import { readPackedBody } from './http/packedBody';
import { registerSpecRoutes, type OperationHandlers, type OperationId } from './http/specRoutes';
import { createHandlers } from './handlers';

export interface AppDependencies {
  config: ServerConfig;
  db: Database;
  /** The game clock (default: the system's). */
  clock?: Clock;
  /**
   * Real time for sessions, e-mailed links, captchas and upload quotas (default: the
   * system's): moving the game clock must not revive an expired session.
   */
  realClock?: Clock;
  /** Default: SMTP when configured, else the outbox folder in dataDir. */
  mailer?: Mailer;
  /** Default: hCaptcha when configured, else the local challenge. */
  captcha?: Captcha;
  /** Where the outbox prints e-mailed links (default: the server log). */
  print?: (line: string) => void;
  /** Replaces or adds operation handlers (tests). */
  handlers?: OperationHandlers;
  /** Where the log goes (default: standard output). */
  logStream?: LogStream;
  /** Default: Redis when `REDIS_URL` is set, else the database (closed with the app). */
  rateCounters?: RateCounters;
}

/** Which calls are rate limited, by which limit of the configuration. */
const RATE_LIMITED: Partial<Record<OperationId, keyof RateLimits>> = {
  authLogin: 'login',
  authRegister: 'register',
  authForgotPassword: 'forgotPassword',
  authForgotPasswordConfirm: 'forgotPasswordConfirm',
  authContactEmail: 'contact',
  authEmailVerification: 'emailVerification',
  payzeeBuyWithCouponCode: 'couponPerAddress',
  userUploadPicture: 'pictureUpload',
};

// The operation names the count (the shared store keys it by address and group).
const rateLimitRoute = (operation: string, { max, windowSeconds }: RateLimit) => ({
  rateLimit: { max, timeWindow: windowSeconds * 1000, groupId: operation },
});

/**
 * Content Security Policy: our own origin, plus what hCaptcha and push messaging need, and
 * the built pages' own inline scripts by hash (the prerendered pages' first check).
 */
function contentSecurityPolicy(config: ServerConfig, inlineScripts: string[]) {
  const hcaptcha = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
  const api = config.apiBaseUrl ? [new URL(config.apiBaseUrl).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts, ...hcaptcha],
      frameSrc: ["'self'", ...hcaptcha],
      // Toasts and hCaptcha inject style elements.
      styleSrc: ["'self'", "'unsafe-inline'", ...hcaptcha],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...api, ...hcaptcha, 'https://*.googleapis.com'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

const API_PREFIXES = ['/auth/api/', '/engine/api/', '/w/api/', '/league/api/'];
const isApiUrl = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, handlers } = deps;
  const requestLog = new RequestLog();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    logController: requestLog,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Matches the spec's non-ASCII route (/mac-detayları) and keeps query parsing strict.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
  });
  app.decorate('db', db);

  const clock = deps.clock ?? systemClock;
  const realClock = deps.realClock ?? systemClock;
  const signingKey = await loadSigningKey(db, config.sessionSecret);
  const tokens = new SignedTokens(signingKey, realClock);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: deps.print ?? ((line) => app.log.info(line)),
    });
  const captcha =
    deps.captcha ??
    createCaptcha({
      hcaptchaSecret: config.hcaptchaSecret,
      hcaptchaSiteKey: config.hcaptchaSiteKey,
      secret: signingKey,
      db,
      clock: realClock,
    });

  // The pages the client's build made, read before the policy that names their scripts.
  const documents = clientDocuments(config);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config, documents.inlineScriptSources),
    // HSTS over plain http would pin browsers to an https the server may not have.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? undefined : false,
  });
  const rateCounters = deps.rateCounters ?? openRateCounters({ redisUrl: config.redisUrl, db });
  if (!deps.rateCounters) app.addHook('onClose', () => rateCounters.close());
  // Counted where every server process sees the same counts.
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(rateCounters) });
  requestLog.summarize(app);
  registerInputLimits(app);
  registerCompression(app);
  registerServerTime(app, clock);
  registerCsrf(app);
  registerAuthentication(app, new SignedInUsers(db, tokens, realClock));

  // The client sends Content-Type: application/json on every call (spec section 7),
  // also on DELETEs with no body: an empty body is no body, not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new Failure(FAILURES.invalidRequest, 'the body is not valid JSON'), undefined);
    }
  });

  // A debug log comes gzipped (SupportLog/Upload), read as bytes up to its packed bound.
  app.addContentTypeParser('application/gzip', (request, payload, done) =>
    readPackedBody(
      payload,
      request.headers['content-length'],
      SUPPORT_LOG_LIMITS.maxPackedBytes,
      done,
    ),
  );

  app.setErrorHandler((error, request, reply) => {
    const language = languageOf(request.headers.languagecode);
    if (error instanceof Failure) {
      return reply.status(error.kind.status).send(failure(error.kind, language, error.detail));
    }
    const err = error as {
      validation?: unknown;
      validationContext?: string;
      statusCode?: number;
      message: string;
    };
    if (err.validation) {
      return reply
        .status(400)
        .send(
          failure(
            FAILURES.invalidRequest,
            language,
            `${err.validationContext ?? 'request'} ${err.message.replace(/^\w+\/?/, '')}`.trim(),
          ),
        );
    }
    // A packed debug log over its bound, refused as it streamed in.
    if (
      err.statusCode === 413 &&
      request.routeOptions.config?.operation?.operationId === 'supportLogUpload'
    ) {
      return reply.status(413).send(failure(FAILURES.supportLogTooLarge, language));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const kind: FailureKind =
        err.statusCode === 429
          ? FAILURES.tooManyRequests
          : { ...FAILURES.invalidRequest, status: err.statusCode };
      return reply.status(kind.status).send(failure(kind, language));
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply.status(500).send(failure(FAILURES.internal, language, `ref ${request.id}`));
  });

  registerSpecRoutes(app, {
    handlers: {
      ...createHandlers({ db, config, clock, realClock, tokens, mailer, captcha, rateCounters }),
      ...handlers,
    },
    validateResponses: config.validateResponses,
    routeConfig: Object.fromEntries(
      Object.entries(RATE_LIMITED).map(([op, limit]) => [
        op,
        rateLimitRoute(op, config.rateLimits[limit]),
      ]),
    ),
  });
  // The sandbox payment provider's pages (a real provider serves its own).
  if (config.payments.provider === 'sandbox') registerSandboxCheckout(app, { db, tokens });
  registerPictureFiles(app, db);
  await registerClientFiles(app, config);

  app.setNotFoundHandler((request, reply) => {
    const language = languageOf(request.headers.languagecode);
    if (isApiUrl(request.url) || request.method !== 'GET') {
      return reply.status(404).send(failure(FAILURES.routeNotFound, language));
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(documentFor(documents, request.url));
  });

  return app;
}
