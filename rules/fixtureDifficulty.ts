/**
 * How hard a fixture is, one rule for the server (which rates every club's next matches,
 * `Teams/GetClubFixtures`) and the client (which colours and explains them):
 *
 * - the clubs are placed in a table of their finished matches: 3 points a win, 1 a draw,
 *   then goal difference, goals scored, and the club's name;
 * - the opponent's place, by fifths of the table, gives 5 (top fifth, hardest) down to 1
 *   (bottom fifth, easiest);
 * - away from home is one harder (at most 5);
 * - before any match is finished nobody is placed: every fixture is 3 (away 4).
 */
export type Difficulty = 1 | 2 | 3 | 4 | 5;

export const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3, 4, 5];

export interface Result {
  homeClubId: number;
  awayClubId: number;
  homeScore: number;
  awayScore: number;
}

export interface ClubPlace {
  clubId: number;
  /** 1 = top. */
  rank: number;
  played: number;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/** The table of `clubs` (id and name) after `results`. */
export function leagueTable(
  clubs: readonly { id: number; name: string }[],
  results: readonly Result[],
): ClubPlace[] {
  const rows = new Map(
    clubs.map((club) => [
      club.id,
      { clubId: club.id, name: club.name, played: 0, points: 0, goalDifference: 0, goalsFor: 0 },
    ]),
  );
  const add = (clubId: number, scored: number, conceded: number) => {
    const row = rows.get(clubId);
    if (!row) return;
    row.played += 1;
    row.goalsFor += scored;
    row.goalDifference += scored - conceded;
    row.points += scored > conceded ? 3 : scored === conceded ? 1 : 0;
  };
  for (const r of results) {
    add(r.homeClubId, r.homeScore, r.awayScore);
    add(r.awayClubId, r.awayScore, r.homeScore);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.name.localeCompare(b.name, 'tr-TR'),
    )
    .map(({ name: _name, ...row }, index) => ({ ...row, rank: index + 1 }));
}

/**
 * The difficulty of playing an opponent placed `opponentRank` of `clubCount` (null: no
 * table yet), at home or away.
 */
export function fixtureDifficulty(
  opponentRank: number | null,
  clubCount: number,
  isHome: boolean,
): Difficulty {
  const base =
    opponentRank === null || clubCount < 1
      ? 3
      : 5 - Math.min(4, Math.floor(((opponentRank - 1) * 5) / clubCount));
  return Math.min(5, base + (isHome ? 0 : 1)) as Difficulty;
}
