/**
 * Test helpers for scoring and round jobs: a migrated database with clubs and the test
 * season's players, hand-written appearances and events, users and user teams.
 */
import type { Database, Queryable } from '../db/database';
import { migrate } from '../db/migrate';
import { seedClubs } from '../season/clubs';
import { addTestPlayers, pick, type Position, type TestPlayer } from '../testing/seasonFixture';
import { openTestDatabase, type TestDatabaseKind } from '../testing/testDatabase';
import type { SheetEventType } from '../../rules/matchSheet';

export const T0 = new Date('2026-01-01T12:00:00Z');

export async function openScoringDatabase(
  kind: TestDatabaseKind,
): Promise<{ db: Database; players: TestPlayer[] }> {
  const db = await openTestDatabase(kind);
  await migrate(db);
  await seedClubs(db);
  return { db, players: await addTestPlayers(db) };
}

/** The player's club comes from the player; a starter comes on at 0. */
export async function appear(
  q: Queryable,
  matchId: number,
  player: TestPlayer,
  { on = 0, off = null, saves = 0 }: { on?: number; off?: number | null; saves?: number } = {},
): Promise<void> {
  await q.query(
    `INSERT INTO match_appearances (match_id, player_id, club_id, is_starter, minute_on, minute_off, saves)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [matchId, player.id, player.clubId, on === 0, on, off, saves],
  );
}

export async function event(
  q: Queryable,
  matchId: number,
  minute: number,
  type: SheetEventType,
  player: TestPlayer,
  related: TestPlayer | null = null,
): Promise<void> {
  await q.query(
    `INSERT INTO match_events (match_id, minute, type, club_id, player_id, related_player_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [matchId, minute, type, player.clubId, player.id, related?.id ?? null],
  );
}

export async function setMatch(
  q: Queryable,
  matchId: number,
  state: 'scheduled' | 'live' | 'finished' | 'postponed',
  minute: number | null = null,
): Promise<void> {
  await q.query('UPDATE matches SET state = $2, minute = $3 WHERE id = $1', [
    matchId,
    state,
    minute,
  ]);
}

let userSeq = 0;
export async function newUser(q: Queryable, createdAt = T0): Promise<number> {
  userSeq += 1;
  const name = `oyuncu_${userSeq}_${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
       agreement_accepted_at, created_at)
     VALUES ($1, $1, $2, $2, 'x', $3, $3) RETURNING id`,
    [name, `${name}@example.com`, createdAt],
  );
  return row!.id;
}

/** 4-4-2 of one club: XI GK1 DEF1-4 MID1-4 FWD1-2, bench GK2 DEF5 MID5 FWD3. */
export function clubSquad(players: TestPlayer[], clubId: number) {
  const p = (position: Position, n: number) => pick(players, clubId, position, n);
  return {
    xi: [
      p('GK', 1),
      p('DEF', 1),
      p('DEF', 2),
      p('DEF', 3),
      p('DEF', 4),
      p('MID', 1),
      p('MID', 2),
      p('MID', 3),
      p('MID', 4),
      p('FWD', 1),
      p('FWD', 2),
    ],
    bench: [p('GK', 2), p('DEF', 5), p('MID', 5), p('FWD', 3)],
  };
}

export interface TeamSpec {
  userId: number;
  xi: TestPlayer[];
  bench: TestPlayer[];
  captain: TestPlayer;
  vice: TestPlayer;
  lineup?: string;
  booster?: 'BudgetBooster' | 'TripleCaptain' | 'BenchBoost' | null;
  primary?: boolean;
  createdAt?: Date;
}

export async function addTeam(q: Queryable, roundId: number, spec: TeamSpec): Promise<number> {
  const [team] = await q.query<{ id: number }>(
    `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup, budget,
       booster, captain_player_id, vice_captain_player_id, created_at, updated_at)
     VALUES ($1, $2, 'TR_SL', 'Takım', $3, $4, 1000, $5, $6, $7, $8, $8) RETURNING id`,
    [
      spec.userId,
      roundId,
      spec.primary ?? true,
      spec.lineup ?? '4-4-2',
      spec.booster ?? null,
      spec.captain.id,
      spec.vice.id,
      spec.createdAt ?? T0,
    ],
  );
  await q.query(
    `INSERT INTO user_team_players (user_team_id, player_id, slot_order, is_starter, bench_order)
     SELECT $1, x.player_id, x.ord, x.ord <= 11, CASE WHEN x.ord > 11 THEN x.ord - 11 END
     FROM unnest($2::int[]) WITH ORDINALITY AS x (player_id, ord)`,
    [team!.id, [...spec.xi, ...spec.bench].map((p) => p.id)],
  );
  return team!.id;
}

/** Round points of players (0 for one who has none). */
export async function roundPointsOf(
  q: Queryable,
  roundId: number,
  players: TestPlayer[],
): Promise<number[]> {
  const rows = await q.query<{ player_id: number; points: number }>(
    'SELECT player_id, points FROM player_round_scores WHERE round_id = $1 AND player_id = ANY($2)',
    [roundId, players.map((p) => p.id)],
  );
  return players.map((p) => rows.find((r) => r.player_id === p.id)?.points ?? 0);
}

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
