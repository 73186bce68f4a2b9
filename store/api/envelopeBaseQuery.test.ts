/**
 * The base query against a real HTTP server: spec section 7 headers and unwrapping, one
 * test per row of the section 8 error catalogue that the data layer owns, and the
 * section 9 cache constants.
 */
import { makeStore } from '../makeStore';
import { tokenReceived } from '../session/tokenSlice';
import { envelope, startScriptedServer, type ScriptedServer } from '../testing/scriptedServer';
import { testServices, type TestServices } from '../testing/testServices';
import { authApi, engineApi, leagueApi, walletApi } from './emptyApis';
import { envelopeBaseQuery, type ApiError } from './envelopeBaseQuery';

const probeApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, { n?: number } | void>({
      query: (arg) => ({ url: '/Probe/Get', params: arg ?? undefined }),
    }),
    probeWrite: build.mutation<unknown, { Name: string }>({
      query: (body) => ({ url: '/Probe/Write', method: 'POST', body }),
    }),
  }),
});

let server: ScriptedServer;
let services: TestServices;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  localStorage.clear();
  services = testServices({ apiBaseUrl: server.url });
});

function setup(extra: Partial<TestServices> = {}) {
  Object.assign(services, extra);
  return makeStore({ services });
}

async function probe(store = setup(), arg?: { n?: number }) {
  const result = await store.dispatch(probeApi.endpoints.probe.initiate(arg, { subscribe: false }));
  return result;
}

describe("the server's time", () => {
  it('keeps the offset X-Server-Time shows, from a success or a failure, and ignores jitter', async () => {
    const store = setup();
    const ahead = 3 * 24 * 3600_000;
    server.answer({
      body: envelope({}),
      headers: { 'X-Server-Time': new Date(Date.now() + ahead).toISOString() },
    });
    await probe(store);
    const first = store.getState().serverClock.offsetMs!;
    // Within the request's time of the device: the answer took well under a second here.
    expect(Math.abs(first - ahead)).toBeLessThan(1000);

    // The same time again (jitter): no new action, the kept offset stays.
    server.answer({
      body: envelope({}),
      headers: { 'X-Server-Time': new Date(Date.now() + first + 300).toISOString() },
    });
    await probe(store, { n: 2 });
    expect(store.getState().serverClock.offsetMs).toBe(first);

    // The demo clock moved back to the device's time; a failure says so too.
    server.answer({
      status: 404,
      body: { Result: { ResultCode: 404, ResultMessage: 'Yok.' } },
      headers: { 'X-Server-Time': new Date().toISOString() },
    });
    await probe(store, { n: 3 });
    expect(Math.abs(store.getState().serverClock.offsetMs!)).toBeLessThan(1000);
  });

  it('keeps no offset from an answer without X-Server-Time', async () => {
    const store = setup();
    server.answer({ body: envelope({}) });
    await probe(store);
    expect(store.getState().serverClock.offsetMs).toBeNull();
  });
});

