/**
 * The console of a fresh start, at the default log level: the address and the accounts'
 * credentials on the first screen (24 lines), a password set in the environment never
 * printed, and no line per request while a player plays (request lines are debug).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';

const SCREEN_LINES = 24;
const ADMIN_PASSWORD = 'set-in-the-environment-7';

let server: RunningServer;
let browser: Browser;
before(async () => {
  [server, browser] = await Promise.all([
    // LOG_LEVEL empty: the server's default level, as `npm start` has it.
    startServer({ LOG_LEVEL: '', ADMIN_PASSWORD }),
    launchBrowser(),
  ]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const lines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line !== '');

test('the first screen shows the address and the credentials, not a password from the environment', async () => {
  await server.waitForOutput(/Created the demo account/);
  const screen = lines().slice(0, SCREEN_LINES).join('\n');
  assert.match(screen, new RegExp(`Kadro is running at ${server.url}/`));
  assert.match(
    screen,
    /Created the admin account \(shown once\): user name "admin", the password from ADMIN_PASSWORD/,
  );
  assert.match(
    screen,
    /Created the demo account \(shown once\): user name "demo", password "[^"]+"/,
  );
  assert.doesNotMatch(server.output(), new RegExp(ADMIN_PASSWORD));
});

test('stays quiet while the demo player plays', async () => {
  const password = /user name "demo", password "([^"]+)"/.exec(server.output())![1]!;
  const page = await browser.newPage();
  await page.goto(server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill('demo');
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
  await page.goto(server.url + '/takim/takimim');
  await page.getByRole('heading', { name: 'Takımım', level: 1 }).waitFor();
  await page.goto(server.url + '/bilgiler/fiksture-ve-sonuclar');
  await page.locator('main h1').first().waitFor();
  await page.goto(server.url + '/reset-password?token=a-token-from-a-link');
  await page.locator('main').first().waitFor();
  await page.close();

  const printed = lines();
  assert.deepEqual(
    printed.filter((line) => /"url":|incoming request|request completed/.test(line)),
    [],
  );
  assert.doesNotMatch(server.output(), /a-token-from-a-link/);
  // At most a summary line a minute joins the start's lines.
  assert.ok(printed.length <= SCREEN_LINES, printed.join('\n'));
});
