/**
 * A fresh install's season, end to end on the real database: the generated season, the demo
 * league, and the catch-up run of matches and round jobs that `npm start` does.
 */
import { firstStart } from '../accounts/firstStart';
import type { Database } from '../db/database';
import { checkProduct, joinSpecialLeague, specialLeagueList } from '../leagues/specialLeagues';
import { chipForPay } from '../market/purchases';
import { ManualClock } from '../platform/clock';
import { advanceSeason } from '../rounds/scheduler';
import { SUPER_LIG } from '../season/clubs';
import { seedDemoSeason } from '../season/demoSeason';
import { playDueMatches } from '../season/matchPlay';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { balanceOf, ledgerDiscrepancies } from '../wallet/ledger';
import { DEMO_PURSE, seedDemoLeague } from './demoLeague';

describe.each(TEST_DATABASES)('a fresh demo season (%s)', (kind) => {
  let db: Database;
  // A Wednesday: the rounds before have finished, the next one is open.
  const clock = new ManualClock('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    await firstStart(db, clock, {
      admin: { userName: 'admin', email: 'admin@kadro.test', password: 'admin-password-1' },
      demo: { userName: 'demo', email: 'demo@kadro.test', password: 'demo-password-1' },
    });
    await seedDemoSeason(db, clock.now());
    await seedDemoLeague(db, { competitionCode: SUPER_LIG, demoUserName: 'demo', managers: 20 });
    await advanceSeason(db, clock.now(), { playMatches: playDueMatches });
  }, 180_000);
  afterAll(() => db.close());

  it('has several rounds scored and the next round open for teams', async () => {
    const rounds = await db.query<{ number: number; state: string }>(
      'SELECT number, state FROM rounds ORDER BY number',
    );
    expect(rounds).toHaveLength(34);
    const scored = rounds.filter((r) => r.state === 'scored').map((r) => r.number);
    expect(scored.length).toBeGreaterThanOrEqual(5);
    expect(scored).toEqual(Array.from({ length: scored.length }, (_, i) => i + 1));
    const open = rounds.filter((r) => r.state === 'open');
    expect(open).toEqual([{ number: scored.length + 1, state: 'open' }]);
  });

  it('gives the demo player and the managers a primary team with points in every scored round', async () => {
    const rows = await db.query<{ number: number; teams: number; scored_teams: number }>(
      `SELECT r.number, count(t.id)::int AS teams, count(sc.points)::int AS scored_teams
       FROM rounds r JOIN user_teams t ON t.round_id = r.id AND t.is_primary
       LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
       WHERE r.state = 'scored' GROUP BY r.number ORDER BY r.number`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(row).toMatchObject({ teams: 21, scored_teams: 21 });
    const [demo] = await db.query<{ total: number }>(
      `SELECT s.total_points AS total FROM pro_standings s JOIN users u ON u.id = s.user_id
       WHERE u.user_name = 'demo' ORDER BY s.round_id DESC LIMIT 1`,
    );
    expect(demo!.total).toBeGreaterThan(0);
  });

  it('gives the demo player coins and FanGold to try the market with, in the ledger', async () => {
    const [demo] = await db.query<{ id: number }>("SELECT id FROM users WHERE user_name = 'demo'");
    expect(await balanceOf(db, demo!.id, 'COIN')).toBe(DEMO_PURSE.COIN);
    // Besides the purse, the FanGold prizes of the rounds the demo season scored.
    const [prizes] = await db.query<{ won: number }>(
      `SELECT COALESCE(sum(quantity), 0)::int AS won FROM wallet_entries
       WHERE user_id = $1 AND product_code = 'FANGOLD' AND reason = 'prize'`,
      [demo!.id],
    );
    expect(await balanceOf(db, demo!.id, 'FANGOLD')).toBe(DEMO_PURSE.FANGOLD + prizes!.won);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it('shows a special league the demo player joins with a pass bought with the purse', async () => {
    const [demo] = await db.query<{ id: number }>("SELECT id FROM users WHERE user_name = 'demo'");
    const [league] = await specialLeagueList(db, demo!.id, SUPER_LIG, 'en-US');
    expect(league).toMatchObject({ Name: 'Kadro Sponsor League', RequiresProduct: true });
    expect(await checkProduct(db, demo!.id, league!.Id)).toMatchObject({
      Allowed: false,
      Reason: 'productMissing',
      ProductId: league!.ProductId,
    });
    await chipForPay(
      db,
      demo!.id,
      { productId: league!.ProductId!, channel: 'Web', IdempotencyKey: 'demo-pass-0001' },
      clock.now(),
    );
    const joined = await joinSpecialLeague(db, demo!.id, league!.Id, 'tr-TR', clock.now());
    expect(joined).toMatchObject({ Name: 'Kadro Sponsor Ligi', IsMember: true, MemberCount: 1 });
    expect(await balanceOf(db, demo!.id, 'SPECIAL_SPONSOR')).toBe(0);
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  it('leaves the managers unable to sign in', async () => {
    const hashes = await db.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE email LIKE 'manager%@demo.kadro.local'`,
    );
    expect(hashes).toHaveLength(20);
    expect(new Set(hashes.map((h) => h.password_hash))).toEqual(new Set(['!']));
  });

  it('does nothing on a second start', async () => {
    expect(await seedDemoSeason(db, clock.now())).toMatchObject({ created: false });
    expect(
      await seedDemoLeague(db, { competitionCode: SUPER_LIG, demoUserName: 'demo', managers: 20 }),
    ).toEqual({ teams: 0 });
  });
});
