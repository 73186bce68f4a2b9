/**
 * `npm run lighthouse` (after `npm run build`, or with CLIENT_DIR naming a build): starts the
 * real server on a fresh demo season, runs Lighthouse with its default mobile preset
 * (simulated throttling) three times on each page of the quality bar, prints the median of
 * each category score against its bar and the median key metrics, writes every JSON report
 * to a temporary folder it names, and exits 1 when a bar fails.
 * Lighthouse counts 127.0.0.1 as a secure context, so the local http server is audited as is.
 * `npm run lighthouse -- /login` audits only the pages given; `RUNS=5` changes the run count.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startServer } from '../e2e/harness';

const ROOT = resolve(__dirname, '..');
const PAGES = ['/', '/login', '/bilgiler/fiksture-ve-sonuclar'];
const RUNS = Number(process.env.RUNS) || 3;
const ATTEMPTS = 3;
/** The machine's 1-minute load average before each run: other work inflates TBT. */
const loads: number[] = [];

/** The quality bar (QUALITY_BARS.md), as Lighthouse scores out of 100. */
const BARS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 90,
} as const;
type Category = keyof typeof BARS;
const CATEGORIES = Object.keys(BARS) as Category[];
const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
} as const;
type Metric = keyof typeof METRICS;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /**
   * Lighthouse's measure of this machine's CPU speed. The preset slows the CPU 4 times
   * whatever the machine, so a slow or busy one scores worse on TBT (docs/throttling.md).
   */
  benchmarkIndex: number;
  /** Audits that cost points in some run, each with its worst score: what to fix. */
  failing: string[];
}

const score = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits that cost points, worst run first: scored below 1 and weighted in a barred category. */
function failingAudits(runs: Result[]): string[] {
  const worst = new Map<string, { score: number; shown: string }>();
  for (const lhr of runs) {
    const weighted = new Set(
      CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id),
      ),
    );
    for (const audit of Object.values(lhr.audits)) {
      if (!weighted.has(audit.id) || audit.score === null || audit.score >= 1) continue;
      if ((worst.get(audit.id)?.score ?? 1) <= audit.score) continue;
      const value = audit.displayValue ? `, ${audit.displayValue}` : '';
      worst.set(audit.id, {
        score: audit.score,
        shown: `${audit.id} (worst ${Math.round(audit.score * 100)}${value})`,
      });
    }
  }
  return [...worst.values()].sort((a, b) => a.score - b.score).map((w) => w.shown);
}

/**
 * One Lighthouse run in a fresh browser (no cache, service worker or storage carried over).
 * A run that fails to record its trace (Lighthouse says to run it again) is tried again,
 * up to ATTEMPTS times; its scores are never counted. `categories`: those audited (the bar's
 * four unless told; bench/lighthouseFloor.ts asks for Performance only).
 */
export async function auditOnce(
  lighthouse: typeof import('lighthouse').default,
  chromeLauncher: typeof import('chrome-launcher'),
  url: string,
  categories: string[] = CATEGORIES,
  /** The CPU slowdown the simulation applies (Lighthouse's mobile preset: 4). */
  cpuSlowdownMultiplier?: number,
  /**
   * Lighthouse's throttling method: `simulate` (its default: the page loads at full speed and
   * each main-thread task is then multiplied by the slowdown) or `devtools` (the browser's
   * CPU and network are really slowed while the page loads).
   */
  throttlingMethod: 'simulate' | 'devtools' = 'simulate',
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    loads.push(loadavg()[0]!);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
    });
    try {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        throttlingMethod,
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
      };
      const answer = await lighthouse(url, flags);
      if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = answer;
      if (!lhr.runtimeError) return lhr;
      const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt >= ATTEMPTS) throw new Error(problem);
      console.log(`  (${problem}; trying again)`);
    } finally {
      await chrome.kill();
    }
  }
}

async function main() {
  const clientDir = resolve(process.env.CLIENT_DIR || join(ROOT, 'dist'));
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.error(
      `lighthouse: no built client in ${clientDir} (run \`npm run build\` first, or set CLIENT_DIR)`,
    );
    process.exit(2);
  }
  const chosen = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const pages = chosen.length ? chosen : PAGES;
  // Lighthouse and chrome-launcher are ES modules; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const outDir = mkdtempSync(join(tmpdir(), 'kadro-lighthouse-'));

  console.log(`lighthouse: client ${clientDir}; starting the server (fresh demo season)…`);
  const server = await startServer({ CLIENT_DIR: clientDir });
  const results: PageResult[] = [];
  try {
    for (const path of pages) {
      const runs: Result[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const lhr = await auditOnce(lighthouse, chromeLauncher, server.url + path);
        const slug = path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
        writeFileSync(join(outDir, `${slug}-${run}.json`), JSON.stringify(lhr, null, 1));
        runs.push(lhr);
        console.log(
          `  ${path} run ${run}: ` +
            CATEGORIES.map((c) => `${LABELS[c]} ${score(lhr, c)}`).join(', '),
        );
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(runs.map((lhr) => score(lhr, c)))]),
      ) as Record<Category, number>;
      const metrics = Object.fromEntries(
        (Object.keys(METRICS) as Metric[]).map((m) => [
          m,
          median(runs.map((lhr) => lhr.audits[m]?.numericValue ?? NaN)),
        ]),
      ) as Record<Metric, number>;
      const failing = failingAudits(runs);
      const benchmarkIndex = median(runs.map((lhr) => lhr.environment.benchmarkIndex));
      results.push({ path, scores, metrics, benchmarkIndex, failing });
    }
  } finally {
    await server.stop();
  }

  const pass = (c: Category, value: number) => value >= BARS[c];
  const header = [
    'page',
    ...CATEGORIES.map((c) => `${LABELS[c]} (≥${BARS[c]})`),
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'CPU index',
  ];
  const rows = results.map((r) => [
    r.path,
    ...CATEGORIES.map((c) => `${r.scores[c]} ${pass(c, r.scores[c]) ? 'PASS' : 'FAIL'}`),
    `${(r.metrics['first-contentful-paint'] / 1000).toFixed(2)} s`,
    `${(r.metrics['largest-contentful-paint'] / 1000).toFixed(2)} s`,
    `${Math.round(r.metrics['total-blocking-time'])} ms`,
    r.metrics['cumulative-layout-shift'].toFixed(3),
    String(Math.round(r.benchmarkIndex)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(`\nMedian of ${RUNS} runs, Lighthouse mobile preset (simulated throttling):\n`);
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    if (r.failing.length)
      console.log(`\n${r.path}: audits costing points:\n  ${r.failing.join('\n  ')}`);
  }
  console.log(
    "\nCPU index: Lighthouse's benchmarkIndex of this machine during the runs (higher is faster);" +
      "\nthe preset's 4x CPU slowdown is the same on any machine, so TBT depends on it.",
  );
  console.log(
    `Load average before the runs: ${Math.min(...loads).toFixed(1)} to ` +
      `${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores.`,
  );
  console.log(`\nJSON reports: ${outDir}`);
  const failed = results.filter((r) => CATEGORIES.some((c) => !pass(c, r.scores[c])));
  if (failed.length) {
    console.error(`lighthouse: bars failed on ${failed.map((r) => r.path).join(', ')}`);
    process.exit(1);
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
