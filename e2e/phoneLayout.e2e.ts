/**
 * The frame of the app on a phone (390 px) and a wide screen, in Chromium against the real
 * server and its demo season: no page scrolls sideways (the document is exactly as wide as
 * the viewport; the player and fixtures pages were 2 px wider), the menu pill keeps its
 * section title on one line on every section, the profile offers the app's avatars and an
 * upload the server resizes, the banner slots of a wide screen hold the game's promotions
 * with working links, and the footer's legal documents are real PDFs.
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { printedCredentials } from './api';
import { endOfWeekClosed, serverAndBrowser, settled } from './harness';
import { horizontalOverflow } from './layout';

const live = serverAndBrowser();
const PHONE = { width: 390, height: 844 };
const AXE = resolve(__dirname, '../node_modules/axe-core/axe.min.js');

/** axe-core's violations inside `selector` (the context carries axe as an init script). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Element,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const results = await axe.run(document.querySelector(within)!, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
  }, selector);
}

/** The document is exactly as wide as the viewport (the layout helper names any culprit). */
async function fitsWidth(page: Page) {
  assert.deepEqual(await horizontalOverflow(page), []);
  const { width, viewport } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  assert.equal(width, viewport, `${page.url()}: document ${width}px, viewport ${viewport}px`);
}

/** The pill's title is one line: its height is one line box's, whatever the title. */
async function pillOnOneLine(page: Page) {
  const pill = page.locator('.header--mobile .pill');
  const { lines, text } = await pill.evaluate((el) => {
    const label = el.querySelector('.pill__label') ?? el;
    const range = document.createRange();
    range.selectNodeContents(label);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return { lines: tops.size, text: (label.textContent ?? '').trim() };
  });
  assert.equal(lines, 1, `${page.url()}: the menu pill "${text}" takes ${lines} lines`);
}

async function signIn(page: Page) {
  const { user, password } = await printedCredentials(live.server, 'demo');
  await page.goto(live.server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await page.getByLabel('Şifre').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByText(`Hoş geldin, ${user}!`).waitFor();
  await summaryClosed;
}

/** A player of the demo season (the first of the player list), for his page. */
async function somePlayerId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/engine/api/Player/GetPlayersList', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      body: JSON.stringify({
        CompetitionCode: 'TR_SL',
        SportsCode: 'FTBL',
        SortingPaging: { PageNumber: 0, NumberRecords: 1 },
      }),
    });
    const body = (await response.json()) as { ReturnObject: { Id: number }[] };
    return body.ReturnObject[0]!.Id;
  });
}

