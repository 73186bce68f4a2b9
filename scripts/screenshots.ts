/**
 * `npm run screenshots` (after `npm run build`): starts the real server on a fresh demo
 * season, opens Debian's Chromium and saves a PNG of every screen a user can see, as a
 * visitor and signed in as the demo user, at 390px and 1280px wide, in the dark and the
 * light theme: screenshots/<screen>-<width>-<theme>.png. For looking at the layout, not a
 * test: a screen that fails to settle is still shot, and the run says so at the end.
 * `npm run screenshots -- home login` shoots only the screens whose names contain a word given.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { endOfWeekClosed, launchBrowser, startServer, type RunningServer } from '../e2e/harness';

const ROOT = resolve(__dirname, '..');
const OUT = join(ROOT, 'screenshots');
const WIDTHS = [390, 1280] as const;
/** A wide desktop, where the signed-in layout shows its banner slots (≥ 1440 px). */
const WIDE = 1600;
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];
/** Waits for data and spinners; a screen that is still busy after this is shot as it is. */
const SETTLE_MS = 15_000;

interface Screen {
  name: string;
  /** A path, or a function finding one on the running site (an id from a list). */
  path: string | ((page: Page) => Promise<string>);
  /** Signed in as the demo user (true) or as the Admin ('admin'). */
  signedIn: boolean | 'admin';
  /** The widths it is shot at (default: WIDTHS). */
  widths?: readonly number[];
  /** Done on the settled screen before the shot (opening a popover). */
  then?: (page: Page) => Promise<void>;
}

const widthsOf = (screen: Screen): readonly number[] => screen.widths ?? WIDTHS;

/** The first link on `listPath` whose address starts with `prefix`; `fallback` if none. */
const firstLink =
  (listPath: string, prefix: string, fallback: string) =>
  async (page: Page): Promise<string> => {
    await open(page, listPath);
    const href = await page
      .locator(`main a[href^="${prefix}"]`)
      .first()
      .getAttribute('href', { timeout: 5_000 })
      .catch(() => null);
    return href ?? fallback;
  };

/** Opens the header's notifications (on a phone, in the menu). */
async function openNotifications(page: Page) {
  const banner = page.getByRole('banner');
  const menu = banner.locator('button.pill');
  if (await menu.isVisible()) await menu.click();
  await banner.getByRole('button', { name: /^Bildirimler/ }).click();
  await page.getByRole('dialog', { name: 'Bildirimler' }).getByRole('link').first().waitFor();
}

/** The builder's pool tab on a phone (a desktop shows the pool beside the pitch). */
async function showPoolTab(page: Page) {
  const tab = page.getByRole('tab', { name: 'Oyuncular' });
  if (await tab.isVisible()) await tab.click();
  await page.locator('.pool__row').first().waitFor();
}

/** Taps the builder's first midfielder: his actions open. */
async function tapMidfielder(page: Page) {
  await page.locator('.pitch__row--mid .token').first().click();
  await page.locator('.player-actions').waitFor();
}

/** Asks the builder to clear the squad: the confirmation shows. */
async function askToClear(page: Page) {
  await page.getByRole('button', { name: 'Kadroyu temizle' }).click();
  await page.getByRole('alertdialog').waitFor();
}

/** Taps the team's captain: his points breakdown opens in a dialog. */
async function openCaptainBreakdown(page: Page) {
  await page
    .getByRole('button', { name: /, K: Kaptan/ })
    .first()
    .click();
  await page.getByTestId('team-share').waitFor();
}

