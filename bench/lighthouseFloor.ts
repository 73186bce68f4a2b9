/**
 * `npm run bench:lighthouse [-- --rounds=N --cpu-slowdown=N --throttling=applied]` (after
 * `npm run build`, or with CLIENT_DIR naming a build): Kadro's first pages beside the stack's
 * floor (bench/floor/: React 19, a Redux Toolkit store with one slice, react-redux, a heading
 * and a paragraph), issue 21's bar.
 *
 * The floor is built with the app's production webpack settings (bench/floor/webpack.config.ts)
 * into a temporary folder (or FLOOR_DIR names a build) and served by the real Kadro server
 * as its client folder (CLIENT_DIR), so with the same compression, caching and page
 * handling; a second server serves Kadro's build on a fresh demo season. Each of N rounds
 * (default 5) audits, in turn, Kadro `/`, `/login`, the fixtures page and the floor with
 * Lighthouse's mobile preset (simulated throttling; scripts/lighthouse.ts's launch, flags and
 * retry; Performance only), so a page and the floor are compared within one round, under the
 * same load; the CPU slowdown is calibrated to the host's CPU index (PHONE_INDEX below;
 * `--cpu-slowdown=N` sets it, 4 being Lighthouse's own). Printed per page: the medians of
 * Performance, TBT, LCP and FCP, the medians of the same-round TBT ratio to the floor and
 * Performance points behind it, PASS or FAIL against the bar (TBT ≤ 2× the floor and
 * Performance within 5 points of it), the CPU index (Lighthouse's benchmarkIndex) and the
 * load average. JSON reports go to a temporary folder
 * it names. Exit 1 when a page misses the bar, as the other benches do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { startServer, type RunningServer } from '../server/testing/serverProcess';
import { auditOnce, median } from '../scripts/lighthouse';

const ROOT = resolve(__dirname, '..');
const KADRO_PAGES = ['/', '/login', '/bilgiler/fiksture-ve-sonuclar'];
const FLOOR = 'floor';
/**
 * Lighthouse's 4× CPU slowdown is meant for a high-end desktop (benchmarkIndex 1,500-2,000)
 * to emulate a mid-tier phone (Lighthouse's throttling guide: a higher multiplier on a
 * faster host, a lower one on a slower): this host is slowed by its index over the index
 * that 4× brings the middle of that bracket to, so every host emulates the same phone. At
 * index 3,500 the fixed 4× left the floor's blocking time at 0-54 ms: ratios of noise.
 */
const PHONE_INDEX = 1_750 / 4;
/** The slowdown that brings a host of `benchmarkIndex` to the phone, to a tenth, at least 1. */
const slowdownFor = (benchmarkIndex: number) =>
  Math.max(1, Math.round((benchmarkIndex / PHONE_INDEX) * 10) / 10);

/** The bar (issue 21): TBT at most this many times the floor's, in the same round... */
const TBT_RATIO_BAR = 2;
/** ...and Performance at most this many points below the floor's. */
const PERFORMANCE_POINTS_BAR = 5;

/**
 * `--throttling=applied`: Lighthouse's `devtools` method, the CPU and network really slowed
 * while the page loads, instead of its default simulation, which loads the page at full
 * speed and multiplies each main-thread task by the slowdown. React renders in slices that
 * yield after 5 ms by the clock: on a slowed CPU (a phone) a slice stays about 5 ms, but the
 * simulation counts each full-speed slice of 6-17 ms as a task of 50-150 ms. The bar is
 * judged on the simulation (the default); this shows what the slices cost when the CPU is slow.
 */
function throttlingFromArgs(): 'simulate' | 'devtools' {
  const arg = process.argv.find((a) => a.startsWith('--throttling='));
  const value = arg?.slice('--throttling='.length) ?? 'simulated';
  if (value !== 'simulated' && value !== 'applied') {
    console.error(`bench:lighthouse: --throttling must be simulated or applied, got ${arg}`);
    process.exit(2);
  }
  return value === 'applied' ? 'devtools' : 'simulate';
}

