/**
 * Requests built from the spec, valid-looking and not, for every operation: the server
 * never answers 5xx and always answers an envelope (QUALITY_BARS "Reliability"). Calls are
 * made signed in as an Admin, so they reach the handlers instead of stopping at the door;
 * an operation whose issue has not landed yet may answer its deliberate 501 envelope. The
 * server holds a played demo season, so ids that exist reach the queries behind them.
 */
import fc from 'fast-check';
import { allOperations, BASES, loadSpec, type Json, type JsonObject } from '../../api-spec/bundle';
import { advanceSeason } from '../rounds/scheduler';
import { seedDemoSeason } from '../season/demoSeason';
import { playDueMatches } from '../season/matchPlay';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

type Schema = JsonObject;

/** Values shaped like a JSON schema (refs, enums, types, objects, arrays), with some noise. */
function fromSchema(
  schema: Json | undefined,
  defs: Record<string, Json>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || depth > 4)
    return fc.jsonValue();
  const s = schema as Schema;
  if (typeof s.$ref === 'string')
    return fromSchema(defs[s.$ref.split('/').pop()!], defs, depth + 1);
  if (Array.isArray(s.allOf)) {
    return fc
      .tuple(...s.allOf.map((part) => fromSchema(part, defs, depth + 1)))
      .map((parts) =>
        Object.assign(
          {},
          ...parts.filter((p) => typeof p === 'object' && p !== null && !Array.isArray(p)),
        ),
      );
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.constant(2 ** 31));
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 24 }),
        fc.constant('2026-11-22T10:00:00Z'),
        fc.constant("' OR 1=1 --"),
      );
    case 'array':
      return fc.array(fromSchema(s.items, defs, depth + 1), { maxLength: 4 });
    default: {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const keys = Object.keys(props);
      if (keys.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 });
      return fc.record(
        Object.fromEntries(keys.map((k) => [k, fromSchema(props[k], defs, depth + 1)])),
        {
          requiredKeys: [],
        },
      );
    }
  }
}

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer('pglite');
  await seedDemoSeason(server.db, server.clock.now());
  await advanceSeason(server.db, server.clock.now(), { playMatches: playDueMatches });
  admin = server.client();
  await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
}, 120_000);
afterAll(() => server.close());

const operations = allOperations();

it.each(
  operations.map((op) => [`${op.method.toUpperCase()} ${BASES[op.base]}${op.path}`, op] as const),
)('%s never answers 5xx', async (_name, op) => {
  const doc = loadSpec(op.base);
  const defs = (doc.components?.schemas ?? {}) as Record<string, Json>;
  const params = ((op.operation.parameters ?? []) as JsonObject[]).filter((p) => p.in === 'query');
  const body = (op.operation.requestBody as JsonObject | undefined)?.content as
    JsonObject | undefined;
  const bodySchema = (body?.['application/json'] as JsonObject | undefined)?.schema;
  const request = fc.record({
    query: fc.record(
      Object.fromEntries(params.map((p) => [String(p.name), fromSchema(p.schema, defs)])),
      { requiredKeys: [] },
    ),
    body: fc.oneof(fromSchema(bodySchema, defs), fc.jsonValue()),
    language: fc.constantFrom('tr-TR', 'en-US', 'xx'),
  });
  await fc.assert(
    fc.asyncProperty(request, async ({ query, body: json, language }) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [
          k,
          typeof v === 'object' ? JSON.stringify(v) : String(v),
        ]),
      );
      const answer = await admin.call(`${BASES[op.base]}${op.path}?${search}`, {
        method: op.method.toUpperCase(),
        headers: { LanguageCode: language },
        ...(op.method === 'get' ? {} : { json }),
      });
      if (answer.status === 501) expect(answer.body.Result.ResultCode).toBe(1501);
      else expect(answer.status).toBeLessThan(500);
      expect(answer.body.Result).toEqual({
        ResultCode: expect.any(Number),
        ResultMessage: expect.any(String),
      });
    }),
    { numRuns: 15 },
  );
});
