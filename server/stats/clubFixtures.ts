/**
 * Each club's place in the table of finished matches and its next fixtures rated by the
 * shared rule (rules/fixtureDifficulty.ts): `Teams/GetClubFixtures`, for the player pool's
 * and the player page's "next opponents". Two statements, whatever the season's size.
 */
import type { Queryable } from '../db/database';
import type { ClubFixtures } from '../../store/api/engine';
import { fixtureDifficulty, leagueTable } from '../../rules/fixtureDifficulty';

export const DEFAULT_NEXT_FIXTURES = 5;

export async function readClubFixtures(
  q: Queryable,
  competition: string,
  count: number,
): Promise<ClubFixtures[]> {
  const clubs = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM clubs WHERE competition_code = $1',
    [competition],
  );
  const results = await q.query<{
    home_club_id: number;
    away_club_id: number;
    home_score: number;
    away_score: number;
  }>(
    `SELECT home_club_id, away_club_id, home_score, away_score FROM matches
     WHERE competition_code = $1 AND state = 'finished'
       AND home_score IS NOT NULL AND away_score IS NOT NULL`,
    [competition],
  );
  // Each club's next `count` scheduled matches (a club plays at most once a round).
  const next = await q.query<{
    club_id: number;
    id: number;
    round_id: number;
    round_number: number;
    opponent_id: number;
    is_home: boolean;
    kickoff: Date;
  }>(
    `SELECT club_id, id, round_id, round_number, opponent_id, is_home, kickoff FROM (
       SELECT s.*, row_number() OVER (PARTITION BY s.club_id ORDER BY s.kickoff, s.id) AS n
       FROM (
         SELECT m.home_club_id AS club_id, m.away_club_id AS opponent_id, true AS is_home,
           m.id, m.round_id, r.number AS round_number, m.kickoff
         FROM matches m JOIN rounds r ON r.id = m.round_id
         WHERE m.competition_code = $1 AND m.state = 'scheduled'
         UNION ALL
         SELECT m.away_club_id, m.home_club_id, false, m.id, m.round_id, r.number, m.kickoff
         FROM matches m JOIN rounds r ON r.id = m.round_id
         WHERE m.competition_code = $1 AND m.state = 'scheduled'
       ) s
     ) ranked WHERE n <= $2 ORDER BY club_id, n`,
    [competition, count],
  );
  const table = leagueTable(
    clubs,
    results.map((r) => ({
      homeClubId: r.home_club_id,
      awayClubId: r.away_club_id,
      homeScore: r.home_score,
      awayScore: r.away_score,
    })),
  );
  const anyPlayed = results.length > 0;
  const rankOf = new Map(table.map((row) => [row.clubId, row.rank]));
  const fixturesOf = new Map<number, ClubFixtures['NextFixtures']>();
  for (const row of next) {
    const list = fixturesOf.get(row.club_id) ?? [];
    list.push({
      MatchId: row.id,
      WeeklyLeagueInformationId: row.round_id,
      RoundNumber: row.round_number,
      OpponentId: row.opponent_id,
      IsHome: row.is_home,
      Kickoff: new Date(row.kickoff).toISOString(),
      Difficulty: fixtureDifficulty(
        anyPlayed ? (rankOf.get(row.opponent_id) ?? null) : null,
        clubs.length,
        row.is_home,
      ),
    });
    fixturesOf.set(row.club_id, list);
  }
  return table.map((row) => ({
    TeamId: row.clubId,
    Rank: row.rank,
    Played: row.played,
    Points: row.points,
    NextFixtures: fixturesOf.get(row.clubId) ?? [],
  }));
}
