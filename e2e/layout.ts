/**
 * Layout checks for browser tests, each answering the problems it found as sentences (an
 * empty list when the layout holds), so a test asserts `deepEqual(problems, [])` and the
 * failure says what broke where:
 * - `horizontalOverflow`: the page is wider than the viewport (sideways scrolling on a phone);
 * - `overlappingText`: two pieces of text inside one element print over each other (a
 *   statistic over a club name), measured on the text itself, not on its boxes;
 * - `cutText`: text cut off by its box (an ellipsis, a name shown as its first letters);
 * - `clippedGlyphs`: letters whose ink a clipping box cuts off at the top or the bottom
 *   (the dots of "Ö" under `overflow: hidden` with a tight line height);
 * - `outsideViewport`: an element not wholly inside the viewport (an action panel drawn
 *   below the fold).
 * e2e/layout.e2e.ts shows each check failing on a deliberately broken page.
 */
import type { Page } from 'playwright-core';

/** Pixels of tolerance for rounding. */
const SLACK = 0.5;

/**
 * The test runner (tsx) wraps named inner functions in `__name(...)`; the page has no such
 * helper, so the checks give it one that changes nothing.
 */
const nameShim = (page: Page) =>
  page.evaluate('globalThis.__name ??= (fn) => fn; undefined') as Promise<void>;

/** The page scrolls sideways: its width passes the viewport's. Names the widest culprits. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  await nameShim(page);
  return page.evaluate((slack) => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const wide = Math.max(root.scrollWidth, document.body.scrollWidth);
    if (wide <= viewport + slack) return [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      return `<${el.tagName.toLowerCase()}${id}${cls}>`;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right + window.scrollX }))
      .filter(({ right }) => right > viewport + slack)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => `${describe(el)} to ${Math.round(right)}px`);
    return [
      `${location.pathname}: the page is ${wide}px wide in a ${viewport}px viewport (${culprits.join(', ')})`,
    ];
  }, SLACK);
}

/**
 * Installs, once per document, the page-side measuring code the text checks share: the
 * visible text pieces of an element (each text node's line boxes, cut to what its clipping
 * ancestors let show) and the box that clips a node.
 */
async function installTextTools(page: Page) {
  await nameShim(page);
  await page.evaluate(() => {
    const w = window as unknown as { kadroText?: unknown };
    if (w.kadroText) return;
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    /** The padding box of an element: what `overflow` clips to. */
    const paddingBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const left = r.left + parseFloat(s.borderLeftWidth);
      const top = r.top + parseFloat(s.borderTopWidth);
      return {
        left,
        top,
        right: r.right - parseFloat(s.borderRightWidth),
        bottom: r.bottom - parseFloat(s.borderBottomWidth),
      };
    };
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && parseFloat(s.opacity) > 0;
    };
    const textNodes = (root: Element) => {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n as Text;
        const parent = text.parentElement;
        if (!parent || !(text.textContent ?? '').trim()) continue;
        if (!parent.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        if (!visible(parent)) continue;
        nodes.push(text);
      }
      return nodes;
    };
    /** The nearest ancestors of a node that clip it, innermost first. */
    const clippers = (node: Node) => {
      const found: Element[] = [];
      for (
        let el = node.parentElement;
        el && el !== document.documentElement;
        el = el.parentElement
      ) {
        if (clips(el)) found.push(el);
      }
      return found;
    };
    const lineRects = (text: Text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    };
    w.kadroText = { clips, paddingBox, textNodes, clippers, lineRects };
  });
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface TextTools {
  paddingBox(el: Element): Rect;
  textNodes(root: Element): Text[];
  clippers(node: Node): Element[];
  lineRects(text: Text): DOMRect[];
}

/**
 * In each element matching `selector`, pieces of text that print over each other: the
 * visible part of one text node's line boxes meeting another's by more than a pixel each way.
 */
