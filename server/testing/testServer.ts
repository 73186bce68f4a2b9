/**
 * The real server for integration tests: migrated database, listening on a loopback port,
 * every answer checked against api-spec/ (a wrong answer is a 500 the test sees).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { configFromEnv, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { OperationHandlers } from '../http/specRoutes';
import { openTestDatabase, type TestDatabaseKind } from './testDatabase';

/** An answer as tests read it: the body is asserted field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; headers: Headers };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** fetch against the server, JSON in and out. */
  call(path: string, init?: RequestInit & { json?: unknown }): Promise<Answer>;
  close(): Promise<void>;
}

/** A stand-in for webpack's output, so server tests do not need a client build. */
function fakeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kadro-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="api-base-url" content=""></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export async function startTestServer(
  kind: TestDatabaseKind = 'pglite',
  options: { config?: Partial<ServerConfig>; handlers?: OperationHandlers } = {},
): Promise<TestServer> {
  const db = await openTestDatabase(kind);
  await migrate(db);
  const config: ServerConfig = {
    ...configFromEnv({}),
    port: 0,
    logLevel: 'silent',
    validateResponses: true,
    clientDir: fakeClientBuild(),
    dataDir: mkdtempSync(join(tmpdir(), 'kadro-data-')),
    ...options.config,
  };
  const app = await buildApp({ config, db, handlers: options.handlers });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    db,
    config,
    async call(path, init = {}) {
      const { json, ...rest } = init;
      const response = await fetch(url + path, {
        ...rest,
        headers: {
          'Content-Type': 'application/json',
          ...(rest.headers as Record<string, string>),
        },
        body: json === undefined ? rest.body : JSON.stringify(json),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: response.status, body, headers: response.headers };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
