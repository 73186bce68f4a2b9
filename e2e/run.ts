/**
 * `npm run test:e2e [files…]`: the browser tests (default every `e2e/*.e2e.ts`), two files
 * at a time, the longest first. A first start plays a demo season, most of a minute here,
 * and nearly every file wants the same fresh server: the real server starts once on a new
 * data folder, stops cleanly, and each file's server starts from a copy of that folder
 * (`harness.startServer`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServerImage } from '../server/testing/serverProcess';
import { SERVER_IMAGE_VARIABLE } from './harness';

const ROOT = resolve(__dirname, '..');

/**
 * A file's browser and server keep about a core busy: on two cores, three at a time took
 * as long as two (826 s against 802-867 s) at a load of 9-12.
 */
const FILES_AT_ONCE = 2;

/**
 * The files that take longest (minutes; the rest take seconds to a minute), started
 * first so that no long file starts last and runs alone at the end.
 */
const LONGEST = [
  'keyboardFocus.e2e.ts',
  'accessibility.e2e.ts',
  'support.e2e.ts',
  'panel.e2e.ts',
  'team.e2e.ts',
  'notifications.e2e.ts',
];
const longestFirst = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
function rank(name: string): number {
  const i = LONGEST.indexOf(name);
  return i === -1 ? LONGEST.length : i;
}

async function main() {
  const given = process.argv.slice(2);
  const files = given.length
    ? given
    : readdirSync(join(ROOT, 'e2e'))
        .filter((name) => name.endsWith('.e2e.ts'))
        .sort(longestFirst)
        .map((name) => join('e2e', name));
  const dir = mkdtempSync(join(tmpdir(), 'kadro-e2e-image-'));
  try {
    const started = Date.now();
    const image = await createServerImage(join(dir, 'data'));
    writeFileSync(join(dir, 'first-start.txt'), image.firstStart);
    console.log(
      `The test servers start from one first start's data (made in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        '--test',
        `--test-concurrency=${FILES_AT_ONCE}`,
        ...files,
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [SERVER_IMAGE_VARIABLE]: dir } },
    );
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    process.exitCode = code ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
