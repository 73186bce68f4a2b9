/**
 * Playing the demo season's matches as the clock moves: every simulated match (`sim_seed`
 * set, not postponed) whose kickoff has passed is written as it stands at `now` (live with
 * its minute, events and appearances so far, or finished). Safe to run at any time and
 * again: a match whose minute has not moved is not written. Rounds are played in order so
 * that a red card or an injury of one round keeps the player out of the next ones.
 * Answers the rounds whose matches changed, so their provisional points can be refreshed.
 */
import type { Queryable } from '../db/database';
import { text } from '../i18n/texts';
import { writeMatchSheets, type StoredSheet } from './matchEvents';
import { matchAt, simulateMatch, type SimPlayer } from './matchSim';

interface DueMatch {
  id: number;
  round_id: number;
  round_number: number;
  competition_code: string;
  home_club_id: number;
  away_club_id: number;
  kickoff: Date;
  sim_seed: number;
  state: 'scheduled' | 'live';
  minute: number | null;
}

export async function playDueMatches(q: Queryable, now: Date): Promise<{ roundIds: number[] }> {
  const due = await q.query<DueMatch>(
    `SELECT m.id, m.round_id, r.number AS round_number, m.competition_code, m.home_club_id,
            m.away_club_id, m.kickoff, m.sim_seed, m.state, m.minute
       FROM matches m JOIN rounds r ON r.id = m.round_id
      WHERE m.sim_seed IS NOT NULL AND m.state IN ('scheduled', 'live') AND m.kickoff <= $1
      ORDER BY m.competition_code, r.number, m.kickoff, m.id`,
    [now],
  );
  const changed = new Set<number>();
  const groups = new Map<string, DueMatch[]>();
  for (const m of due) {
    const key = `${m.competition_code}:${m.round_number}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  for (const matches of groups.values()) {
    const { competition_code: competition, round_number: roundNumber } = matches[0]!;
    await returnPlayers(q, competition, roundNumber, now);
    const squads = await availableSquads(
      q,
      competition,
      matches.flatMap((m) => [m.home_club_id, m.away_club_id]),
    );
    const sheets: StoredSheet[] = [];
    const absences: Absence[] = [];
    for (const m of matches) {
      const sim = simulateMatch(
        m.sim_seed,
        squads.get(m.home_club_id) ?? [],
        squads.get(m.away_club_id) ?? [],
      );
      const moment = matchAt(sim, (now.getTime() - m.kickoff.getTime()) / 60_000);
      if (moment.state === 'scheduled') continue;
      if (moment.state === m.state && moment.minute === m.minute) continue;
      const clubs = new Map(moment.appearances.map((a) => [a.playerId, a.side]));
      sheets.push({
        matchId: m.id,
        state: moment.state,
        minute: moment.minute,
        homeScore: moment.homeScore,
        awayScore: moment.awayScore,
        homeStats: moment.homeStats,
        awayStats: moment.awayStats,
        appearances: moment.appearances,
        events: moment.events,
        clubOf: (id) => (clubs.get(id) === 'home' ? m.home_club_id : m.away_club_id),
      });
      changed.add(m.round_id);
      if (moment.state === 'finished') {
        for (const e of moment.events) {
          if (e.type === 'redCard' || e.type === 'secondYellow') {
            // Out for his club's next round.
            absences.push({
              playerId: e.playerId,
              status: 'suspended',
              returnRound: roundNumber + 2,
            });
          }
        }
        for (const injury of sim.injuries) {
          absences.push({
            playerId: injury.playerId,
            status: 'injured',
            returnRound: roundNumber + 1 + injury.roundsOut,
          });
        }
      }
    }
    await writeMatchSheets(q, sheets);
    await markAbsent(q, absences, now);
  }
  return { roundIds: [...changed].sort((a, b) => a - b) };
}

interface Absence {
  playerId: number;
  status: 'suspended' | 'injured';
  returnRound: number;
}

/** Players whose expected return round has come are available again. */
async function returnPlayers(q: Queryable, competition: string, roundNumber: number, now: Date) {
  await q.query(
    `UPDATE players
        SET status = 'available', status_reason_tr = NULL, status_reason_en = NULL,
            status_since = $3, expected_return_round = NULL
      WHERE competition_code = $1 AND status <> 'available' AND expected_return_round <= $2`,
    [competition, roundNumber, now],
  );
}

/** Each club's available players, in a stable order (the simulator's input). */
async function availableSquads(q: Queryable, competition: string, clubIds: number[]) {
  const rows = await q.query<SimPlayer & { club_id: number }>(
    `SELECT id, club_id, position, price FROM players
      WHERE competition_code = $1 AND club_id = ANY($2::int[]) AND status = 'available'
      ORDER BY id`,
    [competition, clubIds],
  );
  const squads = new Map<number, SimPlayer[]>();
  for (const { club_id, ...player } of rows) {
    squads.set(club_id, [...(squads.get(club_id) ?? []), player]);
  }
  return squads;
}

async function markAbsent(q: Queryable, absences: Absence[], now: Date) {
  if (absences.length === 0) return;
  // A suspension outweighs an injury of the same match; one row per player.
  const byPlayer = new Map<number, Absence>();
  for (const a of absences) {
    const before = byPlayer.get(a.playerId);
    if (!before || (a.status === 'suspended' && before.status !== 'suspended')) {
      byPlayer.set(a.playerId, a);
    }
  }
  const rows = [...byPlayer.values()].map((a) => ({
    ...a,
    // Why the player misses matches, as the player list shows it.
    reasonTr: text('tr-TR', `absence.${a.status}`),
    reasonEn: text('en-US', `absence.${a.status}`),
  }));
  await q.query(
    `UPDATE players p
        SET status = x.status, status_reason_tr = x."reasonTr", status_reason_en = x."reasonEn",
            status_since = $2, expected_return_round = GREATEST(x."returnRound", p.expected_return_round)
       FROM jsonb_to_recordset($1::jsonb) AS x("playerId" int, status text, "returnRound" int,
         "reasonTr" text, "reasonEn" text)
      WHERE p.id = x."playerId"`,
    [JSON.stringify(rows), now],
  );
}
