/**
 * Accounts over HTTP against the real server and database: registration, verification,
 * sign-in, sessions, password reset, contact, the own account and profiles.
 */
import { DEFAULT_RATE_LIMITS } from '../config';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const AUTH = '/auth/api';
const generous = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 1000, windowSeconds: 60 }]),
) as typeof DEFAULT_RATE_LIMITS;
const HOUR = 3600_000;

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      // Limits are tested on a server of their own (below); here they stay out of the way.
      config: { rateLimits: generous },
    });
  });
  afterAll(() => server.close());

  let seq = 0;
  /** Registers a fresh user; answers the client (signed in) and the names used. */
  async function register(overrides: Record<string, unknown> = {}) {
    seq += 1;
    const client = server.client();
    const form = {
      UserName: `oyuncu_${kind}_${seq}`,
      Email: `oyuncu${seq}.${kind}@example.com`,
      Password: 'gizli-şifre-1',
      FavoriteTeamId: 2,
      AcceptAgreement: true,
      CaptchaResponse: await client.captcha(),
      ...overrides,
    };
    const answer = await client.call(`${AUTH}/Auth/Register`, { method: 'POST', json: form });
    if (answer.status === 200) client.token = answer.body.ReturnObject.Token;
    return { client, form, answer };
  }

  const mailsTo = async (address: string) =>
    (await server.outbox()).filter((m) => m.to === address);
  /** The mails to an address once there are `count` (reset mails are sent after the answer). */
  const awaitMails = async (address: string, count: number) => {
    for (;;) {
      const mails = await mailsTo(address);
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  describe('Auth/Register', () => {
    it('creates the account, signs it in and mails a verification link in the chosen language', async () => {
      const { client, form, answer } = await register({ LanguageCode: 'en-US' });
      expect(answer.status).toBe(200);
      expect(answer.body.Result).toEqual({
        ResultCode: 0,
        ResultMessage: expect.stringMatching(/Welcome/),
      });
      expect(answer.body.ReturnObject).toEqual({
        Token: expect.any(String),
        ExpiresDate: expect.any(String),
      });
      const me = await client.call(`${AUTH}/User/GetUser`);
      expect(me.body.ReturnObject).toMatchObject({
        UserName: form.UserName,
        Email: form.Email,
        RoleId: 1,
        FavoriteTeamId: 2,
        LanguageCode: 'en-US',
        EmailVerified: false,
      });
      const [mail] = await mailsTo(form.Email);
      expect(mail!.subject).toMatch(/verify|confirm/i);
      expect(mail!.links.some((l) => l.includes('/validate-user?token='))).toBe(true);
    });

    it('refuses a taken user name, whatever its case (Turkish rules), and a taken e-mail', async () => {
      const { form } = await register({ UserName: `Ali_${kind}` });
      const sameName = await register({ UserName: `ALİ_${kind.toUpperCase()}` });
      expect(sameName.answer.status).toBe(409);
      expect(sameName.answer.body.Result.ResultCode).toBe(2001);
      expect(sameName.answer.body.Result.ResultMessage).toBe('Bu kullanıcı adı alınmış.');
      const sameMail = await register({ Email: form.Email.toUpperCase() });
      expect(sameMail.answer.status).toBe(409);
      expect(sameMail.answer.body.Result.ResultCode).toBe(2002);
    });

    it('refuses invalid forms with a clear message, and loses nothing', async () => {
      const short = await register({ Password: 'kısa' });
      expect(short.answer.status).toBe(400);
      expect(short.answer.body.Result.ResultCode).toBe(1000);
      expect(short.answer.body.Result.ResultMessage).toMatch(/^İstek geçersiz: .*Password/);
      const noConsent = await register({ AcceptAgreement: false });
      expect(noConsent.answer.status).toBe(400);
      const club = await register({ FavoriteTeamId: 999 });
      expect(club.answer.body.Result.ResultCode).toBe(2007);
      // None of them made an account: the same name registers fine now.
      const ok = await register({ UserName: short.form.UserName, Email: short.form.Email });
      expect(ok.answer.status).toBe(200);
    });

    it('requires a solved captcha, used once', async () => {
      const none = await register({ CaptchaResponse: undefined });
      expect(none.answer.body.Result.ResultCode).toBe(2004);
      const wrong = await register({
        CaptchaResponse: (await server.client().captcha()).replace(/:\d+$/, ':99999'),
      });
      expect(wrong.answer.body.Result.ResultCode).toBe(2004);
      const first = await register();
      const reused = await register({ CaptchaResponse: first.form.CaptchaResponse });
      expect(reused.answer.body.Result.ResultCode).toBe(2004);
    });
  });

  describe('e-mail verification', () => {
    it('confirms the address from the e-mailed link, again harmlessly', async () => {
      const { client, form } = await register();
      const [mail] = await mailsTo(form.Email);
      const token = new URL(mail!.links.find((l) => l.includes('validate-user'))!).searchParams.get(
        'token',
      )!;
      const path = `${AUTH}/Auth/EmailVerificationConfirm?Token=${encodeURIComponent(token)}`;
      const confirm = await server.call(path);
      expect(confirm.status).toBe(200);
      expect(confirm.body.ReturnObject).toEqual({ Done: true });
      expect((await server.call(path)).status).toBe(200);
      expect((await client.call(`${AUTH}/User/GetUser`)).body.ReturnObject.EmailVerified).toBe(
        true,
      );
      const again = await client.call(`${AUTH}/Auth/EmailVerification`);
      expect(again.body.Result.ResultMessage).toBe('E-posta adresiniz zaten doğrulanmış.');
    });

    it('refuses a tampered or expired link', async () => {
      const { client, form } = await register();
      const resend = await client.call(`${AUTH}/Auth/EmailVerification`);
      expect(resend.body.Result.ResultMessage).toBe('Doğrulama e-postası gönderildi.');
      const mails = await mailsTo(form.Email);
      expect(mails).toHaveLength(2);
      const token = new URL(
        mails[1]!.links.find((l) => l.includes('validate-user'))!,
      ).searchParams.get('token')!;
      const tampered = await server.call(
        `${AUTH}/Auth/EmailVerificationConfirm?Token=${token.slice(0, -3)}abc`,
      );
      expect(tampered.status).toBe(400);
      expect(tampered.body.Result.ResultCode).toBe(2005);
      server.realClock.advance(49 * HOUR);
      try {
        const expired = await server.call(`${AUTH}/Auth/EmailVerificationConfirm?Token=${token}`);
        expect(expired.body.Result.ResultCode).toBe(2005);
      } finally {
        server.realClock.advance(-49 * HOUR);
      }
    });
  });

  describe('Auth/Login and sessions', () => {
    it('signs in by user name (any case) or by e-mail', async () => {
      const { form } = await register();
      const byName = server.client();
      await byName.login(form.UserName.toUpperCase(), form.Password);
      const me = await byName.call(`${AUTH}/User/GetUser`);
      expect(me.body.ReturnObject.UserName).toBe(form.UserName);
      const byMail = server.client();
      await byMail.login(form.Email, form.Password);
      expect((await byMail.call(`${AUTH}/User/GetUser`)).status).toBe(200);
    });

    it('refuses a wrong password or unknown user with one message (HTTP 400, not 401)', async () => {
      const client = server.client();
      for (const [login, password] of [
        [TEST_ACCOUNTS.demo.userName, 'wrong-password'],
        ['nobody_here', 'whatever-1'],
      ]) {
        const answer = await client.call(`${AUTH}/Auth/Login`, {
          method: 'POST',
          json: { UserNameOrEmail: login, Password: password },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.Result).toEqual({
          ResultCode: 2003,
          ResultMessage: 'Kullanıcı adı, e-posta veya şifre hatalı.',
        });
      }
    });

    it('answers 401 for a missing, tampered or expired token', async () => {
      const missing = await server.call(`${AUTH}/User/GetUser`);
      expect(missing.status).toBe(401);
      expect(missing.body.Result.ResultCode).toBe(1001);
      const client = server.client();
      await client.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
      const [head, payload, signature] = client.token!.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
      ).toString('base64url');
      const tampered = await server.call(`${AUTH}/User/GetUser`, {
        headers: { Authorization: `Bearer ${head}.${forged}.${signature}` },
      });
      expect(tampered.status).toBe(401);
      const garbage = await server.call(`${AUTH}/User/GetUser`, {
        headers: { Authorization: 'Bearer x' },
      });
      expect(garbage.status).toBe(401);
      server.realClock.advance(server.config.sessionTtlSeconds * 1000 + 1000);
      try {
        expect((await client.call(`${AUTH}/User/GetUser`)).status).toBe(401);
      } finally {
        server.realClock.advance(-(server.config.sessionTtlSeconds * 1000 + 1000));
      }
      expect((await client.call(`${AUTH}/User/GetUser`)).status).toBe(200);
    });
  });

  describe('anti-forgery and rate limits', () => {
    it('refuses a state-changing call without the X-XSRF-TOKEN echo (403)', async () => {
      const noCookie = await server.call(`${AUTH}/Auth/Login`, {
        method: 'POST',
        json: { UserNameOrEmail: 'demo', Password: 'x' },
      });
      expect(noCookie.status).toBe(403);
      expect(noCookie.body.Result.ResultCode).toBe(1006);
      const client = server.client();
      const wrongEcho = await client.call(`${AUTH}/Auth/Login`, {
        method: 'POST',
        json: { UserNameOrEmail: 'demo', Password: 'x' },
        headers: { 'X-XSRF-TOKEN': 'not-the-cookie' },
      });
      expect(wrongEcho.status).toBe(403);
    });

    it('hands out the XSRF-TOKEN cookie readable by page scripts', async () => {
      const page = await fetch(`${server.url}/`);
      const cookie = page.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).not.toMatch(/HttpOnly/i);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the address is known, and mails only a known one', async () => {
      const { form } = await register();
      const client = server.client();
      const known = await client.call(`${AUTH}/Auth/ForgotPassword`, {
        method: 'POST',
        json: { Email: form.Email, CaptchaResponse: await client.captcha() },
      });
      const unknown = await client.call(`${AUTH}/Auth/ForgotPassword`, {
        method: 'POST',
        json: { Email: `x${form.Email}`, CaptchaResponse: await client.captcha() },
      });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      // The verification mail of registration, then the reset mail.
      expect(
        (await awaitMails(form.Email, 2)).some((m) =>
          m.links.some((l) => l.includes('/reset-password?token=')),
        ),
      ).toBe(true);
      expect(await mailsTo(`x${form.Email}`)).toHaveLength(0);
    });

    it('sets a new password once with the link; a used or expired link is refused', async () => {
      const { form } = await register();
      const client = server.client();
      const ask = async () => {
        const before = (await mailsTo(form.Email)).length;
        await client.call(`${AUTH}/Auth/ForgotPassword`, {
          method: 'POST',
          json: { Email: form.Email, CaptchaResponse: await client.captcha() },
        });
        const mails = await awaitMails(form.Email, before + 1);
        const link = mails.at(-1)!.links.find((l) => l.includes('reset-password'))!;
        return new URL(link).searchParams.get('token')!;
      };
      const confirm = (Token: string, NewPassword: string) =>
        client.call(`${AUTH}/Auth/ForgotPasswordConfirm`, {
          method: 'POST',
          json: { Token, NewPassword },
        });

      const token = await ask();
      expect((await confirm(token, 'yeni-şifre-2')).status).toBe(200);
      await server.client().login(form.UserName, 'yeni-şifre-2');
      const reused = await confirm(token, 'yeni-şifre-3');
      expect(reused.body.Result.ResultCode).toBe(2006);

      const late = await ask();
      server.realClock.advance(61 * 60_000);
      try {
        expect((await confirm(late, 'yeni-şifre-4')).body.Result.ResultCode).toBe(2006);
      } finally {
        server.realClock.advance(-61 * 60_000);
      }
      expect((await confirm('not-a-token', 'yeni-şifre-5')).body.Result.ResultCode).toBe(2006);
    });
  });

  it('Auth/ContactEmail mails the support team', async () => {
    const client = server.client();
    const answer = await client.call(`${AUTH}/Auth/ContactEmail`, {
      method: 'POST',
      json: {
        Name: 'Ayşe',
        Email: 'ayse@example.com',
        Subject: `Soru ${kind}`,
        Message: 'Kaptan nasıl seçilir?',
        CaptchaResponse: await client.captcha(),
      },
    });
    expect(answer.status).toBe(200);
    const mails = await mailsTo(server.config.supportEmail);
    expect(mails.some((m) => m.text.includes('Kaptan nasıl seçilir?'))).toBe(true);
  });

  describe('the own account and profiles', () => {
    let client: TestClient;
    let form: Record<string, unknown>;
    beforeAll(async () => {
      ({ client, form } = await register());
    });

    it('User/UpdateUser changes the picture and club, and the password only with the current one', async () => {
      const update = await client.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { ImageUrl: 'https://i.imgur.com/3.png', FavoriteTeamId: 5 },
      });
      expect(update.body.ReturnObject).toMatchObject({
        ImageUrl: 'https://i.imgur.com/3.png',
        FavoriteTeamId: 5,
      });
      const wrong = await client.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { CurrentPassword: 'not-it', NewPassword: 'başka-şifre-9' },
      });
      expect(wrong.body.Result.ResultCode).toBe(2008);
      const half = await client.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { NewPassword: 'başka-şifre-9' },
      });
      expect(half.status).toBe(400);
      const right = await client.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { CurrentPassword: form.Password, NewPassword: 'başka-şifre-9' },
      });
      expect(right.status).toBe(200);
      // The new password ended this session too (accountSecurity.test.ts): sign in again.
      client.token = undefined;
      await client.login(String(form.UserName), 'başka-şifre-9');
    });

    it('User/UpdateCultureInfo stores the language; later messages and e-mails use it', async () => {
      const answer = await client.call(`${AUTH}/User/UpdateCultureInfo`, {
        method: 'POST',
        json: { LanguageCode: 'en-US' },
      });
      expect(answer.body.ReturnObject.LanguageCode).toBe('en-US');
      await client.call(`${AUTH}/Auth/EmailVerification`, { headers: { LanguageCode: 'en-US' } });
      const last = (await mailsTo(String(form.Email))).at(-1)!;
      expect(last.subject).toMatch(/[A-Za-z]/);
      expect(last.text).toMatch(/verify|confirm/i);
    });

    it('User/GetUserProfile shows only public fields, by name (any case) or id', async () => {
      const byName = await server.call(
        `${AUTH}/User/GetUserProfile?userName=${encodeURIComponent(String(form.UserName).toUpperCase())}`,
      );
      expect(byName.status).toBe(200);
      expect(Object.keys(byName.body.ReturnObject).sort()).toEqual(
        [
          'CreatedAt',
          'FavoriteTeamId',
          'FollowerCount',
          'FollowingCount',
          'FriendCount',
          'Id',
          'ImageUrl',
          'UserName',
        ].sort(),
      );
      const byId = await server.call(
        `${AUTH}/User/GetUserProfile?userId=${byName.body.ReturnObject.Id}`,
      );
      expect(byId.body.ReturnObject.UserName).toBe(form.UserName);
      const missing = await server.call(`${AUTH}/User/GetUserProfile?userName=yok_boyle_biri`);
      expect(missing.status).toBe(404);
      expect(missing.body.Result.ResultCode).toBe(2009);
      const neither = await server.call(`${AUTH}/User/GetUserProfile`);
      expect(neither.status).toBe(400);
    });
  });

  it('sends security headers', async () => {
    const answer = await server.call(`${AUTH}/System/GetInfo`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      config: {
        rateLimits: Object.fromEntries(
          Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 2, windowSeconds: 60 }]),
        ) as typeof DEFAULT_RATE_LIMITS,
      },
    });
  });
  afterAll(() => server.close());

  const calls: Array<[string, (c: TestClient) => Promise<RequestInit & { json?: unknown }>]> = [
    [
      'Auth/Login',
      async () => ({ method: 'POST', json: { UserNameOrEmail: 'demo', Password: 'wrong-1' } }),
    ],
    [
      'Auth/Register',
      async (c) => ({
        method: 'POST',
        json: {
          UserName: 'x',
          Email: 'bad',
          Password: 'short',
          FavoriteTeamId: 1,
          AcceptAgreement: true,
          CaptchaResponse: await c.captcha(),
        },
      }),
    ],
    [
      'Auth/ForgotPassword',
      async (c) => ({
        method: 'POST',
        json: { Email: 'nobody@example.com', CaptchaResponse: await c.captcha() },
      }),
    ],
    [
      'Auth/ForgotPasswordConfirm',
      async () => ({ method: 'POST', json: { Token: 'not-a-token', NewPassword: 'yeni-şifre-1' } }),
    ],
    [
      'Auth/ContactEmail',
      async (c) => ({
        method: 'POST',
        json: {
          Name: 'A',
          Email: 'a@example.com',
          Subject: 'S',
          Message: 'M',
          CaptchaResponse: await c.captcha(),
        },
      }),
    ],
  ];

  it.each(calls)('%s answers 429 with an envelope after the limit', async (path, init) => {
    const client = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await client.call(`${AUTH}/${path}`, {
        ...(await init(client)),
        headers: { LanguageCode: 'en-US' },
      });
      statuses.push(answer.status);
      if (i === 2) {
        expect(answer.body).toEqual({
          Result: {
            ResultCode: 1029,
            ResultMessage: 'Too many attempts. Please try again in a little while.',
          },
          ReturnObject: null,
          TotalCount: 0,
        });
        expect(answer.headers.get('retry-after')).toBeTruthy();
      }
    }
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
  });

  it('the limit of one call does not spend another', async () => {
    const client = server.client();
    const info = await client.call(`${AUTH}/System/GetInfo`);
    expect(info.status).toBe(200);
  });
});
