/**
 * The Pro and Taraftar pages are kept while nothing they show has moved, and read again
 * as soon as something has, whoever wrote it: the standings (scoring), a user's name,
 * picture or favourite club, a team's name (but not a save that keeps it), a round's state.
 * The caller's own row is each caller's, whether the page was kept or not, and is kept
 * the same way.
 */
import type { Database, Queryable } from '../db/database';
import { addTeam, clubSquad, newUser, openScoringDatabase, T0 } from '../scoring/testKit';
import {
  addTestRound,
  STANDING_NAMES,
  standingNames,
  type TestPlayer,
} from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { StoredTables, type StoredTableRequest } from './storedTables';
import type { StandingRow } from '../../store/api/league';

/** Pages kept as their rows, to be looked at (the handlers keep their compressed answer). */
const keepRows = (rows: StandingRow[]) => rows;

/** Counts the statements that read a page (the caller's row alone is another statement). */
function counting(db: Database) {
  const seen = { pages: 0, rows: 0 };
  const query: Queryable['query'] = (sql, params, options) => {
    if (sql.includes('UNION ALL')) seen.pages += 1;
    else if (options?.prepareAs?.startsWith('table-row-')) seen.rows += 1;
    return db.query(sql, params, options);
  };
  return { db: { ...db, query } as Database, seen };
}

