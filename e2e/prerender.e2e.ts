/**
 * The public pages' prerendered first screens (src/prerender/), in Chromium against the real
 * server and a production build: the HTML the server sends already holds the visible first
 * screen, which paints without any JavaScript; a default visitor's page is hydrated (the
 * prerendered nodes are kept, no hydration warning or error, nothing refused by the Content
 * Security Policy), on a phone and on a desktop; a visitor in English or in the light theme
 * never sees the Turkish dark screen: it is hidden from the first paint and the client draws
 * his own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { serverAndBrowser, settled } from './harness';

const live = serverAndBrowser();

const PAGES = [
  { path: '/', tr: "Süper Lig'in fantezi futbol oyunu", en: 'The Süper Lig fantasy football game' },
  { path: '/login', tr: 'Giriş Yap', en: 'Sign in' },
  { path: '/bilgiler/fiksture-ve-sonuclar', tr: 'Fikstür ve Sonuçlar', en: 'Fixtures and Results' },
];
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/**
 * A page that keeps in `window.__first` its main heading node and text as they stood before
 * any of the page's scripts ran (the document parsed, the deferred scripts not yet run), and
 * whether the first frame showed the prerendered screen and `<html>`'s classes then. Console errors and
 * warnings are collected.
 */
async function watchedPage(options: BrowserContextOptions, stored: Record<string, string> = {}) {
  const context = await live.browser.newContext({ locale: 'tr-TR', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // As text: a function handed over would carry the test compiler's name helpers with it.
  await page.addInitScript({
    content: `(() => {
      for (const [key, value] of Object.entries(${JSON.stringify(stored)})) {
        localStorage.setItem(key, value);
      }
      const seen = {};
      window.__first = seen;
      // Frames wait for the page's stylesheet: the first one with the root in it is the
      // first paint of the prerendered screen.
      requestAnimationFrame(function frame() {
        const root = document.getElementById('root');
        if (!root) return requestAnimationFrame(frame);
        // The prerendered screen painted: still there (not yet discarded) and not hidden.
        seen.shown =
          root.hasAttribute('data-prerendered') && getComputedStyle(root).visibility !== 'hidden';
        seen.classes = document.documentElement.className;
      });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        seen.heading = document.querySelector('main h1');
        seen.text = seen.heading ? seen.heading.textContent : null;
      });
    })()`,
  });
  return { page, problems, close: () => context.close() };
}

const first = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { __first: Record<string, unknown> }).__first;
    return {
      text: seen.text as string | null,
      shown: seen.shown as boolean,
      classes: seen.classes as string,
      kept: seen.heading !== null && seen.heading === document.querySelector('main h1'),
    };
  });

test('the server sends each page with its first screen in the HTML', async () => {
  for (const { path, tr } of PAGES) {
    const response = await fetch(live.server.url + path);
    const html = await response.text();
    assert.equal(response.headers.get('cache-control'), 'no-cache', path);
    assert.match(html, new RegExp(`<div id="root" data-prerendered="${path}">`), path);
    assert.ok(html.includes(tr.replace(/'/g, '&#x27;')), `${path} holds "${tr}"`);
    // The head script is allowed by hash, and nothing else inline is.
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/, path);
  }
  // Any other page is the plain shell.
  const other = await (await fetch(live.server.url + '/nasil-oynanir')).text();
  assert.match(other, /<div id="?root"?><\/div>/);
});

test('the first screen paints without JavaScript', async () => {
  const context = await live.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const { path, tr } of PAGES) {
      await page.goto(live.server.url + path);
      await page.locator('main').getByText(tr, { exact: true }).first().waitFor();
    }
  } finally {
    await context.close();
  }
});

test('the prerendered sign-in form cannot be sent before the app runs (no password in the address)', async () => {
  const context = await live.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(live.server.url + '/login');
    const main = page.locator('main');
    await main.getByLabel('Kullanıcı adı veya e-posta').fill('demo');
    await main.getByLabel('Şifre').fill('gizli-parola');
    assert.equal(await main.getByRole('button', { name: 'Giriş Yap' }).isDisabled(), true);
    // Enter in a field is the browser's implicit submission: nothing with the button disabled.
    await main.getByLabel('Şifre').press('Enter');
    assert.equal(new URL(page.url()).search, '');
    assert.equal(await main.getByLabel('Şifre').inputValue(), 'gizli-parola');
  } finally {
    await context.close();
  }
});

for (const { name, viewport } of WIDTHS) {
  test(`a visitor's page is hydrated, not drawn again, without a warning (${name})`, async () => {
    const { page, problems, close } = await watchedPage({ viewport });
    try {
      for (const { path, tr } of PAGES) {
        await page.goto(live.server.url + path);
        await settled(page);
        const seen = await first(page);
        assert.equal(seen.shown, true, path);
        assert.ok(seen.text?.includes(tr) || path === '/', `${path}: "${seen.text}"`);
        assert.ok(seen.kept, `${path}: the prerendered heading is the one shown`);
        // One header, the width's own, once hydrated: the prerendered page holds both, and
        // its load can end before the app has run (nothing on it waits for data).
        const headers = page.locator('header[data-layout]');
        await headers.nth(1).waitFor({ state: 'detached' });
        const layouts = await headers.evaluateAll((found) =>
          found.map((h) => h.getAttribute('data-layout')),
        );
        assert.deepEqual(layouts, [name === 'phone' ? 'mobile' : 'desktop'], path);
        await page.getByText(tr, { exact: true }).first().waitFor({ state: 'visible' });
      }
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
}

test('a visitor in English never sees the Turkish screen, and gets his own', async () => {
  const { page, problems, close } = await watchedPage(
    { viewport: WIDTHS[0]!.viewport },
    { i18nextLng: 'en-US' },
  );
  try {
    for (const { path, tr, en } of PAGES) {
      await page.goto(live.server.url + path);
      await settled(page);
      const seen = await first(page);
      assert.equal(seen.shown, false, `${path}: never shown (${JSON.stringify(seen)})`);
      assert.match(seen.classes, /prerender-off/);
      await page.getByText(en, { exact: true }).first().waitFor({ state: 'visible' });
      assert.equal(await page.getByText(tr, { exact: true }).count(), 0, path);
      assert.equal(await page.locator('html').getAttribute('lang'), 'en', path);
    }
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('a visitor in the light theme never sees the dark screen', async () => {
  const { page, problems, close } = await watchedPage(
    { viewport: WIDTHS[1]!.viewport },
    { theme: 'light' },
  );
  try {
    await page.goto(live.server.url + '/');
    await settled(page);
    const seen = await first(page);
    assert.equal(seen.shown, false);
    assert.match(await page.locator('html').getAttribute('class').then(String), /\blight\b/);
    assert.equal(
      await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility),
      'visible',
    );
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
