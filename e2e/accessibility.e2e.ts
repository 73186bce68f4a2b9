/**
 * axe-core over every route of the product spec's route tables (section 2), against the
 * real server and its demo season: visitor routes as a visitor, signed-in routes as the
 * demo user (ids from the app's own links: a match, a player, the demo user's teams, the
 * admin as the friend). What is covered, to stay near three minutes on two shared cores:
 * - every route in both languages: tr-TR in the dark theme at the desktop width (1280x800),
 *   en-US in the light theme at the phone width (390x844), so each route meets both of
 *   each;
 * - the representative routes (REPRESENTATIVE: home, login, fixtures, profile and the team
 *   builder) at all four theme × width combinations in both languages;
 * - the phone header's open menu, for each role, language and theme; the signed-in
 *   header's notifications, account menu and coupon dialog, in each language.
 * A route loads once per language; the theme (the header's own switch) and the width
 * change on the loaded page. The test fails listing every violation with its rule, impact,
 * route, combination and target selectors.
 *
 * The server is reached as `localhost` so that the header shows its language switch (only
 * on such hosts, spec section 2), which the test uses to change the language; a signed-in
 * user's switch also saves the language on the server, which applies it at every start.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, nextFrame, settled, startServer, type RunningServer } from './harness';

const AXE = resolve(__dirname, '../node_modules/axe-core/axe.min.js');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES = ['tr-TR', 'en-US'] as const;
type Language = (typeof LANGUAGES)[number];
type Theme = 'dark' | 'light';

const INFORMATION = [
  '/bilgiler/fiksture-ve-sonuclar',
  '/bilgiler/mac-istatistikleri',
  '/bilgiler/futbolcu-bilgileri',
  '/bilgiler/cezali-sakat-oyuncular',
  '/bilgiler/haftanin-enleri',
];
const STATIC = ['/nasil-oynanir', '/yardim-ve-kurallar', '/sss', '/kullanici-sozlesmesi'];

/** Routes checked at every theme × width in both languages, with the open round's team. */
const REPRESENTATIVE = {
  visitor: ['/', '/login', '/bilgiler/fiksture-ve-sonuclar'],
  signedIn: ['/', '/kullanici/profil'],
};