describe('requests (spec section 7)', () => {
  it('sends the default headers: Content-Type, LanguageCode (tr-TR by default), Channel Web', async () => {
    server.answer({ body: envelope({}) });
    await probe();
    const { headers } = server.requests[0]!;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.languagecode).toBe('tr-TR');
    expect(headers.channel).toBe('Web');
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-xsrf-token']).toBeUndefined();
  });

  it('sends the stored language, the bearer token and, on a state-changing call, the XSRF-TOKEN cookie echo', async () => {
    server.answer({ body: envelope({}) });
    localStorage.setItem('i18nextLng', 'en-US');
    // No sagas: the token alone, without the user fetch it would start.
    const store = makeStore({ services, sagas: false });
    services.cookies['XSRF-TOKEN'] = 'csrf-123';
    store.dispatch(tokenReceived({ Token: 'a.b.c', ExpiresDate: '2030-01-01T00:00:00Z' }));
    await probe(store);
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ Name: 'Ali' }));
    const [read, write] = server.requests;
    expect(read!.headers.languagecode).toBe('en-US');
    expect(read!.headers.authorization).toBe('Bearer a.b.c');
    // The server checks the echo on POST, PUT, PATCH and DELETE only (api-spec).
    expect(read!.headers['x-xsrf-token']).toBeUndefined();
    expect(write!.method).toBe('POST');
    expect(write!.headers.authorization).toBe('Bearer a.b.c');
    expect(write!.headers['x-xsrf-token']).toBe('csrf-123');
  });

  it('calls each base under its own path', async () => {
    server.answer({ body: envelope({}) });
    const store = setup();
    for (const api of [authApi, engineApi, walletApi, leagueApi]) {
      const injected = api.injectEndpoints({
        endpoints: (b) => ({
          pathProbe: b.query<unknown, void>({ query: () => ({ url: '/X/Y' }) }),
        }),
        overrideExisting: true,
      });
      await store.dispatch(injected.endpoints.pathProbe.initiate(undefined, { subscribe: false }));
    }
    expect(server.requests.map((r) => r.url)).toEqual([
      '/auth/api/X/Y',
      '/engine/api/X/Y',
      '/w/api/X/Y',
      '/league/api/X/Y',
    ]);
  });

  it('sends JSON bodies and query parameters', async () => {
    server.answer({ body: envelope({ Done: true }) });
    const store = setup();
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ Name: 'Ali' }));
    await probe(store, { n: 3 });
    expect(server.requests[0]).toMatchObject({ method: 'POST', body: '{"Name":"Ali"}' });
    expect(server.requests[1]!.url).toBe('/auth/api/Probe/Get?n=3');
  });

  it('unwraps the envelope: data is ReturnObject, with count and message alongside', async () => {
    server.answer({ body: envelope([{ ProductType: 1, Quantity: 1200 }], 7, 'tamam') });
    const result = await probe();
    expect(result.data).toEqual({
      data: [{ ProductType: 1, Quantity: 1200 }],
      count: 7,
      message: 'tamam',
    });
  });
});

