/**
 * The season's fixtures: a double round robin by the circle method (every pair meets twice,
 * once at each ground; the second half mirrors the first with sides swapped), weekly
 * rounds with Süper Lig kickoff times, and the one function that keeps a round's first
 * kickoff and deadline in step with its matches.
 */
import type { Queryable } from '../db/database';

export interface Pairing {
  home: number;
  away: number;
}

/**
 * Rounds of pairings for an even number of clubs (2(n-1) rounds of n/2 matches). The
 * first club stays put and the others turn around it; sides alternate so no club plays
 * more than two home (or away) matches in a row.
 */
export function doubleRoundRobin(clubIds: readonly number[]): Pairing[][] {
  const n = clubIds.length;
  if (n < 2 || n % 2 !== 0) throw new Error('a round robin needs an even number of clubs');
  const [fixed, ...others] = clubIds as [number, ...number[]];
  let ring = others;
  const firstHalf: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const order = [fixed, ...ring];
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = order[i]!;
      const b = order[n - 1 - i]!;
      const aHome = i === 0 ? r % 2 === 0 : i % 2 === 0;
      round.push(aHome ? { home: a, away: b } : { home: b, away: a });
    }
    firstHalf.push(round);
    ring = [ring[ring.length - 1]!, ...ring.slice(0, -1)];
  }
  const secondHalf = firstHalf.map((round) => round.map((p) => ({ home: p.away, away: p.home })));
  return [...firstHalf, ...secondHalf];
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Kickoff slots of a round as offsets from its Friday 00:00 UTC, in Istanbul time (UTC+3):
 * Fri 20:00, Sat 14:30/17:00/20:00, Sun 14:30/17:00/20:00, Mon 20:00; a ninth match shares
 * Sunday evening.
 */
const ISTANBUL = 3 * HOUR;
const at = (day: number, hour: number, minute = 0) =>
  day * DAY + hour * HOUR + minute * 60_000 - ISTANBUL;
export const KICKOFF_SLOTS: readonly number[] = [
  at(0, 20),
  at(1, 14, 30),
  at(1, 17),
  at(1, 20),
  at(2, 14, 30),
  at(2, 17),
  at(2, 20),
  at(3, 20),
  at(2, 20),
];

/** Kickoffs of a round's matches, given the round's Friday (00:00 UTC), in match order. */
export function roundKickoffs(friday: Date, matchCount: number): Date[] {
  return Array.from(
    { length: matchCount },
    (_, i) => new Date(friday.getTime() + KICKOFF_SLOTS[i % KICKOFF_SLOTS.length]!),
  ).sort((a, b) => a.getTime() - b.getTime());
}

/** The first Friday 00:00 UTC whose Friday-evening kickoff is at or after `notBefore`. */
export function fridayOnOrAfter(notBefore: Date): Date {
  const day = new Date(
    Date.UTC(notBefore.getUTCFullYear(), notBefore.getUTCMonth(), notBefore.getUTCDate()),
  );
  let friday = new Date(day.getTime() + ((5 - day.getUTCDay() + 7) % 7) * DAY);
  if (friday.getTime() + KICKOFF_SLOTS[0]! < notBefore.getTime()) {
    friday = new Date(friday.getTime() + 7 * DAY);
  }
  return friday;
}

/**
 * Sets a round's first kickoff (earliest match not postponed; null without one) and
 * deadline (that minus the rule set's minutes), only while the round is upcoming or open:
 * once locked, teams stay frozen against the deadline they had. Takes one round or many
 * (one statement either way); answers the ids of the rounds that changed.
 */
export async function refreshRoundTimes(
  q: Queryable,
  roundIds: number | readonly number[],
): Promise<number[]> {
  const ids = typeof roundIds === 'number' ? [roundIds] : [...roundIds];
  if (ids.length === 0) return [];
  const rows = await q.query<{ id: number }>(
    `WITH wanted AS (
       SELECT r.id, k.first_kickoff,
              k.first_kickoff - make_interval(mins => s.deadline_minutes_before_kickoff) AS deadline
         FROM rounds r
         JOIN score_rule_sets s ON s.competition_code = r.competition_code
         LEFT JOIN LATERAL (SELECT min(m.kickoff) AS first_kickoff FROM matches m
                             WHERE m.round_id = r.id AND m.state <> 'postponed') k ON true
        WHERE r.id = ANY($1::int[]) AND r.state IN ('upcoming', 'open'))
     UPDATE rounds r SET first_kickoff = w.first_kickoff, deadline = w.deadline
       FROM wanted w
      WHERE r.id = w.id
        AND (r.first_kickoff IS DISTINCT FROM w.first_kickoff OR r.deadline IS DISTINCT FROM w.deadline)
      RETURNING r.id`,
    [ids],
  );
  return rows.map((r) => r.id);
}
