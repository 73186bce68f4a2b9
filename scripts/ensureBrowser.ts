/**
 * The first step of `npm test`: the browser tests run last and need Chromium, so find it now
 * rather than after ten minutes of other suites. Where it is missing and this machine can
 * install it (Debian, root, the package reachable), install it the way CI does and say so;
 * otherwise stop at once with the command to run. `CHROMIUM_PATH` points elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const APT_INSTALL = ['apt-get', 'install', '-y', '-qq', 'chromium'];

/** What the plan needs to know of this machine. */
export interface BrowserFacts {
  path: string;
  /** The path came from CHROMIUM_PATH: never install over someone's choice. */
  fromEnv: boolean;
  executable: boolean;
  debian: boolean;
  root: boolean;
  aptGet: boolean;
}

export type BrowserPlan =
  { kind: 'ready' } | { kind: 'install' } | { kind: 'stop'; message: string };

export function planBrowser(facts: BrowserFacts): BrowserPlan {
  if (facts.executable) return { kind: 'ready' };
  if (facts.fromEnv) {
    return {
      kind: 'stop',
      message: `CHROMIUM_PATH=${facts.path} is not an executable file. Point it at Chromium or Chrome, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (facts.debian && facts.root && facts.aptGet) return { kind: 'install' };
  const command = facts.debian
    ? `${facts.root ? '' : 'sudo '}apt-get update && ${facts.root ? '' : 'sudo '}apt-get install -y chromium`
    : 'install Chromium or Google Chrome from your system’s packages';
  return {
    kind: 'stop',
    message: [
      `The browser tests need Chromium at ${facts.path}, and it is not there.`,
      `Run:  ${command}`,
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.',
    ].join('\n'),
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function machineFacts(env: NodeJS.ProcessEnv): BrowserFacts {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  return {
    path,
    fromEnv: Boolean(env.CHROMIUM_PATH),
    executable: isExecutable(path),
    debian: existsSync('/etc/debian_version'),
    root: process.getuid?.() === 0,
    aptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  };
}

/** apt-get update, then install; false when the package cannot be had (no mirror, no network). */
function aptInstall(): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], APT_INSTALL]) {
    console.log(`$ ${args.join(' ')}`);
    const run = spawnSync(args[0]!, args.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) return false;
  }
  return true;
}

function main(): number {
  const facts = machineFacts(process.env);
  const plan = planBrowser(facts);
  if (plan.kind === 'ready') return 0;
  if (plan.kind === 'stop') {
    console.error(plan.message);
    return 1;
  }
  console.log(`Chromium is missing at ${facts.path}: installing Debian's package, as CI does.`);
  if (aptInstall() && isExecutable(facts.path)) {
    console.log(`Chromium installed at ${facts.path}.`);
    return 0;
  }
  console.error(
    `Installing Chromium failed (is a Debian mirror reachable?). Run: apt-get update && ${APT_INSTALL.join(' ')}\n` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  return 1;
}

if (require.main === module) process.exit(main());
