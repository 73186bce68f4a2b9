/** api-spec/ describes every call of product spec section 7, as the spec writes it. */
import { BASE_NAMES, checkConventions, loadSpec, operationsOf, type JsonObject } from './bundle';
import { PRODUCT_SPEC_CALLS } from './productSpecCalls';

const operations = BASE_NAMES.flatMap((base) => {
  const doc = loadSpec(base);
  return operationsOf(base, doc).map((op) => ({ ...op, doc }));
});
const find = (base: string, method: string, path: string) =>
  operations.find(
    (op) => op.base === base && op.method === method.toLowerCase() && op.path === path,
  );

describe('every call of product spec section 7 is in api-spec/', () => {
  it.each(PRODUCT_SPEC_CALLS.map((c) => [`${c.method} ${c.base} ${c.path}`, c] as const))(
    '%s',
    (_name, call) => {
      const op = find(call.base, call.method, call.path);
      expect(op).toBeDefined();
      const queryNames = ((op!.operation.parameters ?? []) as JsonObject[])
        .map((p) =>
          typeof p.$ref === 'string'
            ? (op!.doc.components!.parameters![p.$ref.split('/').pop()!] as JsonObject)
            : p,
        )
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      for (const name of call.query ?? []) expect(queryNames).toContain(name);
      if (call.body) {
        const body = JSON.stringify((op!.operation.requestBody as JsonObject | undefined) ?? {});
        const schemas = JSON.stringify(op!.doc.components?.schemas ?? {});
        for (const field of call.body)
          expect(body.includes(`"${field}"`) || schemas.includes(`"${field}"`)).toBe(true);
      }
    },
  );

  it('lists the 76 calls of section 7', () => {
    expect(PRODUCT_SPEC_CALLS).toHaveLength(76);
    expect(new Set(PRODUCT_SPEC_CALLS.map((c) => `${c.method} ${c.base}${c.path}`)).size).toBe(76);
  });

  it('marks every other operation as an extension', () => {
    const inSpec = new Set(PRODUCT_SPEC_CALLS.map((c) => `${c.method} ${c.base}${c.path}`));
    const unmarked = operations
      .filter((op) => !inSpec.has(`${op.method.toUpperCase()} ${op.base}${op.path}`))
      .filter((op) => op.operation['x-kadro-extension'] !== true)
      .map((op) => `${op.method.toUpperCase()} ${op.base}${op.path}`);
    expect(unmarked).toEqual([]);
  });
});

it.each(BASE_NAMES)('%s.yaml follows the conventions of api-spec/README.md', (base) => {
  expect(checkConventions(base)).toEqual([]);
});
