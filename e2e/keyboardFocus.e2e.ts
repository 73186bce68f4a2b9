/**
 * QUALITY_BARS "Keyboard: every action reachable and visible focus everywhere", which axe
 * does not check. On representative pages, as a visitor and as the demo user, at the
 * desktop and the phone width, the test walks the page with Tab from the top:
 * - at each stop it photographs the focused control (with a margin, so an outline drawn
 *   outside counts) focused and then blurred; the two must differ: focus is visible;
 * - every control a pointer could use (visible links, buttons, fields) must be reached.
 * Focus that leaves the viewport or lands on nothing visible fails too. A region that
 * changes on its own (a ticking countdown) is photographed twice unfocused and not judged.
 * The header's and the footer's controls come back on every page: at one width, a control
 * already judged is judged again only where it looks different (its element, classes and
 * state attributes, or the size of its box), which spares a third of the photographs.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { BrowserContext, ElementHandle, Page } from 'playwright-core';
import { endOfWeekClosed, nextFrame, serverAndBrowser, settled } from './harness';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** More stops than any page has: a walk that has not come back by then is trapped. */
const MAX_STOPS = 150;
const MARGIN = 6;

const live = serverAndBrowser();

/** What the page-side code below calls an element: a stable key and a label for messages. */
interface Naming {
  kadroKey(el: Element): string;
  kadroLabel(el: Element): string;
}