describe('error catalogue (spec section 8)', () => {
  const failed = (result: { error?: unknown }) => result.error as ApiError;

  it('ResultCode non-zero: a failure carrying the Result object', async () => {
    server.answer({
      status: 200,
      body: {
        Result: { ResultCode: 2301, ResultMessage: 'Kupon geçersiz' },
        ReturnObject: null,
        TotalCount: 0,
      },
    });
    const error = failed(await probe());
    expect(error).toMatchObject({ ResultCode: 2301, ResultMessage: 'Kupon geçersiz', Status: 200 });
  });

  it('HTTP 401: local storage cleared, session ended, user sent to /', async () => {
    localStorage.setItem('jwt_token', '{"Token":"a.b.c"}');
    localStorage.setItem('theme', 'light');
    const store = setup();
    store.dispatch(tokenReceived({ Token: 'a.b.c', ExpiresDate: '2030-01-01T00:00:00Z' }));
    server.answer({
      status: 401,
      body: {
        Result: { ResultCode: 1001, ResultMessage: 'Oturum açın' },
        ReturnObject: null,
        TotalCount: 0,
      },
    });
    const error = failed(await probe(store));
    expect(error).toMatchObject({ ResultCode: 1001, Status: 401 });
    expect(localStorage.length).toBe(0);
    expect(store.getState().session.token.value).toBeNull();
    expect(services.navigations).toEqual(['/']);
  });

  it('other failure with a body: its Result object', async () => {
    server.answer({
      status: 409,
      body: {
        Result: { ResultCode: 2001, ResultMessage: 'Bu kullanıcı adı alınmış' },
        ReturnObject: null,
        TotalCount: 0,
      },
    });
    expect(failed(await probe())).toEqual({
      ResultCode: 2001,
      ResultMessage: 'Bu kullanıcı adı alınmış',
      Status: 409,
      Detail: 'Request failed with status code 409',
    });
  });

  it.each([
    ['no body at all', { status: 502 }],
    ['a body that is not JSON', { status: 500, body: '<html>Bad gateway</html>' }],
    ['JSON without a Result', { status: 500, body: { error: 'boom' } }],
    ['a 200 without an envelope', { status: 200, body: '' }],
  ])('failure without usable body (%s): code -1 and the fixed message', async (_name, answer) => {
    server.answer(answer);
    expect(failed(await probe())).toMatchObject({
      ResultCode: -1,
      ResultMessage: 'Ops.. something went wrong..',
    });
  });

  it("HTTP client message 'Request failed with status code N'", async () => {
    server.answer({ status: 503 });
    expect(failed(await probe())).toMatchObject({
      Status: 503,
      Detail: 'Request failed with status code 503',
    });
  });

  it("HTTP client message 'Network Error' when the server cannot be reached", async () => {
    server.answer({ hangUp: true });
    const error = failed(await probe());
    expect(error).toEqual({
      ResultCode: -1,
      ResultMessage: 'Ops.. something went wrong..',
      Status: null,
      Detail: 'Network Error',
    });
  });

  it("HTTP client message 'Request aborted' when the caller gives up", async () => {
    // RTK settles an aborted thunk by itself; this is what the base query reports.
    server.answer({ delayMs: 300, body: envelope({}) });
    const store = setup();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const result = await envelopeBaseQuery({ basePath: '/auth/api' })(
      { url: '/Probe/Get' },
      {
        signal: controller.signal,
        dispatch: store.dispatch,
        getState: store.getState,
        extra: { services },
        abort: () => controller.abort(),
        endpoint: 'probe',
        type: 'query',
      },
      {},
    );
    expect(failed(result)).toMatchObject({ ResultCode: -1, Detail: 'Request aborted' });
  });

  it("HTTP client message 'timeout of N ms exceeded' when a timeout is configured", async () => {
    server.answer({ delayMs: 300, body: envelope({}) });
    const error = failed(await probe(setup({ timeoutMs: 50 })));
    expect(error).toMatchObject({ ResultCode: -1, Detail: 'timeout of 50 ms exceeded' });
  });

  it('errors are logged to the console', async () => {
    server.answer({ status: 500 });
    await probe();
    expect(services.errors.join('\n')).toContain('Request failed with status code 500');
  });
});

describe('data cache (spec section 9)', () => {
  it('no timeout by default: a slow answer still arrives', async () => {
    server.answer({ delayMs: 400, body: envelope('late') });
    expect((await probe()).data).toMatchObject({ data: 'late' });
  });

  it('no retries: a failed call is made once', async () => {
    server.answer({ status: 500 });
    await probe();
    expect(server.requests).toHaveLength(1);
  });

  it('stale after 30 s: a new subscriber refetches only older data', async () => {
    server.answer({ body: envelope(1) });
    const store = setup();
    // Only the clock is faked: the HTTP exchange runs on real timers.
    const now = Date.now();
    jest.useFakeTimers({
      now,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const subscribe = async (at: number) => {
      jest.setSystemTime(now + at);
      const sub = store.dispatch(probeApi.endpoints.probe.initiate({ n: 1 }));
      await sub;
      sub.unsubscribe();
    };
    await subscribe(0);
    await subscribe(29_000);
    expect(server.requests).toHaveLength(1);
    await subscribe(31_000);
    expect(server.requests).toHaveLength(2);
    jest.useRealTimers();
  });

  it('keeps unused data 5 minutes and never refetches on focus or reconnect', () => {
    const state = setup().getState();
    for (const path of ['authApi', 'engineApi', 'walletApi', 'leagueApi'] as const) {
      expect(state[path]?.config).toMatchObject({
        keepUnusedDataFor: 300,
        refetchOnMountOrArgChange: 30,
        refetchOnFocus: false,
        refetchOnReconnect: false,
      });
    }
  });
});
