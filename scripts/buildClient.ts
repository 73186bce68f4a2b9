/**
 * `npm start`'s build step: the client is built only when what it is built from changed
 * since the build in `dist/`, so a restart of an unchanged checkout starts in seconds.
 * "What it is built from" is a content hash of the sources the bundle imports (`src/`,
 * `store/`, `rules/`), the public files, the build's configuration, the lockfile and the
 * build-time environment (the Firebase web configuration), kept beside the build in
 * `dist/.inputs-hash`. Tests are left out: they never reach the bundle.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { firebaseWebConfigOf } from '../store/push/firebaseConfig';

const ROOT = resolve(__dirname, '..');
const INPUTS = [
  'src',
  'store',
  'rules',
  'public',
  'scripts/webpack',
  'webpack.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const HASH_FILE = '.inputs-hash';

const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (isTest(name) ? [] : filesUnder(root, join(path, name))));
}

/** The hash of the client's inputs under `root`, with the build environment `env`. */
export function clientInputsHash(
  root: string,
  env: Record<string, string | undefined>,
  inputs: readonly string[] = INPUTS,
): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((path) => filesUnder(root, path))) {
    // The path as well as the content: a renamed file is a changed input.
    hash.update(`${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  hash.update(JSON.stringify(firebaseWebConfigOf(env)));
  return hash.digest('hex');
}

/** Whether `dist` holds a complete build made from inputs of hash `hash`. */
export function buildIsCurrent(dist: string, hash: string): boolean {
  const file = join(dist, HASH_FILE);
  return (
    existsSync(join(dist, 'index.html')) &&
    existsSync(file) &&
    readFileSync(file, 'utf8').trim() === hash
  );
}

function main() {
  const dist = join(ROOT, 'dist');
  const hash = clientInputsHash(ROOT, process.env);
  if (buildIsCurrent(dist, hash)) {
    process.stdout.write(
      `The client build in dist/ is current (inputs ${hash.slice(0, 12)}): not rebuilding.\n`,
    );
    return;
  }
  process.stdout.write('Building the client (its sources changed since the last build)...\n');
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  // Written after a successful build only: an interrupted build is rebuilt next time.
  writeFileSync(join(dist, HASH_FILE), `${hash}\n`);
}

if (require.main === module) main();
