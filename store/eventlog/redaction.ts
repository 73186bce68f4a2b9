/**
 * What the event log and Redux DevTools must never hold, in ONE place, and the one
 * function that removes it. A secret is replaced by a stable placeholder (never removed),
 * so a redacted log still replays: reducers store the placeholder where they stored the
 * secret, and the replayed state equals the redacted live state.
 *
 * Values that cannot be serialized (functions, class instances such as Request or
 * AbortSignal, RTK Query's `baseQueryMeta`) are dropped; a Date becomes its ISO text and
 * an Error its message, as JSON would write them.
 */

export const REDACTED = '[redacted]';

/**
 * Field names whose values are secret wherever they occur: request bodies kept in RTK
 * Query's `originalArgs`, answers (`SessionToken.Token`), slices (`session.token`) and
 * redux-persist rehydration. Source: the request/response fields of api-spec/*.yaml and
 * the form of the sandbox's checkout page (redaction.test.ts holds each to one of them).
 */
export const SECRET_FIELDS: Readonly<Record<string, string>> = {
  Token: 'auth.yaml SessionToken.Token (the JWT) and ForgotPasswordConfirmRequest.Token',
  Password: 'auth.yaml LoginRequest / RegisterRequest',
  NewPassword: 'auth.yaml ForgotPasswordConfirmRequest / UpdateUserRequest',
  CurrentPassword: 'auth.yaml UpdateUserRequest',
  CaptchaResponse: 'auth.yaml and wallet.yaml CaptchaResponse (hCaptcha token or local answer)',
  CouponCode: 'wallet.yaml CouponRedeemRequest',
  // The card reaches no call of the API; the sandbox's checkout form names these.
  CardNumber: 'wallet.yaml TestCard (PaymentStart.TestCards) and the sandbox checkout form',
  Expiry: 'the sandbox checkout form',
  Cvc: 'the sandbox checkout form',
  DeviceId: 'auth.yaml NotificationDeviceRequest (the push token)',
  Authorization: 'a Bearer header, should one ever travel in an action',
  // Personal data, masked like the secrets: a log goes to support staff, who need to see
  // what the player did, not who the player is (the upload names the account).
  Email: 'auth.yaml User.Email, RegisterRequest, ForgotPasswordRequest, ContactEmailRequest',
  UserNameOrEmail: 'auth.yaml LoginRequest (an e-mail address as often as not)',
};

/**
 * Field names that are secret only inside the requests and answers of some endpoints:
 * `Code` is a club or product code elsewhere, but a coupon code in the admin coupon
 * endpoints.
 */
export const ENDPOINT_SECRET_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // The e-mailed token as the generated query argument (`session.token` is not secret as a whole).
  authEmailVerificationConfirm: ['token'],
  adminGetCoupons: ['Code'],
  adminInsertCoupon: ['Code'],
  adminUpdateCoupon: ['Code'],
  // The contact form's sender: `Name` is a club's or a league's name elsewhere.
  authContactEmail: ['Name'],
};

/** Values that are secret whatever field holds them. */
export const SECRET_VALUES: readonly { name: string; pattern: RegExp }[] = [
  // A JWT (header `{"…` base64url-encoded starts with eyJ), bare or as a Bearer header.
  { name: 'JWT', pattern: /^(Bearer\s+)?eyJ[\w-]*\.[\w-]+\.[\w-]*$/ },
];

/**
 * Query parameters of URLs (router locations, links) whose values are secret; `t` is the
 * signed token of a sandbox checkout link (wallet.yaml PaymentStart.PaymentUrl), which the
 * market's `paymentStarted` event and the `Payzee/Pay` answer carry.
 */
