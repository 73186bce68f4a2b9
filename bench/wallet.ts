/**
 * `npm run bench:wallet`: the wallet's paid calls under 50 concurrent players, each against
 * the bar of a p99 under the QUALITY_BARS' 50 ms for one request: purchases with coins
 * (`Wallet/ChipForPay`) and coupon redemptions (`Payzee/BuyWithCouponCode`).
 *
 * The real server (`server/main.ts`, no demo season: the market needs none) runs as its own
 * process, on embedded PGlite or, with `DATABASE_URL`, a scratch schema of that PostgreSQL.
 * 50 players register and verify their e-mail as a new player would (behind a proxy, each
 * from an address of its own, `TRUST_PROXY=1`); buying and redeeming both need a verified
 * address. Then autocannon drives 50 connections, one per player:
 * - purchase: each player earns 100 coins by watching the day's 5 rewarded ads; the admin
 *   prices a product at 1 coin (`Admin/UpsertProduct`, a card pack's grant); each player
 *   buys it 60 times with a fresh IdempotencyKey: 3,000 purchases, every one a success
 *   through the whole path (session, validation, the user's purchase lock, the order, the
 *   ledger's charge and grant).
 * - redemption: the admin makes 10 coupons; each player redeems the 10 in turn: 500
 *   redemptions, every one a success through the whole path (the per-address and per-user
 *   rate limits, the captcha, the coupon's row lock, the ledger), within the per-user limit
 *   of 10. Every connection starts on the same coupon, so the redemptions of a popular code
 *   contend for its row: the worst case.
 * Options: --only=purchase|redemption (both by default), --players=N (50), --purchases=N
 * (60 a player; autocannon spreads them over the connections about evenly, and each
 * player's 100 coins leave room).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from '../e2e/harness';
import { benchApi, type BenchApi } from './benchApi';
import { scratchDatabase } from './scratchDatabase';

const BAR_MS = 50;
const COUPONS = 10;
const ADMIN_PASSWORD = 'bench-admin-password-1';
const MEASURES = ['purchase', 'redemption'] as const;
type Measure = (typeof MEASURES)[number];

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const numberOption = (name: string, fallback: number) => Number(option(name) ?? fallback);

interface Player {
  address: string;
  /** The client's headers with the player's session and address. */
  headers: Record<string, string>;
}

type Server = Awaited<ReturnType<typeof startServer>>;
type Run = Awaited<ReturnType<typeof autocannon>>;

