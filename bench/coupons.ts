/**
 * `npx tsx bench/coupons.ts`: coupon redemptions under 50 concurrent players, against the
 * bar of a p99 under the QUALITY_BARS' 50 ms for one request.
 *
 * The real server (`server/main.ts`, embedded PGlite unless DATABASE_URL, no demo season:
 * coupons need none) runs as its own process. 50 players register and verify their e-mail
 * as a new player would (behind a proxy, each from an address of its own, `TRUST_PROXY=1`);
 * the admin makes 10 coupons. Then autocannon drives 50 connections, one per player, each redeeming the 10
 * coupons in turn: 500 redemptions, every one a success through the whole path (the
 * per-address and per-user rate limits, the captcha, the coupon's row lock, the ledger),
 * within the per-user limit of 10. Every connection starts on the same coupon, so the
 * redemptions of a popular code contend for its row: the worst case. With DATABASE_URL, a
 * scratch schema of that PostgreSQL server. Options: --players=N (50).
 */
import autocannon from 'autocannon';
import { startServer } from '../e2e/harness';
import { benchApi } from './benchApi';
import { scratchDatabase } from './scratchDatabase';

const BAR_MS = 50;
const COUPONS = 10;
const ADMIN_PASSWORD = 'bench-admin-password-1';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}

async function main() {
  const count = option('players', 50);
  const database = await scratchDatabase();
  const server = await startServer({
    TRUST_PROXY: '1',
    DEMO_SEASON: '0',
    ADMIN_PASSWORD,
    ...(database.url && { DATABASE_URL: database.url }),
  });
  try {
    const { headers: base, call, captcha } = await benchApi(server.url);

    const admin = await call<{ Token: string }>('/auth/api/Auth/Login', {
      body: { UserNameOrEmail: 'admin', Password: ADMIN_PASSWORD },
    });
    const codes = Array.from({ length: COUPONS }, (_, i) => `BENCH${String(i).padStart(4, '0')}`);
    for (const code of codes) {
      await call('/w/api/Admin/InsertCoupon', {
        headers: { Authorization: `Bearer ${admin.Token}` },
        body: {
          Code: code,
          Grants: [{ ProductCode: 'COIN', Quantity: 100 }],
          MaxUses: count,
          ExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
    }

    // Each player: an address, a session, and a fresh captcha for each of its redemptions.
    const players: { headers: Record<string, string>; captchas: string[] }[] = [];
    for (let i = 0; i < count; i++) {
      const address = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const email = `bench${i}@kadro.test`;
      const session = await call<{ Token: string }>('/auth/api/Auth/Register', {
        headers: { 'X-Forwarded-For': address },
        body: {
          UserName: `bench${i}`,
          Email: email,
          Password: 'bench-password-1',
          FavoriteTeamId: 1,
          AcceptAgreement: true,
          CaptchaResponse: await captcha(address),
        },
      });
      const [, token] = await server.waitForOutput(
        new RegExp(
          `Mail to ${email.replace('.', '\\.')}:.*\\n(?:  .*\\n)*?  \\S*/validate-user\\?token=(\\S+)\\n`,
        ),
      );
      await call(`/auth/api/Auth/EmailVerificationConfirm?Token=${token}`, {
        headers: { 'X-Forwarded-For': address },
      });
      const captchas = [];
      for (let c = 0; c < COUPONS; c++) captchas.push(await captcha(address));
      players.push({
        headers: { ...base, Authorization: `Bearer ${session.Token}`, 'X-Forwarded-For': address },
        captchas,
      });
    }

    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: count,
      amount: count * COUPONS,
      // Each connection is one player and sends the list once: one redemption per coupon.
      requests: codes.map((code, turn) => ({
        method: 'POST',
        path: '/w/api/Payzee/BuyWithCouponCode',
        setupRequest: (request, context) => {
          context.player ??= next++;
          const player = players[context.player as number]!;
          return {
            ...request,
            headers: player.headers,
            body: JSON.stringify({
              CouponCode: code,
              IsSpecialCoupon: true,
              CaptchaResponse: player.captchas[turn],
            }),
          };
        },
      })),
    });
    const ok = result['2xx'];
    const { p50, p90, p99, max } = result.latency;
    const rate = Math.round(result['2xx'] / result.duration);
    console.log(
      `coupon redemptions: ${ok} of ${count * COUPONS} succeeded (${result.non2xx} not 2xx, ` +
        `${result.errors} errors) with ${count} concurrent players; latency p50 ${p50} ms, ` +
        `p90 ${p90} ms, p99 ${p99} ms, max ${max} ms; ${rate} redemptions/s; ` +
        `${p99 < BAR_MS ? 'PASS' : 'FAIL'} (p99 < ${BAR_MS} ms)`,
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
