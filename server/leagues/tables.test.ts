/**
 * League tables over hand-written `pro_standings` rows (what scoring writes): the Pro and
 * club tables read their stored ranks, a member set is ranked here by the tie rule; pages
 * in rank order, the caller's row wherever it falls, movement since the previous scored
 * round, and the table's size.
 */
import type { Database, Queryable } from '../db/database';
import { newUser, openScoringDatabase, T0 } from '../scoring/testKit';
import { addTestRound, STANDING_NAMES, standingNames } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { latestTableRound, readTable, type TableRequest } from './tables';
import type { RoundRef } from '../stats/roundLookup';

interface Standing {
  user: number;
  round: number;
  total: number;
  best: number;
  /** Minutes after T0 of the first team's creation. */
  created?: number;
  club?: number | null;
  ranks: [round: number, overall: number];
  clubRanks?: [round: number, overall: number];
  /** The previous scored round's overall and club overall ranks, as scoring stores them. */
  previous?: [overall: number | null, club: number | null];
}

async function addStanding(q: Queryable, roundId: number, s: Standing): Promise<void> {
  await q.query(
    `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
       round_rank, overall_rank, first_team_created_at, club_id, club_round_rank, club_overall_rank,
       previous_overall_rank, previous_club_overall_rank, ${STANDING_NAMES})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${standingNames('$2')})`,
    [
      roundId,
      s.user,
      s.round,
      s.total,
      s.best,
      s.ranks[0],
      s.ranks[1],
      new Date(T0.getTime() + (s.created ?? 0) * 60_000),
      s.club ?? null,
      s.clubRanks?.[0] ?? null,
      s.clubRanks?.[1] ?? null,
      s.previous?.[0] ?? null,
      s.previous?.[1] ?? null,
    ],
  );
}