/** `--cpu-slowdown=N`: that multiplier instead of the calibrated one (4: Lighthouse's own). */
function slowdownFromArgs(): number | undefined {
  const arg = process.argv.find((a) => a.startsWith('--cpu-slowdown='));
  if (!arg) return undefined;
  const slowdown = Number(arg.slice('--cpu-slowdown='.length));
  if (!(slowdown >= 1)) {
    console.error(`bench:lighthouse: --cpu-slowdown must be a number ≥ 1, got ${arg}`);
    process.exit(2);
  }
  return slowdown;
}

function roundsFromArgs(): number {
  const arg = process.argv.find((a) => a.startsWith('--rounds='));
  const rounds = arg ? Number(arg.slice('--rounds='.length)) : 5;
  if (!Number.isInteger(rounds) || rounds < 1) {
    console.error(`bench:lighthouse: --rounds must be a whole number ≥ 1, got ${arg}`);
    process.exit(2);
  }
  return rounds;
}

/** The floor page's production build, in a temporary folder unless FLOOR_DIR names one. */
function floorBuild(): string {
  if (process.env.FLOOR_DIR) return resolve(process.env.FLOOR_DIR);
  const dir = mkdtempSync(join(tmpdir(), 'kadro-floor-'));
  console.log(`bench:lighthouse: building the floor page into ${dir}…`);
  const built = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--config',
      join(ROOT, 'bench/floor/webpack.config.ts'),
      '--mode',
      'production',
      '--output-path',
      dir,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (built.status !== 0) {
    console.error('bench:lighthouse: the floor page did not build');
    process.exit(2);
  }
  return dir;
}

interface Run {
  performance: number;
  tbt: number;
  lcp: number;
  fcp: number;
  benchmarkIndex: number;
  load: number;
}

function runOf(lhr: Result, load: number): Run {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: metric('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load,
  };
}

