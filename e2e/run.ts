/**
 * `npm run test:e2e [files…]`: the browser tests (default every `e2e/*.e2e.ts`), two files
 * at a time. A first start plays a demo season, most of a minute here, and nearly every
 * file wants the same fresh server: the real server starts once on a new data folder, stops
 * cleanly, and each file's server starts from a copy of that folder (`harness.startServer`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServerImage } from '../server/testing/serverProcess';
import { SERVER_IMAGE_VARIABLE } from './harness';

const ROOT = resolve(__dirname, '..');

async function main() {
  const given = process.argv.slice(2);
  const files = given.length
    ? given
    : readdirSync(join(ROOT, 'e2e'))
        .filter((name) => name.endsWith('.e2e.ts'))
        .sort()
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
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '--test', '--test-concurrency=2', ...files],
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
