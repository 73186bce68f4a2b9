/**
 * The real server for integration tests: migrated database, listening on a loopback port,
 * every answer checked against api-spec/ (a wrong answer is a 500 the test sees).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { firstStart } from '../accounts/firstStart';
import { buildApp, type AppDependencies } from '../app';
import { configFromEnv, DEFAULT_RATE_LIMITS, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/specRoutes';
import { readOutbox } from '../mail/fileOutbox';
import { ManualClock } from '../platform/clock';
import { openMigratedTestDatabase, type TestDatabaseKind } from './testDatabase';

/** The accounts every test server starts with. */
export const TEST_ACCOUNTS = {
  admin: { userName: 'admin', email: 'admin@kadro.test', password: 'admin-password-1' },
  demo: { userName: 'demo', email: 'demo@kadro.test', password: 'demo-password-1' },
} as const;

type CallInit = RequestInit & { json?: unknown };

/**
 * A browser-like caller: keeps cookies (so the XSRF-TOKEN cookie is echoed in
 * X-XSRF-TOKEN as the real client does) and, once signed in, the Bearer token.
 */
export interface TestClient {
  token: string | undefined;
  call(path: string, init?: CallInit): Promise<Answer>;
  /** Signs in (Auth/Login) and keeps the token. */
  login(userNameOrEmail: string, password: string): Promise<Answer>;
  /** A solved local captcha answer (`<ChallengeId>:<answer>`). */
  captcha(): Promise<string>;
}

/** An answer as tests read it: the body is asserted field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; headers: Headers };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** The game clock (Admin/SetClock moves it). */
  clock: ManualClock;
  /** Real time as the server sees it: sessions, e-mailed links, captchas, quotas. */
  realClock: ManualClock;
  /** fetch against the server, JSON in and out; no cookies, no token. */
  call(path: string, init?: CallInit): Promise<Answer>;
  /** A new browser-like caller. */
  client(): TestClient;
  /** The e-mails sent so far (the file outbox in the data folder). */
  outbox(): ReturnType<typeof readOutbox>;
  close(): Promise<void>;
}

/** Answers a local challenge such as "7 + 5 = ?" or "7 + 5 kaç eder?". */
export function solveLocalChallenge(question: string): string {
  const m = /(\d+)\s*([+\-x×*])\s*(\d+)/.exec(question);
  if (!m) throw new Error(`cannot read the captcha question "${question}"`);
  const [a, op, b] = [Number(m[1]), m[2], Number(m[3])];
  return String(op === '+' ? a + b : op === '-' ? a - b : a * b);
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

/** fetch against a server at `url`, JSON in and out; no cookies, no token. */
export const callerAt =
  (url: string) =>
  async (path: string, init: CallInit = {}): Promise<Answer> => {
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
  };

/** A browser-like caller of the server at `url` (a test server or a server process). */
export function clientAt(url: string): TestClient {
  const call = callerAt(url);
  const cookies = new Map<string, string>();
  const self: TestClient = {
    token: undefined,
    async call(path, init = {}) {
      if (!cookies.has('XSRF-TOKEN')) {
        // As a browser would: the page load hands out the anti-forgery cookie.
        const page = await fetch(`${url}/`);
        for (const c of page.headers.getSetCookie()) {
          const [pairText] = c.split(';');
          const [name, value] = pairText!.split('=');
          cookies.set(name!, value!);
        }
      }
      return call(path, {
        ...init,
        headers: {
          Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'X-XSRF-TOKEN': cookies.get('XSRF-TOKEN') ?? '',
          ...(self.token && { Authorization: `Bearer ${self.token}` }),
          ...(init.headers as Record<string, string>),
        },
      });
    },
    async login(userNameOrEmail, password) {
      const answer = await self.call('/auth/api/Auth/Login', {
        method: 'POST',
        json: { UserNameOrEmail: userNameOrEmail, Password: password },
      });
      if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
      self.token = answer.body.ReturnObject.Token;
      return answer;
    },
    async captcha() {
      const answer = await self.call('/auth/api/Captcha/GetChallenge');
      const challenge = answer.body.ReturnObject;
      return `${challenge.ChallengeId}:${solveLocalChallenge(challenge.Question)}`;
    },
  };
  return self;
}

export async function startTestServer(
  kind: TestDatabaseKind = 'pglite',
  options: {
    config?: Partial<ServerConfig>;
    handlers?: OperationHandlers;
    captcha?: AppDependencies['captcha'];
    mailer?: AppDependencies['mailer'];
    /** Captures the log (set `config.logLevel` too: tests run silent). */
    logStream?: AppDependencies['logStream'];
    /** Default: the database's counters (Redis tests pass theirs). */
    rateCounters?: AppDependencies['rateCounters'];
  } = {},
): Promise<TestServer> {
  const db = await openMigratedTestDatabase(kind);
  const clock = new ManualClock(new Date());
  const realClock = new ManualClock(new Date());
  await firstStart(db, clock, { admin: TEST_ACCOUNTS.admin, demo: TEST_ACCOUNTS.demo });
  const config: ServerConfig = {
    ...configFromEnv({}),
    port: 0,
    logLevel: 'silent',
    validateResponses: true,
    clientDir: fakeClientBuild(),
    dataDir: mkdtempSync(join(tmpdir(), 'kadro-data-')),
    // Many calls from one address: limits are tested by servers that set their own.
    rateLimits: Object.fromEntries(
      Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 10_000, windowSeconds: 60 }]),
    ) as typeof DEFAULT_RATE_LIMITS,
    ...options.config,
  };
  const app = await buildApp({
    config,
    db,
    clock,
    realClock,
    handlers: options.handlers,
    captcha: options.captcha,
    mailer: options.mailer,
    logStream: options.logStream,
    rateCounters: options.rateCounters,
    print: () => {},
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const call = callerAt(url);
  const client = () => clientAt(url);

  return {
    url,
    app,
    db,
    config,
    clock,
    realClock,
    call,
    client,
    outbox: () => readOutbox(join(config.dataDir, 'outbox')),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
