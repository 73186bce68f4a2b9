/**
 * A real HTTP server on loopback whose answers a test scripts, so the base query is tested
 * over a real transport (status codes, bodies, delays, dropped connections).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedAnswer {
  status?: number;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  delayMs?: number;
  /** Headers besides Content-Type. */
  headers?: Record<string, string>;
  /** Close the connection without answering. */
  hangUp?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  /** The answer for the next requests (until changed). */
  answer(next: ScriptedAnswer): void;
  /** The answer for one path (without query), ahead of `answer`; until `clearRoutes`. */
  route(path: string, next: ScriptedAnswer): void;
  clearRoutes(): void;
  close(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  let current: ScriptedAnswer = { status: 200, body: {} };
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, ScriptedAnswer>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = routes.get((req.url ?? '').split('?')[0]!) ?? current;
      const send = () => {
        if (answer.hangUp) {
          req.socket.destroy();
          return;
        }
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status ?? 200, {
          'Content-Type': 'application/json',
          ...answer.headers,
        });
        res.end(answer.body === undefined ? '' : text);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      current = next;
    },
    route: (path, next) => {
      routes.set(path, next);
    },
    clearRoutes: () => routes.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A success envelope as the server sends it. */
export function envelope(ReturnObject: unknown, TotalCount = 0, ResultMessage = '') {
  return { Result: { ResultCode: 0, ResultMessage }, ReturnObject, TotalCount };
}

/**
 * A test file's scripted server, the way most files use one: started before the file's
 * tests and closed after them; before each test, its requests and routes forgotten and
 * every call answered `null` in the envelope (the file's own beforeEach, registered after
 * this call, then adds its routes). Answers a stand-in for the server once it runs.
 */
export function scriptedServerForFile(): ScriptedServer {
  let started: ScriptedServer | undefined;
  const running = () => {
    if (!started) throw new Error('the scripted server starts before the tests (beforeAll)');
    return started;
  };
  beforeAll(async () => {
    started = await startScriptedServer();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    const server = running();
    server.requests.length = 0;
    server.clearRoutes();
    server.answer({ body: envelope(null) });
  });
  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
    answer: (next) => running().answer(next),
    route: (path, next) => running().route(path, next),
    clearRoutes: () => running().clearRoutes(),
    close: () => running().close(),
  };
}
