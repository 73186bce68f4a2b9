/**
 * Input the server refuses before any schema or handler sees it, over HTTP: each answer is
 * the envelope with its status, and the log holds no stack trace for the client's mistakes.
 */
import { request as httpRequest } from 'node:http';
import { allOperations, BASES, loadSpec, type JsonObject } from '../../api-spec/bundle';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { MAX_JSON_DEPTH, refusedInput } from './inputLimits';

let server: TestServer;
let admin: TestClient;
const log: string[] = [];
beforeAll(async () => {
  server = await startTestServer('pglite', {
    config: { logLevel: 'info' },
    logStream: { write: (line) => void log.push(line) },
  });
  admin = server.client();
  await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
}, 60_000);
afterAll(() => server.close());

const NUL = 'text must not contain the NUL character';

/** A raw request, so that the URL and headers go out exactly as written. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((done, fail) => {
    const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', fail);
    req.end();
  });
}

const envelope = (code: number) => ({
  Result: { ResultCode: code, ResultMessage: expect.any(String) },
  ReturnObject: null,
  TotalCount: 0,
});

describe('refusedInput', () => {
  it('finds NUL in values and keys at any depth, and depth beyond the bound', () => {
    expect(refusedInput({ a: [{ b: 'x\0y' }] })).toBe(NUL);
    expect(refusedInput({ 'k\0': 1 })).toBe(NUL);
    let deep: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i += 1) deep = [deep];
    expect(refusedInput(deep)).toBeUndefined();
    expect(refusedInput([deep])).toBe(`nested deeper than ${MAX_JSON_DEPTH} levels`);
    expect(refusedInput({ Name: 'ğüşiöç', List: [1, null, true] })).toBeUndefined();
  });

  it('passes a packed body (bytes) without walking it', () => {
    // Walked as an object, 16 MB of bytes took seconds and a gigabyte (an entry per byte).
    const started = performance.now();
    expect(refusedInput(Buffer.alloc(16_000_000))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('a NUL character', () => {
  const operations = allOperations();
  const isText = (schema: JsonObject | undefined) =>
    schema?.type === 'string' || (Array.isArray(schema?.type) && schema.type.includes('string'));
  const stringParameters = operations.flatMap((op) => {
    const doc = loadSpec(op.base);
    return ((op.operation.parameters ?? []) as JsonObject[])
      .map((p) =>
        typeof p.$ref === 'string'
          ? (doc.components!.parameters![p.$ref.split('/').pop()!] as JsonObject)
          : p,
      )
      .filter((p) => p.in === 'query' && isText(p.schema as JsonObject | undefined))
      .map(
        (p) =>
          [`${String(op.operation.operationId)} ?${String(p.name)}`, op, String(p.name)] as const,
      );
  });
  const stringFields = operations.flatMap((op) => {
    const content = (op.operation.requestBody as JsonObject | undefined)?.content as
      JsonObject | undefined;
    const ref = (
      (content?.['application/json'] as JsonObject | undefined)?.schema as JsonObject | undefined
    )?.$ref;
    if (typeof ref !== 'string') return [];
    const schema = loadSpec(op.base).components!.schemas![ref.split('/').pop()!] as JsonObject;
    const field = Object.entries((schema.properties ?? {}) as Record<string, JsonObject>).find(
      ([, s]) => isText(s),
    );
    return field
      ? [[`${String(op.operation.operationId)} .${field[0]}`, op, field[0]] as const]
      : [];
  });

  it('is looked for in many operations', () => {
    expect(stringParameters.length).toBeGreaterThanOrEqual(2);
    expect(stringFields.length).toBeGreaterThan(10);
  });

  it.each(stringParameters)('in a query (%s) is a 400 envelope', async (_name, op, name) => {
    const answer = await admin.call(
      `${BASES[op.base]}${op.path}?${new URLSearchParams({ [name]: 'a\0b' })}`,
      { method: op.method.toUpperCase() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(envelope(1000));
    expect(answer.body.Result.ResultMessage).toContain(NUL);
  });

  it.each(stringFields)('in a body (%s) is a 400 envelope', async (_name, op, field) => {
    const answer = await admin.call(`${BASES[op.base]}${op.path}`, {
      method: op.method.toUpperCase(),
      json: { [field]: 'a\0b' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Result.ResultMessage).toContain(NUL);
  });
});

describe('a deeply nested body', () => {
  it('is a 400 envelope, also where the schema takes any JSON', async () => {
    const nested = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    for (const [path, body] of [
      ['/auth/api/SupportLog/Upload', `{"Log":${nested}}`],
      ['/auth/api/Auth/Login', `{"UserNameOrEmail":"a","Password":"b","X":${nested}}`],
    ] as const) {
      const answer = await admin.call(path, { method: 'POST', body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(envelope(1000));
      expect(answer.body.Result.ResultMessage).toContain(`nested deeper than ${MAX_JSON_DEPTH}`);
    }
  });
});

describe('the URL and headers', () => {
  it('a URL over 16 KB is a 414 envelope, however long', async () => {
    for (const length of [17_000, 100_000, 300_000]) {
      const answer = await rawGet(`/auth/api/User/GetUserProfile?userName=${'a'.repeat(length)}`);
      expect(answer).toEqual({ status: 414, body: envelope(1014) });
    }
  });

  it('headers over the limit are a 431 envelope', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`X-Header-${i}`, 'h'.repeat(1000)]),
    );
    for (const headers of [{ 'X-Big': 'b'.repeat(70_000) }, many]) {
      const answer = await rawGet('/', headers);
      expect(answer).toEqual({ status: 431, body: envelope(1031) });
    }
  });

  it('bad % encoding in the path is a 400 envelope', async () => {
    const answer = await rawGet('/auth/api/User/GetUser%zzProfile');
    expect(answer).toEqual({ status: 400, body: envelope(1000) });
  });

  it('leaves no error and no stack trace in the log', () => {
    expect(log.join('')).not.toMatch(/"stack"|"level":50/);
    expect(log.join('')).toMatch(/client error/);
  });
});
