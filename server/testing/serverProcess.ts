/**
 * The real server as its own process (`tsx server/main.ts`), for browser tests, benches and
 * the tests of several servers: a free port, its own data folder, its output, SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

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

/**
 * A stopped server's data folder and the lines its first start printed (the accounts'
 * credentials, the demo season): a server started from it copies the folder and skips the
 * first start, which plays a demo season (45-75 s of a browser test file's time here).
 */
export interface ServerImage {
  dataDir: string;
  firstStart: string;
}

export interface RunningServer {
  url: string;
  /** Its data folder (removed by `stop`). */
  dataDir: string;
  /** The server process's id (benchmarks read its CPU time). */
  pid: number;
  output: () => string;
  /**
   * Resolves with the first match of `pattern` in the server's output, as soon as it is
   * printed (or at once if it already was); rejects after `timeoutMs`.
   */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends SIGTERM and answers the exit code (the server drains first). */
  terminate(): Promise<number | null>;
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

export async function startServer(
  env: Record<string, string> = {},
  { image }: { image?: ServerImage } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kadro-e2e-'));
  if (image) cpSync(image.dataDir, dataDir, { recursive: true });
  // From an image, the output starts with what its first start printed (the credentials).
  let output = image?.firstStart ?? '';
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
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

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
  const terminate = () => {
    child.kill('SIGTERM');
    return exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    output: () => output,
    waitForOutput,
    terminate,
    stop,
  };
}

/** The lines of a first start that later servers of its data still need (see ServerImage). */
const FIRST_START_LINE = /^(Created the .*|Generated a demo season.*)$/gm;

/**
 * Starts a server on a new data folder (with `env`'s first-start settings), stops it
 * cleanly and keeps its folder as `dir` for `startServer(…, { image })`.
 */
export async function createServerImage(
  dir: string,
  env: Record<string, string> = {},
): Promise<ServerImage> {
  const server = await startServer(env);
  const code = await server.terminate();
  if (code !== 0) {
    await server.stop();
    throw new Error(`the server exited with ${code} while stopping:\n${server.output()}`);
  }
  rmSync(dir, { recursive: true, force: true });
  cpSync(server.dataDir, dir, { recursive: true });
  await server.stop();
  const firstStart = (server.output().match(FIRST_START_LINE) ?? []).join('\n');
  return { dataDir: dir, firstStart: firstStart && `${firstStart}\n` };
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
