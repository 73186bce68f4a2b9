/**
 * `npm run bench:wallet`: purchases with coins (`Wallet/ChipForPay`) under 50 concurrent
 * players, against the bar of a p99 under the QUALITY_BARS' 50 ms for one request.
 *
 * The real server (`server/main.ts`, no demo season: the market needs none) runs as its own
 * process, on embedded PGlite or, with `DATABASE_URL`, a scratch schema of that PostgreSQL. 50 players register as a new player would (behind a proxy, each
 * from an address of its own, `TRUST_PROXY=1`) and earn their coins by watching the day's 5
 * rewarded ads (100 coins); the admin prices a product at 1 coin (`Admin/UpsertProduct`,
 * a card pack's grant). Then autocannon drives 50 connections, one per player, each buying
 * it 60 times with a fresh IdempotencyKey: 3,000 purchases, every one a success through
 * the whole path (session, validation, the user's purchase lock, the order, the ledger's
 * charge and grant). Options: --players=N (50), --purchases=N (60 a player; autocannon
 * spreads them over the connections about evenly, and each player's 100 coins leave room).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from '../e2e/harness';
import { benchApi } from './benchApi';
import { scratchDatabase } from './scratchDatabase';

const BAR_MS = 50;
const ADMIN_PASSWORD = 'bench-admin-password-1';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
}

async function main() {
  const count = option('players', 50);
  const purchases = option('purchases', 60);
  const database = await scratchDatabase();
  const server = await startServer({
    TRUST_PROXY: '1',
    DEMO_SEASON: '0',
    ADMIN_PASSWORD,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  try {
    const { headers: base, call, captcha } = await benchApi(server.url);

    const admin = await call<{ Token: string }>('/auth/api/Auth/Login', {
      body: { UserNameOrEmail: 'admin', Password: ADMIN_PASSWORD },
    });
    const product = await call<{ Id: number }>('/w/api/Admin/UpsertProduct', {
      headers: { Authorization: `Bearer ${admin.Token}` },
      body: {
        ProductType: 3,
        Code: 'BENCH_PACK',
        Name: { Tr: 'Deneme paketi', En: 'Bench pack' },
        Description: { Tr: 'Bir kart paketi, 1 jeton.', En: 'A card pack for 1 coin.' },
        PriceCoins: 1,
        PriceFanGold: null,
        PriceKurus: null,
        Grants: [{ ProductCode: 'CARD_PACK', Quantity: 1 }],
        IsActive: true,
      },
    });

    const players: Record<string, string>[] = [];
    for (let i = 0; i < count; i++) {
      const address = `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      const session = await call<{ Token: string }>('/auth/api/Auth/Register', {
        headers: { 'X-Forwarded-For': address },
        body: {
          UserName: `alici${i}`,
          Email: `alici${i}@kadro.test`,
          Password: 'bench-password-1',
          FavoriteTeamId: 1,
          AcceptAgreement: true,
          CaptchaResponse: await captcha(address),
        },
      });
      const headers = {
        ...base,
        Authorization: `Bearer ${session.Token}`,
        'X-Forwarded-For': address,
      };
      let coins = 0;
      for (let ad = 0; ad < 5; ad++) {
        coins = (
          await call<{ CoinBalance: number }>('/w/api/Wallet/WatchForEarn', {
            headers,
            method: 'POST',
          })
        ).CoinBalance;
      }
      if (coins < purchases) throw new Error(`player ${i} has ${coins} coins, needs ${purchases}`);
      players.push(headers);
    }

    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: count,
      amount: count * purchases,
      requests: [
        {
          method: 'POST',
          path: '/w/api/Wallet/ChipForPay',
          setupRequest: (request, context) => {
            // A connection is one player; each purchase a new attempt with its own key.
            // (autocannon also builds a first request outside any connection: modulo.)
            context.player ??= next++;
            return {
              ...request,
              headers: players[(context.player as number) % players.length]!,
              body: JSON.stringify({
                productId: product.Id,
                channel: 'Web',
                IdempotencyKey: randomUUID(),
              }),
            };
          },
        },
      ],
    });
    const ok = result['2xx'];
    const { p50, p90, p99, max } = result.latency;
    console.log(
      `purchases with coins (${database.url ? 'PostgreSQL' : 'embedded PGlite'}): ${ok} of ${count * purchases} succeeded (${result.non2xx} not 2xx, ` +
        `${result.errors} errors) with ${count} concurrent players; latency p50 ${p50} ms, ` +
        `p90 ${p90} ms, p99 ${p99} ms, max ${max} ms; ${p99 < BAR_MS ? 'PASS' : 'FAIL'} (p99 < ${BAR_MS} ms)`,
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
