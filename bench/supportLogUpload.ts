/**
 * `npx tsx bench/supportLogUpload.ts`: other requests' latency while support logs at the
 * bound are uploaded, against the bar of 100 ms (issue 13: one upload froze every request).
 *
 * The real server (`server/main.ts`, embedded PGlite unless DATABASE_URL, no demo season)
 * runs as its own process. Two users each upload 2 logs gzipped, one after another: the demo
 * user 64,000,000 bytes (the bound) of `eyJ` runs of nearly 1 MB each (the input that made
 * the old regex scan quadratic; it packs to almost nothing), the admin random base64url text
 * as large as the packed bound lets (what gzip can hardly shrink: the most the database
 * writes). While each upload is in flight a probe calls `System/GetInfo` back to back; the
 * figure is the probes' latency (p50, p99, max) and the uploads' own times, per kind of log.
 * Each upload is sent from a thread of its own, as another player's browser would send it:
 * sent from the probe's event loop, the upload's own work there (handing 15 MB to the
 * socket, reading the answer) held the probe for up to 160 ms and was counted as the
 * server's.
 * Exit 1 when a max is over the bar. With DATABASE_URL, a scratch schema of that PostgreSQL
 * server.
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { startServer } from '../e2e/harness';
import { MAX_RUN } from '../server/support/logFile';
import { SUPPORT_LOG_LIMITS } from '../server/support/supportLogs';
import { benchApi } from './benchApi';
import { scratchDatabase } from './scratchDatabase';

const BAR_MS = 100;
const UPLOADS_PER_USER = 2;
const PASSWORDS = { admin: 'bench-admin-password-1', demo: 'bench-demo-password-1' };

/** A log's JSON text of `bytes`: strings of `unit` repeated, each run under the scan's bound. */
function logOf(bytes: number, unit: () => string) {
  const parts: string[] = [];
  let size = 2;
  while (size < bytes) {
    const part = unit().slice(0, Math.min(MAX_RUN - 16, bytes - size - 3));
    parts.push(`"${part}"`);
    size += part.length + 3;
  }
  return `[${parts.join(',')}]`;
}

const RANDOM_BYTES = Math.floor(SUPPORT_LOG_LIMITS.maxPackedBytes * 1.25);
const LOGS = [
  {
    userName: 'demo',
    kind: 'eyJ runs',
    log: logOf(SUPPORT_LOG_LIMITS.maxBytes, () => 'eyJ'.repeat(MAX_RUN / 3)),
  },
  {
    userName: 'admin',
    kind: 'random base64url',
    log: logOf(RANDOM_BYTES, () => randomBytes(MAX_RUN).toString('base64url')),
  },
] as const;

/** The upload's request and answer, in the worker thread (plain JavaScript: no loader there). */
const UPLOADER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const started = performance.now();
  const response = await fetch(workerData.url, { method: 'POST', headers: workerData.headers, body: workerData.body });
  const envelope = await response.json();
  parentPort.postMessage({ took: performance.now() - started, result: envelope.Result });
})();
`;

/** Posts one log from a worker thread; its time, from the request's start to the answer read. */
function uploadApart(url: string, body: Uint8Array, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const worker = new Worker(UPLOADER, { eval: true, workerData: { url, body, headers } });
    worker.once('error', reject);
    worker.once('message', ({ took, result }: { took: number; result: { ResultCode: number } }) => {
      void worker.terminate();
      if (result.ResultCode === 0) resolve(took);
      else reject(new Error(`upload refused: ${JSON.stringify(result)}`));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const database = await scratchDatabase();
  const server = await startServer({
    DEMO_SEASON: '0',
    ADMIN_PASSWORD: PASSWORDS.admin,
    DEMO_PASSWORD: PASSWORDS.demo,
    ...(database.url && { DATABASE_URL: database.url }),
  });
  let failed = false;
  try {
    const { headers, call } = await benchApi(server.url);
    for (const { userName, kind, log } of LOGS) {
      const { Token } = await call<{ Token: string }>('/auth/api/Auth/Login', {
        body: { UserNameOrEmail: userName, Password: PASSWORDS[userName] },
      });
      const body = new Uint8Array(gzipSync(log));
      const probes: number[] = [];
      const uploads: number[] = [];
      for (let i = 0; i < UPLOADS_PER_USER; i++) {
        let done = false;
        const upload = uploadApart(`${server.url}/auth/api/SupportLog/Upload`, body, {
          ...headers,
          'Content-Type': 'application/gzip',
          Authorization: `Bearer ${Token}`,
        }).then((took) => {
          uploads.push(took);
          done = true;
        });
        while (!done) {
          const probeStarted = performance.now();
          const response = await fetch(`${server.url}/auth/api/System/GetInfo`, { headers });
          await response.arrayBuffer();
          probes.push(performance.now() - probeStarted);
        }
        await upload;
      }
      const sorted = [...probes].sort((a, b) => a - b);
      const max = sorted.at(-1)!;
      failed ||= max >= BAR_MS;
      console.log(
        `${kind} (${database.url ? 'PostgreSQL' : 'PGlite'}): ${uploads.length} uploads of` +
          ` ${log.length.toLocaleString('en-US')} bytes (${body.length.toLocaleString('en-US')} packed), each` +
          ` ${ms(Math.min(...uploads))} to ${ms(Math.max(...uploads))}; other requests meanwhile` +
          ` (${probes.length}): p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))},` +
          ` max ${ms(max)}; bar ${BAR_MS} ms: ${max < BAR_MS ? 'PASS' : 'FAIL'}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
