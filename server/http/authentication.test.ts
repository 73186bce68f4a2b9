/**
 * Authentication comes before validation: every signed-in operation of api-spec/ answers a
 * stranger with 401 (and a User calling an Admin operation with 403) whatever the request
 * holds, so no one learns what an operation expects without being allowed to call it.
 */
import {
  allOperations,
  BASES,
  loadSpec,
  type JsonObject,
  type OperationEntry,
} from '../../api-spec/bundle';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { FAILURES } from './failures';

let server: TestServer;
let stranger: TestClient;
let forger: TestClient;
let user: TestClient;
beforeAll(async () => {
  server = await startTestServer('pglite');
  stranger = server.client();
  forger = server.client();
  forger.token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.not-a-signature';
  user = server.client();
  await user.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
}, 60_000);
afterAll(() => server.close());

/** null: public; [] signed in; ['Admin']: that role (as the spec's security says). */
function rolesOf(op: OperationEntry): string[] | null {
  const security = (op.operation.security ?? loadSpec(op.base).security ?? []) as JsonObject[];
  if (security.length === 0) return null;
  const roles = security[0]!.bearerAuth;
  return Array.isArray(roles) ? roles.map(String) : [];
}

const signedIn = allOperations()
  .map((op) => ({ op, roles: rolesOf(op) }))
  .filter(({ roles }) => roles !== null)
  .map(
    ({ op, roles }) =>
      [`${op.method.toUpperCase()} ${BASES[op.base]}${op.path}`, op, roles!] as const,
  );

/** A request no operation accepts: an unknown query parameter and a body that is not JSON. */
function malformed(client: TestClient, op: OperationEntry) {
  return client.call(`${BASES[op.base]}${op.path}?NoSuchParameter=%7B`, {
    method: op.method.toUpperCase(),
    ...(op.method === 'get' ? {} : { body: '{"Unclosed": [' }),
  });
}

const refusal = (kind: { code: number; message: Record<'tr-TR', string> }) => ({
  Result: { ResultCode: kind.code, ResultMessage: kind.message['tr-TR'] },
  ReturnObject: null,
  TotalCount: 0,
});

it('covers the signed-in operations of the spec', () => {
  expect(signedIn.length).toBeGreaterThanOrEqual(71);
});

it.each(signedIn)('%s answers 401 before validating', async (_name, op, roles) => {
  for (const caller of [stranger, forger]) {
    const answer = await malformed(caller, op);
    expect(answer.status).toBe(401);
    // Exactly the refusal: no schema detail appended.
    expect(answer.body).toEqual(refusal(FAILURES.unauthenticated));
  }
  if (roles.includes('Admin')) {
    const answer = await malformed(user, op);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refusal(FAILURES.forbidden));
  }
});
