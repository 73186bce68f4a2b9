import { fixtureDifficulty, leagueTable } from './fixtureDifficulty';

describe('fixture difficulty', () => {
  it('rates the opponent by fifths of the table, one harder away', () => {
    // 18 clubs: places 1-4 are the top fifth (5), 15-18 the bottom (1).
    expect(fixtureDifficulty(1, 18, true)).toBe(5);
    expect(fixtureDifficulty(4, 18, true)).toBe(5);
    expect(fixtureDifficulty(5, 18, true)).toBe(4);
    expect(fixtureDifficulty(9, 18, true)).toBe(3);
    expect(fixtureDifficulty(18, 18, true)).toBe(1);
    expect(fixtureDifficulty(18, 18, false)).toBe(2);
    expect(fixtureDifficulty(1, 18, false)).toBe(5);
  });

  it('is level before any table', () => {
    expect(fixtureDifficulty(null, 18, true)).toBe(3);
    expect(fixtureDifficulty(null, 18, false)).toBe(4);
  });

  it('places clubs by points, goal difference, goals and name', () => {
    const clubs = [
      { id: 1, name: 'Beta' },
      { id: 2, name: 'Alfa' },
      { id: 3, name: 'Gama' },
      { id: 4, name: 'Delta' },
    ];
    const table = leagueTable(clubs, [
      { homeClubId: 3, awayClubId: 4, homeScore: 2, awayScore: 0 },
      { homeClubId: 1, awayClubId: 2, homeScore: 1, awayScore: 1 },
    ]);
    expect(table.map((row) => [row.clubId, row.rank, row.points])).toEqual([
      [3, 1, 3],
      [2, 2, 1], // level with Beta on everything: Alfa first by name
      [1, 3, 1],
      [4, 4, 0],
    ]);
    expect(table[0]).toMatchObject({ played: 1, goalDifference: 2, goalsFor: 2 });
  });
});
