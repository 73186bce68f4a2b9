/**
 * Loads the contract: one OpenAPI file per base plus `common.yaml`, bundled into one
 * self-contained document per base. Two views of the same document:
 *  - `wire`: what travels over HTTP (the server validates against it);
 *  - `client`: the same, with every envelope answer unwrapped to `{data, count, message}`
 *    (what the RTK Query base query hands to components) and the uniform headers left out
 *    (the base query adds them), for the code generator.
 *
 * `npx tsx api-spec/bundle.ts --check [file…]` checks the conventions of api-spec/README.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const BASES = {
  auth: '/auth/api',
  engine: '/engine/api',
  wallet: '/w/api',
  league: '/league/api',
} as const;
export type BaseName = keyof typeof BASES;
export const BASE_NAMES = Object.keys(BASES) as BaseName[];

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
const STATE_CHANGING: ReadonlySet<string> = new Set(['post', 'put', 'delete', 'patch']);

/* The parts of OpenAPI this project uses, loosely typed: documents are data. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Operation = JsonObject;
export interface OpenApiDoc {
  openapi: string;
  info: JsonObject;
  servers?: { url: string }[];
  security?: JsonObject[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>> & JsonObject>;
  components?: Record<string, Record<string, Json>>;
  [key: string]: unknown;
}
export interface OperationEntry {
  base: BaseName;
  path: string;
  method: HttpMethod;
  operation: Operation;
}

const SPEC_DIR = __dirname;
const COMMON_PREFIX = './common.yaml#/components/';
const UNIFORM_REFS = [
  'parameters/LanguageCode',
  'parameters/Channel',
  'parameters/XsrfToken',
  'responses/Failure',
].map((r) => COMMON_PREFIX + r);

export function readSpecFile(file: string): OpenApiDoc {
  return parse(readFileSync(join(SPEC_DIR, file), 'utf8')) as OpenApiDoc;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep copy, rewriting each `$ref` with `rewrite`. */
function mapRefs(value: Json, rewrite: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, rewrite));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof v === 'string' ? rewrite(v) : mapRefs(v, rewrite);
  }
  return out;
}

function collectRefs(value: Json, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => collectRefs(v, into));
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') into.add(v);
      else collectRefs(v, into);
    }
  }
}

/** `#/components/schemas/X` → ['schemas', 'X'] */
function splitLocalRef(ref: string): [string, string] {
  const m = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
  if (!m) throw new Error(`unsupported $ref ${ref}`);
  return [m[1]!, m[2]!];
}

/**
 * Copies what the base file uses from common.yaml (transitively) into its components and
 * turns every external ref into a local one.
 */
function inlineCommon(doc: OpenApiDoc, common: OpenApiDoc, file: string): OpenApiDoc {
  const local = (ref: string) =>
    ref.startsWith(COMMON_PREFIX) ? `#/components/${ref.slice(COMMON_PREFIX.length)}` : ref;
  const out = mapRefs(doc as unknown as Json, local) as unknown as OpenApiDoc;
  out.components = { ...(out.components ?? {}) };
  const pending = new Set<string>();
  collectRefs(doc as unknown as Json, pending);
  const seen = new Set<string>();
  const queue = [...pending].filter((r) => r.startsWith(COMMON_PREFIX)).map(local);
  // Security requirements name their scheme instead of referring to it: always bring them.
  for (const name of Object.keys(common.components?.securitySchemes ?? {})) {
    queue.push(`#/components/securitySchemes/${name}`);
  }
  while (queue.length > 0) {
    const ref = queue.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const [kind, name] = splitLocalRef(ref);
    const source = common.components?.[kind]?.[name];
    if (source === undefined) throw new Error(`${file}: ${ref} is not in common.yaml`);
    const section = (out.components[kind] ??= {});
    if (section[name] !== undefined && !isCommonCopy(section[name], source)) {
      throw new Error(`${file}: components.${kind}.${name} shadows the one in common.yaml`);
    }
    section[name] = source;
    const inner = new Set<string>();
    collectRefs(source, inner);
    inner.forEach((r) => queue.push(r));
  }
  return out;
}

function isCommonCopy(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function operationsOf(base: BaseName, doc: OpenApiDoc): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) entries.push({ base, path, method, operation });
    }
  }
  return entries;
}

/** The schema of ReturnObject when `schema` is `allOf: [Envelope, {properties: {ReturnObject}}]`. */
export function envelopePayload(schema: Json | undefined): Json | undefined {
  if (!isObject(schema) || !Array.isArray(schema.allOf) || schema.allOf.length !== 2) return;
  const [envelope, narrowed] = schema.allOf;
  if (!isObject(envelope) || envelope.$ref !== '#/components/schemas/Envelope') return;
  if (!isObject(narrowed) || !isObject(narrowed.properties)) return;
  return narrowed.properties.ReturnObject;
}

function okSchema(operation: Operation): Json | undefined {
  const responses = operation.responses;
  if (!isObject(responses)) return;
  const ok = responses['200'];
  if (!isObject(ok) || !isObject(ok.content)) return;
  const json = ok.content['application/json'];
  return isObject(json) ? json.schema : undefined;
}

function setOkSchema(operation: Operation, schema: Json): void {
  const ok = (operation.responses as JsonObject)['200'] as JsonObject;
  ok.content = { 'application/json': { schema } };
}

