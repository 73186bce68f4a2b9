/**
 * `npx tsx bench/supportLogUpload.ts`: other requests' latency while 1 MB support logs are
 * uploaded, against the bar of 100 ms (issue 13: one upload froze every request).
 *
 * The real server (`server/main.ts`, embedded PGlite unless DATABASE_URL, no demo season)
 * runs as its own process. Two users each upload 3 logs of 1,000,000 bytes (the bound; 3 fill
 * a day's 3,000,000 bytes), one after another: the demo user a string of `eyJ` repeated (the
 * input that made the old regex scan quadratic; it compresses to almost nothing), the admin
 * random base64url text (what gzip can hardly shrink: the most the database writes). While
 * each upload is in flight a probe calls `System/GetInfo` back to back; the figure is the
 * probes' latency (p50, p99, max) and the uploads' own times, per kind of log. Exit 1 when
 * a max is over the bar. With DATABASE_URL, a scratch schema of that PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { startServer } from '../e2e/harness';
import { SUPPORT_LOG_LIMITS } from '../server/support/supportLogs';
import { benchApi } from './benchApi';
import { scratchDatabase } from './scratchDatabase';

const BAR_MS = 100;
const UPLOADS_PER_USER = 3;
const PASSWORDS = { admin: 'bench-admin-password-1', demo: 'bench-demo-password-1' };

/** A log whose JSON text is exactly the size bound: one string cut from `text`. */
function logOf(text: string) {
  const overhead = JSON.stringify({ x: [''] }).length;
  return { x: [text.slice(0, SUPPORT_LOG_LIMITS.maxBytes - overhead)] };
}

const LOGS = [
  { userName: 'demo', kind: 'eyJ repeated', log: logOf('eyJ'.repeat(SUPPORT_LOG_LIMITS.maxBytes)) },
  {
    userName: 'admin',
    kind: 'random base64url',
    log: logOf(randomBytes(SUPPORT_LOG_LIMITS.maxBytes).toString('base64url')),
  },
] as const;

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
      const body = JSON.stringify({ Log: log });
      const probes: number[] = [];
      const uploads: number[] = [];
      for (let i = 0; i < UPLOADS_PER_USER; i++) {
        const started = performance.now();
        let done = false;
        const upload = fetch(`${server.url}/auth/api/SupportLog/Upload`, {
          method: 'POST',
          headers: { ...headers, Authorization: `Bearer ${Token}` },
          body,
        }).then(async (response) => {
          const envelope = (await response.json()) as { Result: { ResultCode: number } };
          if (envelope.Result.ResultCode !== 0)
            throw new Error(`upload refused: ${JSON.stringify(envelope.Result)}`);
          uploads.push(performance.now() - started);
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
          ` ${SUPPORT_LOG_LIMITS.maxBytes.toLocaleString('en-US')} bytes, each` +
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
