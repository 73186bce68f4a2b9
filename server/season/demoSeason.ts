/**
 * The demo season, so a fresh install shows a season in progress: generated players for
 * the 18 clubs and the 34 rounds of fixtures, placed so that round 1 kicked off about six
 * weeks before `now` and the next round's deadline is a few days ahead. Every match gets a
 * simulator seed; nothing is played here (the season's start-up run plays due matches and
 * the round jobs). A competition that already has players is left alone.
 */
import type { Database } from '../db/database';
import { seedClubs, SUPER_LIG, SUPER_LIG_2025_26 } from './clubs';
import { doubleRoundRobin, fridayOnOrAfter, refreshRoundTimes, roundKickoffs } from './fixtures';
import { generatePlayers, insertPlayers } from './playerGenerator';
import { randomOf, seedOf } from '../platform/random';

const DAY = 24 * 3600_000;
/** Rounds already played at `now`. */
export const DEMO_ROUNDS_PLAYED = 6;

export interface DemoSeasonResult {
  created: boolean;
  players: number;
  rounds: number;
  matches: number;
}

/**
 * Round `number`'s Friday (00:00 UTC), weekly: the first round not yet started kicks off on
 * the first Friday evening at least a day after `now` (so its deadline is a day or more
 * ahead); on a weekday the round before has finished, over a weekend it is being played.
 */
export function demoRoundFriday(now: Date, number: number): Date {
  const next = fridayOnOrAfter(new Date(now.getTime() + DAY + 3600_000));
  return new Date(next.getTime() + (number - 1 - DEMO_ROUNDS_PLAYED) * 7 * DAY);
}

export async function seedDemoSeason(
  db: Database,
  now: Date,
  seed = 2025,
): Promise<DemoSeasonResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM players WHERE competition_code = $1',
      [SUPER_LIG],
    );
    if (existing!.n > 0) return { created: false, players: 0, rounds: 0, matches: 0 };
    await seedClubs(tx);
    const players = await insertPlayers(tx, SUPER_LIG, generatePlayers(seed, SUPER_LIG_2025_26));
    const random = randomOf(seedOf(seed, 34));
    const schedule = doubleRoundRobin(random.shuffle(SUPER_LIG_2025_26.map((c) => c.id)));
    const rounds = await tx.query<{ id: number; number: number }>(
      `INSERT INTO rounds (competition_code, number)
       SELECT $1, n FROM generate_series(1, $2::int) AS n
       ON CONFLICT (competition_code, number) DO NOTHING
       RETURNING id, number`,
      [SUPER_LIG, schedule.length],
    );
    const roundIdOf = new Map(rounds.map((r) => [r.number, r.id]));
    const matches = schedule.flatMap((pairings, i) => {
      const number = i + 1;
      const roundId = roundIdOf.get(number);
      if (roundId === undefined) return [];
      const kickoffs = roundKickoffs(demoRoundFriday(now, number), pairings.length);
      // Who plays on Friday night changes every week.
      return random.shuffle(pairings).map((p, slot) => ({
        roundId,
        home: p.home,
        away: p.away,
        kickoff: kickoffs[slot]!.toISOString(),
        // Positive 31-bit: the column is an integer.
        simSeed: seedOf(seed, number, p.home, p.away) >>> 1,
      }));
    });
    await tx.query(
      `INSERT INTO matches (competition_code, round_id, home_club_id, away_club_id, kickoff, sim_seed)
       SELECT $1, x."roundId", x.home, x.away, x.kickoff, x."simSeed"
         FROM jsonb_to_recordset($2::jsonb)
           AS x("roundId" int, home int, away int, kickoff timestamptz, "simSeed" int)`,
      [SUPER_LIG, JSON.stringify(matches)],
    );
    await refreshRoundTimes(tx, [...roundIdOf.values()]);
    return { created: true, players, rounds: rounds.length, matches: matches.length };
  });
}