const cache = new Map<string, OpenApiDoc>();

/** The bundled document of a base, in the wire or the client view. Fresh copy each call. */
export function loadSpec(base: BaseName, view: 'wire' | 'client' = 'wire'): OpenApiDoc {
  const key = `${base}:${view}`;
  if (!cache.has(key)) cache.set(key, buildSpec(base, view));
  return structuredClone(cache.get(key)!);
}

function buildSpec(base: BaseName, view: 'wire' | 'client'): OpenApiDoc {
  const file = `${base}.yaml`;
  const raw = readSpecFile(file);
  // The uniform parts (headers, failure answer) ride along as refs so that inlining
  // copies them and what they use; the list itself is dropped afterwards.
  if (view === 'wire') raw['x-uniform'] = UNIFORM_REFS.map((ref) => ({ $ref: ref }));
  const doc = inlineCommon(raw, readSpecFile('common.yaml'), file);
  delete doc['x-uniform'];
  for (const { method, operation } of operationsOf(base, doc)) {
    if (view === 'wire') {
      const uniform: Json[] = [
        { $ref: '#/components/parameters/LanguageCode' },
        { $ref: '#/components/parameters/Channel' },
      ];
      if (STATE_CHANGING.has(method)) uniform.push({ $ref: '#/components/parameters/XsrfToken' });
      operation.parameters = [...((operation.parameters as Json[]) ?? []), ...uniform];
      (operation.responses as JsonObject).default = { $ref: '#/components/responses/Failure' };
    } else {
      const payload = envelopePayload(okSchema(operation));
      if (payload === undefined) continue;
      setOkSchema(operation, {
        type: 'object',
        description: 'The unwrapped envelope: data is ReturnObject, count is TotalCount.',
        required: ['data', 'count', 'message'],
        properties: {
          data: payload,
          count: { type: 'integer' },
          message: { type: 'string' },
        },
      });
    }
  }
  return doc;
}

/** Every operation of every base, wire view. */
export function allOperations(view: 'wire' | 'client' = 'wire'): OperationEntry[] {
  return BASE_NAMES.flatMap((base) => operationsOf(base, loadSpec(base, view)));
}

/** The conventions of api-spec/README.md, as a list of problems (empty when all hold). */
export function checkConventions(base: BaseName): string[] {
  const problems: string[] = [];
  const file = `${base}.yaml`;
  let raw: OpenApiDoc;
  let doc: OpenApiDoc;
  try {
    raw = readSpecFile(file);
    doc = inlineCommon(raw, readSpecFile('common.yaml'), file);
  } catch (error) {
    return [`${file}: ${(error as Error).message}`];
  }
  if (raw.openapi !== '3.1.0') problems.push(`${file}: openapi must be 3.1.0`);
  if (raw.servers?.[0]?.url !== BASES[base])
    problems.push(`${file}: servers[0].url must be ${BASES[base]}`);
  const refs = new Set<string>();
  collectRefs(doc as unknown as Json, refs);
  for (const ref of refs) {
    try {
      const [kind, name] = splitLocalRef(ref);
      if (doc.components?.[kind]?.[name] === undefined) problems.push(`${file}: dangling ${ref}`);
    } catch {
      problems.push(`${file}: unsupported $ref ${ref}`);
    }
  }
  const ids = new Set<string>();
  for (const { path, method, operation } of operationsOf(base, doc)) {
    const where = `${file}: ${method.toUpperCase()} ${path}`;
    const m = /^\/([A-Za-z]+)\/([A-Za-z]+)$/.exec(path);
    if (!m) problems.push(`${where}: path must be /Controller/Action`);
    const id = operation.operationId;
    const expected = m ? m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1) + m[2] : undefined;
    if (typeof id !== 'string' || id !== expected) {
      problems.push(`${where}: operationId must be ${expected}`);
    } else if (ids.has(id)) problems.push(`${where}: duplicate operationId ${id}`);
    else ids.add(id);
    if (!Array.isArray(operation.tags) || operation.tags.length === 0)
      problems.push(`${where}: no tags`);
    if (envelopePayload(okSchema(operation)) === undefined) {
      problems.push(
        `${where}: the 200 answer must be allOf [Envelope, {properties: {ReturnObject}}]`,
      );
    }
    if (operation['x-kadro-query'] === true && method !== 'post') {
      problems.push(`${where}: x-kadro-query is for POST reads only`);
    }
  }
  return problems;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args[0] !== '--check') {
    console.error('usage: tsx api-spec/bundle.ts --check [api-spec/<base>.yaml …]');
    process.exit(2);
  }
  const named = args.slice(1).map((f) => f.replace(/^.*\//, '').replace(/\.yaml$/, ''));
  const bases = named.length > 0 ? (named as BaseName[]) : BASE_NAMES;
  const problems = bases.flatMap((b) => checkConventions(b));
  for (const b of bases) {
    if (problems.length === 0) {
      loadSpec(b, 'wire');
      loadSpec(b, 'client');
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} problem(s)`);
    process.exit(1);
  }
  const count = bases.reduce((n, b) => n + operationsOf(b, loadSpec(b)).length, 0);
  console.log(`api-spec ok: ${bases.join(', ')} (${count} operations)`);
}
