/**
 * The event log end to end (issue 7): a real session in Chromium against the real server
 * (the demo user signs in, rebuilds his team for the open round with the generator and
 * saves it, switches to the light theme and to English), then the help page's "Download
 * debug log" saves the file; headless replay (`npm run replay`, as support runs it) reports
 * every checkpoint matching, and the file holds neither the password nor the session token.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { actionsOf, type LiftedLog } from '../store/eventlog/liftedLog';
import { endOfWeekClosed, launchBrowser, startServer, type RunningServer } from './harness';

const ROOT = resolve(__dirname, '..');

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const downloads = mkdtempSync(join(tmpdir(), 'kadro-debug-log-'));

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(downloads, { recursive: true, force: true });
});

/** The demo account the first start prints once. */
async function demoCredentials(): Promise<{ user: string; password: string }> {
  const [, user, password] = await server.waitForOutput(
    /Created the demo account \(shown once\): user name "([^"]+)", password "([^"]+)"/,
  );
  return { user: user!, password: password! };
}

test('a recorded session downloads as a debug log that replays, with no secret in it', async () => {
  const { user, password } = await demoCredentials();

  // Sign in.
  await page.goto(server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await page.getByLabel('Şifre').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).waitFor();
  await summaryClosed;
  // redux-persist writes a moment after the state changes.
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('jwt_token')!) as { Token: string }).Token,
  );
  assert.match(token, /^eyJ/);

  // Build and save a team for the open round.
  await page.getByRole('banner').getByRole('link', { name: 'Takımım' }).first().click();
  await page.getByRole('heading', { name: 'Takımım', level: 1 }).waitFor();
  await page
    .getByRole('region', { name: 'Bu haftanın takımları' })
    .getByRole('link', { name: /Düzenle/ })
    .first()
    .click();
  await page.getByTestId('team-generate').click();
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await page.getByTestId('team-save').click();
  await page.waitForURL((url) => url.pathname === '/takim/takimim');
  await page.locator('[data-rht-toaster] [role="status"]').first().waitFor();

  // Theme and language (the header's theme button; the language on the profile page,
  // where players change it: the header's switch is for test hosts only).
  await page.getByRole('banner').getByRole('button', { name: 'Açık temaya geç' }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('light'));
  await page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en-US');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

  // The help page saves the debug log.
  // Followed in the app (a reload would start a new page, with a log of its own).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help and rules' }).click();
  await page.getByRole('heading', { name: 'Help and rules', level: 1 }).waitFor();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download debug log' }).click();
  const download = await saved;
  assert.match(
    download.suggestedFilename(),
    /^kadro-debug-log-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/,
  );
  const path = join(downloads, download.suggestedFilename());
  await download.saveAs(path);
  const text = readFileSync(path, 'utf8');

  // Neither secret, in any form the file could hold it.
  assert.ok(!text.includes(password), 'the password is not in the log');
  assert.ok(!text.includes(JSON.stringify(password).slice(1, -1)), 'nor escaped');
  for (const part of token.split('.')) {
    assert.ok(!text.includes(part), 'no part of the session token is in the log');
  }

  // The session is in it: the sign-in, the saved team, the language and the theme.
  const types = actionsOf(JSON.parse(text) as LiftedLog).map((a) => a.type);
  for (const type of [
    'authApi/executeMutation/fulfilled',
    'engineApi/executeMutation/fulfilled',
    'language/languageChanged',
    'theme/themeChanged',
    'router/locationChanged',
  ]) {
    assert.ok(types.includes(type), `${type} was recorded`);
  }
  assert.ok(
    types.some((type) => type.startsWith('teamBuilder/')),
    "the team builder's events were recorded",
  );

  // Headless replay, as support runs it.
  const replay = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/replay.ts', path],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  assert.equal(replay.status, 0, replay.stderr);
  assert.match(
    replay.stdout.trim(),
    new RegExp(`^replayed ${types.length} actions, all \\d+ checkpoints match$`),
  );
  assert.deepEqual(pageErrors, []);
});