let server: RunningServer;
let browser: Browser;
let base: string;

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  base = server.url.replace('127.0.0.1', 'localhost');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function axe(page: Page): Promise<Violation[]> {
  return page.evaluate(async () => {
    const results = await (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/**
 * A context whose pages carry axe. An init script, not a script tag: the app's Content
 * Security Policy (rightly) refuses inline scripts, and the check should not weaken it.
 * Reduced motion: colours are measured at rest, not in the middle of a transition.
 */
async function newContext() {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript({ path: AXE });
  return context;
}

/** Violations of the running test, each one line. */
let found: string[] = [];
let checks = 0;

async function check(page: Page, where: string) {
  checks++;
  for (const v of await axe(page)) {
    const targets = v.nodes.map((n) => n.target.join(' ')).join(' | ');
    found.push(`${v.id} (${v.impact}) on ${where}: ${v.help} — ${targets}`);
  }
}

const theme = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains('light') ? 'light' : 'dark'));

/** Flips the theme with the header's switch (on the desktop header). */
async function setTheme(page: Page, want: Theme) {
  if ((await theme(page)) === want) return;
  await page.setViewportSize(WIDTHS[0]);
  await nextFrame(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /temaya geç|theme$/ })
    .click();
  await page.waitForFunction((t) => document.documentElement.classList.contains(t), want);
}

interface Combination {
  theme: Theme;
  width: (typeof WIDTHS)[number];
}

/**
 * Every route is checked in each language at that language's own combination, so that it
 * meets both themes and both widths; the representative routes get all four.
 */
const OWN: Record<Language, Combination> = {
  'tr-TR': { theme: 'dark', width: WIDTHS[0] },
  'en-US': { theme: 'light', width: WIDTHS[1] },
};
function combinations(language: Language, all: boolean): Combination[] {
  const own = OWN[language];
  if (!all) return [own];
  const other = own.theme === 'dark' ? 'light' : 'dark';
  const [first, second] = own.width === WIDTHS[0] ? WIDTHS : [WIDTHS[1], WIDTHS[0]];
  // In an order that flips the theme once.
  return [
    { theme: own.theme, width: first },
    { theme: own.theme, width: second },
    { theme: other, width: second },
    { theme: other, width: first },
  ];
}

async function checkRoute(page: Page, path: string, label: string, combos: Combination[]) {
  // The first combination's theme is the stored one (the persisted key `theme`), so the
  // page loads in it; later ones use the header's switch.
  await page.evaluate((t) => localStorage.setItem('theme', t), combos[0]!.theme);
  await page.setViewportSize(combos[0]!.width);
  await page.goto(base + path);
  await settled(page);
  for (const combo of combos) {
    await setTheme(page, combo.theme);
    await page.setViewportSize(combo.width);
    await nextFrame(page);
    await check(page, `${path} [${label}, ${combo.theme}, ${combo.width.name}]`);
  }
}

/** The phone header's menu, opened, in both themes. */
async function checkMobileMenu(page: Page, label: string) {
  for (const want of ['dark', 'light'] as const) {
    await setTheme(page, want);
    await page.setViewportSize(WIDTHS[1]);
    await page.getByRole('banner').locator('button.pill').click();
    await page.locator('#mobile-menu').waitFor();
    const path = new URL(page.url()).pathname;
    await check(page, `mobile menu on ${path} [${label}, ${want}, phone]`);
    await page.getByRole('banner').locator('button.pill').click();
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
  }
}

/**
 * The signed-in header's popups, opened from the keyboard at the desktop width in the
 * language's own theme: notifications, the account menu and the coupon dialog.
 */
async function checkHeaderPopups(page: Page, language: Language, label: string) {
  const banner = page.getByRole('banner');
  await setTheme(page, OWN[language].theme);
  await page.setViewportSize(WIDTHS[0]);
  const where = async (what: string) => `${what} [${label}, ${await theme(page)}, desktop]`;
  // The bell's name carries the unread count when there is one.
  const notifications = /^(Bildirimler|Notifications)(, \d+ (okunmamış|unread))?$/;
  for (const name of [notifications, /^(Hesap menüsü|Account menu)$/]) {
    const button = banner.getByRole('button', { name });
    await button.focus();
    await page.keyboard.press('Enter');
    await banner.locator('[aria-expanded="true"]').waitFor();
    await check(page, await where(`header popup ${name.source}`));
    await page.keyboard.press('Escape');
    await banner.locator('[aria-expanded="true"]').waitFor({ state: 'detached' });
  }
  await banner.getByRole('button', { name: /^(Kupon|Coupon)$/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await check(page, await where('coupon dialog'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function switchLanguage(page: Page, to: Language, signedIn: boolean) {
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(base + '/nasil-oynanir');
  await settled(page);
  // The document's lang is the language's primary subtag.
  const lang = to.slice(0, 2);
  if ((await page.getAttribute('html', 'lang')) === lang) return;
  const saved = signedIn
    ? page.waitForResponse((r) => r.url().endsWith('/auth/api/User/UpdateCultureInfo') && r.ok())
    : Promise.resolve();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Dili İngilizce yap|Switch the language to Turkish/ })
    .click();
  await page.waitForFunction((code) => document.documentElement.lang === code, lang);
  await saved;
}

async function demoCredentials() {
  const match = await server.waitForOutput(
    /Created the demo account \(shown once\): user name "([^"]+)", password "([^"]+)"/,
  );
  return { userName: match[1]!, password: match[2]! };
}

test('a visitor finds no accessibility violation on any route', async () => {
  const context = await newContext();
  const page = await context.newPage();
  const routes = [
    '/',
    ...INFORMATION,
    ...STATIC,
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/validate-user',
    '/app',
  ];
  for (const language of LANGUAGES) {
    await switchLanguage(page, language, false);
    for (const path of routes) {
      const all = REPRESENTATIVE.visitor.includes(path);
      await checkRoute(page, path, `visitor, ${language}`, combinations(language, all));
    }
    await checkMobileMenu(page, `visitor, ${language}`);
  }
  await context.close();
  assertNone();
});

test('the demo user finds no accessibility violation on any route', async () => {
  const context = await newContext();
  const page = await context.newPage();
  const { userName, password } = await demoCredentials();
  await page.goto(base + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(userName);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
  // A fresh browser has seen no round: the end-of-week summary opens; checked, then closed.
  const summary = page.getByRole('dialog', { name: 'Haftanın Özeti' });
  await summary.waitFor();
  await check(page, 'end-of-week modal [signed in, tr-TR]');
  await summary.getByRole('button', { name: 'Kapat' }).last().click();
  await summary.waitFor({ state: 'detached' });

  // Pages that need an id: the first the app itself links to.
  const firstLink = async (path: string, href: RegExp) => {
    await page.goto(base + path);
    await settled(page);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const hit = hrefs.find((h) => href.test(h));
    assert.ok(hit, `a link matching ${href} on ${path}`);
    return hit;
  };
  const teamPaths = async () => {
    await page.goto(base + '/takim/takimim');
    await settled(page);
    const hrefs = await page
      .locator('main a[href^="/takim/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    return [...new Set(hrefs.filter((h) => /^\/takim\/\d+$/.test(h)))];
  };
  const matchPath = await firstLink('/bilgiler/fiksture-ve-sonuclar', /mac-detay/);
  const playerPath = await firstLink('/bilgiler/futbolcu-bilgileri', /futbolcu-bilgileri\/\d+/);
  const teams = await teamPaths();
  assert.ok(teams.length > 0, 'the demo user has teams');
  const rivalPath = await firstLink('/lig/pro-ligi', /^\/lig\/rakip\/\d+$/);

  const routes = [
    '/',
    '/takim/takimim',
    '/takim/yeni',
    ...teams,
    matchPath,
    ...INFORMATION,
    playerPath,
    '/market',
    '/market/kartlar',
    '/market/gecmis',
    '/market/odeme/1',
    '/lig/pro-ligi',
    '/lig/pro-ligleri',
    '/lig/taraftar-ligi',
    '/lig/klanlar',
    '/lig/arkadas-ligleri',
    '/lig/ozel-ligler',
    '/lig/klasman',
    rivalPath,
    '/kullanici/profil',
    '/arkadas/admin',
    '/validate-user',
    ...STATIC,
  ];
  for (const language of LANGUAGES) {
    await switchLanguage(page, language, true);
    for (const path of routes) {
      // The first team listed is the open round's: the builder.
      const all = REPRESENTATIVE.signedIn.includes(path) || path === teams[0];
      await checkRoute(page, path, `signed in, ${language}`, combinations(language, all));
    }
    await checkMobileMenu(page, `signed in, ${language}`);
    await checkHeaderPopups(page, language, `signed in, ${language}`);
  }
  // Leave the demo user's language as it was.
  await switchLanguage(page, 'tr-TR', true);
  await context.close();
  assertNone();
});

beforeEach(() => {
  found = [];
  checks = 0;
});
afterEach(() => console.log(`axe runs: ${checks}, violations: ${found.length}`));

/** Fails with every violation, not just the first. */
function assertNone() {
  assert.ok(checks > 0);
  assert.equal(found.length, 0, `${found.length} accessibility violations:\n${found.join('\n')}`);
}
