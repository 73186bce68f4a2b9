/**
 * `npm run codegen`: one RTK Query slice per base, generated from the client view of the
 * bundled spec and injected into that base's empty API (store/api/emptyApis.ts), and the
 * server's table of operations (server/http/operations.generated.ts: per operationId the
 * wire query, the body and the answer's data type, named from the client's types).
 * Generated files are committed; CI regenerates them and fails on any difference.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { format, resolveConfig } from 'prettier';
import {
  BASE_NAMES,
  loadSpec,
  operationsOf,
  type BaseName,
  type Json,
  type JsonObject,
} from './bundle';

const ROOT = resolve(__dirname, '..');
const WORK_DIR = join(ROOT, 'node_modules', '.cache', 'kadro-codegen');

export const API_EXPORT: Record<BaseName, string> = {
  auth: 'authApi',
  engine: 'engineApi',
  wallet: 'walletApi',
  league: 'leagueApi',
};

async function generate(base: BaseName): Promise<void> {
  const spec = loadSpec(base, 'client');
  const schemaFile = join(WORK_DIR, `${base}.json`);
  writeFileSync(schemaFile, JSON.stringify(spec, null, 2));
  const postReads = operationsOf(base, spec)
    .filter((op) => op.operation['x-kadro-query'] === true)
    .map((op) => String(op.operation.operationId));
  await generateEndpoints({
    schemaFile,
    apiFile: './store/api/emptyApis.ts',
    apiImport: API_EXPORT[base],
    outputFile: `./store/api/generated/${base}.ts`,
    exportName: `${base}Endpoints`,
    hooks: { queries: true, lazyQueries: true, mutations: true },
    tag: true,
    flattenArg: false,
    // Answers are the unwrapped envelope; failures go through the base query's error type.
    includeDefault: false,
    prettierConfigFile: join(ROOT, '.prettierrc.json'),
    endpointOverrides: postReads.length > 0 ? [{ pattern: postReads, type: 'query' }] : [],
  });
  // A schema with no type (any JSON, such as an audit row's before and after) comes out as
  // `any`; to the client it is `unknown`, as in the server's types: code reading it narrows.
  const outputFile = join(ROOT, 'store', 'api', 'generated', `${base}.ts`);
  const generated = readFileSync(outputFile, 'utf8');
  const typed = generated.replace(/(:\s*)any\b/g, '$1unknown');
  if (typed !== generated) writeFileSync(outputFile, typed);
}

export const SERVER_OPERATIONS_FILE = join(ROOT, 'server', 'http', 'operations.generated.ts');

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A type the generated client exports, as a placeholder `refName` resolves once all are known. */
const typeRef = (base: BaseName, name: string) => `«${base}:${name}»`;

/** The TypeScript type of a query parameter's schema (a named schema, or a plain type). */
function parameterType(base: BaseName, schema: Json | undefined): string {
  if (!isObject(schema)) return 'unknown';
  if (typeof schema.$ref === 'string') {
    return typeRef(base, schema.$ref.replace('#/components/schemas/', ''));
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.type === 'integer') return 'number';
  return typeof schema.type === 'string' ? schema.type : 'unknown';
}

const typeName = (operationId: string) =>
  operationId.charAt(0).toUpperCase() + operationId.slice(1);

/**
 * The server's view of every operation: the query object as it arrives (wire names; a
 * parameter with a default is always there after validation), the JSON body, and the
 * `data` of the answer. The client's generated types name the shapes.
 */
