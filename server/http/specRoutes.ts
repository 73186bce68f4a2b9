/**
 * Spec-first routing: every operation of api-spec/ becomes a route, and only those. Each
 * request is validated against its operation (query, headers, body) before a handler
 * runs; with `validateResponses` every answer is checked against the spec too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  BASES,
  BASE_NAMES,
  loadSpec,
  operationsOf,
  type BaseName,
  type Json,
  type JsonObject,
  type OpenApiDoc,
  type OperationEntry,
} from '../../api-spec/bundle';
import { failure, success } from './envelope';
import { FAILURES, Failure } from './failures';
import { languageOf, type Language } from './language';
import type { OperationId, Operations } from './operations.generated';
import { PreparedAnswer } from './preparedAnswer';

export type { OperationId } from './operations.generated';

/** What a handler of `Id` receives: the query and body as validated against api-spec/. */
export interface OperationContext<Id extends OperationId = OperationId> {
  operationId: Id;
  query: Operations[Id]['query'];
  body: Operations[Id]['body'];
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * When the request arrived (`performance.now()`): a cache that reads a version counter
   * may use a read that began after it (db/versionCounters.ts).
   */
  arrivedAt: number;
}

export interface OperationResult<Data = unknown> {
  data: Data;
  count?: number;
  message?: string;
}

/** A handler may answer with a prepared answer (made once, sent many times: cached reads). */
export type OperationHandler<Id extends OperationId = OperationId> = (
  ctx: OperationContext<Id>,
) => Promise<OperationResult<Operations[Id]['data']> | PreparedAnswer>;

/**
 * Handlers by operationId: a key that is not an operation of api-spec/ does not compile.
 * An operation without a handler answers 501 (handlers/notImplemented.ts lists them).
 */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> };

/** A handler as routes call it: the request was validated against the spec first. */
type ValidatedHandler = (ctx: {
  operationId: string;
  query: unknown;
  body: unknown;
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
  arrivedAt: number;
}) => Promise<OperationResult | PreparedAnswer>;

/** What routes know of their operation (read by later hooks: auth, CSRF, rate limits). */
export interface OperationInfo {
  base: BaseName;
  operationId: string;
  /** null: public; [] signed in; ['Admin']: that role. */
  roles: string[] | null;
  extension: boolean;
  /**
   * A payment provider's server calls it (`x-kadro-provider-callback`): it carries no
   * anti-forgery pair, and its signature authenticates it.
   */
  providerCallback: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: OperationInfo;
  }
}

const notImplemented: ValidatedHandler = async () => {
  throw new Failure(FAILURES.notImplemented);
};

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rewrites `#/components/schemas/X` to the Ajv id of the base's schemas. */
function retarget(value: Json, base: BaseName): Json {
  if (Array.isArray(value)) return value.map((v) => retarget(v, base));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof v === 'string'
        ? v.replace('#/components/schemas/', `kadro:${base}#/$defs/`)
        : retarget(v, base);
  }
  return out;
}

function resolveParameter(doc: OpenApiDoc, param: Json): JsonObject {
  if (isObject(param) && typeof param.$ref === 'string') {
    const name = param.$ref.replace('#/components/parameters/', '');
    return doc.components!.parameters![name] as JsonObject;
  }
  return param as JsonObject;
}

function parameterSchema(
  doc: OpenApiDoc,
  op: OperationEntry,
  where: 'query' | 'header',
): JsonObject | undefined {
  const params = ((op.operation.parameters as Json[]) ?? [])
    .map((p) => resolveParameter(doc, p))
    .filter((p) => p.in === where);
  if (params.length === 0) return undefined;
  // Header names arrive lower-cased.
  const name = (p: JsonObject) =>
    where === 'header' ? String(p.name).toLowerCase() : String(p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [name(p), retarget(p.schema ?? {}, op.base)])),
    required: params.filter((p) => p.required === true).map(name),
    // Unknown query parameters are refused; unknown headers are the browser's business.
    additionalProperties: where === 'header',
  };
}

function bodySchema(op: OperationEntry): JsonObject | undefined {
  const body = op.operation.requestBody;
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const json = body.content['application/json'];
  if (!isObject(json) || json.schema === undefined) return undefined;
  return retarget(json.schema, op.base) as JsonObject;
}

function responseSchema(op: OperationEntry): Json | undefined {
  const ok = (op.operation.responses as JsonObject)['200'];
  if (!isObject(ok) || !isObject(ok.content)) return undefined;
  const json = ok.content['application/json'];
  return isObject(json) ? retarget(json.schema ?? {}, op.base) : undefined;
}

function rolesOf(doc: OpenApiDoc, op: OperationEntry): string[] | null {
  const security = (op.operation.security ?? doc.security ?? []) as JsonObject[];
  if (security.length === 0) return null;
  const roles = security[0]!.bearerAuth;
  return Array.isArray(roles) ? roles.map(String) : [];
}

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false, // OpenAPI adds keywords of its own (example, x-*)
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats(ajv);
  return ajv;
}

export interface SpecRoutesOptions {
  handlers: OperationHandlers;
  validateResponses: boolean;
  /** Extra route config by operationId (rate limits). */
  routeConfig?: Partial<Record<OperationId, Record<string, unknown>>>;
}

