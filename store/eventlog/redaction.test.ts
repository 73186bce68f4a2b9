/**
 * Every entry of the deny-list in redaction.ts, each proven on an action and on a state,
 * and the rules that keep a redacted log replayable.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DROPPED_ACTION_PATHS,
  ENDPOINT_SECRET_FIELDS,
  REDACTED,
  SECRET_FIELDS,
  SECRET_PAYLOAD_ACTIONS,
  redactAction,
  redactAllButAnswer,
  redactState,
} from './redaction';
import { JWT, rtkRequest } from './testing';

const SECRET = 'Hunter2-secret-value';

describe.each(Object.keys(SECRET_FIELDS))('field %s', (field) => {
  it('is replaced by the placeholder in an action, however deep', () => {
    const action = {
      type: 'authApi/executeMutation/pending',
      meta: { arg: { originalArgs: { request: { [field]: SECRET, Other: 'kept' } } } },
    };
    const out = redactAction(action);
    expect(out.meta.arg.originalArgs.request).toEqual({ [field]: REDACTED, Other: 'kept' });
    expect(JSON.stringify(out)).not.toContain(SECRET);
    // The original action is not changed: the reducer still gets the real value.
    expect(action.meta.arg.originalArgs.request[field as 'Other']).toBe(SECRET);
  });

  it('is replaced in a state, lists included', () => {
    const state = { slice: { items: [{ [field]: SECRET }, { [field]: null }] } };
    expect(redactState(state)).toEqual({
      slice: { items: [{ [field]: REDACTED }, { [field]: null }] },
    });
  });
});

describe.each(Object.entries(ENDPOINT_SECRET_FIELDS))('endpoint %s', (endpoint, fields) => {
  it.each(fields)('redacts %s in its requests, answers and cache entries only', (field) => {
    const [pending, fulfilled] = rtkRequest({
      reducerPath: 'walletApi',
      endpointName: endpoint,
      kind: 'query',
      originalArgs: { [field]: SECRET },
      outcome: { data: [{ Id: 1, [field]: SECRET }] },
      at: 0,
    });
    expect(JSON.stringify(redactAction(pending))).not.toContain(SECRET);
    expect(JSON.stringify(redactAction(fulfilled))).not.toContain(SECRET);
    const state = {
      queries: {
        [`${endpoint}({"${field}":"${SECRET}"})`]: {
          endpointName: endpoint,
          data: [{ [field]: SECRET }],
        },
      },
      other: { endpointName: 'teamsGetTeamsList', data: [{ [field]: 'GS' }] },
    };
    const out = redactState(state);
    expect(JSON.stringify(out)).not.toContain(SECRET);
    expect(out.other.data[0]).toEqual({ [field]: 'GS' });
  });
});

it('redacts a JWT under any name, bare or as a Bearer header', () => {
  const out = redactState({ a: { note: JWT }, b: [`Bearer ${JWT}`], c: 'eyJ but not a token' });
  expect(out).toEqual({ a: { note: REDACTED }, b: [REDACTED], c: 'eyJ but not a token' });
});

it('redacts secret query parameters of URLs, such as a router location', () => {
  const action = {
    type: 'router/locationChanged',
    payload: {
      pathname: '/sifre-sifirla',
      search: `?token=abc123&lang=tr`,
      href: `/dogrula?Token=x9&a=1#h`,
    },
  };
  expect(redactAction(action).payload).toEqual({
    pathname: '/sifre-sifirla',
    search: `?token=${REDACTED}&lang=tr`,
    href: `/dogrula?Token=${REDACTED}&a=1#h`,
  });
});

it('redacts the signed token of a checkout link the market leaves for', () => {
  const action = {
    type: 'wallet/paymentStarted',
    payload: { OrderId: 41, PaymentUrl: '/sandbox/checkout/41?lang=tr-TR&t=eyJh.eyJi.sig' },
  };
  expect(redactAction(action).payload).toEqual({
    OrderId: 41,
    PaymentUrl: `/sandbox/checkout/41?lang=tr-TR&t=${REDACTED}`,
  });
});

it('redacts query args inside RTK Query cache keys, in keys and in values alike', () => {
  const key = `authEmailVerificationConfirm({"token":"${SECRET}"})`;
  const redactedKey = `authEmailVerificationConfirm({"token":"${REDACTED}"})`;
  const state = { queries: { [key]: { queryCacheKey: key, originalArgs: { token: SECRET } } } };
  expect(redactState(state)).toEqual({
    queries: { [redactedKey]: { queryCacheKey: redactedKey, originalArgs: { token: SECRET } } },
  });
  // The arg object itself is scoped by the action's endpoint.
  const [pending] = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authEmailVerificationConfirm',
    kind: 'query',
    originalArgs: { token: SECRET },
    outcome: { data: { Done: true } },
    at: 0,
  });
  expect(JSON.stringify(redactAction(pending))).not.toContain(SECRET);
});

it.each(DROPPED_ACTION_PATHS.map((path) => [path.join('.')]))('drops %s from actions', (path) => {
  const [root, key] = path.split('.') as [string, string];
  const action = {
    type: 'x/fulfilled',
    [root]: { [key]: { url: `/a?Token=${SECRET}` }, requestId: 'r1' },
  };
  expect(redactAction(action)).toEqual({ type: 'x/fulfilled', [root]: { requestId: 'r1' } });
});

it.each(SECRET_PAYLOAD_ACTIONS.map((p) => [p.source]))(
  'redacts the bare payload of actions matching /%s/',
  (source) => {
    const type = `ui/${source.replace(/\\/g, '')}Received`;
    expect(redactAction({ type, payload: SECRET })).toEqual({ type, payload: REDACTED });
    expect(redactAction({ type: 'ui/other', payload: 'plain' })).toEqual({
      type: 'ui/other',
      payload: 'plain',
    });
  },
);

it('redacts the login answer, the token slice and a redux-persist rehydration', () => {
  const [, fulfilled] = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authLogin',
    kind: 'mutation',
    originalArgs: {
      loginRequest: { UserNameOrEmail: 'ayse', Password: SECRET, CaptchaResponse: 'c:1' },
    },
    outcome: { data: { Token: JWT, ExpiresDate: null } },
    at: 0,
  });
  const rehydrate = {
    type: 'persist/REHYDRATE',
    key: 'jwt_token',
    payload: {
      value: { Token: JWT, ExpiresDate: null },
      _persist: { version: 1, rehydrated: false },
    },
  };
  const state = { session: { token: { value: { Token: JWT, ExpiresDate: null } } } };
  const text = JSON.stringify([
    redactAction(fulfilled),
    redactAction(rehydrate),
    redactState(state),
  ]);
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain(JWT.split('.')[1]);
  expect(redactState(state).session.token.value).toEqual({ Token: REDACTED, ExpiresDate: null });
});

it('redacts all but an answer at once, and the answer with the rest to the same result', () => {
  const CAPTCHA = 'captcha-answer-9f3k';
  const login = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authLogin',
    kind: 'mutation',
    originalArgs: { loginRequest: { UserNameOrEmail: 'ayse', Password: SECRET } },
    outcome: { data: { Token: JWT, ExpiresDate: null } },
    at: 0,
  });
  const coupon = rtkRequest({
    reducerPath: 'walletApi',
    endpointName: 'adminInsertCoupon',
    kind: 'mutation',
    originalArgs: { couponRequest: { Code: SECRET, CaptchaResponse: CAPTCHA } },
    outcome: { data: [{ Code: SECRET }] },
    at: 0,
  });
  const failed = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authLogin',
    kind: 'mutation',
    originalArgs: { loginRequest: { UserNameOrEmail: 'ayse', Password: SECRET } },
    outcome: { error: { ResultCode: 1001, ResultMessage: 'x', Status: 400 } },
    at: 0,
  });
  const bare = { type: 'ui/captchaSolved/fulfilled', payload: CAPTCHA };
  for (const action of [...login, ...coupon, ...failed, bare]) {
    const held = redactAllButAnswer(action);
    const typed = JSON.stringify({ ...held, payload: undefined });
    // What the player typed and the request's metadata are gone at once.
    expect(typed).not.toContain(SECRET);
    expect(typed).not.toContain(CAPTCHA);
    expect(typed).not.toContain('baseQueryMeta');
    // An answer's data is kept as it is, for the read of the log to redact.
    const { payload } = action as { payload?: unknown };
    if (action.type.endsWith('/fulfilled') && typeof payload === 'object') {
      expect(held.payload).toBe(payload);
    } else {
      expect(JSON.stringify(held)).not.toContain(CAPTCHA);
    }
    expect(redactAction(held)).toEqual(redactAction(action));
    expect(JSON.stringify(redactAction(held))).not.toContain(SECRET);
  }
});

it('drops what JSON cannot hold and writes dates and errors as JSON would', () => {
  const when = new Date(Date.UTC(2025, 0, 2));
  const action = {
    type: 'x',
    payload: { fn: () => 1, map: new Map(), when, error: new Error('boom'), list: [() => 1, 2] },
  };
  expect(redactAction(action).payload).toEqual({
    when: '2025-01-02T00:00:00.000Z',
    error: 'boom',
    list: [null, 2],
  });
});

it('leaves clean parts untouched and reuses work across successive states', () => {
  const clean = { a: { b: [1, 'two'] } };
  expect(redactState(clean)).toBe(clean);
  const memo = new WeakMap<object, unknown>();
  const first = { keep: { Password: SECRET }, change: { n: 1 } };
  const second = { keep: first.keep, change: { n: 2 } };
  const out1 = redactState(first, memo);
  const out2 = redactState(second, memo);
  expect(out2.keep).toBe(out1.keep);
  expect(out2.change).toBe(second.change);
});

it('names only fields the API spec or the sandbox checkout form still carries', () => {
  // A field the contract dropped is a stale entry pointing at nothing: it goes.
  const elsewhere = new Set(['Authorization']); // a header (common.yaml bearerAuth)
  const specDir = join(__dirname, '../../api-spec');
  const carried = new Set<string>();
  for (const file of readdirSync(specDir).filter((f) => f.endsWith('.yaml'))) {
    const text = readFileSync(join(specDir, file), 'utf8');
    for (const [, name] of text.matchAll(/^\s+(\w+):/gm)) carried.add(name as string);
  }
  const checkout = readFileSync(
    join(__dirname, '../../server/market/payments/sandboxCheckout.ts'),
    'utf8',
  );
  for (const [, name] of checkout.matchAll(/<input [^>]*name="(\w+)"/g))
    carried.add(name as string);
  expect(carried).toContain('CouponCode');
  const stale = Object.keys(SECRET_FIELDS).filter(
    (field) => !carried.has(field) && !elsewhere.has(field),
  );
  expect(stale).toEqual([]);
});

it('covers every secret-looking field of the API spec', () => {
  // A new spec field named like a secret must be added to the deny-list or to the
  // reviewed exceptions below, never slip through unnoticed.
  const notSecret = new Set([
    'CaptchaChallenge', // schema name: the question, not the answer
    'TestCards', // container of CardNumber (redacted field by field)
    'YellowCards',
    'RedCards',
    'CouponRedeemRequest',
    'SessionToken', // schema name
    'NotificationDeviceRequest',
    'ForgotPasswordRequest', // schema names whose secret fields are listed one by one
    'ForgotPasswordConfirmRequest',
    'InsertCouponRequest',
    'UpdateCouponRequest',
    'CouponListRequest',
    'Coupon',
    'TestCard',
    'XsrfToken', // a header parameter; headers never travel in actions
    'IsSpecialCoupon', // a flag
    'CollectedCard', // player cards of the collection game, not payment cards
    'Cards',
  ]);
  const specDir = join(__dirname, '../../api-spec');
  const names = new Set<string>();
  for (const file of readdirSync(specDir).filter((f) => f.endsWith('.yaml'))) {
    const text = readFileSync(join(specDir, file), 'utf8');
    for (const [, name] of text.matchAll(
      /^\s+(\w*(?:Password|Captcha|Token|Coupon|Card|Cvc|Expiry|DeviceId)\w*):/gm,
    )) {
      names.add(name as string);
    }
  }
  const uncovered = [...names].filter((name) => !(name in SECRET_FIELDS) && !notSecret.has(name));
  expect(uncovered).toEqual([]);
});

it('masks personal data typed into forms: the login e-mail, the contact form sender', () => {
  const [login] = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authLogin',
    kind: 'mutation',
    originalArgs: { loginRequest: { UserNameOrEmail: 'ayse@example.com', Password: SECRET } },
    outcome: { data: null },
    at: 0,
  });
  const [contact] = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authContactEmail',
    kind: 'mutation',
    originalArgs: {
      contactEmailRequest: {
        Name: 'Ayşe Yılmaz',
        Email: 'ayse@example.com',
        Subject: 'Puanlar',
        Message: 'Takımım kaydedilmedi',
      },
    },
    outcome: { data: null },
    at: 0,
  });
  const [user, answer] = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'userGetUser',
    kind: 'query',
    originalArgs: undefined,
    outcome: { data: { Id: 7, UserName: 'ayse', Email: 'ayse@example.com' } },
    at: 0,
  });
  const text = JSON.stringify([login, contact, user, answer].map((a) => redactAction(a)));
  expect(text).not.toContain('ayse@example.com');
  expect(text).not.toContain('Ayşe Yılmaz');
  // What the player did stays readable.
  expect(text).toContain('Takımım kaydedilmedi');
  expect(text).toContain('"UserName":"ayse"');
  expect(redactState({ session: { user: { value: { Email: 'ayse@example.com' } } } })).toEqual({
    session: { user: { value: { Email: REDACTED } } },
  });
});