test('on a phone, no page is wider than the viewport and the menu pill stays on one line', async () => {
  const context = await live.browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  // As a visitor: the information pages and the account screens.
  await page.goto(live.server.url + '/');
  await settled(page);
  const player = await somePlayerId(page);
  const visitorRoutes = [
    '/',
    '/bilgiler/fiksture-ve-sonuclar',
    `/bilgiler/futbolcu-bilgileri/${player}`,
    '/bilgiler/futbolcu-bilgileri',
    '/bilgiler/mac-istatistikleri',
    '/kullanici-sozlesmesi',
    '/forgot-password',
    '/register',
  ];
  for (const route of visitorRoutes) {
    await page.goto(live.server.url + route);
    await settled(page);
    await fitsWidth(page);
    await pillOnOneLine(page);
  }

  // Signed in: the same information pages, the team, leagues, market and profile.
  await signIn(page);
  const signedInRoutes = [
    '/bilgiler/fiksture-ve-sonuclar',
    `/bilgiler/futbolcu-bilgileri/${player}`,
    '/takim/takimim',
    '/lig/pro-ligi',
    '/market',
    '/kullanici/profil',
    '/yardim-ve-kurallar',
  ];
  for (const route of signedInRoutes) {
    await page.goto(live.server.url + route);
    await settled(page);
    await fitsWidth(page);
    await pillOnOneLine(page);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the profile picture: one of the app’s avatars, then an uploaded picture resized by the server', async () => {
  const context = await live.browser.newContext({ viewport: PHONE, locale: 'tr-TR' });
  await context.addInitScript({ path: AXE });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(live.server.url + '/kullanici/profil');
  await settled(page);
  const part = page.getByRole('region', { name: 'Profil resmi' });
  assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="profile-image"]'), []);

  await part.getByRole('button', { name: 'Kupa' }).click();
  await part.getByRole('button', { name: 'Kupa', pressed: true }).waitFor();
  const header = page.locator('header');
  await header.locator('img[src="/avatars/trophy.svg"]').waitFor();
  assert.equal(
    await header
      .locator('img[src="/avatars/trophy.svg"]')
      .evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
    true,
  );

  // A real picture from the device: a 600×400 PNG drawn by the page's own canvas.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#c8102e';
    g.fillRect(0, 0, 600, 400);
    g.fillStyle = '#ffffff';
    g.fillRect(250, 150, 100, 100);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await part.getByLabel('Cihazdan resim yükle').setInputFiles({
    name: 'ben.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  });
  const uploaded = part.locator('img[src^="/pictures/"]');
  await uploaded.waitFor();
  const src = await uploaded.getAttribute('src');
  assert.match(src ?? '', /^\/pictures\/\d+-[0-9a-f]{20}-256\.webp$/);
  const size = await uploaded.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? [img.naturalWidth, img.naturalHeight]
      : new Promise<number[]>((done) => {
          img.onload = () => done([img.naturalWidth, img.naturalHeight]);
        }),
  );
  assert.deepEqual(size, [256, 256]);
  // The header's avatar takes the small size.
  await header.locator('img[src$="-64.webp"]').waitFor();
  const response = await page.request.get(live.server.url + src!);
  assert.equal(response.headers()['content-type'], 'image/webp');
  assert.equal(response.headers()['cache-control'], 'public, max-age=31536000, immutable');
  await context.close();
});

test('on a wide screen the banner slots hold the round, special leagues and market offers', async () => {
  const context = await live.browser.newContext({
    viewport: { width: 1600, height: 1000 },
    locale: 'en-US',
  });
  await context.addInitScript({ path: AXE });
  const page = await context.newPage();
  await signIn(page);
  await fitsWidth(page);
  const left = page.getByRole('complementary', { name: 'Öne çıkanlar' });
  const right = page.getByRole('complementary', { name: 'Market fırsatları' });
  await left
    .getByRole('link', { name: 'Takımını kur' })
    .or(left.getByRole('link', { name: 'Puanlarım' }))
    .waitFor();
  await left.getByText('Kadro Sponsor League').or(left.getByText('Kadro Sponsor Ligi')).waitFor();
  await right.getByRole('link', { name: 'Markete git' }).waitFor();
  assert.ok((await right.locator('.banner__item').count()) > 0);
  for (const slot of ['.banner-slot--left', '.banner-slot--right']) {
    assert.deepEqual(await axeViolations(page, slot), [], slot);
  }

  await left
    .getByRole('link', { name: /^(Katıl|Tabloya bak)$/ })
    .first()
    .click();
  await page.waitForURL(/\/lig\/ozel-lig/);
  await settled(page);
  await page.goBack();
  await right.getByRole('link', { name: 'Markete git' }).click();
  await page.waitForURL(/\/market$/);
  await settled(page);
  await context.close();
});

test('the footer’s legal documents are PDFs with their fonts embedded', async () => {
  const page = await live.browser.newPage({ viewport: PHONE });
  await page.goto(live.server.url + '/');
  await settled(page);
  const links = page.getByRole('navigation', { name: 'Belgeler' }).getByRole('link');
  assert.equal(await links.count(), 5);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    const response = await page.request.get(live.server.url + href);
    assert.equal(response.status(), 200, href);
    assert.equal(response.headers()['content-type'], 'application/pdf', href);
    const body = await response.body();
    assert.ok(body.length > 20_000, `${href}: ${body.length} bytes`);
    assert.ok(body.includes('/FontFile2'), `${href}: no embedded font`);
  }
  await page.close();
});