describe.each(TEST_DATABASES)('kept Pro and Taraftar pages on %s', (kind) => {
  let db: Database;
  let players: TestPlayer[];
  let roundId: number;
  let users: number[];
  let teamId: number;
  beforeAll(async () => {
    ({ db, players } = await openScoringDatabase(kind));
    roundId = (
      await addTestRound(db, {
        number: 1,
        firstKickoff: new Date(T0.getTime() + 7 * 86400_000),
        state: 'scored',
      })
    ).id;
    users = [];
    for (let i = 0; i < 3; i++) users.push(await newUser(db));
    const squad = clubSquad(players, 1);
    teamId = await addTeam(db, roundId, {
      userId: users[0]!,
      ...squad,
      captain: squad.xi[1]!,
      vice: squad.xi[2]!,
    });
    for (const [i, user] of users.entries()) {
      await db.query(
        `INSERT INTO pro_standings (round_id, user_id, user_team_id, round_points, total_points,
           best_round, round_rank, overall_rank, first_team_created_at, club_id, club_round_rank,
           club_overall_rank, ${STANDING_NAMES})
         VALUES ($1, $2, $3, $4, $4, $4, $5, $5, $6, 1, $5, $5, ${standingNames('$2', '$3')})`,
        [roundId, user, i === 0 ? teamId : null, 90 - i * 10, i + 1, T0],
      );
    }
  });
  afterAll(() => db.close());

  const request = (callerId: number, over: Partial<StoredTableRequest> = {}) => ({
    competitionCode: 'TR_SL',
    roundId: undefined,
    callerId,
    paging: { PageNumber: 0, NumberRecords: 50 },
    ...over,
  });

  it("reads a page once, then only each caller's row, until something it shows moves", async () => {
    const { db: watched, seen } = counting(db);
    const tables = new StoredTables(watched, keepRows);
    const first = await tables.read({ kind: 'pro' }, request(users[0]!));
    expect(first.rows.map((r) => r.User.Id)).toEqual(users);
    expect(first.rest.MyRow?.Rank).toBe(1);
    expect(seen).toEqual({ pages: 1, rows: 0 });

    const other = await tables.read({ kind: 'pro' }, request(users[2]!));
    expect(other.rows).toBe(first.rows);
    expect(other.rest.MyRow?.Rank).toBe(3);
    expect(other.total).toBe(3);
    expect(seen).toEqual({ pages: 1, rows: 1 });

    // Each caller's row is kept too: the first caller's came with the page.
    await tables.read({ kind: 'pro' }, request(users[0]!));
    await tables.read({ kind: 'pro' }, request(users[2]!));
    await tables.read(
      { kind: 'pro' },
      request(users[2]!, { paging: { PageNumber: 0, NumberRecords: 1 } }),
    );
    expect(seen).toEqual({ pages: 2, rows: 1 });

    // Writes as any server, job or importer would make them: straight to the database.
    const writes: [string, () => Promise<unknown>, (t: typeof first) => unknown, unknown][] = [
      [
        'a user renamed',
        () => db.query(`UPDATE users SET user_name = 'yeni_ad' WHERE id = $1`, [users[1]]),
        (t) => t.rows[1]!.User.UserName,
        'yeni_ad',
      ],
      [
        'a picture',
        () => db.query(`UPDATE users SET image_url = '/p.webp' WHERE id = $1`, [users[2]]),
        (t) => t.rows[2]!.User.ImageUrl,
        '/p.webp',
      ],
      [
        'a favourite club',
        () => db.query(`UPDATE users SET favorite_team_id = 3 WHERE id = $1`, [users[0]]),
        (t) => t.rows[0]!.User.FavoriteTeamId,
        3,
      ],
      [
        'a team renamed',
        () => db.query(`UPDATE user_teams SET name = 'Yıldızlar' WHERE id = $1`, [teamId]),
        (t) => t.rows[0]!.TeamName,
        'Yıldızlar',
      ],
      [
        'the standings scored again',
        () => db.query(`UPDATE pro_standings SET total_points = 95 WHERE user_id = $1`, [users[0]]),
        (t) => t.rows[0]!.TotalPoints,
        95,
      ],
      [
        'the round back to finished for a correction',
        () => db.query(`UPDATE rounds SET state = 'finished' WHERE id = $1`, [roundId]),
        (t) => t.rest.IsProvisional,
        true,
      ],
    ];
    for (const [what, write, shown, expected] of writes) {
      const pagesBefore = seen.pages;
      await write();
      const after = await tables.read({ kind: 'pro' }, request(users[0]!));
      expect([what, shown(after)]).toEqual([what, expected]);
      expect([what, after.rest.MyRow]).toEqual([what, after.rows[0]]);
      expect([what, seen.pages]).toEqual([what, pagesBefore + 1]);
    }
  });

  it('keeps the page through a save of a team that keeps its name, sign-ins, and the changes of a user in no table', async () => {
    const { db: watched, seen } = counting(db);
    const tables = new StoredTables(watched, keepRows);
    await tables.read({ kind: 'pro' }, request(users[0]!));
    await db.query(`UPDATE user_teams SET name = name, budget = budget WHERE id = $1`, [teamId]);
    await db.query(`UPDATE users SET last_login_at = now() WHERE id = $1`, [users[1]]);
    const newcomer = await newUser(db);
    await db.query(
      `UPDATE users SET image_url = '/avatars/ball.svg', favorite_team_id = 4 WHERE id = $1`,
      [newcomer],
    );
    await tables.read({ kind: 'pro' }, request(users[1]!));
    expect(seen.pages).toBe(1);
  });

  it('reads the rows and favourite clubs of callers who ask at once in one statement', async () => {
    const { db: watched, seen } = counting(db);
    const tables = new StoredTables(watched, keepRows);
    await tables.read({ kind: 'pro' }, request(users[0]!));
    const answers = await Promise.all(
      [...users, 999_999].map((u) => tables.read({ kind: 'pro' }, request(u))),
    );
    expect(answers.map((a) => a.rest.MyRow?.Rank ?? null)).toEqual([1, 2, 3, null]);
    expect(seen).toEqual({ pages: 1, rows: 1 });
    const clubs = await Promise.all([...users, 999_999].map((u) => tables.favouriteClubOf(u)));
    expect(clubs).toHaveLength(4);
    expect(clubs[3]).toBeNull();
  });

  it('reads the pages callers ask for at once, with their rows, in one statement', async () => {
    const { db: watched, seen } = counting(db);
    const tables = new StoredTables(watched, keepRows);
    // Each caller his own page of one row (as each asks for the page containing him),
    // and a page past the table's end; all arrived before the counters were read, as
    // requests that come in together.
    const asked = [...users.map((u, i) => [u, i] as const), [users[0]!, 5] as const];
    const since = performance.now();
    const answers = await Promise.all(
      asked.map(([u, page]) =>
        tables.read(
          { kind: 'pro' },
          request(u, { paging: { PageNumber: page, NumberRecords: 1 }, since }),
        ),
      ),
    );
    expect(answers.map((a) => a.rows.map((r) => r.User.Id))).toEqual([
      [users[0]],
      [users[1]],
      [users[2]],
      [],
    ]);
    expect(answers.map((a) => a.rest.MyRow?.Rank)).toEqual([1, 2, 3, 1]);
    expect(answers.map((a) => a.total)).toEqual([3, 3, 3, 3]);
    expect(seen).toEqual({ pages: 1, rows: 0 });
  });

  it('keeps pages apart by table, round and page', async () => {
    const tables = new StoredTables(db, keepRows);
    const pro = await tables.read({ kind: 'pro' }, request(users[0]!));
    const club = await tables.read({ kind: 'club', clubId: 1 }, request(users[0]!));
    const otherClub = await tables.read({ kind: 'club', clubId: 2 }, request(users[0]!));
    const round = await tables.read({ kind: 'pro' }, request(users[0]!, { roundId }));
    const second = await tables.read(
      { kind: 'pro' },
      request(users[0]!, { paging: { PageNumber: 1, NumberRecords: 2 } }),
    );
    expect(club.rows).toHaveLength(3);
    expect(club.rows).not.toBe(pro.rows);
    expect(otherClub.rows).toEqual([]);
    expect(otherClub.rest.MyRow).toBeNull();
    expect(round.rows.map((r) => r.PreviousRank)).toEqual([null, null, null]);
    expect(second.rows.map((r) => r.Rank)).toEqual([3]);
  });

  it("keeps a caller's favourite club until his profile changes", async () => {
    let lookups = 0;
    const watched = {
      ...db,
      query: ((sql, params, options) => {
        if (options?.prepareAs === 'favourite-clubs') lookups += 1;
        return db.query(sql, params, options);
      }) as Database['query'],
    } as Database;
    const tables = new StoredTables(watched, keepRows);
    await db.query(`UPDATE users SET favorite_team_id = 4 WHERE id = $1`, [users[1]]);
    expect(await tables.favouriteClubOf(users[1]!)).toBe(4);
    expect(await tables.favouriteClubOf(users[1]!)).toBe(4);
    expect(lookups).toBe(1);
    await db.query(`UPDATE users SET favorite_team_id = NULL WHERE id = $1`, [users[1]]);
    expect(await tables.favouriteClubOf(users[1]!)).toBeNull();
    expect(lookups).toBe(2);
  });

  it('answers an unknown round with 404, not kept', async () => {
    const tables = new StoredTables(db, keepRows);
    await expect(
      tables.read({ kind: 'pro' }, request(users[0]!, { roundId: 999_999 })),
    ).rejects.toMatchObject({ kind: { status: 404 } });
  });

  // Last: it adds a row in another club's table.
  it("reads the rows of callers of different clubs in one statement, each in his club's table only", async () => {
    const fan = await newUser(db);
    await db.query(
      `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
         round_rank, overall_rank, first_team_created_at, club_id, club_round_rank,
         club_overall_rank, ${STANDING_NAMES})
       VALUES ($1, $2, 50, 50, 50, 4, 4, $3, 2, 1, 1, ${standingNames('$2', 'NULL')})`,
      [roundId, fan, T0],
    );
    const { db: watched, seen } = counting(db);
    const tables = new StoredTables(watched, keepRows);
    const club = (clubId: number, caller: number, since?: number) =>
      tables.read({ kind: 'club', clubId }, request(caller, { since }));
    await club(1, users[0]!);
    await club(2, fan);
    expect(seen).toEqual({ pages: 2, rows: 0 });
    // Arrived together, before the counters were read.
    const since = performance.now();
    const answers = await Promise.all([
      club(1, users[1]!, since),
      club(2, users[2]!, since), // his row is in club 1's table
      club(1, fan, since), // his row is in club 2's
      club(2, fan, since),
    ]);
    expect(answers.map((a) => a.rest.MyRow?.Rank ?? null)).toEqual([2, null, null, 1]);
    expect(seen).toEqual({ pages: 2, rows: 1 });
  });
});
