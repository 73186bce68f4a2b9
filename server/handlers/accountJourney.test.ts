/**
 * The whole first visit over HTTP, as issue 3 asks for it in one test: register, open the
 * link from the outbox, sign in, change language; plus what the platform does when
 * something unexpected breaks, and the accounts of the first start.
 */
import { createdAccountLines, firstStart } from '../accounts/firstStart';
import { TEST_DATABASES, openMigratedTestDatabase } from '../testing/testDatabase';
import { ManualClock } from '../platform/clock';
import { startTestServer, type TestServer } from '../testing/testServer';

const AUTH = '/auth/api';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind, {
      handlers: {
        // An operation that fails the way a bug would.
        systemGetInfo: async () => {
          throw new Error('secret internals: connection string postgres://x:y@db');
        },
      },
      config: { logLevel: 'error' },
      // Collect what the server logs, to check the request id is there.
      logStream: { write: (line) => void logged.push(line) },
    });
  });
  afterAll(() => server.close());

  it('register → open the e-mailed link → sign in → change language', async () => {
    const browser = server.client();
    const register = await browser.call(`${AUTH}/Auth/Register`, {
      method: 'POST',
      json: {
        UserName: `yeni_${kind}`,
        Email: `yeni.${kind}@example.com`,
        Password: 'ilk-şifrem-1',
        FavoriteTeamId: 3,
        AcceptAgreement: true,
        CaptchaResponse: await browser.captcha(),
      },
    });
    expect(register.status).toBe(200);

    const mail = (await server.outbox()).find((m) => m.to === `yeni.${kind}@example.com`)!;
    expect(mail.subject).toBe('Kadro e-posta adresinizi doğrulayın');
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/validate-user');
    const confirm = await browser.call(
      `${AUTH}/Auth/EmailVerificationConfirm?Token=${encodeURIComponent(link.searchParams.get('token')!)}`,
    );
    expect(confirm.body.Result).toEqual({
      ResultCode: 0,
      ResultMessage: 'E-posta adresiniz doğrulandı.',
    });

    const later = server.client();
    await later.login(`yeni.${kind}@example.com`, 'ilk-şifrem-1');
    const me = await later.call(`${AUTH}/User/GetUser`);
    expect(me.body.ReturnObject).toMatchObject({
      UserName: `yeni_${kind}`,
      EmailVerified: true,
      LanguageCode: 'tr-TR',
    });

    const language = await later.call(`${AUTH}/User/UpdateCultureInfo`, {
      method: 'POST',
      json: { LanguageCode: 'en-US' },
    });
    expect(language.body.Result.ResultMessage).toBe('Saved.');
    expect((await later.call(`${AUTH}/User/GetUser`)).body.ReturnObject.LanguageCode).toBe('en-US');
  });

  it('an unexpected error is a 500 envelope with a reference, no internals, and a logged request id', async () => {
    const answer = await server.call(`${AUTH}/System/GetInfo`, {
      headers: { LanguageCode: 'en-US' },
    });
    expect(answer.status).toBe(500);
    expect(answer.body.Result.ResultCode).toBe(1500);
    expect(answer.body.Result.ResultMessage).toMatch(
      /^Something unexpected happened\. Please try again\.: ref [0-9a-f-]{36}$/,
    );
    expect(JSON.stringify(answer.body)).not.toContain('postgres://');
    const ref = /ref ([0-9a-f-]{36})/.exec(answer.body.Result.ResultMessage)![1]!;
    expect(logged.join('')).toContain(ref);
  });
});

describe('first start', () => {
  it('makes the Admin and the demo User once, with the configured names', async () => {
    const db = await openMigratedTestDatabase('pglite');
    try {
      const accounts = {
        admin: { userName: 'yonetici', email: 'yonetici@example.com', password: undefined },
        demo: { userName: 'deneme', email: 'deneme@example.com', password: 'deneme-şifre-1' },
      };
      const first = await firstStart(db, new ManualClock(), accounts);
      expect(first).toEqual([
        {
          role: 'Admin',
          userName: 'yonetici',
          email: 'yonetici@example.com',
          generatedPassword: expect.stringMatching(/^.{12,}$/),
        },
        {
          role: 'User',
          userName: 'deneme',
          email: 'deneme@example.com',
          generatedPassword: undefined,
        },
      ]);
      // A password set in the environment is never printed.
      const lines = createdAccountLines(first);
      expect(lines[0]).toContain(first[0]!.generatedPassword);
      expect(lines[1]).toBe(
        'Created the demo account (shown once): user name "deneme", the password from DEMO_PASSWORD',
      );
      expect(await firstStart(db, new ManualClock(), accounts)).toEqual([]);
      const rows = await db.query<{ user_name: string; role_id: number }>(
        'SELECT user_name, role_id FROM users ORDER BY id',
      );
      expect(rows).toEqual([
        { user_name: 'yonetici', role_id: 2 },
        { user_name: 'deneme', role_id: 1 },
      ]);
    } finally {
      await db.close();
    }
  });
});
