/**
 * Browser tests drive the real product: `server/main.ts` as its own process (built client,
 * fresh embedded database in a temporary folder) and Debian's Chromium via playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = resolve(__dirname, '..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface RunningServer {
  url: string;
  output: () => string;
  /**
   * Resolves with the first match of `pattern` in the server's output, as soon as it is
   * printed (or at once if it already was); rejects after `timeoutMs`.
   */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/** The environment of a server process on `port`, with its own data folder. */
export function serverProcessEnv(
  port: number,
  dataDir: string,
  logLevel: string,
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    ...env,
  };
}

/**
 * How long the server may take to start. A fresh start plays a demo season; on a busy
 * machine (CI, several test runs sharing two cores) that has taken more than a minute.
 * The wait ends as soon as the server says it is ready, so a generous bound costs nothing.
 */
const START_TIMEOUT_MS = Number(process.env.E2E_SERVER_START_MS) || 240_000;
const READY = /Kadro is running at/;

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kadro-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
    {
      cwd: ROOT,
      env: serverProcessEnv(port, dataDir, 'warn', env),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const printed = new EventEmitter();
  const collect = (chunk: Buffer) => {
    output += chunk;
    printed.emit('output');
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpMatchArray>((found, fail) => {
      const check = () => {
        const match = output.match(pattern);
        if (!match) return;
        stopWaiting();
        found(match);
      };
      const onExit = (code: number | null) => {
        stopWaiting();
        fail(new Error(`server exited with ${code} before printing ${pattern}:\n${output}`));
      };
      const timer = setTimeout(() => {
        stopWaiting();
        fail(new Error(`server did not print ${pattern} in ${timeoutMs / 1000} s:\n${output}`));
      }, timeoutMs);
      const stopWaiting = () => {
        clearTimeout(timer);
        printed.off('output', check);
        child.off('exit', onExit);
      };
      printed.on('output', check);
      child.once('exit', onExit);
      check();
    });

  const stop = () => stopServerProcess(child, exited, dataDir);

  try {
    await waitForOutput(READY, START_TIMEOUT_MS);
  } catch (error) {
    // Leave no server (and no data folder) behind a failed start.
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, waitForOutput, stop };
}

/** Stops a server process started with its own data folder, and removes the folder. */
export async function stopServerProcess(
  child: ChildProcess,
  exited: Promise<unknown>,
  dataDir: string,
): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    // The server finishes a running season job before it closes; do not wait forever.
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

/** The page has finished loading: its h1 is shown and nothing is waiting for data. */
export async function settled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.spinner, .home-skeleton, .boot, [aria-busy="true"]'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Lets the page lay itself out and paint after a resize, a theme change or a focus move. */
export const nextFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * The real server and a browser for one test file: both started before its tests (in
 * parallel), both stopped after them. Read `server` and `browser` inside the tests.
 */
export function serverAndBrowser(): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The server and browser start before the tests.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
