/**
 * Support end to end: the demo player plays a session in Chromium against the real server
 * (signs in, builds and saves a team, switches to the light theme and to English, opens
 * the coupon dialog) and presses "Send to support" on the help page; his browser never
 * loads the panel's code. The Admin opens the log in the
 * panel's viewer, which reports every checkpoint matching, and steps back to the theme
 * change: the player's page is redrawn light, then dark before it. Headless replay of the
 * same log matches; tampered copies (tail edit, swap, delete) are refused with the exact
 * action named.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { clientAt } from '../server/testing/testServer';
import { actionsOf, type LiftedLog } from '../store/eventlog/liftedLog';
import { endOfWeekClosed, launchBrowser, startServer, type RunningServer } from './harness';

const ROOT = resolve(__dirname, '..');
const PASSWORDS = { admin: 'support-admin-password-1', demo: 'support-demo-password-1' };

let server: RunningServer;
let browser: Browser;
const folder = mkdtempSync(join(tmpdir(), 'kadro-support-'));
/** The real session's log as support stored it, for the test of a log at the bound. */
const sessionFile = join(folder, 'session.json');

before(async () => {
  [server, browser] = await Promise.all([
    startServer({ ADMIN_PASSWORD: PASSWORDS.admin, DEMO_PASSWORD: PASSWORDS.demo }),
    launchBrowser(),
  ]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function signIn(page: Page, user: string, password: string) {
  await page.goto(server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await page.getByLabel('Şifre').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).waitFor();
  await summaryClosed;
}

const panelChunk = (url: string) => /\/assets\/panel\.[\w]+\.js$/.test(url);

function replay(file: unknown) {
  const path = join(folder, `log-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(file));
  return spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/replay.ts', path],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
}

/** The file with its staged actions replaced (the header untouched). */
function withActions(file: LiftedLog, edit: (actions: unknown[]) => unknown[]) {
  const lifted = file;
  const actions = edit(lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id]!.action));
  const byId: Record<string, unknown> = { 0: lifted.actionsById[0] };
  actions.forEach((action, i) => {
    byId[i + 1] = { type: 'PERFORM_ACTION', action, timestamp: 0 };
  });
  return {
    ...file,
    actionsById: byId,
    stagedActionIds: [0, ...actions.map((_, i) => i + 1)],
    nextActionId: actions.length + 1,
    currentStateIndex: actions.length,
  };
}

test('a session sent to support replays in the panel and headless; tampered copies are refused', async () => {
  // A visitor who opens the panel's address is sent home without its code.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const visitorChunks: string[] = [];
  visitor.on('request', (request) => visitorChunks.push(request.url()));
  await visitor.goto(server.url + '/panel/destek-kayitlari');
  await visitor.waitForURL((url) => url.pathname === '/');
  await visitor.getByTestId('sign-in-required').waitFor();
  assert.deepEqual(
    visitorChunks.filter(panelChunk),
    [],
    "the panel is not in a visitor's JavaScript",
  );
  await visitor.close();

  // The player.
  const player = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const playerChunks: string[] = [];
  player.on('request', (request) => playerChunks.push(request.url()));
  await signIn(player, 'demo', PASSWORDS.demo);
  // Build and save a team for the open round.
  await player.getByRole('banner').getByRole('link', { name: 'Takımım' }).first().click();
  await player.getByRole('heading', { name: 'Takımım', level: 1 }).waitFor();
  await player
    .getByRole('region', { name: 'Bu haftanın takımları' })
    .getByRole('link', { name: /Düzenle/ })
    .first()
    .click();
  await player.getByTestId('team-generate').click();
  await player.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await player.getByTestId('team-save').click();
  await player.waitForURL((url) => url.pathname === '/takim/takimim');
  // The theme (the header's button), then the language (on the profile page).
  await player.getByRole('banner').getByRole('button', { name: 'Açık temaya geç' }).click();
  await player.waitForFunction(() => document.documentElement.classList.contains('light'));
  await player.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).click();
  await player.getByRole('menuitem', { name: 'Profil' }).click();
  await player.getByRole('combobox', { name: 'Dil' }).selectOption('en-US');
  await player.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  // The coupon dialog, opened and closed.
  await player.getByRole('banner').getByRole('button', { name: 'Coupon' }).click();
  await player.getByRole('dialog').waitFor();
  await player.keyboard.press('Escape');
  await player.getByRole('dialog').waitFor({ state: 'hidden' });
  // Sent from the help page.
  await player.getByRole('contentinfo').getByRole('link', { name: 'Help and rules' }).click();
  await player.getByRole('heading', { name: 'Help and rules', level: 1 }).waitFor();
  await player.getByRole('button', { name: 'Send to support' }).click();
  const sent = player.getByRole('status').filter({ hasText: 'The log was sent to support' });
  await sent.waitFor({ timeout: 30_000 });
  const id = Number(/log no\. (\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
  assert.ok(id > 0, 'the stored log is named');
  assert.deepEqual(
    playerChunks.filter(panelChunk),
    [],
    "the panel is not in a player's JavaScript",
  );
  await player.close();

  // The Admin's viewer.
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const adminChunks: string[] = [];
  admin.on('request', (request) => adminChunks.push(request.url()));
  await signIn(admin, 'admin', PASSWORDS.admin);
  await admin.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).waitFor();
  await admin.evaluate(() => {
    history.pushState(null, '', '/panel/destek-kayitlari');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await admin.getByRole('link', { name: `#${id}` }).click({ timeout: 30_000 });
  assert.ok(adminChunks.some(panelChunk), "the panel's chunk loads for the Admin");
  const verdict = admin.getByTestId('replay-verdict');
  await verdict.waitFor({ timeout: 30_000 });
  assert.match((await verdict.textContent()) ?? '', /all \d+ checkpoints match/);
  const step = admin.getByTestId('replay-step');
  for (
    let i = 0;
    i < 200 && !((await step.textContent()) ?? '').includes('theme/themeChanged');
    i++
  ) {
    await admin.getByRole('button', { name: '← Önceki işlem' }).click();
  }
  assert.match((await step.textContent()) ?? '', /theme\/themeChanged/);
  await admin.waitForFunction(() => document.documentElement.classList.contains('light'));
  await admin.getByRole('button', { name: '← Önceki işlem' }).click();
  await admin.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await admin.close();

  // Headless, as support runs it, over the same stored log.
  const api = clientAt(server.url);
  await api.login('admin', PASSWORDS.admin);
  const stored = await api.call(`/auth/api/SupportLog/GetById?Id=${id}`);
  const file = stored.body.ReturnObject.Log as LiftedLog & {
    'x-replay': { firstSeq: number };
  };
  const whole = replay(file);
  assert.equal(whole.status, 0, whole.stderr);
  assert.match(whole.stdout.trim(), /^replayed \d+ actions, all \d+ checkpoints match$/);

  const actions = actionsOf(file);
  const { firstSeq } = file['x-replay'];
  const last = actions.length - 1;
  const cases: [string, unknown, string][] = [
    [
      'tail edit',
      withActions(file, (list) =>
        list.map((a, i) => (i === last ? { ...(a as object), injected: true } : a)),
      ),
      `action #${firstSeq + last} (${actions[last]!.type}) is not the action recorded there`,
    ],
    [
      'swap',
      withActions(file, (list) => {
        const copy = [...list];
        [copy[3], copy[4]] = [copy[4], copy[3]];
        return copy;
      }),
      `action #${firstSeq + 3} (${actions[4]!.type}) is not the action recorded there`,
    ],
    [
      'delete',
      withActions(file, (list) => list.filter((_, i) => i !== 5)),
      `action #${firstSeq + 5} (${actions[6]!.type}) is not the action recorded there`,
    ],
  ];
  for (const [name, tampered, named] of cases) {
    const result = replay(tampered);
    assert.equal(result.status, 1, `${name}: ${result.stdout}${result.stderr}`);
    assert.ok(result.stderr.includes(named), `${name}: ${result.stderr}`);
  }
  writeFileSync(sessionFile, JSON.stringify(file));
});

test("a log at the recorder's bound (10,000 actions of the real session's answers) reaches support whole and replays", async () => {
  const api = clientAt(server.url);
  await api.login('admin', PASSWORDS.admin);
  for (const mix of ['session', 'pool'] as const) {
    // The store's own recorder and upload code, in production mode as the browser runs it.
    const run = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'e2e/supportLogAtBound.ts',
        server.url,
        'demo',
        PASSWORDS.demo,
        sessionFile,
        mix,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    assert.equal(run.status, 0, run.stderr);
    const sent = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      id: number;
      dropped: number;
      packedBytes: number;
    };
    assert.equal(sent.dropped, 0, 'no action was left out');
    const stored = await api.call(`/auth/api/SupportLog/GetById?Id=${sent.id}`);
    assert.equal(stored.status, 200);
    const { Log: log, SizeBytes, AppVersion } = stored.body.ReturnObject;
    const actions = actionsOf(log).length;
    // Full: the recorder holds 9,900 to 10,000 actions once it reaches its bound.
    assert.ok(actions >= 9_900 && actions <= 10_000, `${actions} actions`);
    assert.equal(SizeBytes, Buffer.byteLength(JSON.stringify(log)));
    assert.equal(AppVersion, log['x-replay'].appVersion);
    console.log(
      `log at the bound (${mix}): ${actions} actions, ${SizeBytes} bytes of JSON, ` +
        `about ${sent.packedBytes} packed`,
    );
    const result = replay(log);
    assert.equal(result.status, 0, result.stderr);
    if (mix === 'session') {
      // The Admin's viewer opens it too, with the same verdict.
      const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(admin, 'admin', PASSWORDS.admin);
      await admin.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/panel/destek-kayitlari/${sent.id}`);
      const verdict = admin.getByTestId('replay-verdict');
      await verdict.waitFor({ timeout: 120_000 });
      assert.match(
        (await verdict.textContent()) ?? '',
        new RegExp(`replayed ${actions} actions, all \\d+ checkpoints match`),
      );
      await admin.close();
    }
    assert.match(
      result.stdout.trim(),
      new RegExp(`^replayed ${actions} actions, all \\d+ checkpoints match$`),
    );
  }
});