describe.each(TEST_DATABASES)('league tables on %s', (kind) => {
  let db: Database;
  let r1: RoundRef;
  let r2: RoundRef;
  let users: number[];
  /** Round `id`'s partition of the Pro table, as scoring creates it (migration 0026). */
  const roundPartition = (id: number) =>
    db.exec(
      `CREATE TABLE pro_standings_round_${id} PARTITION OF pro_standings FOR VALUES IN (${id})`,
    );
  beforeAll(async () => {
    ({ db } = await openScoringDatabase(kind));
    const round = async (number: number, state: 'scored' | 'live') => {
      const r = await addTestRound(db, {
        number,
        firstKickoff: new Date(T0.getTime() + number * 7 * 86400_000),
        state,
      });
      return { id: r.id, number, state, competitionCode: 'TR_SL' };
    };
    r1 = await round(1, 'scored');
    r2 = await round(2, 'live');
    // Each round's rows in a partition of its own, as scoring leaves them (migration 0026).
    for (const r of [r1, r2]) await roundPartition(r.id);
    users = [];
    for (let i = 0; i < 5; i++) users.push(await newUser(db));
    const [a, b, c, d] = users as [number, number, number, number];
    // Round 1: a 50, b 40, c 40 (c's team later), d 30; e has no team.
    await addStanding(db, r1.id, {
      user: a,
      round: 50,
      total: 50,
      best: 50,
      club: 1,
      ranks: [1, 1],
      clubRanks: [1, 1],
    });
    await addStanding(db, r1.id, {
      user: b,
      round: 40,
      total: 40,
      best: 40,
      club: 2,
      ranks: [2, 2],
      clubRanks: [1, 1],
    });
    await addStanding(db, r1.id, {
      user: c,
      round: 40,
      total: 40,
      best: 40,
      created: 1,
      club: 1,
      ranks: [3, 3],
      clubRanks: [2, 2],
    });
    await addStanding(db, r1.id, {
      user: d,
      round: 30,
      total: 30,
      best: 30,
      club: 1,
      ranks: [4, 4],
      clubRanks: [3, 3],
    });
    // Round 2: a 10 (60), b 30 (70), c 20 (60, best 40 < a's 50), d 40 (70, best 40: d
    // ties b on total, best round and creation; b's is the earlier account, so b is 1st).
    await addStanding(db, r2.id, {
      user: a,
      round: 10,
      total: 60,
      best: 50,
      club: 1,
      ranks: [4, 3],
      clubRanks: [3, 2],
      previous: [1, 1],
    });
    await addStanding(db, r2.id, {
      user: b,
      round: 30,
      total: 70,
      best: 40,
      club: 2,
      ranks: [2, 1],
      clubRanks: [1, 1],
      previous: [2, 1],
    });
    await addStanding(db, r2.id, {
      user: c,
      round: 20,
      total: 60,
      best: 40,
      created: 1,
      club: 1,
      ranks: [3, 4],
      clubRanks: [2, 3],
      previous: [3, 2],
    });
    await addStanding(db, r2.id, {
      user: d,
      round: 40,
      total: 70,
      best: 40,
      club: 1,
      ranks: [1, 2],
      clubRanks: [1, 1],
      previous: [4, 3],
    });
  });
  afterAll(() => db.close());

  const request = (over: Partial<TableRequest> = {}): TableRequest => ({
    overall: true,
    callerId: users[0]!,
    limit: 50,
    offset: 0,
    ...over,
  });
  const ranks = (rows: { Rank: number; PreviousRank: number | null; User: { Id: number } }[]) =>
    rows.map((r) => [users.indexOf(r.User.Id), r.Rank, r.PreviousRank]);

  if (kind === 'postgres') {
    it("a kept table's statement is planned once for its round's partition, not at every call", async () => {
      // A season's partitions: the other rounds' (no rows of theirs are read).
      for (let id = 9001; id <= 9006; id++) await roundPartition(id);
      const plans = await db.transaction(async (tx) => {
        // One connection: PostgreSQL's prepared statements are a session's.
        for (let i = 0; i < 8; i++) await readTable(tx, r2, { kind: 'pro' }, request());
        return tx.query<{ name: string; generic: number; custom: number }>(
          `SELECT name, generic_plans::int AS generic, custom_plans::int AS custom
           FROM pg_prepared_statements WHERE name LIKE 'table-pro-%'`,
        );
      });
      // Five custom plans, then the generic one for good (PostgreSQL's plan cache).
      expect(plans).toEqual([
        { name: expect.stringMatching(/^table-pro-overall/), generic: 3, custom: 5 },
      ]);
    });
  }

  it('the latest round with rows is the overall table', async () => {
    expect((await latestTableRound(db, 'TR_SL'))?.id).toBe(r2.id);
  });

  it('Pro overall: stored ranks in order, movement since the previous scored round, my row', async () => {
    const { page, total } = await readTable(db, r2, { kind: 'pro' }, request());
    expect(total).toBe(4);
    expect(ranks(page.Rows)).toEqual([
      [1, 1, 2],
      [3, 2, 4],
      [0, 3, 1],
      [2, 4, 3],
    ]);
    expect(page.MyRow).toMatchObject({ Rank: 3, PreviousRank: 1, TotalPoints: 60, BestRound: 50 });
    expect(page).toMatchObject({ WeeklyLeagueInformationId: r2.id, IsProvisional: true });
  });

  it('a page past the caller still answers his row; the round table has no movement', async () => {
    const { page } = await readTable(
      db,
      r2,
      { kind: 'pro' },
      request({ overall: false, limit: 2, offset: 2 }),
    );
    expect(ranks(page.Rows)).toEqual([
      [2, 3, null],
      [0, 4, null],
    ]);
    expect(page.MyRow).toMatchObject({ Rank: 4, RoundPoints: 10 });
    const none = await readTable(db, r2, { kind: 'pro' }, request({ callerId: users[4]! }));
    expect(none.page.MyRow).toBeNull();
  });

  it('Taraftar: only the club, its stored ranks, movement within the club', async () => {
    const { page, total } = await readTable(db, r2, { kind: 'club', clubId: 1 }, request());
    expect(total).toBe(3);
    expect(ranks(page.Rows)).toEqual([
      [3, 1, 3],
      [0, 2, 1],
      [2, 3, 2],
    ]);
    const other = await readTable(db, r2, { kind: 'club', clubId: 2 }, request());
    expect(ranks(other.page.Rows)).toEqual([[1, 1, 1]]);
    expect(other.page.MyRow).toBeNull();
  });

  it('a member set is ranked by the tie rule: total, best round, earlier first team', async () => {
    const [a, b, c] = users as [number, number, number];
    const members = {
      sql: 'SELECT id AS user_id FROM users WHERE id = ANY($1::int[])',
      params: [[a, b, c, users[4]!]],
    };
    const overall = await readTable(db, r2, { kind: 'members', members }, request());
    expect(overall.total).toBe(3);
    // b 70; a 60 best 50; c 60 best 40. Round 1 among them: a, b, c.
    expect(ranks(overall.page.Rows)).toEqual([
      [1, 1, 2],
      [0, 2, 1],
      [2, 3, 3],
    ]);
    expect(overall.page.MyRow).toMatchObject({ Rank: 2, PreviousRank: 1 });
    const round = await readTable(
      db,
      r2,
      { kind: 'members', members },
      request({ overall: false, limit: 1, offset: 1 }),
    );
    expect(ranks(round.page.Rows)).toEqual([[2, 2, null]]);
    expect(round.page.MyRow).toMatchObject({ Rank: 3 });
  });

  it('stored ranks are positions: every page is a range of them, the size is the last', async () => {
    const r3 = await addTestRound(db, {
      number: 3,
      firstKickoff: new Date(T0.getTime() + 21 * 86400_000),
      state: 'live',
    });
    const round: RoundRef = { id: r3.id, number: 3, state: 'live', competitionCode: 'TR_SL' };
    const f = await newUser(db);
    const everyone = [...users, f];
    // Stored in an order other than rank order, so the page's order comes from the ranks.
    const ranked = [3, 1, 2, 6, 4, 5];
    for (const [i, rank] of ranked.entries()) {
      const points = 100 - rank;
      await addStanding(db, r3.id, {
        user: everyone[i]!,
        round: points,
        total: points,
        best: points,
        ranks: [rank, rank],
      });
    }
    for (const limit of [1, 2, 4]) {
      const walked: number[] = [];
      for (let offset = 0; offset < 8; offset += limit) {
        const { page, total } = await readTable(
          db,
          round,
          { kind: 'pro' },
          request({ limit, offset }),
        );
        expect(total).toBe(6);
        walked.push(...page.Rows.map((r) => r.Rank));
      }
      expect(walked).toEqual([1, 2, 3, 4, 5, 6]);
    }
    const { page } = await readTable(
      db,
      round,
      { kind: 'pro' },
      request({ limit: 2, offset: 4, callerId: users[3]! }),
    );
    expect(page.Rows.map((r) => r.User.Id)).toEqual([f, users[3]]);
    expect(page.MyRow).toMatchObject({ Rank: 6 });
  });

  it('a member set: teams equal on the whole tie rule are ordered by the earlier account', async () => {
    const [b, d] = [users[1]!, users[3]!];
    const members = { sql: 'SELECT unnest($1::int[]) AS user_id', params: [[b, d]] };
    const { page } = await readTable(
      db,
      r2,
      { kind: 'members', members },
      request({ callerId: d }),
    );
    expect(ranks(page.Rows)).toEqual([
      [1, 1, 1],
      [3, 2, 2],
    ]);
  });
});
