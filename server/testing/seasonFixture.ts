/**
 * A small hand-built season for tests, independent of the demo generator: 15 players a
 * club for the 18 seeded clubs (2 GK, 5 DEF, 5 MID, 3 FWD, fixed prices), and rounds of 9
 * matches each with explicit kickoffs. Tests then write appearances and events by hand,
 * or save a user team of these players (`testSquad`, `testTeamRequest`).
 */
import type { InsertCreatingUserTeamRequest, UserTeamPick } from '../../store/api/engine';
import type { Queryable } from '../db/database';
import { SUPER_LIG, SUPER_LIG_2025_26 } from '../season/clubs';
import { searchKeyOf } from '../season/playerView';
import type { Position } from '../../rules/squad';

export type { Position };
const SHAPE: [Position, number, number[]][] = [
  // position, count, prices in tenths (one per player, cheapest last)
  ['GK', 2, [50, 40]],
  ['DEF', 5, [60, 55, 50, 45, 40]],
  ['MID', 5, [90, 75, 60, 50, 45]],
  ['FWD', 3, [100, 70, 50]],
];

export interface TestPlayer {
  id: number;
  code: string;
  clubId: number;
  position: Position;
  price: number;
}

/** Players `C<club>-<POS><n>` (e.g. `C1-MID3`), 270 in all, in one statement. */
export async function addTestPlayers(db: Queryable): Promise<TestPlayer[]> {
  const planned: (Omit<TestPlayer, 'id'> & { lastName: string })[] = [];
  for (const club of SUPER_LIG_2025_26) {
    for (const [position, count, prices] of SHAPE) {
      for (let n = 1; n <= count; n++) {
        const code = `C${club.id}-${position}${n}`;
        const lastName = `${club.code} ${position} ${n}`;
        planned.push({ code, clubId: club.id, position, price: prices[n - 1]!, lastName });
      }
    }
  }
  const rows = await db.query<{ id: number; code: string }>(
    `INSERT INTO players (competition_code, code, club_id, first_name, last_name, display_name,
       search_key, position, shirt_number, nationality, price)
     SELECT $1, code, club, 'Test', last, last, key, pos, shirt, 'TR', price
     FROM unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[])
       AS t (code, club, last, key, pos, shirt, price)
     RETURNING id, code`,
    [
      SUPER_LIG,
      planned.map((p) => p.code),
      planned.map((p) => p.clubId),
      planned.map((p) => p.lastName),
      planned.map((p) => searchKeyOf(`Test ${p.lastName}`)),
      planned.map((p) => p.position),
      planned.map((_, i) => (i % 99) + 1),
      planned.map((p) => p.price),
    ],
  );
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  return planned.map(({ lastName: _lastName, ...p }) => ({ id: idOf.get(p.code)!, ...p }));
}

export interface TestRound {
  id: number;
  number: number;
  /** Match ids; match i is club 2i+1 (home) against club 2i+2, kickoff + i hours. */
  matchIds: number[];
  firstKickoff: Date;
  deadline: Date;
}

/** A round with 9 matches; `state` as given (default `open`). */
export async function addTestRound(
  db: Queryable,
  {
    number,
    firstKickoff,
    state = 'open',
    swapSides = false,
  }: {
    number: number;
    firstKickoff: Date;
    state?: 'upcoming' | 'open' | 'locked' | 'live' | 'finished' | 'scored';
    /** Play the return leg (club 2i+2 at home). */
    swapSides?: boolean;
  },
): Promise<TestRound> {
  const deadline = new Date(firstKickoff.getTime() - 60 * 60_000);
  const [round] = await db.query<{ id: number }>(
    `INSERT INTO rounds (competition_code, number, state, first_kickoff, deadline)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [SUPER_LIG, number, state, firstKickoff, deadline],
  );
  const matchIds: number[] = [];
  for (let i = 0; i < 9; i++) {
    const [home, away] = [2 * i + 1, 2 * i + 2];
    const [match] = await db.query<{ id: number }>(
      `INSERT INTO matches (competition_code, round_id, home_club_id, away_club_id, kickoff)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        SUPER_LIG,
        round!.id,
        swapSides ? away : home,
        swapSides ? home : away,
        new Date(firstKickoff.getTime() + i * 3600_000),
      ],
    );
    matchIds.push(match!.id);
  }
  return { id: round!.id, number, matchIds, firstKickoff, deadline };
}

/** The player of a club and position slot, from what `addTestPlayers` made. */
export function pick(players: TestPlayer[], clubId: number, position: Position, n: number) {
  const found = players.find((p) => p.code === `C${clubId}-${position}${n}`);
  if (!found) throw new Error(`no test player C${clubId}-${position}${n}`);
  return found;
}

/**
 * A valid 4-4-2 from `addTestPlayers`, costing 96.5M: clubs 1-11 start (GK, four DEF,
 * four MID, two FWD), clubs 12-15 on the bench. Captain C10-FWD1, vice C6-MID1 suit it.
 */
export function testSquad(players: TestPlayer[]): UserTeamPick[] {
  const id = (club: number, position: Position, n: number) => pick(players, club, position, n).id;
  const starters = [
    id(1, 'GK', 1),
    id(2, 'DEF', 1),
    id(3, 'DEF', 1),
    id(4, 'DEF', 1),
    id(5, 'DEF', 1),
    id(6, 'MID', 1),
    id(7, 'MID', 1),
    id(8, 'MID', 2),
    id(9, 'MID', 2),
    id(10, 'FWD', 1),
    id(11, 'FWD', 2),
  ];
  const bench = [id(12, 'GK', 2), id(13, 'DEF', 5), id(14, 'MID', 5), id(15, 'FWD', 3)];
  return [
    ...starters.map((PlayerId) => ({ PlayerId, IsStarter: true, BenchOrder: null })),
    ...bench.map((PlayerId, i) => ({ PlayerId, IsStarter: false, BenchOrder: i + 1 })),
  ];
}

/** Saving `testSquad` as the primary team 'Kadro FC' of a round, with any field changed. */
export function testTeamRequest(
  players: TestPlayer[],
  roundId: number,
  over: Partial<InsertCreatingUserTeamRequest> = {},
): InsertCreatingUserTeamRequest {
  return {
    WeeklyLeagueInformationId: roundId,
    CompetitionCode: SUPER_LIG,
    Name: 'Kadro FC',
    LineupOfPlayerType: '4-4-2',
    Players: testSquad(players),
    CaptainPlayerId: pick(players, 10, 'FWD', 1).id,
    ViceCaptainPlayerId: pick(players, 6, 'MID', 1).id,
    Booster: null,
    IsPrimary: true,
    ...over,
  };
}

/**
 * What a Pro table row shows of its user and team, as scoring writes it (migration 0025),
 * for fixtures that insert rows themselves: the columns, and their values read from the
 * user (`user`, a placeholder or column holding his id) and the team (`team`, or none).
 */
export const STANDING_NAMES = 'user_name, image_url, favorite_team_id, team_name';
export function standingNames(user: string, team?: string): string {
  const of = (column: string) => `(SELECT x.${column} FROM users x WHERE x.id = ${user})`;
  return `${of('user_name')}, ${of('image_url')}, ${of('favorite_team_id')}, ${
    team ? `(SELECT x.name FROM user_teams x WHERE x.id = ${team})` : 'NULL'
  }`;
}