export const SECRET_QUERY_PARAMS =
  /([?&])(token|password|newpassword|captcharesponse|couponcode|deviceid|t)=([^&#]*)/gi;

/** Parts of actions that are dropped whole: not serializable, and may carry URLs with secrets. */
export const DROPPED_ACTION_PATHS: readonly (readonly string[])[] = [
  ['meta', 'baseQueryMeta'],
  ['meta', 'request'],
  ['meta', 'response'],
];

/**
 * Actions whose payload is a secret as a whole (a bare string, so no field name marks it):
 * the captcha widget's answer, a push registration token.
 */
export const SECRET_PAYLOAD_ACTIONS: readonly RegExp[] = [/captcha/i, /pushToken/i, /notifToken/i];

// ----------------------------------------------------------------------------- the walk

const FIELD_NAMES = new Set(Object.keys(SECRET_FIELDS));
const DROP: unique symbol = Symbol('drop');
type Out = unknown | typeof DROP;

// RTK Query cache keys embed the query args: `endpoint({"token":"…"})`.
const CACHE_KEY = /^([\w$]+)\((.*)\)$/s;

// Cache keys repeat (every request of a query carries its key): remember their redaction.
const cacheKeys = new Map<string, string>();
const CACHE_KEYS_KEPT = 2000;

function redactString(text: string): string {
  const first = text.charCodeAt(0);
  // A JWT starts "eyJ" (or "Bearer eyJ"): action types like "engineApi/…" skip the pattern.
  if (
    text.length > 20 &&
    ((first === 101 && text.charCodeAt(1) === 121 && text.charCodeAt(2) === 74) || first === 66)
  ) {
    for (const { pattern } of SECRET_VALUES) if (pattern.test(text)) return REDACTED;
  }
  let out = text;
  if (out.includes('=')) {
    SECRET_QUERY_PARAMS.lastIndex = 0;
    out = out.replace(SECRET_QUERY_PARAMS, `$1$2=${REDACTED}`);
  }
  if (out.charCodeAt(out.length - 1) === 41 && out.endsWith('})')) {
    const known = cacheKeys.get(out);
    if (known !== undefined) return known;
    const clean = redactCacheKey(out);
    if (cacheKeys.size >= CACHE_KEYS_KEPT) cacheKeys.clear();
    cacheKeys.set(out, clean);
    return clean;
  }
  return out;
}

function redactCacheKey(key: string): string {
  const match = CACHE_KEY.exec(key);
  if (!match) return key;
  try {
    const args: unknown = JSON.parse(match[2] as string);
    const clean = walk(args, ENDPOINT_SECRET_FIELDS[match[1] as string], undefined, false);
    return clean === args ? key : `${match[1]}(${JSON.stringify(clean)})`;
  } catch {
    return key; // not a cache key after all
  }
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Redacts and sanitizes `value`, copying only what changes (an untouched subtree is
 * returned as is). `extra` holds endpoint-scoped secret fields in force for the subtree.
 * `memo` maps a source object to its redacted copy: states share structure, so redacting
 * the next state only walks what changed. With `frozenOnly` (an action), only frozen
 * arrays (answer lists the reducers took into the state) are remembered: an action's own
 * objects are seen once, and a weak-map entry for a small frozen object costs more than
 * walking its few fields again at the next checkpoint, if the state still holds it.
 */
function walk(
  value: unknown,
  extra: readonly string[] | undefined,
  memo: WeakMap<object, unknown> | undefined,
  frozenOnly: boolean,
): Out {
  switch (typeof value) {
    case 'string':
      return redactString(value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return value;
    case 'function':
    case 'symbol':
    case 'bigint':
      return DROP;
  }
  if (value === null) return null;
  const object = value as object;
  const remember =
    memo !== undefined &&
    extra === undefined &&
    (!frozenOnly || (Array.isArray(object) && Object.isFrozen(object)));
  if (remember) {
    const known = memo.get(object);
    if (known !== undefined) return known;
  }
  let out: unknown;
  if (Array.isArray(object)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < object.length; i++) {
      const item: unknown = object[i];
      if (typeof item === 'number' || typeof item === 'boolean' || item == null) continue;
      let next = walk(item, extra, memo, frozenOnly);
      if (next === DROP) next = null; // as JSON writes a function in an array
      if (next !== item) {
        copy ??= object.slice();
        copy[i] = next;
      }
    }
    out = copy ?? object;
  } else if (isPlainObject(object)) {
    const record = object as Record<string, unknown>;
    const endpoint = record.endpointName;
    const scoped =
      typeof endpoint === 'string' && ENDPOINT_SECRET_FIELDS[endpoint]
        ? [...(extra ?? []), ...ENDPOINT_SECRET_FIELDS[endpoint]]
        : extra;
    let copy: Record<string, unknown> | undefined;
    // A plain object inherits no enumerable members: for-in lists its own, with no array.
    for (const key in record) {
      const item = record[key];
      let next: Out;
      if (
        item !== null &&
        item !== undefined &&
        (FIELD_NAMES.has(key) || (scoped !== undefined && scoped.includes(key)))
      ) {
        next = REDACTED;
      } else if (typeof item === 'number' || typeof item === 'boolean' || item == null) {
        next = item;
      } else {
        next = walk(item, scoped, memo, frozenOnly);
      }
      const cleanKey = key.charCodeAt(key.length - 1) === 41 ? redactString(key) : key;
      if (next !== item || cleanKey !== key) {
        copy ??= { ...record };
        if (cleanKey !== key) delete copy[key];
        if (next === DROP) delete copy[cleanKey];
        else copy[cleanKey] = next;
      }
    }
    out = copy ?? object;
  } else if (object instanceof Date) {
    out = Number.isNaN(object.getTime()) ? null : object.toISOString();
  } else if (object instanceof Error) {
    out = object.message;
  } else {
    return DROP;
  }
  if (remember) memo.set(object, out);
  return out;
}

// Whether an action type is clean text, per type: types repeat, and a long one starting
// with "e" (`engineApi/...`) would otherwise be tried as a JWT on every action.
const cleanTypes = new Map<string, boolean>();
function isCleanType(type: string): boolean {
  let clean = cleanTypes.get(type);
  if (clean === undefined) {
    clean = redactString(type) === type;
    if (cleanTypes.size >= CACHE_KEYS_KEPT) cleanTypes.clear();
    cleanTypes.set(type, clean);
  }
  return clean;
}

// Whether an action type's bare payload is a secret, per type (types repeat).
const secretPayloadTypes = new Map<string, boolean>();
function isSecretPayloadType(type: string): boolean {
  let secret = secretPayloadTypes.get(type);
  if (secret === undefined) {
    secret = SECRET_PAYLOAD_ACTIONS.some((pattern) => pattern.test(type));
    if (secretPayloadTypes.size >= CACHE_KEYS_KEPT) secretPayloadTypes.clear();
    secretPayloadTypes.set(type, secret);
  }
  return secret;
}

/**
 * Most actions are a type and a number, flag or short word: nothing to copy. True when
 * the walk would return the action unchanged.
 */
function isBareClean(source: Record<string, unknown>): boolean {
  const { type, payload } = source;
  if (!isPlainObject(source) || typeof type !== 'string' || !isCleanType(type)) return false;
  switch (typeof payload) {
    case 'string':
      if (isSecretPayloadType(type) || redactString(payload) !== payload) return false;
      break;
    case 'number':
    case 'boolean':
    case 'undefined':
      break;
    default:
      if (payload !== null) return false;
  }
  let count = 0;
  for (const key in source) {
    if (key !== 'type' && key !== 'payload') return false;
    count += 1;
  }
  return count > 0;
}

/** The action without its DROPPED_ACTION_PATHS (a shallow copy when it has any). */
function withoutDroppedParts<A>(action: A): A {
  let source = action as unknown as Record<string, unknown>;
  for (const [root, key] of DROPPED_ACTION_PATHS) {
    const holder = source[root as string] as Record<string, unknown> | undefined;
    if (holder && typeof holder === 'object' && (key as string) in holder) {
      const { [key as string]: _dropped, ...rest } = holder;
      source = { ...source, [root as string]: rest };
    }
  }
  return source as unknown as A;
}

/**
 * The action as the log and DevTools may keep it. With the recorder's state `memo`, the
 * answer data an action carries into the state is walked once, not again at checkpoints.
 */
export function redactAction<A extends { type: unknown }>(
  action: A,
  memo?: WeakMap<object, unknown>,
): A {
  if (isBareClean(action as unknown as Record<string, unknown>)) return action;
  const meta = (action as unknown as Record<string, unknown>).meta as
    Record<string, unknown> | undefined;
  let source = withoutDroppedParts(action) as unknown as Record<string, unknown>;
  if (
    typeof source.payload === 'string' &&
    typeof source.type === 'string' &&
    isSecretPayloadType(source.type)
  ) {
    source = { ...source, payload: REDACTED };
  }
  const arg = meta?.arg as { endpointName?: unknown } | undefined;
  const endpoint = typeof arg?.endpointName === 'string' ? arg.endpointName : undefined;
  const out = walk(source, endpoint ? ENDPOINT_SECRET_FIELDS[endpoint] : undefined, memo, true);
  return (out === DROP ? { type: action.type } : out) as A;
}

/**
 * What the recorder keeps of an action until the log is read: the action redacted, except
 * an answer's data (the object payload of a `…/fulfilled` action: RTK Query's answers, 85%
 * of a real session's bytes), which the state takes as well and which is redacted with the
 * rest of the log when the log is read (`redactAction` again, the same result). So what
 * the player typed (a password, captcha answer or coupon code in a request's arguments, a
 * secret bare payload) and the request and response objects never sit in the log, and the
 * walk of the answers, a tenth of the reducers' time, is paid only for the answers still
 * kept when someone reads the log.
 */
export function redactAllButAnswer<A extends { type: unknown }>(action: A): A {
  const source = action as unknown as Record<string, unknown>;
  const { type, payload } = source;
  if (
    typeof type !== 'string' ||
    !type.endsWith('/fulfilled') ||
    typeof payload !== 'object' ||
    payload === null ||
    !isPlainObject(source)
  ) {
    return redactAction(action);
  }
  const { payload: _answer, ...rest } = source;
  return { ...redactAction(rest as { type: string }), payload } as unknown as A;
}

/**
 * Redacts a whole state. Pass the same `memo` for successive states of one store: only
 * the parts that changed since the last call are walked again.
 */
export function redactState<S>(state: S, memo: WeakMap<object, unknown> = new WeakMap()): S {
  const out = walk(state, undefined, memo, false);
  return (out === DROP ? undefined : out) as S;
}
