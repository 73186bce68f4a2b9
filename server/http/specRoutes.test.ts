/**
 * The server skeleton over HTTP: every spec operation is a route and nothing else is,
 * requests are validated against api-spec/, every answer is an envelope, and the client's
 * pages and translation files are served.
 */
import { allOperations, BASES } from '../../api-spec/bundle';
import { readMigrations } from '../db/migrate';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { TEST_DATABASES } from '../testing/testDatabase';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let browser: TestClient;
  // Signed in: a signed-in operation answers a stranger 401 before validating.
  let player: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      // An operation with no handler: what every call answers until its issue lands.
      handlers: { captchaGetChallenge: undefined },
      config: { apiBaseUrl: 'https://api.kadro.example' },
    });
    browser = server.client();
    player = server.client();
    await player.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
  });
  afterAll(() => server.close());

  it('routes every operation of api-spec/', () => {
    for (const op of allOperations()) {
      expect(
        server.app.hasRoute({
          method: op.method.toUpperCase() as 'GET',
          url: `${BASES[op.base]}${op.path}`,
        }),
      ).toBe(true);
    }
  });

  it('answers System/GetInfo with a valid envelope', async () => {
    const { status, body } = await server.call('/auth/api/System/GetInfo');
    expect(status).toBe(200);
    expect(body).toEqual({
      Result: { ResultCode: 0, ResultMessage: '' },
      ReturnObject: {
        Version: expect.any(String),
        Database: kind,
        SchemaVersion: readMigrations().length,
        ServerTime: expect.any(String),
      },
      TotalCount: 0,
    });
  });

  it('answers an operation without a handler with the not-implemented envelope, in the caller language', async () => {
    const tr = await server.call('/auth/api/Captcha/GetChallenge');
    expect(tr.status).toBe(501);
    expect(tr.body).toEqual({
      Result: { ResultCode: 1501, ResultMessage: 'Bu özellik henüz hazır değil.' },
      ReturnObject: null,
      TotalCount: 0,
    });
    const en = await server.call('/auth/api/Captcha/GetChallenge', {
      headers: { LanguageCode: 'en-US' },
    });
    expect(en.body.Result.ResultMessage).toBe('This feature is not available yet.');
  });

  describe('request validation: HTTP 400 with a clear envelope, never a 500', () => {
    const expectInvalid = (
      answer: {
        status: number;
        body: { Result: { ResultCode: number; ResultMessage: string }; ReturnObject: unknown };
      },
      mentions: RegExp,
    ) => {
      expect(answer.status).toBe(400);
      expect(answer.body.Result.ResultCode).toBe(1000);
      expect(answer.body.Result.ResultMessage).toMatch(mentions);
      expect(answer.body.ReturnObject).toBeNull();
    };

    it('a body missing a required field', async () => {
      expectInvalid(
        await browser.call('/auth/api/Auth/Login', { method: 'POST', json: {} }),
        /İstek geçersiz: body.*required/,
      );
    });

    it('a body with a field of the wrong type', async () => {
      expectInvalid(
        await player.call('/w/api/Payzee/BuyWithCouponCode', {
          method: 'POST',
          json: { CouponCode: 12345678, IsSpecialCoupon: true, CaptchaResponse: 'x' },
        }),
        /CouponCode/,
      );
    });

    it('a body with a field the spec does not know', async () => {
      expectInvalid(
        await player.call('/w/api/Payzee/BuyWithCouponCode', {
          method: 'POST',
          json: {
            CouponCode: 'ABCDE123',
            IsSpecialCoupon: true,
            CaptchaResponse: 'x',
            IsAdmin: true,
          },
        }),
        /additional|unevaluated/,
      );
    });

    it('a body that is not JSON', async () => {
      expectInvalid(
        await browser.call('/auth/api/Auth/Login', {
          method: 'POST',
          body: '{"UserNameOrEmail":',
        }),
        /JSON/,
      );
    });

    it('a query parameter of the wrong type, or missing', async () => {
      expectInvalid(await server.call('/engine/api/Player/GetPlayerById?Id=abc'), /Id/);
      expectInvalid(await server.call('/engine/api/Player/GetPlayerById'), /Id/);
    });

    it('a query parameter the spec does not know', async () => {
      expectInvalid(
        await server.call('/engine/api/Player/GetPlayerById?Id=3&debug=1'),
        /querystring/,
      );
    });

    it('a LanguageCode header outside tr-TR and en-US', async () => {
      expectInvalid(
        await server.call('/auth/api/System/GetInfo', { headers: { LanguageCode: 'de-DE' } }),
        /languagecode/i,
      );
    });
  });

  it('takes a DELETE with the default JSON content type and no body', async () => {
    const { status, body } = await browser.call('/league/api/FriendLeague/DeleteGroup?Id=3', {
      method: 'DELETE',
    });
    expect(status).not.toBe(400);
    expect(body.Result.ResultCode).not.toBe(0);
  });

  it('answers an unknown API call with a 404 envelope', async () => {
    const get = await server.call('/engine/api/Player/GetEverything');
    expect(get.status).toBe(404);
    expect(get.body.Result).toEqual({ ResultCode: 1005, ResultMessage: 'Böyle bir servis yok.' });
    const wrongMethod = await server.call('/auth/api/User/GetUser', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
  });

  it('serves the client for page routes, with the configured API base', async () => {
    for (const page of [
      '/',
      '/lig/pro-ligi',
      '/bilgiler/fiksture-ve-sonuclar',
      '/mac-detaylar%C4%B1',
    ]) {
      const { status, body, headers } = await server.call(page, {
        headers: { Accept: 'text/html' },
      });
      expect(status).toBe(200);
      expect(headers.get('content-type')).toContain('text/html');
      expect(body).toContain('<meta name="api-base-url" content="https://api.kadro.example"');
    }
  });

  it('serves the translation files at /locales/{lng}/{ns}.json', async () => {
    for (const lng of ['tr-TR', 'en-US']) {
      const { status, body } = await server.call(`/locales/${lng}/common.json`);
      expect(status).toBe(200);
      expect(body.appName).toBe('Kadro');
    }
  });
});
