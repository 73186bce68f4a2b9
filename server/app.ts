/**
 * The game server as a Fastify instance: spec routes, the built client, uniform failure
 * answers. `main.ts` opens the database and listens; tests build one per file.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { registerClientFiles } from './http/clientFiles';
import { failure } from './http/envelope';
import { FAILURES, Failure, type FailureKind } from './http/failures';
import { languageOf } from './http/language';
import { registerSpecRoutes, type OperationHandlers } from './http/specRoutes';
import { createHandlers } from './handlers';

export interface AppDependencies {
  config: ServerConfig;
  db: Database;
  /** Replaces or adds operation handlers (tests). */
  handlers?: OperationHandlers;
}

const API_PREFIXES = ['/auth/api/', '/engine/api/', '/w/api/', '/league/api/'];
const isApiUrl = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export async function buildApp({
  config,
  db,
  handlers,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Matches the spec's non-ASCII route (/mac-detayları) and keeps query parsing strict.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('db', db);

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
    handlers: { ...createHandlers({ db, config }), ...handlers },
    validateResponses: config.validateResponses,
  });
  const index = await registerClientFiles(app, config);

  app.setNotFoundHandler((request, reply) => {
    const language = languageOf(request.headers.languagecode);
    if (isApiUrl(request.url) || request.method !== 'GET') {
      return reply.status(404).send(failure(FAILURES.routeNotFound, language));
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(index);
  });

  return app;
}
