/**
 * Test data for the read endpoints: the test season's players, five rounds around the
 * server clock (two scored, one live, one open, one upcoming) and helpers that write the
 * scoring module's derived rows by hand, so each test states the figures it reads back.
 */
import type { Queryable } from '../db/database';
import {
  addTestPlayers,
  addTestRound,
  type TestPlayer,
  type TestRound,
} from '../testing/seasonFixture';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface ReadSeason {
  players: TestPlayer[];
  /** Rounds 1-5: scored, scored, live, open, upcoming. */
  rounds: [TestRound, TestRound, TestRound, TestRound, TestRound];
}

export async function addReadSeason(q: Queryable, now: Date): Promise<ReadSeason> {
  const players = await addTestPlayers(q);
  const at = (offset: number) => new Date(now.getTime() + offset);
  const rounds = [
    await addTestRound(q, { number: 1, firstKickoff: at(-14 * DAY), state: 'scored' }),
    await addTestRound(q, {
      number: 2,
      firstKickoff: at(-7 * DAY),
      state: 'scored',
      swapSides: true,
    }),
    await addTestRound(q, { number: 3, firstKickoff: at(-2 * HOUR), state: 'live' }),
    await addTestRound(q, { number: 4, firstKickoff: at(5 * DAY), state: 'open', swapSides: true }),
    await addTestRound(q, { number: 5, firstKickoff: at(12 * DAY), state: 'upcoming' }),
  ] as ReadSeason['rounds'];
  // Matches of the scored rounds are over; round 3's first match is on.
  for (const r of rounds.slice(0, 2)) {
    await q.query(
      `UPDATE matches SET state = 'finished', home_score = 1, away_score = 0 WHERE round_id = $1`,
      [r.id],
    );
  }
  await q.query(
    `UPDATE matches SET state = 'live', home_score = 0, away_score = 0, minute = 30
    WHERE id = $1`,
    [rounds[2].matchIds[0]],
  );
  return { players, rounds };
}

export interface MatchStatsInput {
  matchId: number;
  roundId: number;
  player: TestPlayer;
  minutes: number;
  points: number;
  goals?: number;
  assists?: number;
  cleanSheet?: boolean;
  goalsConceded?: number;
  saves?: number;
  yellowCards?: number;
  redCards?: number;
  bonusPoints?: number;
}

/** A `player_match_stats` row (what the scoring module derives from the match). */
export async function addMatchStats(q: Queryable, s: MatchStatsInput): Promise<void> {
  await q.query(
    `INSERT INTO player_match_stats (match_id, player_id, round_id, club_id, position, minutes,
       goals, assists, clean_sheet, goals_conceded, saves, penalties_saved, penalties_missed,
       yellow_cards, red_cards, own_goals, bonus_points, points)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, 0, $12, $13, 0, $14, $15)`,
    [
      s.matchId,
      s.player.id,
      s.roundId,
      s.player.clubId,
      s.player.position,
      s.minutes,
      s.goals ?? 0,
      s.assists ?? 0,
      s.cleanSheet ?? false,
      s.goalsConceded ?? 0,
      s.saves ?? 0,
      s.yellowCards ?? 0,
      s.redCards ?? 0,
      s.bonusPoints ?? 0,
      s.points,
    ],
  );
}

/** A `player_round_scores` row. */
export async function addRoundScore(
  q: Queryable,
  roundId: number,
  player: TestPlayer,
  points: number,
  minutes = 90,
): Promise<void> {
  await q.query(
    `INSERT INTO player_round_scores (round_id, player_id, points, minutes) VALUES ($1, $2, $3, $4)`,
    [roundId, player.id, points, minutes],
  );
}

/** `player_score_rows`: `[stat, count, points]` in rule order. */
export async function addBreakdown(
  q: Queryable,
  matchId: number,
  roundId: number,
  player: TestPlayer,
  rows: [string, number, number][],
): Promise<void> {
  for (const [i, [stat, count, points]] of rows.entries()) {
    await q.query(
      `INSERT INTO player_score_rows (match_id, player_id, round_id, stat, count, points, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [matchId, player.id, roundId, stat, count, points, (i + 1) * 10],
    );
  }
}