async function generateServerOperations(): Promise<void> {
  const lines: string[] = [];
  const ids: string[] = [];
  for (const base of BASE_NAMES) {
    const doc = loadSpec(base, 'wire');
    for (const op of operationsOf(base, doc)) {
      const operationId = String(op.operation.operationId);
      ids.push(operationId);
      const query = ((op.operation.parameters as Json[]) ?? [])
        .map((p) =>
          isObject(p) && typeof p.$ref === 'string'
            ? (doc.components!.parameters![
                p.$ref.replace('#/components/parameters/', '')
              ] as JsonObject)
            : (p as JsonObject),
        )
        .filter((p) => p.in === 'query')
        .map((p) => {
          const always =
            p.required === true || (isObject(p.schema) && p.schema.default !== undefined);
          return `${String(p.name)}${always ? '' : '?'}: ${parameterType(base, p.schema)};`;
        });
      const body = op.operation.requestBody;
      const bodySchema =
        isObject(body) && isObject(body.content) && isObject(body.content['application/json'])
          ? body.content['application/json'].schema
          : undefined;
      // A packed body (`application/gzip`) reaches the handler as the bytes received.
      const packed = isObject(body) && isObject(body.content) && 'application/gzip' in body.content;
      const bodyType =
        bodySchema === undefined
          ? packed
            ? 'Buffer'
            : 'undefined'
          : `${parameterType(base, bodySchema)}${isObject(body) && body.required === true ? '' : ' | undefined'}`;
      lines.push(
        `  ${operationId}: {`,
        `    query: ${query.length > 0 ? `{ ${query.join(' ')} }` : 'Record<string, never>'};`,
        `    body: ${bodyType};`,
        `    data: ${typeRef(base, `${typeName(operationId)}ApiResponse`)}['data'];`,
        '  };',
      );
    }
  }
  // Named imports from each base's index; a name two bases export is imported as NameOfBase.
  const used = new Map<BaseName, Set<string>>(BASE_NAMES.map((b) => [b, new Set<string>()]));
  for (const [, b, name] of lines.join('\n').matchAll(/«(\w+):(\w+)»/g)) {
    used.get(b as BaseName)!.add(name!);
  }
  const shared = (name: string) => BASE_NAMES.filter((b) => used.get(b)!.has(name)).length > 1;
  const local = (b: BaseName, name: string) =>
    shared(name) ? `${name}Of${b.charAt(0).toUpperCase()}${b.slice(1)}` : name;
  const imports = BASE_NAMES.filter((b) => used.get(b)!.size > 0).map((b) => {
    const names = [...used.get(b)!]
      .sort()
      .map((n) => (local(b, n) === n ? n : `${n} as ${local(b, n)}`));
    return `import type { ${names.join(', ')} } from '../../store/api/${b}';`;
  });
  const body = lines
    .join('\n')
    .replace(/«(\w+):(\w+)»/g, (_, b: string, name: string) => local(b as BaseName, name));
  const text = [
    '// Generated by `npm run codegen` from api-spec/ (api-spec/codegen.ts): do not edit.',
    ...imports,
    '',
    '/** Per operationId: the wire query, the JSON body and the `data` of the answer. */',
    'export interface Operations {',
    body,
    '}',
    '',
    'export type OperationId = keyof Operations;',
    '',
    '/** Every operationId of api-spec/, in the order of the spec files. */',
    `export const OPERATION_IDS: readonly OperationId[] = ${JSON.stringify(ids)};`,
    '',
  ].join('\n');
  const config = await resolveConfig(SERVER_OPERATIONS_FILE);
  writeFileSync(
    SERVER_OPERATIONS_FILE,
    await format(text, { ...config, filepath: SERVER_OPERATIONS_FILE }),
  );
}

async function main(): Promise<void> {
  mkdirSync(WORK_DIR, { recursive: true });
  mkdirSync(join(ROOT, 'store', 'api', 'generated'), { recursive: true });
  // `npm run codegen -- auth` regenerates one base; no argument, all of them.
  const named = process.argv.slice(2).filter((a) => (BASE_NAMES as string[]).includes(a));
  const bases = named.length > 0 ? (named as BaseName[]) : BASE_NAMES;
  for (const base of bases) await generate(base);
  await generateServerOperations();
  console.log(
    `generated store/api/generated/{${bases.join(',')}}.ts and server/http/operations.generated.ts`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
