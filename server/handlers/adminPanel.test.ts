/**
 * The admin panel's calls over HTTP on the real server and database: users disabled, enabled
 * and signed out everywhere; the season screen and job runs; a result entered, the round
 * scored, the result corrected and the round re-scored, with whose points changed; players'
 * availability and price; a background import (dry run, then all or nothing) polled to its
 * end; a user's wallet and ledger read without granting; the audit log and its filters.
 */
import { importsSettled } from '../admin/seasonImports';
import { sampleImport } from '../season/importSamples';
import {
  addTestPlayers,
  addTestRound,
  pick,
  type TestPlayer,
  type TestRound,
} from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type Answer,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import { giveItems, signedInPlayers } from '../testing/testUsers';

const AUTH = '/auth/api/Admin';
const ENGINE = '/engine/api/Admin';
const WALLET = '/w/api/Admin';
const HOUR = 3600_000;

describe.each(TEST_DATABASES)('the admin panel on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let adminId: number;
  let players: TestPlayer[];
  let round: TestRound;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    const [row] = await server.db.query<{ id: number }>(
      'SELECT id FROM users WHERE user_name = $1',
      [TEST_ACCOUNTS.admin.userName],
    );
    adminId = row!.id;
    players = await addTestPlayers(server.db);
    round = await addTestRound(server.db, {
      number: 1,
      firstKickoff: new Date(server.clock.now().getTime() - 3 * HOUR),
      state: 'live',
    });
    await addTestRound(server.db, {
      number: 2,
      firstKickoff: new Date(server.clock.now().getTime() + 100 * HOUR),
      state: 'upcoming',
    });
  }, 120_000);
  afterAll(async () => {
    await importsSettled();
    await server.close();
  });

  const call = (path: string, json?: unknown, client = admin, method = 'POST') =>
    client.call(path, json === undefined ? { method: 'GET' } : { method, json });
  const ok = (answer: Answer) => {
    expect([answer.status, answer.body.Result.ResultMessage]).toEqual([
      200,
      answer.body.Result.ResultMessage,
    ]);
    expect(answer.body.Result.ResultCode).toBe(0);
    return answer.body.ReturnObject;
  };
  const failure = (answer: Answer) => [answer.status, answer.body.Result.ResultCode];
  const lastAudit = async (operation: string) => {
    const [row] = await server.db.query<{
      admin_user_id: number;
      target_type: string | null;
      target_id: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>(
      `SELECT admin_user_id, target_type, target_id, before, after FROM admin_audit
       WHERE operation = $1 ORDER BY id DESC LIMIT 1`,
      [operation],
    );
    return row;
  };

  describe('users', () => {
    it('a disabled user cannot sign in and his session stops; enabled again, he signs in', async () => {
      const [player] = await signedInPlayers(server, 'kapali', 1);
      const me = () => player!.client.call('/auth/api/User/GetUser');
      expect((await me()).status).toBe(200);

      const disabled = ok(
        await call(
          `${AUTH}/SetUserDisabled`,
          { UserId: player!.userId, Disabled: true, Reason: 'hile' },
          admin,
          'PUT',
        ),
      );
      expect(disabled.DisabledAt).toEqual(expect.any(String));
      expect(failure(await me())).toEqual([401, 1001]);
      const signIn = () =>
        server.client().call('/auth/api/Auth/Login', {
          method: 'POST',
          json: { UserNameOrEmail: 'kapali1', Password: 'player-password-1' },
        });
      expect(failure(await signIn())).toEqual([403, 2017]);
      // A wrong password says only that: the account's state stays unknown to a stranger.
      const wrong = await server.client().call('/auth/api/Auth/Login', {
        method: 'POST',
        json: { UserNameOrEmail: 'kapali1', Password: 'not-the-password' },
      });
      expect(failure(wrong)).toEqual([400, 2003]);

      const listed = await call(`${AUTH}/GetUsers`, { Search: 'kapali', Disabled: true });
      expect(ok(listed).map((u: { Id: number }) => u.Id)).toEqual([player!.userId]);
      const audit = await lastAudit('adminSetUserDisabled');
      expect(audit).toMatchObject({
        admin_user_id: adminId,
        target_type: 'user',
        target_id: String(player!.userId),
        before: { DisabledAt: null },
        after: { DisabledAt: disabled.DisabledAt, Reason: 'hile' },
      });

      const enabled = ok(
        await call(
          `${AUTH}/SetUserDisabled`,
          { UserId: player!.userId, Disabled: false },
          admin,
          'PUT',
        ),
      );
      expect(enabled.DisabledAt).toBeNull();
      // The session signed before the disabling stays ended; a new sign-in works.
      expect(failure(await me())).toEqual([401, 1001]);
      expect((await signIn()).status).toBe(200);
    });

    it('an admin cannot disable himself', async () => {
      const self = await call(
        `${AUTH}/SetUserDisabled`,
        { UserId: adminId, Disabled: true },
        admin,
        'PUT',
      );
      expect(failure(self)).toEqual([400, 2010]);
      const unknown = await call(
        `${AUTH}/SetUserDisabled`,
        { UserId: 999_999, Disabled: true },
        admin,
        'PUT',
      );
      expect(failure(unknown)).toEqual([404, 2009]);
    });

    it('sign out everywhere ends every session of the user; he may sign in again', async () => {
      const [player] = await signedInPlayers(server, 'heryer', 1);
      const second = server.client();
      await second.login('heryer1', 'player-password-1');
      ok(await call(`${AUTH}/SignOutUserEverywhere`, { UserId: player!.userId }));
      for (const client of [player!.client, second]) {
        expect(failure(await client.call('/auth/api/User/GetUser'))).toEqual([401, 1001]);
      }
      const again = server.client();
      await again.login('heryer1', 'player-password-1');
      expect((await again.call('/auth/api/User/GetUser')).status).toBe(200);
      const audit = await lastAudit('adminSignOutUserEverywhere');
      expect(audit!.after!.SessionEpoch).toBe((audit!.before!.SessionEpoch as number) + 1);
    });

    it('a role change is audited with the user before and after', async () => {
      const [player] = await signedInPlayers(server, 'rol', 1);
      ok(await call(`${AUTH}/UpdateUserRole`, { UserId: player!.userId, RoleId: 2 }, admin, 'PUT'));
      expect(await lastAudit('adminUpdateUserRole')).toMatchObject({
        target_id: String(player!.userId),
        before: { RoleId: 1 },
        after: { RoleId: 2 },
      });
      expect(JSON.stringify(await lastAudit('adminUpdateUserRole'))).not.toContain('scrypt');
    });
  });

  describe('season, results and re-scoring', () => {
    const p = (club: number, position: 'GK' | 'DEF' | 'MID' | 'FWD', n: number) =>
      pick(players, club, position, n);
    const starter = (player: TestPlayer) => ({
      PlayerId: player.id,
      IsStarter: true,
      MinuteOn: 0,
    });
    const sheet = (goals: number) => ({
      MatchId: round.matchIds[0],
      Appearances: [p(1, 'GK', 1), p(1, 'FWD', 1), p(1, 'MID', 1), p(2, 'GK', 1)].map(starter),
      Events: Array.from({ length: goals }, (_, i) => ({
        Minute: 10 + i,
        Type: 'goal',
        PlayerId: p(1, 'FWD', 1).id,
      })),
    });

    it('shows the rounds with their jobs; a result entered, scored, corrected and re-scored names whose points changed', async () => {
      // The demo user's team: club 1's XI, captain its first forward.
      const [demo] = await server.db.query<{ id: number }>(
        "SELECT id FROM users WHERE user_name = 'demo'",
      );
      const xi = [
        p(1, 'GK', 1),
        p(1, 'DEF', 1),
        p(1, 'DEF', 2),
        p(1, 'DEF', 3),
        p(1, 'DEF', 4),
        p(1, 'MID', 1),
        p(1, 'MID', 2),
        p(1, 'MID', 3),
        p(1, 'MID', 4),
        p(1, 'FWD', 1),
        p(1, 'FWD', 2),
      ];
      const bench = [p(1, 'GK', 2), p(1, 'DEF', 5), p(1, 'MID', 5), p(1, 'FWD', 3)];
      const [team] = await server.db.query<{ id: number }>(
        `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup,
           budget, captain_player_id, vice_captain_player_id, created_at, updated_at)
         VALUES ($1, $2, 'TR_SL', 'Demo FC', true, '4-4-2', 1000, $3, $4, now(), now())
         RETURNING id`,
        [demo!.id, round.id, p(1, 'FWD', 1).id, p(1, 'MID', 1).id],
      );
      await server.db.query(
        `INSERT INTO user_team_players (user_team_id, player_id, slot_order, is_starter, bench_order)
         SELECT $1, x.player_id, x.ord, x.ord <= 11, CASE WHEN x.ord > 11 THEN x.ord - 11 END
         FROM unnest($2::int[]) WITH ORDINALITY AS x (player_id, ord)`,
        [team!.id, [...xi, ...bench].map((x) => x.id)],
      );
      await server.db.query(
        `UPDATE matches SET state = 'finished', minute = 90, home_score = 0, away_score = 0
         WHERE round_id = $1`,
        [round.id],
      );

      // The season screen: the live round's next job is finish, and it is due.
      const season = ok(await call(`${ENGINE}/GetSeason`));
      expect(season.Clock.IsMovable).toBe(true);
      const live = season.Rounds.find((r: { Id: number }) => r.Id === round.id);
      expect(live).toMatchObject({ State: 'live', MatchCount: 9, FinishedMatchCount: 9 });
      expect(live.Jobs.map((j: { Job: string }) => j.Job)).toEqual([
        'open',
        'lock',
        'live',
        'finish',
        'score',
      ]);
      expect(live.Jobs.find((j: { Job: string }) => j.Job === 'finish')).toMatchObject({
        IsNext: true,
        IsDue: true,
        LastRun: null,
      });
      const next = season.Rounds.find((r: { Number: number }) => r.Number === 2);
      // No earlier round is upcoming or open: the scheduler would open the next one now.
      expect(next.Jobs.find((j: { Job: string }) => j.Job === 'open')).toMatchObject({
        IsNext: true,
        IsDue: true,
      });
      expect(next.Jobs.find((j: { Job: string }) => j.Job === 'lock').IsDue).toBe(false);

      // The result: one goal by the captain.
      ok(await call(`${ENGINE}/UpsertMatchEvents`, sheet(1)));
      expect(await lastAudit('adminUpsertMatchEvents')).toMatchObject({
        target_type: 'match',
        target_id: String(round.matchIds[0]),
        before: { Score: [0, 0], Events: [] },
        after: { Score: [1, 0], Events: [[10, 'goal', p(1, 'FWD', 1).id]] },
      });
      const finish = ok(
        await call(`${ENGINE}/RunRoundJob`, { WeeklyLeagueInformationId: round.id, Job: 'finish' }),
      );
      expect(finish).toMatchObject({ Changed: true, RunId: expect.any(Number) });
      const scored = ok(
        await call(`${ENGINE}/RunRoundJob`, { WeeklyLeagueInformationId: round.id, Job: 'score' }),
      );
      const pointsOf = async () =>
        (
          await server.db.query<{ points: number }>(
            'SELECT points FROM user_team_scores WHERE user_team_id = $1',
            [team!.id],
          )
        )[0]!.points;
      const first = await pointsOf();

      // The first score's changes: the demo team, from its provisional points to the final ones.
      const firstChanges = ok(await call(`${ENGINE}/GetPointChanges`, { RunId: scored.RunId }));
      expect(firstChanges.every((c: { After: number }) => typeof c.After === 'number')).toBe(true);

      // A correction: two goals. A scored round waits for the re-score.
      ok(await call(`${ENGINE}/UpsertMatchEvents`, sheet(2)));
      expect(await pointsOf()).toBe(first);
      const rescored = ok(
        await call(`${ENGINE}/RunRoundJob`, { WeeklyLeagueInformationId: round.id, Job: 'score' }),
      );
      expect(rescored).toMatchObject({ Changed: true, Round: { State: 'scored' } });
      const second = await pointsOf();
      expect(second).toBeGreaterThan(first);

      const changes = await call(`${ENGINE}/GetPointChanges`, { RunId: rescored.RunId });
      expect(ok(changes)).toEqual([
        {
          UserId: demo!.id,
          UserName: 'demo',
          UserTeamId: team!.id,
          TeamName: 'Demo FC',
          Before: first,
          After: second,
          Difference: second - first,
        },
      ]);
      expect(changes.body.TotalCount).toBe(1);

      // The run is on the season screen and in the run list, with who ran it.
      const after = ok(await call(`${ENGINE}/GetSeason`)).Rounds.find(
        (r: { Id: number }) => r.Id === round.id,
      );
      expect(after.State).toBe('scored');
      expect(after.Jobs.find((j: { Job: string }) => j.Job === 'score')).toMatchObject({
        IsNext: true,
        IsDue: false,
        LastRun: {
          Id: rescored.RunId,
          Job: 'score',
          Changed: true,
          State: 'scored',
          RanBy: { Id: adminId, UserName: 'admin' },
          PointChanges: 1,
        },
      });
      const runs = ok(
        await call(`${ENGINE}/GetJobRuns`, { WeeklyLeagueInformationId: round.id, Job: 'score' }),
      );
      expect(runs.map((r: { Id: number }) => r.Id)).toEqual([rescored.RunId, scored.RunId]);
      expect(await lastAudit('adminRunRoundJob')).toMatchObject({
        target_type: 'round',
        target_id: String(round.id),
        before: { State: 'scored' },
        after: { Job: 'score', Changed: true, RunId: rescored.RunId, PointChanges: 1 },
      });

      // A job the round is past: recorded as not changed; a run of another job lists no changes.
      const again = ok(
        await call(`${ENGINE}/RunRoundJob`, { WeeklyLeagueInformationId: round.id, Job: 'lock' }),
      );
      expect(again).toMatchObject({ Changed: false });
      const lockRuns = ok(
        await call(`${ENGINE}/GetJobRuns`, { WeeklyLeagueInformationId: round.id, Job: 'lock' }),
      );
      expect(lockRuns[0]).toMatchObject({ Id: again.RunId, Changed: false, PointChanges: null });
      expect(ok(await call(`${ENGINE}/GetPointChanges`, { RunId: again.RunId }))).toEqual([]);
      expect(failure(await call(`${ENGINE}/GetPointChanges`, { RunId: 999_999 }))).toEqual([
        404, 1004,
      ]);
    });

    it('a match sheet is checked as the importer checks it; a refused one changes and audits nothing', async () => {
      const before = await server.db.query('SELECT count(*)::int AS n FROM admin_audit');
      const stranger = {
        ...sheet(0),
        Events: [{ Minute: 5, Type: 'goal', PlayerId: p(3, 'FWD', 1).id }],
      };
      const refused = await call(`${ENGINE}/UpsertMatchEvents`, stranger);
      expect(failure(refused)).toEqual([400, 2101]);
      expect(await server.db.query('SELECT count(*)::int AS n FROM admin_audit')).toEqual(before);
    });
  });

  describe('players', () => {
    it('sets a player doubtful with a return date, then available; and his price', async () => {
      const player = pick(players, 4, 'MID', 2);
      const doubtful = ok(
        await call(
          `${ENGINE}/UpdatePlayer`,
          {
            PlayerId: player.id,
            Status: 'doubtful',
            StatusReason: { Tr: 'Hafif sakatlık', En: 'A knock' },
            ExpectedReturnDate: '2026-12-01',
            Price: 72,
          },
          admin,
          'PUT',
        ),
      );
      expect(doubtful).toMatchObject({
        Id: player.id,
        Status: 'doubtful',
        StatusReason: { Tr: 'Hafif sakatlık', En: 'A knock' },
        ExpectedReturnDate: '2026-12-01',
        ExpectedReturnRound: null,
        Price: 72,
        StatusSince: expect.any(String),
      });
      // The public player reads show him doubtful; the unavailable list stays injured and suspended.
      const detail = await server.call(`/engine/api/Player/GetPlayerById?Id=${player.id}`);
      expect(detail.body.ReturnObject).toMatchObject({ Status: 'doubtful', Price: 72 });
      const unavailable = await call('/engine/api/Player/GetUnavailablePlayersList', {});
      expect(ok(unavailable)).not.toContainEqual(
        expect.objectContaining({ Player: expect.objectContaining({ Id: player.id }) }),
      );
      const listed = ok(
        await call(`${ENGINE}/GetPlayers`, {
          Status: 'doubtful',
          SortingPaging: { NumberRecords: 5 },
        }),
      );
      expect(listed.map((x: { Id: number }) => x.Id)).toEqual([player.id]);
      expect(await lastAudit('adminUpdatePlayer')).toMatchObject({
        target_type: 'player',
        target_id: String(player.id),
        before: { Status: 'available', StatusReason: null },
        after: { Status: 'doubtful', ExpectedReturnDate: '2026-12-01', Price: 72 },
      });

      const back = ok(
        await call(
          `${ENGINE}/UpdatePlayer`,
          { PlayerId: player.id, Status: 'available' },
          admin,
          'PUT',
        ),
      );
      expect(back).toMatchObject({
        Status: 'available',
        StatusReason: null,
        StatusSince: null,
        ExpectedReturnDate: null,
        Price: 72,
      });
      expect(
        failure(
          await call(`${ENGINE}/UpdatePlayer`, { PlayerId: 999_999, Price: 50 }, admin, 'PUT'),
        ),
      ).toEqual([404, 1004]);
    });

    it('imports in the background: a dry run writes nothing, then all or nothing, with progress', async () => {
      const poll = async (id: number) => {
        // Waits on the import's own end (no fixed sleep), then reads what it reports.
        await importsSettled();
        return ok(await call(`${ENGINE}/GetSeasonImport?Id=${id}`));
      };
      const clubs = async () =>
        (await server.db.query("SELECT 1 FROM clubs WHERE code IN ('XA', 'XB')")).length;

      const dry = ok(
        await call(`${ENGINE}/StartSeasonImport`, { ...sampleImport(), DryRun: true }),
      );
      expect(dry).toMatchObject({ DryRun: true, State: 'running', Total: expect.any(Number) });
      expect(dry.Total).toBeGreaterThan(0);
      const dryDone = await poll(dry.Id);
      expect(dryDone).toMatchObject({
        State: 'done',
        Stage: 'done',
        Done: dry.Total,
        Result: { DryRun: true, Teams: { Added: 2, Updated: 0 } },
        Problem: null,
      });
      expect(await clubs()).toBe(0);

      const bad = sampleImport();
      bad.Players![1] = { ...bad.Players![1]!, TeamCode: 'ZZ' };
      const refused = await poll(ok(await call(`${ENGINE}/StartSeasonImport`, bad)).Id);
      expect(refused).toMatchObject({ State: 'failed', Result: null });
      expect(refused.Problem).toContain('Players[1]');
      expect(await clubs()).toBe(0);

      const real = await poll(ok(await call(`${ENGINE}/StartSeasonImport`, sampleImport())).Id);
      expect(real).toMatchObject({ State: 'done', Result: { DryRun: false, Teams: { Added: 2 } } });
      expect(await clubs()).toBe(2);
      expect(await lastAudit('adminStartSeasonImport')).toMatchObject({
        target_type: 'import',
        target_id: String(real.Id),
        after: { DryRun: false, Teams: 2 },
      });
      expect(failure(await call(`${ENGINE}/GetSeasonImport?Id=999999`))).toEqual([404, 1004]);
    });

    it('refuses a second import while one runs', async () => {
      await server.db.query(
        `INSERT INTO season_imports (admin_user_id, dry_run, state, stage, total, started_at)
         VALUES ($1, true, 'running', 'players', 10, $2)`,
        [adminId, new Date()],
      );
      const busy = await call(`${ENGINE}/StartSeasonImport`, {
        CompetitionCode: 'TR_SL',
        DryRun: true,
      });
      expect(failure(busy)).toEqual([409, 2801]);
      await server.db.query("UPDATE season_imports SET state = 'failed' WHERE state = 'running'");
    });
  });

  describe('economy', () => {
    it("reads a user's wallet and ledger without granting his free boosters", async () => {
      const [player] = await signedInPlayers(server, 'cuzdan', 1);
      await giveItems(server, player!.userId, 'COIN', 250);
      const wallet = ok(await call(`${WALLET}/GetUserWallet?UserId=${player!.userId}`));
      expect(wallet[0]).toMatchObject({ ProductCode: 'COIN', Quantity: 250 });
      const history = await call(`${WALLET}/GetUserWalletHistory`, { UserId: player!.userId });
      expect(ok(history)).toEqual([
        expect.objectContaining({ ProductCode: 'COIN', Quantity: 250, Reason: 'admin' }),
      ]);
      // Reading it granted nothing (the player's own read would grant the half season's boosters).
      const entries = await server.db.query('SELECT 1 FROM wallet_entries WHERE user_id = $1', [
        player!.userId,
      ]);
      expect(entries).toHaveLength(1);
      expect(failure(await call(`${WALLET}/GetUserWallet?UserId=999999`))).toEqual([404, 2009]);
      expect(await lastAudit('adminGetUserWallet')).toMatchObject({
        target_type: 'user',
        target_id: String(player!.userId),
      });
    });
  });

  describe('coupons and products', () => {
    it('a coupon created, listed with its uses and disabled is audited before and after in its transaction', async () => {
      const created = ok(
        await call(`${WALLET}/InsertCoupon`, {
          Code: 'PANEL2026',
          Grants: [{ ProductCode: 'COIN', Quantity: 500 }],
          MaxUses: 3,
          ExpiresAt: new Date(server.clock.now().getTime() + 48 * HOUR).toISOString(),
        }),
      );
      expect(await lastAudit('adminInsertCoupon')).toMatchObject({
        target_type: 'coupon',
        target_id: String(created.Id),
        before: null,
        after: { Code: 'PANEL2026', MaxUses: 3, UsedCount: 0, IsActive: true },
      });
      const listed = ok(await call(`${WALLET}/GetCoupons`, { Search: 'PANEL' }));
      expect(listed).toEqual([expect.objectContaining({ Code: 'PANEL2026', UsedCount: 0 })]);
      const disabled = ok(
        await call(`${WALLET}/UpdateCoupon`, { Id: created.Id, IsActive: false }, admin, 'PUT'),
      );
      expect(disabled.IsActive).toBe(false);
      expect(await lastAudit('adminUpdateCoupon')).toMatchObject({
        before: { IsActive: true },
        after: { IsActive: false },
      });
      // A refused change writes no row.
      const rows = await server.db.query('SELECT id FROM admin_audit');
      const below = await call(
        `${WALLET}/UpdateCoupon`,
        { Id: 999_999, IsActive: true },
        admin,
        'PUT',
      );
      expect(failure(below)).toEqual([404, 1004]);
      expect(await server.db.query('SELECT id FROM admin_audit')).toEqual(rows);
    });

    it("a product's new price is audited with the product before and after", async () => {
      const products = ok(await call(`${WALLET}/GetProducts`));
      const product = products.find((x: { Code: string }) => x.Code === 'BENCH_BOOST');
      const { UpdatedAt: _u, ...fields } = product;
      ok(
        await call(`${WALLET}/UpsertProduct`, {
          ...fields,
          Grants: product.Grants.map((g: { ProductCode: string; Quantity: number }) => ({
            ProductCode: g.ProductCode,
            Quantity: g.Quantity,
          })),
          PriceCoins: (product.PriceCoins ?? 0) + 10,
        }),
      );
      const audit = await lastAudit('adminUpsertProduct');
      expect(audit).toMatchObject({ target_type: 'product', target_id: String(product.Id) });
      expect(audit!.after!.PriceCoins).toBe((audit!.before!.PriceCoins as number) + 10);
    });
  });

  describe('audit log', () => {
    it('lists admin actions newest first, filtered by admin, operation, target and time', async () => {
      // Real time moves on: what came before this test is older than `start`.
      server.realClock.advance(60_000);
      const start = server.realClock.now();
      const [player] = await signedInPlayers(server, 'denetim', 1);
      ok(await call(`${AUTH}/SignOutUserEverywhere`, { UserId: player!.userId }));
      ok(await call(`${AUTH}/GetUsers`, { Search: 'denetim' }));

      const list = async (filter: Record<string, unknown>) => {
        const answer = await call(`${AUTH}/GetAuditLog`, filter);
        return { rows: ok(answer), total: answer.body.TotalCount as number };
      };
      const byTarget = await list({ TargetType: 'user', TargetId: String(player!.userId) });
      expect(byTarget.rows).toEqual([
        expect.objectContaining({
          Admin: { Id: adminId, UserName: 'admin' },
          Operation: 'adminSignOutUserEverywhere',
          TargetType: 'user',
          TargetId: String(player!.userId),
          Before: expect.objectContaining({ UserName: 'denetim1' }),
        }),
      ]);
      const since = await list({ From: start.toISOString() });
      // Newest first; the list read above is an admin call too.
      expect(since.rows.map((r: { Operation: string }) => r.Operation)).toEqual([
        'adminGetAuditLog',
        'adminGetUsers',
        'adminSignOutUserEverywhere',
      ]);
      const byOperation = await list({ Operation: 'adminGetUsers', From: start.toISOString() });
      expect(byOperation.rows).toHaveLength(1);
      expect(byOperation.rows[0].After).toMatchObject({ Search: 'denetim' });
      expect((await list({ AdminUserId: 999_999 })).rows).toEqual([]);
      expect(
        (await list({ To: start.toISOString(), Operation: 'adminGetUsers' })).rows,
      ).not.toContainEqual(byOperation.rows[0]);
      const paged = await list({ SortingPaging: { NumberRecords: 2, PageNumber: 0 } });
      expect(paged.rows).toHaveLength(2);
      expect(paged.total).toBeGreaterThan(2);
    });
  });
});
