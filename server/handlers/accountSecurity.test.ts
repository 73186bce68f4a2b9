/**
 * Sessions and account hardening over HTTP on the real server and database: sessions end
 * on a password change or reset and on "sign out everywhere"; sessions and e-mailed links
 * follow real time, never the game clock; forgot-password does the same work for any
 * address; picture addresses are limited; HSTS only where the game is served over https.
 */
import type { Mailer } from '../mail/mailer';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer';

const AUTH = '/auth/api';
const DAY = 24 * 3600_000;

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  let seq = 0;
  /** A fresh user, signed in; its password. */
  async function register(): Promise<{ client: TestClient; userName: string; email: string }> {
    seq += 1;
    const client = server.client();
    const userName = `guvenlik_${kind}_${seq}`;
    const email = `guvenlik${seq}.${kind}@example.com`;
    const answer = await client.call(`${AUTH}/Auth/Register`, {
      method: 'POST',
      json: {
        UserName: userName,
        Email: email,
        Password: 'eski-şifre-1',
        FavoriteTeamId: 2,
        AcceptAgreement: true,
        CaptchaResponse: await client.captcha(),
      },
    });
    expect(answer.status).toBe(200);
    client.token = answer.body.ReturnObject.Token;
    return { client, userName, email };
  }

  /** Another device of the same user. */
  async function signIn(login: string, password = 'eski-şifre-1') {
    const device = server.client();
    await device.login(login, password);
    return device;
  }

  const status = async (client: TestClient) => (await client.call(`${AUTH}/User/GetUser`)).status;

  describe('sessions end', () => {
    it('on a password change: every session, this one included, answers 401 after it', async () => {
      const { client, userName } = await register();
      const phone = await signIn(userName);
      const change = await client.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { CurrentPassword: 'eski-şifre-1', NewPassword: 'yeni-şifre-2' },
      });
      expect(change.status).toBe(200);
      expect(await status(client)).toBe(401);
      expect(await status(phone)).toBe(401);
      expect(await status(await signIn(userName, 'yeni-şifre-2'))).toBe(200);
    });

    it('not on other changes of the account', async () => {
      const { client } = await register();
      const club = await client.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { FavoriteTeamId: 3 },
      });
      expect(club.status).toBe(200);
      expect(await status(client)).toBe(200);
    });

    it('on a password reset', async () => {
      const { client, userName, email } = await register();
      const stranger = server.client();
      await stranger.call(`${AUTH}/Auth/ForgotPassword`, {
        method: 'POST',
        json: { Email: email, CaptchaResponse: await stranger.captcha() },
      });
      let link: string | undefined;
      while (!link) {
        const mails = (await server.outbox()).filter((m) => m.to === email);
        link = mails.flatMap((m) => m.links).find((l) => l.includes('/reset-password?token='));
        if (!link) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const reset = await stranger.call(`${AUTH}/Auth/ForgotPasswordConfirm`, {
        method: 'POST',
        json: { Token: new URL(link).searchParams.get('token'), NewPassword: 'yeni-şifre-3' },
      });
      expect(reset.status).toBe(200);
      expect(await status(client)).toBe(401);
      expect(await status(await signIn(userName, 'yeni-şifre-3'))).toBe(200);
    });

    it('on Auth/SignOutEverywhere, in both languages; sessions signed after it live', async () => {
      const { client, userName } = await register();
      const phone = await signIn(userName);
      const answer = await client.call(`${AUTH}/Auth/SignOutEverywhere`, {
        method: 'POST',
        headers: { LanguageCode: 'en-US' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.Result.ResultMessage).toBe('You were signed out on every device.');
      expect(await status(client)).toBe(401);
      expect(await status(phone)).toBe(401);
      const laptop = await signIn(userName);
      const again = await laptop.call(`${AUTH}/Auth/SignOutEverywhere`, { method: 'POST' });
      expect(again.body.Result.ResultMessage).toBe('Tüm cihazlarda oturumunuz kapatıldı.');
      expect(await status(await signIn(userName))).toBe(200);
    });

    it('Auth/SignOutEverywhere needs a session', async () => {
      const client = server.client();
      expect((await client.call(`${AUTH}/Auth/SignOutEverywhere`, { method: 'POST' })).status).toBe(
        401,
      );
    });
  });

  describe('real time, never the game clock', () => {
    it('a session lives by real time whichever way the game clock moves', async () => {
      const { client } = await register();
      const ttl = server.config.sessionTtlSeconds * 1000;
      try {
        server.clock.advance(ttl + DAY);
        expect(await status(client)).toBe(200);
        server.clock.advance(-(ttl + DAY) - 30 * DAY);
        expect(await status(client)).toBe(200);
        server.clock.advance(30 * DAY);
        server.realClock.advance(ttl + 1000);
        expect(await status(client)).toBe(401);
        // An expired session does not come back when the game clock is set back.
        server.clock.advance(-(ttl + DAY));
        expect(await status(client)).toBe(401);
      } finally {
        server.clock.advance(ttl + DAY);
        server.realClock.advance(-(ttl + 1000));
      }
    });

    it('an e-mailed link lives by real time', async () => {
      const { email } = await register();
      const [mail] = (await server.outbox()).filter((m) => m.to === email);
      const link = mail!.links.find((l) => l.includes('/validate-user?token='))!;
      const path = `${AUTH}/Auth/EmailVerificationConfirm?Token=${encodeURIComponent(
        new URL(link).searchParams.get('token')!,
      )}`;
      server.clock.advance(3 * DAY);
      try {
        expect((await server.call(path)).status).toBe(200);
      } finally {
        server.clock.advance(-3 * DAY);
      }
    });
  });

  describe('Auth/ForgotPassword does the same work for any address', () => {
    it('runs the same statements for a registered and an unknown address', async () => {
      const { email } = await register();
      const client = server.client();
      const statementsOf = async (address: string) => {
        const captcha = await client.captcha();
        const spy = jest.spyOn(server.db, 'query');
        try {
          const answer = await client.call(`${AUTH}/Auth/ForgotPassword`, {
            method: 'POST',
            json: { Email: address, CaptchaResponse: captcha },
          });
          expect(answer.status).toBe(200);
          return spy.mock.calls.map(([sql]) => sql);
        } finally {
          spy.mockRestore();
        }
      };
      const known = await statementsOf(email);
      const unknown = await statementsOf(`yok.${email}`);
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
    });
  });

  describe('ImageUrl', () => {
    let client: TestClient;
    beforeAll(async () => {
      ({ client } = await register());
    });
    const update = (ImageUrl: string | null, language = 'tr-TR') =>
      client.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { ImageUrl },
        headers: { LanguageCode: language },
      });

    it('takes an https picture on a configured host, and null', async () => {
      const url = 'https://i.imgur.com/ayse.png';
      expect((await update(url)).body.ReturnObject.ImageUrl).toBe(url);
      expect((await update(null)).body.ReturnObject.ImageUrl).toBeNull();
    });

    it.each([
      '/avatars/../../auth/api/Admin/GetUsers',
      '/avatars/3.svg',
      'http://i.imgur.com/a.png',
      'javascript:alert(1)',
    ])('refuses %s (not an https address)', async (url) => {
      const answer = await update(url);
      expect(answer.status).toBe(400);
      expect(answer.body.Result.ResultCode).toBe(1000);
    });

    it.each([
      'https://evil.example/a.png',
      'https://i.imgur.com.evil.example/a.png',
      'https://user:pass@i.imgur.com/a.png',
      'https://i.imgur.com:8443/a.png',
    ])('refuses %s (not a configured host) with a clear message in both languages', async (url) => {
      const tr = await update(url);
      expect(tr.status).toBe(400);
      expect(tr.body.Result).toEqual({
        ResultCode: 2030,
        ResultMessage: `Resim, izin verilen resim sitelerinden birinde bir https adresi olmalıdır: ${server.config.imageHosts.join(', ')}`,
      });
      const en = await update(url, 'en-US');
      expect(en.body.Result.ResultMessage).toMatch(/^The picture must be an https address/);
      expect((await client.call(`${AUTH}/User/GetUser`)).body.ReturnObject.ImageUrl).toBeNull();
    });
  });

  it('sends no HSTS header when the game is served over http', async () => {
    expect(server.config.publicUrl).toMatch(/^http:/);
    const answer = await server.call(`${AUTH}/System/GetInfo`);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('on https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { config: { publicUrl: 'https://kadro.example' } });
  });
  afterAll(() => server.close());

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const answer = await server.call(`${AUTH}/System/GetInfo`);
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('a slow mail server', () => {
  let server: TestServer;
  const stuck: Mailer = { send: () => new Promise<void>(() => {}) };
  beforeAll(async () => {
    server = await startTestServer('pglite', { mailer: stuck });
  });
  afterAll(() => server.close());

  it('does not hold the forgot-password answer (the mail goes after it)', async () => {
    const client = server.client();
    const answer = await client.call(`${AUTH}/Auth/ForgotPassword`, {
      method: 'POST',
      json: { Email: 'demo@kadro.test', CaptchaResponse: await client.captcha() },
    });
    expect(answer.status).toBe(200);
  });
});