/** A context whose pages name elements alike in the walk and in the list of controls. */
async function newContext() {
  const context = await live.browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    const naming = window as unknown as Naming;
    // Its path in the document: the same element has the same key from one call to the next.
    naming.kadroKey = (el) => {
      const path: string[] = [];
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
        const parent: Element | null = n.parentElement;
        path.unshift(`${n.tagName}${parent ? [...parent.children].indexOf(n) : 0}`);
      }
      return path.join('/');
    };
    naming.kadroLabel = (el) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}> "${text}"`;
    };
  });
  return context;
}

interface Stop {
  key: string;
  label: string;
  /** What its focus ring depends on: the element, its classes and states, its box's size. */
  look: string;
  clip: { x: number; y: number; width: number; height: number } | null;
}

/**
 * The focused element: a stable key (its path in the document), a label for messages, and
 * the region to photograph: its box, or for a visually hidden input the box of what shows
 * it (its label or parent), with a margin, within the viewport (null when outside).
 */
function describeFocus(page: Page, margin: number): Promise<Stop | null> {
  return page.evaluate((m) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    let box = el.getBoundingClientRect();
    if (box.width < 4 || box.height < 4) {
      const input = el as HTMLInputElement;
      const shown = input.labels?.[0] ?? el.closest('label') ?? el.parentElement ?? el;
      box = shown.getBoundingClientRect();
    }
    const x = Math.max(0, Math.floor(box.left - m));
    const y = Math.max(0, Math.floor(box.top - m));
    const right = Math.min(window.innerWidth, Math.ceil(box.right + m));
    const bottom = Math.min(window.innerHeight, Math.ceil(box.bottom + m));
    const clip =
      right - x > m && bottom - y > m ? { x, y, width: right - x, height: bottom - y } : null;
    const naming = window as unknown as Naming;
    const states = ['aria-current', 'aria-expanded', 'aria-pressed', 'aria-selected']
      .map((name) => el.getAttribute(name))
      .join(',');
    const look = `${el.className} ${states} ${clip?.width}x${clip?.height}`;
    return { key: naming.kadroKey(el), label: naming.kadroLabel(el), look, clip };
  }, margin);
}

/** The keys of every control a pointer could use now: visible, enabled, not inert. */
function visibleControls(page: Page): Promise<{ key: string; label: string }[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const out: { key: string; label: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if ((el as HTMLButtonElement).disabled || el.closest('[inert], [aria-hidden="true"]'))
        continue;
      let box = el.getBoundingClientRect();
      const input = el as HTMLInputElement;
      if ((box.width < 4 || box.height < 4) && input.labels?.[0])
        box = input.labels[0].getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width < 1 || box.height < 1 || style.visibility === 'hidden') continue;
      // A radio group is one tab stop: only its checked (or first) member is reached.
      if (input.type === 'radio' && input.name) {
        const group = [
          ...document.querySelectorAll<HTMLInputElement>(
            `input[type="radio"][name="${CSS.escape(input.name)}"]`,
          ),
        ];
        const stop = group.find((r) => r.checked) ?? group[0];
        if (stop !== input) continue;
      }
      const naming = window as unknown as Naming;
      out.push({ key: naming.kadroKey(el), label: naming.kadroLabel(el) });
    }
    return out;
  });
}

/**
 * Stops judged, stops left unjudged because their region moved on its own, and stops of a
 * control already judged looking the same at the same width.
 */
const tally = { judged: 0, moving: 0, seen: 0 };

/**
 * Walks `path` with Tab; returns the problems found, each one line. `spoil` runs on the
 * loaded page first (the self-check below breaks the page with it). `judged`: the controls
 * (key and look) already judged with visible focus at this width, kept across walks.
 */
async function walk(
  page: Page,
  path: string,
  where: string,
  { spoil, judged }: { spoil?: (page: Page) => Promise<unknown>; judged?: Set<string> } = {},
): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(live.server.url + path);
  await settled(page);
  await spoil?.(page);
  const controls = await visibleControls(page);
  const reached = new Set<string>();
  let first: string | null = null;
  for (let i = 0; i < MAX_STOPS; i++) {
    // The box is read with the layout brought up to date, and each photograph waits for a
    // frame drawn after what came before it: no frame is awaited in between.
    await page.keyboard.press('Tab');
    const stop = await describeFocus(page, MARGIN);
    if (!stop) {
      if (first !== null) break; // past the last control: back to the document
      continue;
    }
    if (stop.key === first) break; // around once
    first ??= stop.key;
    if (reached.has(stop.key)) {
      problems.push(`${where} ${path}: focus came back to ${stop.label} before the end`);
      break;
    }
    reached.add(stop.key);
    if (await page.evaluate(() => document.activeElement?.tagName === 'IFRAME')) continue;
    if (!stop.clip) {
      problems.push(`${where} ${path}: ${stop.label} has focus outside the viewport`);
      continue;
    }
    const seenAs = `${stop.key} ${stop.look}`;
    if (judged?.has(seenAs)) {
      tally.seen++;
      continue;
    }
    const focused = await page.screenshot({ clip: stop.clip });
    const element = (await page.evaluateHandle(
      () => document.activeElement,
    )) as ElementHandle<HTMLElement>;
    await element.evaluate((el) => el.blur());
    const blurred = await page.screenshot({ clip: stop.clip });
    await nextFrame(page); // time for a region that changes on its own to show it
    const again = await page.screenshot({ clip: stop.clip });
    await element.evaluate((el) => el.focus());
    await element.dispose();
    if (!blurred.equals(again)) {
      tally.moving++; // the region moves on its own
      continue;
    }
    tally.judged++;
    if (focused.equals(blurred))
      problems.push(`${where} ${path}: no visible focus on ${stop.label}`);
    else judged?.add(seenAs);
  }
  const missed = controls.filter((c) => !reached.has(c.key));
  for (const c of missed) problems.push(`${where} ${path}: ${c.label} is not reachable with Tab`);
  assert.ok(reached.size > 0, `${where} ${path}: Tab reached no control`);
  return problems;
}

/**
 * Walks `paths` at every width, each width on a page of its own in `context` (signed in
 * alike), side by side: a walk mostly waits for frames to be drawn.
 */
async function walkAll(context: BrowserContext, paths: string[], who: string) {
  let stops = 0;
  const byWidth = await Promise.all(
    WIDTHS.map(async ({ name, width, height }) => {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      const problems: string[] = [];
      const judged = new Set<string>();
      for (const path of paths) {
        problems.push(...(await walk(page, path, `${who}, ${name}:`, { judged })));
        stops++;
      }
      await page.close();
      return problems;
    }),
  );
  const problems = byWidth.flat();
  assert.ok(stops > 0);
  assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  // Most stops must be judged: a walk that judged nothing would pass for nothing.
  assert.ok(tally.judged >= 10 * Math.max(1, tally.moving), JSON.stringify(tally));
}

after(() =>
  console.log(
    `focus stops judged: ${tally.judged}; left unjudged (moving): ${tally.moving}; ` +
      `already judged at that width, looking the same: ${tally.seen}`,
  ),
);

test('a visitor reaches every control with Tab and always sees where focus is', async () => {
  const context = await newContext();
  await walkAll(context, ['/', '/login', '/register', '/bilgiler/fiksture-ve-sonuclar'], 'visitor');
  await context.close();
});

test('the walk fails a page without a focus ring or with a button out of the tab order', async () => {
  const context = await newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const before = { ...tally };
  const problems = await walk(page, '/login', 'self-check:', {
    spoil: async (p) => {
      await p.addStyleTag({ content: ':focus-visible{outline:none!important}' });
      const submit = p.getByRole('main').getByRole('button', { name: 'Giriş Yap' });
      // The prerendered form's button stays disabled until React has hydrated the page (start-up
      // runs in steps, so that can come after the heading is shown): a disabled button is no
      // control to walk to, so the check would have nothing to miss.
      await submit.and(p.locator(':enabled')).waitFor();
      await submit.evaluate((b) => {
        b.tabIndex = -1;
      });
    },
  });
  Object.assign(tally, before); // the self-check's stops are not the product's
  const report = problems.join('\n');
  assert.ok(problems.filter((p) => p.includes('no visible focus')).length >= 10, report);
  assert.match(report, /<button> "Giriş Yap" is not reachable with Tab/);
  await context.close();
});

test('the demo user reaches every control with Tab and always sees where focus is', async () => {
  const match = await live.server.waitForOutput(
    /Created the demo account \(shown once\): user name "([^"]+)", password "([^"]+)"/,
  );
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(live.server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(match[1]!);
  await page.getByLabel('Şifre').fill(match[2]!);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
  await summaryClosed;
  // The walks' pages share this one's session (and its summary, already seen).
  await walkAll(
    context,
    [
      '/',
      '/takim/takimim',
      '/kullanici/profil',
      '/market',
      '/market/kartlar',
      '/lig/pro-ligleri',
      '/lig/pro-ligi',
      '/lig/arkadas-ligleri',
    ],
    'signed in',
  );
  await context.close();
});

test("the open notifications popover's controls are reached with Tab and show focus", async () => {
  const match = await live.server.waitForOutput(
    /Created the demo account \(shown once\): user name "([^"]+)", password "([^"]+)"/,
  );
  const context = await newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(live.server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(match[1]!);
  await page.getByLabel('Şifre').fill(match[2]!);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
  await summaryClosed;
  // The pointer rests on the bell, so the panel stays open while Tab walks from the top;
  // the demo player has notifications from the rounds the first start scored.
  const problems = await walk(page, '/', 'signed in, desktop, notifications open:', {
    spoil: async (p) => {
      await p
        .getByRole('banner')
        .getByRole('button', { name: /^Bildirimler/ })
        .hover();
      await p.getByRole('dialog', { name: 'Bildirimler' }).getByRole('link').first().waitFor();
    },
  });
  assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  await context.close();
});