/** TBT over the floor's; a floor of 0 ms makes any blocking time infinitely more. */
const tbtRatio = (page: number, floor: number) =>
  floor > 0 ? page / floor : page > 0 ? Infinity : 1;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (r: number) => (Number.isFinite(r) ? `${r.toFixed(1)}×` : '∞');
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  const rounds = roundsFromArgs();
  let slowdown = slowdownFromArgs();
  const throttling = throttlingFromArgs();
  const appDir = resolve(process.env.CLIENT_DIR || join(ROOT, 'dist'));
  if (!existsSync(join(appDir, 'index.html'))) {
    console.error(
      `bench:lighthouse: no built client in ${appDir} (run \`npm run build\` first, or set CLIENT_DIR)`,
    );
    process.exit(2);
  }
  const floorDir = floorBuild();
  if (!existsSync(join(floorDir, 'index.html'))) {
    console.error(`bench:lighthouse: no floor page in ${floorDir}`);
    process.exit(2);
  }
  // Lighthouse and chrome-launcher are ES modules; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const outDir = mkdtempSync(join(tmpdir(), 'kadro-lighthouse-floor-'));

  console.log(`bench:lighthouse: Kadro ${appDir}, floor ${floorDir}; starting both servers…`);
  const servers: RunningServer[] = [];
  const runs = new Map<string, Run[]>([...KADRO_PAGES, FLOOR].map((p) => [p, []]));
  try {
    // The floor's server needs no season: it only serves the page and its scripts.
    const [app, floor] = await Promise.all([
      startServer({ CLIENT_DIR: appDir }),
      startServer({ CLIENT_DIR: floorDir, DEMO_SEASON: '0' }),
    ]);
    servers.push(app, floor);
    const targets = [
      ...KADRO_PAGES.map((path) => ({ page: path, url: app.url + path })),
      { page: FLOOR, url: floor.url + '/' },
    ];
    // One audit of the floor, not counted, tells the host's CPU index; the slowdown is
    // fixed from it for every audit of the run, so each round compares like with like.
    if (slowdown === undefined) {
      const calibration = await auditOnce(lighthouse, chromeLauncher, floor.url + '/', [
        'performance',
      ]);
      slowdown = slowdownFor(calibration.environment.benchmarkIndex);
    }
    console.log(`bench:lighthouse: CPU slowdown ${slowdown}×`);
    for (let round = 1; round <= rounds; round++) {
      const shown: string[] = [];
      for (const { page, url } of targets) {
        const load = loadavg()[0]!;
        const lhr = await auditOnce(
          lighthouse,
          chromeLauncher,
          url,
          ['performance'],
          slowdown,
          throttling,
        );
        const slug = page.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
        writeFileSync(join(outDir, `${slug}-${round}.json`), JSON.stringify(lhr, null, 1));
        const run = runOf(lhr, load);
        runs.get(page)!.push(run);
        shown.push(`${page} ${run.performance} (TBT ${Math.round(run.tbt)} ms)`);
      }
      console.log(`  round ${round}: ${shown.join(', ')}`);
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }

  const floorRuns = runs.get(FLOOR)!;
  const header = [
    'page',
    'Performance',
    'TBT',
    'LCP',
    'FCP',
    `TBT ÷ floor (≤${TBT_RATIO_BAR}×)`,
    `points behind floor (≤${PERFORMANCE_POINTS_BAR})`,
    'bar',
    'CPU index',
    'load',
  ];
  const failed: string[] = [];
  const rows = [...KADRO_PAGES, FLOOR].map((page) => {
    const pageRuns = runs.get(page)!;
    const m = (pick: (r: Run) => number) => median(pageRuns.map(pick));
    const cells = [
      page,
      String(m((r) => r.performance)),
      `${Math.round(m((r) => r.tbt))} ms`,
      seconds(m((r) => r.lcp)),
      seconds(m((r) => r.fcp)),
    ];
    if (page === FLOOR) cells.push('', '', '');
    else {
      // Same-round comparisons: round i of this page against round i of the floor.
      const tbtRatios = pageRuns.map((r, i) => tbtRatio(r.tbt, floorRuns[i]!.tbt));
      const behind = pageRuns.map((r, i) => floorRuns[i]!.performance - r.performance);
      const medianRatio = median(tbtRatios);
      const medianBehind = median(behind);
      const pass = medianRatio <= TBT_RATIO_BAR && medianBehind <= PERFORMANCE_POINTS_BAR;
      if (!pass) failed.push(page);
      cells.push(
        `${ratio(medianRatio)} (${tbtRatios.map(ratio).join(', ')})`,
        `${medianBehind} (${behind.join(', ')})`,
        pass ? 'PASS' : 'FAIL',
      );
    }
    cells.push(thousands(m((r) => r.benchmarkIndex)), m((r) => r.load).toFixed(1));
    return cells;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(
    `\nMedians of ${rounds} interleaved rounds, Lighthouse mobile preset (${throttling === 'devtools' ? 'applied' : 'simulated'} throttling, CPU slowed ${slowdown}×);` +
      '\nratios and points are per round against the floor of the same round (each round in brackets):\n',
  );
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of rows) console.log(line(row));
  const all = [...runs.values()].flat();
  const indexes = all.map((r) => r.benchmarkIndex);
  const loads = all.map((r) => r.load);
  console.log(
    `\nCPU index (Lighthouse's benchmarkIndex, higher is faster): ${thousands(Math.min(...indexes))} to ` +
      `${thousands(Math.max(...indexes))}, median ${thousands(median(indexes))}.` +
      `\nLoad average before each audit: ${Math.min(...loads).toFixed(1)} to ` +
      `${Math.max(...loads).toFixed(1)}, median ${median(loads).toFixed(1)}, on ${availableParallelism()} cores.`,
  );
  console.log(`\nJSON reports: ${outDir}`);
  if (failed.length) {
    console.error(
      `bench:lighthouse: ${failed.join(', ')} not within ${TBT_RATIO_BAR}× the floor's TBT ` +
        `and ${PERFORMANCE_POINTS_BAR} points of its Performance`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
