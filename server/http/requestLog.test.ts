/**
 * The log never holds a token from a link, a session token or a secret-bearing header, and
 * request lines appear only at debug: the default level shows a summary per minute instead.
 */
import Fastify from 'fastify';
import { startTestServer, TEST_ACCOUNTS, type TestServer } from '../testing/testServer';
import { loggerOptions, redactUrl, RequestLog, RequestSummary } from './requestLog';

/** A test server whose log lines are kept, at `level`. */
async function logged(level: string) {
  const lines: string[] = [];
  const server = await startTestServer('pglite', {
    config: { logLevel: level },
    logStream: { write: (line) => void lines.push(line) },
  });
  return { server, lines };
}

/** Request lines are written after the answer is sent: wait for the one of `path`. */
async function lineOf(lines: string[], path: string) {
  for (;;) {
    const line = lines.find((l) => l.includes(`"url":"${path}`));
    if (line) return line;
    await new Promise((next) => setImmediate(next));
  }
}

describe('redactUrl', () => {
  it('keeps the path and parameter names, never a value', () => {
    expect(redactUrl('/reset-password?token=abc.def')).toBe('/reset-password?token=…');
    expect(redactUrl('/a?Token=x&Page=2&bare')).toBe('/a?Token=…&Page=…&…');
    expect(redactUrl('/auth/api/Clubs')).toBe('/auth/api/Clubs');
  });
});

describe('RequestSummary', () => {
  it('counts requests and failures, gives p50 and p99, and starts again', () => {
    const summary = new RequestSummary();
    expect(summary.take()).toBeUndefined();
    for (let ms = 1; ms <= 100; ms += 1) summary.record(ms === 50 ? 500 : ms > 95 ? 404 : 200, ms);
    expect(summary.take()).toEqual({
      requests: 100,
      clientErrors: 5,
      serverErrors: 1,
      p50Ms: 50,
      p99Ms: 99,
    });
    expect(summary.take()).toBeUndefined();
  });
});

describe('RequestLog', () => {
  it('sums up the requests of each interval with traffic at info, with no line per request', async () => {
    const lines: string[] = [];
    const requestLog = new RequestLog();
    const app = Fastify({
      logger: loggerOptions('info', { write: (line) => void lines.push(line) }),
      logController: requestLog,
    });
    app.get('/ok', async () => 'ok');
    app.get('/refused', async (_request, reply) => reply.code(400).send('no'));
    requestLog.summarize(app, 20);
    await app.ready();
    for (const url of ['/ok', '/ok?token=x', '/ok', '/refused']) await app.inject(url);

    // The interval may fall between two requests: wait until the summaries count all four.
    const summaries = () =>
      lines
        .map((line) => JSON.parse(line) as { requests: number; clientErrors: number })
        .filter((line) => line.requests !== undefined);
    while (summaries().reduce((sum, s) => sum + s.requests, 0) < 4) {
      await new Promise((next) => setTimeout(next, 5));
    }
    await app.close();
    expect(summaries().reduce((sum, s) => sum + s.clientErrors, 0)).toBe(1);
    expect(lines.every((line) => line.includes('"msg":"requests in the last 0.02 s"'))).toBe(true);
    expect(JSON.parse(lines[0]!)).toEqual(
      expect.objectContaining({
        level: 30,
        serverErrors: 0,
        p50Ms: expect.any(Number),
        p99Ms: expect.any(Number),
      }),
    );
  });
});

describe('the request log', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('at trace, logs requests without tokens from links, sessions or secret headers', async () => {
    const log = await logged('trace');
    server = log.server;
    const client = server.client();
    await client.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
    const secrets = ['reset-secret-1', 'verify-secret-2', 'api-secret-3', client.token!];
    await client.call(`/reset-password?token=${secrets[0]}`);
    await client.call(`/validate-user?token=${secrets[1]}`);
    await client.call(`/auth/api/Auth/EmailVerificationConfirm?Token=${secrets[2]}`);
    await client.call('/auth/api/User/GetUser');
    server.app.log.info(
      { headers: { authorization: `Bearer ${client.token}`, cookie: 'XSRF-TOKEN=c' } },
      'an object with headers',
    );

    expect(await lineOf(log.lines, '/reset-password')).toContain('"url":"/reset-password?token=…"');
    await lineOf(log.lines, '/validate-user');
    await lineOf(log.lines, '/auth/api/Auth/EmailVerificationConfirm');
    await lineOf(log.lines, '/auth/api/User/GetUser');
    const text = log.lines.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('"authorization":"[redacted]"');
  });

  it('at the default level, writes no line per request', async () => {
    const log = await logged('info');
    server = log.server;
    const client = server.client();
    await client.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
    for (let i = 0; i < 20; i += 1) await client.call('/auth/api/User/GetUser');
    // A marker written after the requests: anything they logged is already in.
    await new Promise((done) => setImmediate(done));
    server.app.log.info('marker');
    expect(log.lines.filter((l) => !l.includes('"msg":"marker"'))).toEqual(
      log.lines.filter((l) => l.includes('Server listening')),
    );
  });
});