/** Every screen of the route tables (spec section 2) a person can see. */
const SCREENS: Screen[] = [
  { name: 'home-visitor', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false },
  { name: 'reset-password', path: '/reset-password', signedIn: false },
  { name: 'validate-user', path: '/validate-user', signedIn: false },
  { name: 'app', path: '/app', signedIn: false },
  { name: 'how-to-play', path: '/nasil-oynanir', signedIn: false },
  { name: 'help-and-rules', path: '/yardim-ve-kurallar', signedIn: false },
  { name: 'faq', path: '/sss', signedIn: false },
  { name: 'user-agreement', path: '/kullanici-sozlesmesi', signedIn: false },
  { name: 'fixtures-and-results', path: '/bilgiler/fiksture-ve-sonuclar', signedIn: false },
  { name: 'match-statistics', path: '/bilgiler/mac-istatistikleri', signedIn: false },
  { name: 'player-information', path: '/bilgiler/futbolcu-bilgileri', signedIn: false },
  {
    name: 'player',
    path: firstLink(
      '/bilgiler/futbolcu-bilgileri',
      '/bilgiler/futbolcu-bilgileri/',
      '/bilgiler/futbolcu-bilgileri/1',
    ),
    signedIn: false,
  },
  { name: 'suspended-and-injured', path: '/bilgiler/cezali-sakat-oyuncular', signedIn: false },
  { name: 'best-of-the-week', path: '/bilgiler/haftanin-enleri', signedIn: false },
  { name: 'home-signed-in', path: '/', signedIn: true },
  { name: 'banners', path: '/', signedIn: true, widths: [WIDE] },
  { name: 'notifications', path: '/', signedIn: true, then: openNotifications },
  { name: 'my-teams', path: '/takim/takimim', signedIn: true },
  {
    // The open round's team in the builder: budget left by the kept-price rule, squad value;
    // on a phone its squad tab.
    name: 'team-edit',
    path: firstLink('/takim/takimim', '/takim/', '/takim/yeni'),
    signedIn: true,
  },
  {
    // The builder's pool: on a phone its own tab; on a desktop beside the pitch.
    name: 'team-edit-pool',
    path: firstLink('/takim/takimim', '/takim/', '/takim/yeni'),
    signedIn: true,
    then: showPoolTab,
  },
  {
    // A tapped player's actions: a sheet at the bottom of the viewport.
    name: 'team-edit-actions',
    path: firstLink('/takim/takimim', '/takim/', '/takim/yeni'),
    signedIn: true,
    then: tapMidfielder,
  },
  {
    // "Kadroyu temizle" asks first.
    name: 'team-edit-clear',
    path: firstLink('/takim/takimim', '/takim/', '/takim/yeni'),
    signedIn: true,
    then: askToClear,
  },
  // A new extra team: the builder with every place empty.
  { name: 'team-new', path: '/takim/yeni', signedIn: true },
  {
    name: 'match-details',
    // A played match (the statistics page lists the last played round), so the page shows
    // events, line-ups and figures rather than "not started".
    path: firstLink('/bilgiler/mac-istatistikleri', '/mac-detay', '/mac-detayları?matchId=1'),
    signedIn: true,
  },
  { name: 'market', path: '/market', signedIn: true },
  { name: 'market-cards', path: '/market/kartlar', signedIn: true },
  { name: 'market-history', path: '/market/gecmis', signedIn: true },
  { name: 'leagues', path: '/lig/pro-ligi', signedIn: true },
  { name: 'leagues-hub', path: '/lig/pro-ligleri', signedIn: true },
  { name: 'fan-league', path: '/lig/taraftar-ligi', signedIn: true },
  { name: 'clans', path: '/lig/klanlar', signedIn: true },
  { name: 'friend-leagues', path: '/lig/arkadas-ligleri', signedIn: true },
  { name: 'special-leagues', path: '/lig/ozel-ligler', signedIn: true },
  { name: 'classement', path: '/lig/klasman', signedIn: true },
  {
    name: 'rival-team',
    path: firstLink('/lig/pro-ligi', '/lig/rakip/', '/lig/rakip/1'),
    signedIn: true,
  },
  {
    // A scored team's player tapped: his breakdown and what he counted for in the team.
    name: 'team-breakdown',
    path: firstLink('/lig/pro-ligi', '/lig/rakip/', '/lig/rakip/1'),
    signedIn: true,
    then: openCaptainBreakdown,
  },
  { name: 'profile', path: '/kullanici/profil', signedIn: true },
  { name: 'my-season', path: '/kullanici/sezonum', signedIn: true },
  { name: 'friend', path: '/arkadas/admin', signedIn: true },
  // The Admin's panel (last: the page signs in again as the Admin).
  { name: 'panel-season', path: '/panel/sezon', signedIn: 'admin' },
  { name: 'panel-matches', path: '/panel/maclar', signedIn: 'admin' },
  {
    name: 'panel-match',
    path: firstLink('/panel/maclar', '/panel/maclar/', '/panel/maclar'),
    signedIn: 'admin',
  },
  { name: 'panel-players', path: '/panel/oyuncular', signedIn: 'admin' },
  { name: 'panel-economy', path: '/panel/ekonomi', signedIn: 'admin' },
  { name: 'panel-users', path: '/panel/kullanicilar', signedIn: 'admin' },
  { name: 'panel-audit', path: '/panel/denetim', signedIn: 'admin' },
];

interface Credentials {
  userName: string;
  password: string;
}