/** `count` players registered and verified through the API, each from its own address. */
async function verifiedPlayers(server: Server, api: BenchApi, count: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const address = `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const email = `bench${i}@kadro.test`;
    const session = await api.call<{ Token: string }>('/auth/api/Auth/Register', {
      headers: { 'X-Forwarded-For': address },
      body: {
        UserName: `bench${i}`,
        Email: email,
        Password: 'bench-password-1',
        FavoriteTeamId: 1,
        AcceptAgreement: true,
        CaptchaResponse: await api.captcha(address),
      },
    });
    const [, token] = await server.waitForOutput(
      new RegExp(
        `Mail to ${email.replace('.', '\\.')}:.*\\n(?:  .*\\n)*?  \\S*/validate-user\\?token=(\\S+)\\n`,
      ),
    );
    await api.call(`/auth/api/Auth/EmailVerificationConfirm?Token=${token}`, {
      headers: { 'X-Forwarded-For': address },
    });
    players.push({
      address,
      headers: {
        ...api.headers,
        Authorization: `Bearer ${session.Token}`,
        'X-Forwarded-For': address,
      },
    });
  }
  return players;
}

/** Purchases with coins of a 1-coin product, `perPlayer` a player. */
async function purchases(
  server: Server,
  api: BenchApi,
  admin: Record<string, string>,
  players: Player[],
  perPlayer: number,
): Promise<Run> {
  const product = await api.call<{ Id: number }>('/w/api/Admin/UpsertProduct', {
    headers: admin,
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
  for (const [i, player] of players.entries()) {
    let coins = 0;
    for (let ad = 0; ad < 5; ad++) {
      coins = (
        await api.call<{ CoinBalance: number }>('/w/api/Wallet/WatchForEarn', {
          headers: player.headers,
          method: 'POST',
        })
      ).CoinBalance;
    }
    if (coins < perPlayer) throw new Error(`player ${i} has ${coins} coins, needs ${perPlayer}`);
  }

  let next = 0;
  return autocannon({
    url: server.url,
    connections: players.length,
    amount: players.length * perPlayer,
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
            headers: players[(context.player as number) % players.length]!.headers,
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
}

/** Each player redeems each of 10 coupons, all starting on the same one. */
async function redemptions(
  server: Server,
  api: BenchApi,
  admin: Record<string, string>,
  players: Player[],
): Promise<Run> {
  const codes = Array.from({ length: COUPONS }, (_, i) => `BENCH${String(i).padStart(4, '0')}`);
  for (const code of codes) {
    await api.call('/w/api/Admin/InsertCoupon', {
      headers: admin,
      body: {
        Code: code,
        Grants: [{ ProductCode: 'COIN', Quantity: 100 }],
        MaxUses: players.length,
        ExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
  }
  // A fresh captcha for each redemption, asked from the player's address.
  const captchas: string[][] = [];
  for (const player of players) {
    const mine = [];
    for (let c = 0; c < COUPONS; c++) mine.push(await api.captcha(player.address));
    captchas.push(mine);
  }

  let next = 0;
  return autocannon({
    url: server.url,
    connections: players.length,
    amount: players.length * COUPONS,
    // Each connection is one player and sends the list once: one redemption per coupon.
    requests: codes.map((code, turn) => ({
      method: 'POST',
      path: '/w/api/Payzee/BuyWithCouponCode',
      setupRequest: (request, context) => {
        context.player ??= next++;
        const player = (context.player as number) % players.length;
        return {
          ...request,
          headers: players[player]!.headers,
          body: JSON.stringify({
            CouponCode: code,
            IsSpecialCoupon: true,
            CaptchaResponse: captchas[player]![turn],
          }),
        };
      },
    })),
  });
}

function report(measure: Measure, database: string, players: Player[], result: Run, sent: number) {
  const { p50, p90, p99, max } = result.latency;
  const what = measure === 'purchase' ? 'purchases with coins' : 'coupon redemptions';
  const rate = Math.round(result['2xx'] / result.duration);
  console.log(
    `${what} (${database}): ${result['2xx']} of ${sent} succeeded ` +
      `(${result.non2xx} not 2xx, ${result.errors} errors) with ${players.length} concurrent players; ` +
      `latency p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${max} ms; ${rate} ${measure}s/s; ` +
      `${p99 < BAR_MS ? 'PASS' : 'FAIL'} (p99 < ${BAR_MS} ms)`,
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
}

async function main() {
  const only = option('only');
  if (only !== undefined && !MEASURES.includes(only as Measure))
    throw new Error(`--only must be one of ${MEASURES.join(', ')}`);
  const measures = only ? [only as Measure] : MEASURES;
  const count = numberOption('players', 50);
  const perPlayer = numberOption('purchases', 60);
  const database = await scratchDatabase();
  const server = await startServer({
    TRUST_PROXY: '1',
    DEMO_SEASON: '0',
    ADMIN_PASSWORD,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  try {
    const api = await benchApi(server.url);
    const session = await api.call<{ Token: string }>('/auth/api/Auth/Login', {
      body: { UserNameOrEmail: 'admin', Password: ADMIN_PASSWORD },
    });
    const admin = { Authorization: `Bearer ${session.Token}` };
    const players = await verifiedPlayers(server, api, count);
    const kind = database.url ? 'PostgreSQL' : 'embedded PGlite';
    for (const measure of measures) {
      const result =
        measure === 'purchase'
          ? await purchases(server, api, admin, players, perPlayer)
          : await redemptions(server, api, admin, players);
      report(
        measure,
        kind,
        players,
        result,
        count * (measure === 'purchase' ? perPlayer : COUPONS),
      );
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
