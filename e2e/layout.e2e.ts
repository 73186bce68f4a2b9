/**
 * The layout checks of e2e/layout.ts on small pages in Chromium: each passes a sound
 * layout and fails a deliberately broken one (a 2px overflow, a statistic printed over a
 * club name, a name cut to five letters, an "Ö" under a tight `overflow: hidden`, a panel
 * drawn below the fold).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness';
import {
  clippedGlyphs,
  cutText,
  horizontalOverflow,
  outsideViewport,
  overlappingText,
} from './layout';

let browser: Browser;
let page: Page;
before(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
});
after(async () => {
  await browser?.close();
});

const show = (body: string) =>
  page.setContent(
    `<!doctype html><html lang="tr"><head><style>
      body { margin: 0; font: 16px system-ui, sans-serif; }
    </style></head><body>${body}</body></html>`,
  );

test('horizontal overflow: a page as wide as the phone passes, 2px more fails', async () => {
  await show('<div style="width: 390px; height: 20px"></div>');
  assert.deepEqual(await horizontalOverflow(page), []);
  await show('<div class="wide" style="width: 392px; height: 20px"></div>');
  const problems = await horizontalOverflow(page);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /392px wide in a 390px viewport \(<div\.wide> to 392px/);
});

// A pool row: the name and club on the left, figures on the right.
const row = (figures: string) => `
  <ul><li class="row" style="position: relative; display: flex; width: 300px; gap: 8px">
    <span style="flex: 1 1 auto; min-width: 0; display: grid">
      <span class="name">Özdemir</span><span>Galatasaray</span>
    </span>
    <span style="${figures}">Puan 45 · Form 3,2 · Seçilme %3,3</span>
  </li></ul>`;

test('overlapping text: figures beside the club pass, figures printed over it fail', async () => {
  await show(row('flex: 0 0 auto; font-size: 12px; white-space: normal; width: 120px'));
  assert.deepEqual(await overlappingText(page, '.row'), []);
  // The figures laid over the club's line, as absolute positions or a fixed height do.
  await show(row('position: absolute; left: 40px; top: 22px; font-size: 12px'));
  const problems = await overlappingText(page, '.row');
  assert.ok(
    problems.some((p) => /"Galatasaray" and "Puan 45 · Form 3,2 · Seçilme %3,3" overlap/.test(p)),
    problems.join('\n'),
  );
});

test('overlapping text: the lines of one wrapped piece of text do not count', async () => {
  await show('<p class="p" style="width: 80px">Kadroda 3 forvet olmalı (2 seçildi).</p>');
  assert.deepEqual(await overlappingText(page, '.p'), []);
});

test('cut text: a name with room passes, a name cut to five letters fails', async () => {
  const name = (width: string) =>
    `<span class="name" style="display: block; width: ${width}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Kılıçdaroğlu</span>`;
  await show(name('200px'));
  assert.deepEqual(await cutText(page, '.name'), []);
  await show(name('48px'));
  assert.deepEqual(await cutText(page, '.name'), ['"Kılıçdaroğlu" is cut off by its box']);
});

test('clipped letters: "Özdemir" keeps its dots with room, loses them under a tight box', async () => {
  const label = (lineHeight: string) =>
    `<span class="label" style="display: block; width: 200px; font-size: 40px; line-height: ${lineHeight}; overflow: hidden; white-space: nowrap">Özdemir</span>`;
  await show(label('1.5'));
  assert.deepEqual(await clippedGlyphs(page, '.label'), []);
  await show(label('0.9'));
  const problems = await clippedGlyphs(page, '.label');
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0]!, /^"Özdemir" loses \d+\.\dpx of its letters to its box$/);
});

test('outside the viewport: a panel fixed to the bottom passes, one below the fold fails', async () => {
  await show(
    '<div style="height: 2000px"></div><div class="sheet" style="position: fixed; bottom: 0; left: 0; right: 0; height: 120px"></div>',
  );
  assert.deepEqual(await outsideViewport(page, '.sheet'), []);
  await show('<div style="height: 1100px"></div><div class="sheet" style="height: 120px"></div>');
  const problems = await outsideViewport(page, '.sheet');
  assert.equal(problems.length, 1);
  assert.match(
    problems[0]!,
    /^\.sheet is at \(0, 1100\)-\(390, 1220\), outside the 390x844 viewport$/,
  );
  assert.deepEqual(await outsideViewport(page, '.missing'), ['nothing matches .missing']);
});