/** The demo or admin account the server prints once on its first start. */
async function printedCredentials(
  server: RunningServer,
  role: 'demo' | 'admin' = 'demo',
): Promise<Credentials> {
  const pattern = new RegExp(
    `Created the ${role} account \\(shown once\\): user name "([^"]+)", password "([^"]+)"`,
  );
  for (let waited = 0; waited < 30_000; waited += 200) {
    const match = server.output().match(pattern);
    if (match) return { userName: match[1]!, password: match[2]! };
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server printed no ${role} account:\n${server.output()}`);
}

/** Opens a path and waits until the network is idle and no spinner or skeleton is left. */
async function open(page: Page, path: string): Promise<boolean> {
  await page.goto(path, { waitUntil: 'load' });
  return settle(page);
}

async function settle(page: Page): Promise<boolean> {
  const deadline = Date.now() + SETTLE_MS;
  try {
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS });
    await page.waitForFunction(
      () =>
        !document.querySelector('.spinner, .home-skeleton, .boot, [aria-busy="true"]') &&
        Boolean(document.querySelector('main h1')),
      undefined,
      { timeout: Math.max(1_000, deadline - Date.now()) },
    );
    // Data that arrived with the last spinner may start one more request (a club list).
    await page.waitForLoadState('networkidle', { timeout: Math.max(1_000, deadline - Date.now()) });
    return true;
  } catch {
    return false;
  }
}

async function signIn(page: Page, credentials: Credentials) {
  await open(page, '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(credentials.userName);
  await page.getByLabel('Şifre').fill(credentials.password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForFunction(() => Boolean(localStorage.getItem('jwt_token')), undefined, {
    timeout: SETTLE_MS,
  });
  await page.waitForURL((url) => url.pathname === '/', { timeout: SETTLE_MS });
  await summaryClosed;
}

async function newContext(browser: Browser, url: string, width: number, theme: Theme) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width, height: width < 768 ? 844 : 900 },
    deviceScaleFactor: 1,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    reducedMotion: 'reduce',
  });
  // The theme is the persisted `theme` key (spec section 4), read when the app starts.
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context;
}

async function main() {
  // The build the server serves: dist/, or the folder CLIENT_DIR names.
  const clientDir = process.env.CLIENT_DIR || join(ROOT, 'dist');
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.error(`screenshots: ${clientDir} has no build; run \`npm run build\` first.`);
    process.exit(1);
  }
  const words = process.argv.slice(2);
  const screens = words.length
    ? SCREENS.filter((screen) => words.some((word) => screen.name.includes(word)))
    : SCREENS;
  if (screens.length === 0) {
    console.error(`screenshots: no screen matches ${words.join(', ')}`);
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  console.log('screenshots: starting the server (fresh demo season) and Chromium…');
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const unsettled: string[] = [];
  const errors: string[] = [];
  try {
    const credentials = await printedCredentials(server);
    const adminCredentials = await printedCredentials(server, 'admin');
    const total = THEMES.length * screens.reduce((n, s) => n + widthsOf(s).length, 0);
    let done = 0;
    for (const width of [...WIDTHS, WIDE]) {
      const shots = screens.filter((screen) => widthsOf(screen).includes(width));
      if (shots.length === 0) continue;
      for (const theme of THEMES) {
        const context: BrowserContext = await newContext(browser, server.url, width, theme);
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
        let signedIn: Screen['signedIn'] = false;
        for (const screen of shots) {
          if (screen.signedIn && screen.signedIn !== signedIn) {
            // Another account: the session's keys go, then the sign-in.
            if (signedIn) {
              await page.evaluate(() =>
                ['jwt_token', 'user'].forEach((k) => localStorage.removeItem(k)),
              );
            }
            await signIn(page, screen.signedIn === 'admin' ? adminCredentials : credentials);
            signedIn = screen.signedIn;
          }
          const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
          const file = join(OUT, `${screen.name}-${width}-${theme}.png`);
          if (!(await open(page, path))) unsettled.push(`${screen.name} (${path}) at ${width}px`);
          await screen.then?.(page).catch(() => unsettled.push(`${screen.name} at ${width}px`));
          await page.screenshot({ path: file, fullPage: true });
          done += 1;
          console.log(`${String(done).padStart(3)}/${total}  ${relative(ROOT, file)}  ${path}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `screenshots: ${THEMES.length * screens.reduce((n, s) => n + widthsOf(s).length, 0)} PNGs in ${OUT} ` +
      `(${Math.round((Date.now() - started) / 1000)} s)`,
  );
  if (unsettled.length) {
    console.warn(`still loading after ${SETTLE_MS / 1000} s (shot anyway):`);
    for (const line of unsettled) console.warn(`  ${line}`);
  }
  if (errors.length) {
    console.warn('page errors:');
    for (const line of new Set(errors)) console.warn(`  ${line}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