/**
 * The spec's documents and their compiled validators, made once per process: compiling
 * them is most of a server's start (about a second here), the spec does not change while
 * the process runs, and a validator keeps no state between calls, so every server a
 * process builds (the tests build hundreds) shares them.
 */
interface CompiledSpec {
  docs: Record<BaseName, OpenApiDoc>;
  /** Query and header values are text and get coerced; JSON bodies must have the right types. */
  textAjv: Ajv2020;
  bodyAjv: Ajv2020;
  failureValidator: ValidateFunction;
  /** Validators by a key of what they check (a route's part, an operation's answer). */
  compiled: Map<string, ValidateFunction>;
}

let compiledSpec: CompiledSpec | undefined;

function theCompiledSpec(): CompiledSpec {
  if (compiledSpec) return compiledSpec;
  const textAjv = makeAjv(true);
  const bodyAjv = makeAjv(false);
  const docs = Object.fromEntries(BASE_NAMES.map((b) => [b, loadSpec(b, 'wire')])) as Record<
    BaseName,
    OpenApiDoc
  >;
  for (const base of BASE_NAMES) {
    const defs = {
      $id: `kadro:${base}`,
      $defs: retarget(docs[base].components?.schemas ?? {}, base),
    };
    textAjv.addSchema(defs);
    bodyAjv.addSchema(defs);
  }
  const failureValidator = bodyAjv.compile({ $ref: 'kadro:auth#/$defs/FailureEnvelope' });
  compiledSpec = { docs, textAjv, bodyAjv, failureValidator, compiled: new Map() };
  return compiledSpec;
}

/** The validator of `schema` under `key`, compiled the first time it is asked for. */
function validatorOf(ajv: Ajv2020, key: string, schema: object): ValidateFunction {
  const { compiled } = theCompiledSpec();
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** Registers every operation of every base. */
export function registerSpecRoutes(
  app: FastifyInstance,
  { handlers, validateResponses, routeConfig = {} }: SpecRoutesOptions,
) {
  const { docs, textAjv, bodyAjv, failureValidator } = theCompiledSpec();

  app.setValidatorCompiler(({ schema, httpPart, method, url }) =>
    httpPart === 'body'
      ? validatorOf(bodyAjv, `${method} ${url} body`, schema)
      : validatorOf(textAjv, `${method} ${url} ${httpPart}`, schema),
  );

  const known = new Set<string>();
  for (const base of BASE_NAMES) {
    const doc = docs[base];
    for (const op of operationsOf(base, doc)) {
      // The generated table is made from these same files (coverage.test.ts holds the two together).
      const operationId = String(op.operation.operationId) as OperationId;
      const url = `${BASES[base]}${op.path}`;
      known.add(`${op.method.toUpperCase()} ${url}`);
      // Validation below gives each handler the query and body its operation's types say.
      const handler = (handlers[operationId] as ValidatedHandler | undefined) ?? notImplemented;
      const okSchema = responseSchema(op);
      const validateOk: ValidateFunction | undefined =
        validateResponses && okSchema !== undefined
          ? validatorOf(bodyAjv, `${operationId} answer`, okSchema as object)
          : undefined;
      const querystring = parameterSchema(doc, op, 'query');
      const headers = parameterSchema(doc, op, 'header');
      const body = bodySchema(op);
      // A call that takes a larger body than the server's 1 MiB says so (`x-kadro-body-limit`).
      const bodyLimit = op.operation['x-kadro-body-limit'];
      app.route({
        method: op.method.toUpperCase() as 'GET',
        url,
        ...(typeof bodyLimit === 'number' && { bodyLimit }),
        schema: {
          ...(querystring && { querystring }),
          ...(headers && { headers }),
          ...(body && { body }),
        },
        config: {
          ...routeConfig[operationId],
          operation: {
            base,
            operationId,
            roles: rolesOf(doc, op),
            extension: op.operation['x-kadro-extension'] === true,
            providerCallback: op.operation['x-kadro-provider-callback'] === true,
          },
        },
        handler: async (request, reply) => {
          const result = await handler({
            operationId,
            query: request.query ?? {},
            body: request.body,
            language: languageOf(request.headers.languagecode),
            request,
            reply,
            arrivedAt: performance.now() - reply.elapsedTime,
          });
          const prepared = result instanceof PreparedAnswer ? result : undefined;
          const envelope =
            result instanceof PreparedAnswer
              ? undefined
              : success(result.data, result.count ?? 0, result.message ?? '');
          // A prepared answer's envelope may be read back from its bytes: only when checked.
          if (validateOk && !validateOk(envelope ?? prepared!.envelope)) {
            throw new Error(
              `answer of ${operationId} does not match api-spec: ${textAjv.errorsText(validateOk.errors)}`,
            );
          }
          return prepared ? prepared.send(request, reply) : envelope;
        },
      });
    }
  }

  if (validateResponses) {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (
        reply.statusCode >= 400 &&
        request.routeOptions.config.operation &&
        !failureValidator(payload)
      ) {
        request.log.error({ payload }, 'failure answer does not match api-spec FailureEnvelope');
      }
      return payload;
    });
  }
  return known;
}

/** Sends a failure envelope with its HTTP status. */
export function sendFailure(
  reply: FastifyReply,
  kind: (typeof FAILURES)[keyof typeof FAILURES] | Failure['kind'],
  language: Language,
  detail?: string,
) {
  return reply.status(kind.status).send(failure(kind, language, detail));
}
