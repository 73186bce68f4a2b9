/**
 * Browser tests drive the real product: `server/main.ts` as its own process (built client,
 * fresh embedded database in a temporary folder) and Debian's Chromium via playwright-core.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  startServer as startServerProcess,
  type RunningServer,
  type ServerImage,
} from '../server/testing/serverProcess';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export { LIVE_POLL_MS } from '../src/reads/livePoll';
export {
  freePort,
  serverProcessEnv,
  stopServerProcess,
  type RunningServer,
} from '../server/testing/serverProcess';

/** Where `e2e/run.ts` keeps the run's server image: a first start's data folder and lines. */
export const SERVER_IMAGE_VARIABLE = 'E2E_SERVER_IMAGE';
export const serverImageIn = (dir: string): ServerImage => ({
  dataDir: join(dir, 'data'),
  firstStart: existsSync(join(dir, 'first-start.txt'))
    ? readFileSync(join(dir, 'first-start.txt'), 'utf8')
    : '',
});

/** Settings read only while the server runs: a server given just these may share an image. */
const RUNTIME_SETTINGS = new Set(['SESSION_TTL_HOURS']);

/**
 * The real server for a browser test. Under `npm run test:e2e` it starts from the run's
 * image (one first start for every file) unless `env` changes what a first start does (the
 * accounts' passwords, the log of the first start itself): those start afresh, as a file run
 * alone with `tsx --test` does.
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = process.env[SERVER_IMAGE_VARIABLE];
  const shared = dir && Object.keys(env).every((key) => RUNTIME_SETTINGS.has(key));
  return startServerProcess(env, shared ? { image: serverImageIn(dir) } : {});
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** The page has finished loading: its h1 is shown and nothing is waiting for data. */
export async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.spinner, .home-skeleton, .boot, [aria-busy="true"]'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Signing in opens the end-of-week summary (spec section 4) once per scored round, over
 * whatever page is shown. Call before the sign-in click and await after it: when the
 * answer opens the modal (a fresh browser context has seen no round), it is closed. `seen`:
 * the contest the page has shown already (its stored `proContestID`), whose summary does
 * not open again, for a page load after which a new one may or may not have been scored.
 */
export function endOfWeekClosed(page: Page, seen: string | null = null): Promise<void> {
  return page
    .waitForResponse((r) => r.url().includes('/LeagueStatistics/GetUserEndWeekAllLeagueSumary'), {
      timeout: 60_000,
    })
    .then(async (response) => {
      const body = (await response.json()) as {
        ReturnObject: { ContestId: number | null; ContestTitle: string | null } | null;
      };
      if (!body.ReturnObject?.ContestTitle || body.ReturnObject.ContestId === null) return;
      if (String(body.ReturnObject.ContestId) === seen) return;
      const dialog = page.getByRole('dialog', { name: /^(Haftanın Özeti|Summary of the week)$/ });
      await dialog.waitFor();
      // The head's × and the footer's button both say "Kapat" ("Close").
      await dialog
        .getByRole('button', { name: /^(Kapat|Close)$/ })
        .last()
        .click();
      await dialog.waitFor({ state: 'detached' });
    });
}

/**
 * A new page with `page`'s session (cookies, stored values, viewport) in a context of its
 * own whose timers run on a clock the test can move on (`clock.fastForward`); otherwise
 * time flows as usual. What a page does after a minute (a poll) is then tested without
 * waiting the minute out. Close its context after.
 */
export async function pageWithClock(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error('pageWithClock: the page has no browser');
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  });
  await context.clock.install();
  return context.newPage();
}

/** Lets the page lay itself out and paint after a resize, a theme change or a focus move. */
export const nextFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * The real server and a browser for one test file: both started before its tests (in
 * parallel), both stopped after them. Read `server` and `browser` inside the tests.
 */
export function serverAndBrowser(): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The server and browser start before the tests.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
