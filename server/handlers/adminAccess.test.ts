/**
 * Every Admin operation of api-spec/, found in the spec itself (an operation under
 * `/Admin/` or one whose security names the Admin role): each must require the Admin role,
 * refuse a visitor (401) and a User (403) without writing an audit row, and, called by the
 * Admin, succeed and write exactly one audit row naming the admin and the operation. A new
 * admin operation fails here until it has a sample call below.
 */
import { BASES, BASE_NAMES, loadSpec, operationsOf } from '../../api-spec/bundle';
import { importsSettled } from '../admin/seasonImports';
import { addTestPlayers, addTestRound, type TestRound } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { signedInPlayers } from '../testing/testUsers';

interface AdminOperation {
  operationId: string;
  method: string;
  url: string;
  roles: string[] | null;
}

function adminOperations(): AdminOperation[] {
  const found: AdminOperation[] = [];
  for (const base of BASE_NAMES) {
    const doc = loadSpec(base, 'wire');
    for (const op of operationsOf(base, doc)) {
      const security = (op.operation.security ?? doc.security ?? []) as Record<string, unknown>[];
      const roles =
        security.length === 0 ? null : ((security[0]!.bearerAuth as string[] | undefined) ?? []);
      if (!op.path.startsWith('/Admin/') && !roles?.includes('Admin')) continue;
      found.push({
        operationId: String(op.operation.operationId),
        method: op.method.toUpperCase(),
        url: `${BASES[base]}${op.path}`,
        roles,
      });
    }
  }
  return found;
}

const OPERATIONS = adminOperations();

/** What a successful call sends: a query, a JSON body, or both. */
interface Sample {
  query?: Record<string, string | number>;
  json?: unknown;
}

interface Fixture {
  server: TestServer;
  adminId: number;
  target: { userId: number };
  live: TestRound;
  rounds: TestRound[];
  playerId: number;
  couponId: number;
  supportLogId: number;
}

const HOUR = 3600_000;

/** One successful call of each Admin operation, against the fixture below. */
const SAMPLES: Record<string, (f: Fixture) => Promise<Sample> | Sample> = {
  // auth
  supportLogGetList: () => ({ json: {} }),
  supportLogGetById: (f) => ({ query: { Id: f.supportLogId } }),
  adminGetUsers: () => ({ json: { Search: 'audit' } }),
  adminUpdateUserRole: (f) => ({ json: { UserId: f.target.userId, RoleId: 1 } }),
  adminSetUserDisabled: (f) => ({ json: { UserId: f.target.userId, Disabled: false } }),
  adminSignOutUserEverywhere: (f) => ({ json: { UserId: f.target.userId } }),
  adminGetAuditLog: () => ({ json: {} }),
  // engine
  adminUpsertSpecialLeague: () => ({
    json: {
      CompetitionCode: 'TR_SL',
      Name: { Tr: 'Denetim Ligi', En: 'Audit League' },
      SponsorName: 'Sponsor',
      Description: { Tr: 'Açıklama', En: 'Description' },
      ImageUrl: null,
      StartRoundNumber: 1,
      EndRoundNumber: 2,
      ProductId: null,
      AcceptsExtraTeams: false,
      MaxMembers: null,
    },
  }),
  adminGetClock: () => ({}),
  adminSetClock: () => ({ json: { AdvanceSeconds: 1, RunDueJobs: false } }),
  adminRunRoundJob: (f) => ({ json: { WeeklyLeagueInformationId: f.live.id, Job: 'open' } }),
  adminUpsertMatchEvents: (f) => ({
    json: { MatchId: f.live.matchIds[0], Appearances: [], Events: [] },
  }),
  adminUpdateMatch: (f) => ({ json: { MatchId: f.live.matchIds[1], Minute: 30 } }),
  adminImportSeason: () => ({ json: { CompetitionCode: 'TR_SL', DryRun: true } }),
  adminGetSeason: () => ({}),
  adminGetJobRuns: (f) => ({ json: { WeeklyLeagueInformationId: f.live.id } }),
  adminGetPointChanges: async (f) => {
    const [run] = await f.server.db.query<{ id: number }>(
      `INSERT INTO round_job_runs (round_id, job, ran_at, run_by, changed, state)
       VALUES ($1, 'score', now(), $2, false, 'live') RETURNING id`,
      [f.live.id, f.adminId],
    );
    return { json: { RunId: run!.id } };
  },
  adminGetPlayers: () => ({ json: { Search: 'a' } }),
  adminUpdatePlayer: (f) => ({ json: { PlayerId: f.playerId, Price: 55 } }),
  adminStartSeasonImport: () => ({ json: { CompetitionCode: 'TR_SL', DryRun: true } }),
  adminGetSeasonImport: async (f) => {
    const [row] = await f.server.db.query<{ id: number }>(
      `INSERT INTO season_imports (admin_user_id, dry_run, state, stage, total, started_at,
         finished_at)
       VALUES ($1, true, 'done', 'done', 0, now(), now()) RETURNING id`,
      [f.adminId],
    );
    return { query: { Id: row!.id } };
  },
  // wallet
  adminGetCoupons: () => ({ json: {} }),
  adminInsertCoupon: () => ({
    json: {
      Code: `AUDIT${Math.floor(Math.random() * 1e6)}`,
      Grants: [{ ProductCode: 'COIN', Quantity: 100 }],
      MaxUses: 10,
      ExpiresAt: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
    },
  }),
  adminUpdateCoupon: (f) => ({ json: { Id: f.couponId, IsActive: false } }),
  adminGetProducts: () => ({}),
  adminUpsertProduct: async (f) => {
    const [p] = await f.server.db.query<{ id: number }>(
      "SELECT id FROM products WHERE code = 'COIN'",
    );
    const answer = await callAs(f, 'adminGetProducts', {});
    const coin = answer.body.ReturnObject.find((x: { Id: number }) => x.Id === p!.id);
    return {
      json: {
        Id: coin.Id,
        ProductType: coin.ProductType,
        Code: coin.Code,
        Name: coin.Name,
        Description: coin.Description,
        PriceCoins: coin.PriceCoins,
        PriceFanGold: coin.PriceFanGold,
        PriceKurus: coin.PriceKurus,
        Grants: coin.Grants.map((g: { ProductCode: string; Quantity: number }) => ({
          ProductCode: g.ProductCode,
          Quantity: g.Quantity,
        })),
        DurationDays: coin.DurationDays,
        MaxPerHalfSeason: coin.MaxPerHalfSeason,
        IsActive: coin.IsActive,
        SortOrder: coin.SortOrder,
      },
    };
  },
  adminGetUserWallet: (f) => ({ query: { UserId: f.target.userId } }),
  adminGetUserWalletHistory: (f) => ({ json: { UserId: f.target.userId } }),
};

