/**
 * `npm run bundle:budget` (after `npm run build`, or with CLIENT_DIR naming a build): the
 * JavaScript a visitor's browser fetches to show `/`, measured the way the visitor meets it.
 * The real server (fresh demo season) serves the build; Chromium opens `/` as a visitor on a
 * phone (390 px) and on a desktop (1280 px) and every script response until the network is
 * idle is counted, whoever asked for it (index.html, webpack's lazy chunks, a preload), each
 * body gzipped at level 9. The larger of the two must stay within 150 KB (spec, issue 5).
 * Prints each script and the sums; exits 1 above the budget.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export const BUDGET_BYTES = 150_000;

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export function gzippedSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export interface ScriptFetched {
  path: string;
  bytes: number;
}

/**
 * Opens `url` in a fresh visitor context and answers every script the page fetched until
 * the network was idle (no request for 500 ms after load), with its gzipped size.
 */
export async function scriptsFetched(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<ScriptFetched[]> {
  const context = await browser.newContext({ viewport, locale: 'tr-TR' });
  try {
    const bodies: Promise<ScriptFetched | null>[] = [];
    // The context's responses, not only the page's: a worker's or the service worker's
    // script is fetched by the browser for this visit too. Their bodies are not kept for
    // the page, so they are asked again of the server, uncounted, to be weighed.
    context.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const path = new URL(response.url()).pathname;
      bodies.push(
        response
          .body()
          .catch(() => context.request.get(response.url()).then((again) => again.body()))
          .then(
            (body) => ({ path, bytes: gzippedSize(body) }),
            () => null, // an aborted fetch costs nothing
          ),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // What the first screen asks for once it has drawn (a lazily loaded part of it) counts too.
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const fetched = (await Promise.all(bodies)).filter((s): s is ScriptFetched => s !== null);
    return fetched;
  } finally {
    await context.close();
  }
}

export const total = (scripts: ScriptFetched[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function main() {
  const clientDir = resolve(process.env.CLIENT_DIR || join(__dirname, '..', 'dist'));
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.error(
      `bundle budget: no built client in ${clientDir} (run \`npm run build\` first, or set CLIENT_DIR)`,
    );
    process.exit(1);
  }
  // Loaded here so that importing this module (its test) needs neither.
  const { launchBrowser, startServer } = await import('../e2e/harness');
  const server = await startServer({ CLIENT_DIR: clientDir });
  const browser = await launchBrowser();
  let worst = 0;
  try {
    for (const viewport of VIEWPORTS) {
      const scripts = await scriptsFetched(browser, `${server.url}/`, viewport);
      if (scripts.length === 0) throw new Error(`no script was fetched for / (${viewport.name})`);
      console.log(`\n/ as a visitor, ${viewport.name} (${viewport.width} px):`);
      for (const s of scripts) console.log(`${kb(s.bytes).padStart(9)}  ${s.path}`);
      const sum = total(scripts);
      console.log(`${kb(sum).padStart(9)}  JavaScript fetched until idle, gzip -9`);
      worst = Math.max(worst, sum);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\n${kb(worst)} of ${kb(BUDGET_BYTES)} (the larger of the two)`);
  if (worst > BUDGET_BYTES) {
    console.error(`bundle budget exceeded by ${kb(worst - BUDGET_BYTES)}`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