export async function overlappingText(page: Page, selector: string): Promise<string[]> {
  await installTextTools(page);
  return page.evaluate(
    ({ selector, slack }) => {
      const tools = (window as unknown as { kadroText: TextTools }).kadroText;
      const problems: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const pieces = tools.textNodes(root).flatMap((node) => {
          const clipsAt = tools.clippers(node).map((el) => tools.paddingBox(el));
          return tools.lineRects(node).flatMap((r) => {
            let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
            for (const c of clipsAt) {
              box = {
                left: Math.max(box.left, c.left),
                top: Math.max(box.top, c.top),
                right: Math.min(box.right, c.right),
                bottom: Math.min(box.bottom, c.bottom),
              };
            }
            return box.right - box.left > slack && box.bottom - box.top > slack
              ? [{ node, box }]
              : [];
          });
        });
        for (let i = 0; i < pieces.length; i++) {
          for (let j = i + 1; j < pieces.length; j++) {
            const a = pieces[i]!;
            const b = pieces[j]!;
            if (a.node === b.node) continue;
            const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
            const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
            // Line boxes of one block touch; text that overlaps shares more than a pixel.
            if (width > 1 && height > 1) {
              problems.push(
                `"${a.node.textContent!.trim()}" and "${b.node.textContent!.trim()}" overlap by ${Math.round(width)}x${Math.round(height)}px`,
              );
            }
          }
        }
      }
      return problems;
    },
    { selector, slack: SLACK },
  );
}

/**
 * Text in the elements matching `selector` that its box cuts off sideways (an ellipsis or
 * overflow: hidden): the text's line boxes pass the padding box of an ancestor that clips.
 */
export async function cutText(page: Page, selector: string): Promise<string[]> {
  await installTextTools(page);
  return page.evaluate(
    ({ selector, slack }) => {
      const tools = (window as unknown as { kadroText: TextTools }).kadroText;
      const problems: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        for (const node of tools.textNodes(root)) {
          const rects = tools.lineRects(node);
          for (const clipper of tools.clippers(node)) {
            const c = tools.paddingBox(clipper);
            if (rects.some((r) => r.right > c.right + slack || r.left < c.left - slack)) {
              problems.push(`"${node.textContent!.trim()}" is cut off by its box`);
              break;
            }
          }
        }
      }
      return problems;
    },
    { selector, slack: SLACK },
  );
}

/**
 * Letters in the elements matching `selector` whose ink a clipping box cuts at the top or
 * the bottom (accents and dots above capitals: Ö, Ş, İ, Ü, Ç). The ink is measured with
 * the element's own font (canvas `measureText`), from the baseline of each line box.
 */
export async function clippedGlyphs(page: Page, selector: string): Promise<string[]> {
  await installTextTools(page);
  return page.evaluate(
    ({ selector, slack }) => {
      const tools = (window as unknown as { kadroText: TextTools }).kadroText;
      const context = document.createElement('canvas').getContext('2d')!;
      const problems: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        for (const node of tools.textNodes(root)) {
          const clipper = tools.clippers(node)[0];
          if (!clipper) continue;
          const style = getComputedStyle(node.parentElement!);
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = node.textContent!.trim();
          const m = context.measureText(text);
          const c = tools.paddingBox(clipper);
          for (const r of tools.lineRects(node)) {
            // A text box is the font's ascent over its descent: the baseline is between.
            const baseline =
              r.top +
              (r.height * m.fontBoundingBoxAscent) /
                (m.fontBoundingBoxAscent + m.fontBoundingBoxDescent);
            const inkTop = baseline - m.actualBoundingBoxAscent;
            const inkBottom = baseline + m.actualBoundingBoxDescent;
            if (inkTop < c.top - slack || inkBottom > c.bottom + slack) {
              const cut = Math.max(c.top - inkTop, inkBottom - c.bottom);
              problems.push(`"${text}" loses ${cut.toFixed(1)}px of its letters to its box`);
              break;
            }
          }
        }
      }
      return problems;
    },
    { selector, slack: SLACK },
  );
}

/** Each element matching `selector` wholly inside the viewport; none found is a problem too. */
export async function outsideViewport(page: Page, selector: string): Promise<string[]> {
  await nameShim(page);
  return page.evaluate(
    ({ selector, slack }) => {
      const found = [...document.querySelectorAll(selector)];
      if (found.length === 0) return [`nothing matches ${selector}`];
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      return found.flatMap((el) => {
        const r = el.getBoundingClientRect();
        const inside =
          r.width > 0 &&
          r.height > 0 &&
          r.left >= -slack &&
          r.top >= -slack &&
          r.right <= width + slack &&
          r.bottom <= height + slack;
        return inside
          ? []
          : [
              `${selector} is at (${Math.round(r.left)}, ${Math.round(r.top)})-(${Math.round(r.right)}, ${Math.round(r.bottom)}), outside the ${width}x${height} viewport`,
            ];
      });
    },
    { selector, slack: SLACK },
  );
}