let adminClient: TestClient;

function send(client: TestClient, op: AdminOperation, sample: Sample) {
  const query = sample.query
    ? `?${new URLSearchParams(Object.entries(sample.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  return client.call(`${op.url}${query}`, {
    method: op.method,
    ...(op.method !== 'GET' && { json: sample.json ?? {} }),
  });
}

async function callAs(_f: Fixture, operationId: string, sample: Sample) {
  const op = OPERATIONS.find((o) => o.operationId === operationId)!;
  return send(adminClient, op, sample);
}

it('finds the admin operations in the spec, and each requires the Admin role', () => {
  expect(OPERATIONS.length).toBeGreaterThanOrEqual(28);
  for (const op of OPERATIONS)
    expect([op.operationId, op.roles]).toEqual([op.operationId, ['Admin']]);
});

it('has a sample call for every admin operation, and none for another', () => {
  expect(Object.keys(SAMPLES).sort()).toEqual(OPERATIONS.map((o) => o.operationId).sort());
});

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let fixture: Fixture;
  let user: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    const server = await startTestServer(kind);
    adminClient = server.client();
    await adminClient.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    user = server.client();
    await user.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
    visitor = server.client();
    const [target] = await signedInPlayers(server, 'audited', 1);
    const [admin] = await server.db.query<{ id: number }>(
      'SELECT id FROM users WHERE user_name = $1',
      [TEST_ACCOUNTS.admin.userName],
    );
    const players = await addTestPlayers(server.db);
    const now = server.clock.now().getTime();
    const live = await addTestRound(server.db, {
      number: 1,
      firstKickoff: new Date(now - 2 * HOUR),
      state: 'live',
    });
    const next = await addTestRound(server.db, {
      number: 2,
      firstKickoff: new Date(now + 50 * HOUR),
      state: 'open',
    });
    await server.db.query(
      `UPDATE matches SET state = 'live', minute = 20, home_score = 0, away_score = 0
       WHERE round_id = $1`,
      [live.id],
    );
    const [coupon] = await server.db.query<{ id: number }>(
      `INSERT INTO coupons (code, is_special, grants, max_uses, expires_at, is_active, created_at)
       VALUES ('AUDITED1', false, '[{"ProductCode": "COIN", "Quantity": 5}]', 5, $1, true, $2)
       RETURNING id`,
      [new Date(now + 24 * HOUR), new Date(now)],
    );
    const [log] = await server.db.query<{ id: number }>(
      `INSERT INTO support_logs (user_id, note, log, size_bytes, created_at)
       VALUES ($1, 'audit', '{"actions": []}', 15, $2) RETURNING id`,
      [target!.userId, new Date(now)],
    );
    fixture = {
      server,
      adminId: admin!.id,
      target: { userId: target!.userId },
      live,
      rounds: [live, next],
      playerId: players[0]!.id,
      couponId: coupon!.id,
      supportLogId: log!.id,
    };
  }, 120_000);
  afterAll(async () => {
    await importsSettled();
    await fixture.server.close();
  });

  const auditRows = async (operationId: string) => {
    const rows = await fixture.server.db.query<{ admin_user_id: number }>(
      'SELECT admin_user_id FROM admin_audit WHERE operation = $1 ORDER BY id',
      [operationId],
    );
    return rows;
  };

  it.each(OPERATIONS.map((o) => [o.operationId, o] as const))(
    '%s: a visitor gets 401, a User 403, the Admin 200 and one audit row',
    async (_id, op) => {
      const sample = await SAMPLES[op.operationId]!(fixture);
      const before = (await auditRows(op.operationId)).length;

      const asVisitor = await send(visitor, op, sample);
      expect([asVisitor.status, asVisitor.body.Result?.ResultCode]).toEqual([401, 1001]);
      const asUser = await send(user, op, sample);
      expect([asUser.status, asUser.body.Result?.ResultCode]).toEqual([403, 1003]);
      expect(await auditRows(op.operationId)).toHaveLength(before);

      const asAdmin = await send(adminClient, op, sample);
      // The answer's words in the failure message when it is not a success.
      expect([asAdmin.status, asAdmin.body.Result?.ResultCode]).toEqual(
        asAdmin.status === 200 ? [200, 0] : [200, JSON.stringify(asAdmin.body).slice(0, 500)],
      );
      const rows = await auditRows(op.operationId);
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)!.admin_user_id).toBe(fixture.adminId);
    },
  );
});
