/**
 * The round's prizes at size: 50,000 ranked teams, so 5,000 winners (the top 10%), paid in
 * one ledger statement with the prize table's tiers, and a repeat paying nobody.
 */
import { firstStart } from '../accounts/firstStart';
import type { Database, Queryable } from '../db/database';
import { ManualClock } from '../platform/clock';
import { STANDING_NAMES, standingNames } from '../testing/seasonFixture';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { TEST_ACCOUNTS } from '../testing/testServer';
import { ledgerDiscrepancies } from '../wallet/ledger';
import { payRoundPrizes } from './endOfWeek';

const TEAMS = 50_000;

describe.each(TEST_DATABASES)('round prizes at size on %s', (kind) => {
  let db: Database;
  let roundId: number;
  const at = new Date('2026-03-01T20:00:00Z');

  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    await firstStart(db, new ManualClock(at), {
      admin: TEST_ACCOUNTS.admin,
      demo: TEST_ACCOUNTS.demo,
    });
    const [round] = await db.query<{ id: number }>(
      `INSERT INTO rounds (competition_code, number, state, first_kickoff, deadline)
       VALUES ('TR_SL', 1, 'scored', $1, $1) RETURNING id`,
      [at],
    );
    roundId = round!.id;
    await db.query(
      `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
         agreement_accepted_at, email_verified_at, created_at)
       SELECT 'odul' || n, 'odul' || n, 'odul' || n || '@example.com',
         'odul' || n || '@example.com', 'x', $1, $1, $1
       FROM generate_series(1, $2::int) n`,
      [at, TEAMS],
    );
    // Ranks 1..50,000 in user order, as the score job writes them.
    await db.query(
      `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
         round_rank, overall_rank, first_team_created_at, ${STANDING_NAMES})
       SELECT $1, id, $2 - n, $2 - n, $2 - n, n, n, $3, ${standingNames('u.id')}
       FROM (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM users
             WHERE user_name LIKE 'odul%') u`,
      [roundId, TEAMS, at],
    );
  }, 300_000);
  afterAll(() => db.close());
  afterEach(async () => {
    expect(await ledgerDiscrepancies(db)).toEqual([]);
  });

  /** `tx` that counts the statements writing ledger entries. */
  const counting = (tx: Queryable) => {
    const counted = {
      ledgerWrites: 0,
      query: <R>(sql: string, params?: unknown[]) => {
        if (/INSERT INTO wallet_entries/.test(sql)) counted.ledgerWrites += 1;
        return tx.query<R>(sql, params);
      },
      exec: (sql: string) => tx.exec(sql),
    };
    return counted;
  };
  const pay = () =>
    db.transaction(async (tx) => {
      const c = counting(tx);
      const paid = await payRoundPrizes(c, roundId, at);
      return { paid, ledgerWrites: c.ledgerWrites };
    });

  it('pays 5,000 winners their tier in one ledger statement; a repeat pays nobody', async () => {
    const started = performance.now();
    expect(await pay()).toEqual({ paid: 5_000, ledgerWrites: 1 });
    // eslint-disable-next-line no-console -- the figure the README quotes
    console.log(`5,000 prizes on ${kind}: ${(performance.now() - started).toFixed(0)} ms`);
    // 1: 10,000; 2-10: 2,500; 11-100: 500; 101-500 (top 1%): 100; 501-5,000 (top 10%): 20.
    const tiers = await db.query<{ fan_gold: number; winners: number }>(
      `SELECT quantity AS fan_gold, count(*)::int AS winners FROM wallet_entries
       WHERE reason = 'prize' AND reference = $1 GROUP BY quantity ORDER BY quantity DESC`,
      [`contest:${roundId}`],
    );
    expect(tiers).toEqual([
      { fan_gold: 10_000, winners: 1 },
      { fan_gold: 2_500, winners: 9 },
      { fan_gold: 500, winners: 90 },
      { fan_gold: 100, winners: 400 },
      { fan_gold: 20, winners: 4_500 },
    ]);
    const [last] = await db.query<{ quantity: number }>(
      `SELECT b.quantity FROM wallet_balances b JOIN pro_standings s ON s.user_id = b.user_id
       WHERE s.round_id = $1 AND s.round_rank = 5000 AND b.product_code = 'FANGOLD'`,
      [roundId],
    );
    expect(last!.quantity).toBe(20);

    expect(await pay()).toEqual({ paid: 0, ledgerWrites: 0 });
    const [total] = await db.query<{ sum: number }>(
      "SELECT sum(quantity)::int AS sum FROM wallet_entries WHERE reason = 'prize'",
    );
    expect(total!.sum).toBe(10_000 + 9 * 2_500 + 90 * 500 + 400 * 100 + 4_500 * 20);
  });
});
