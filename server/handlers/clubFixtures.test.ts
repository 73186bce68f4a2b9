/**
 * `Teams/GetClubFixtures` over HTTP, without a token: the clubs in table order and each
 * one's next scheduled matches rated by rules/fixtureDifficulty.ts; a finished match moves
 * the table and the ratings (the cached answer is not served stale).
 */
import { addReadSeason, type ReadSeason } from '../stats/testSeason';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

const SETUP_TIMEOUT = 120_000;

interface Fixture {
  MatchId: number;
  RoundNumber: number;
  OpponentId: number;
  IsHome: boolean;
  Difficulty: number;
}
interface Club {
  TeamId: number;
  Rank: number;
  Played: number;
  Points: number;
  NextFixtures: Fixture[];
}

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let season: ReadSeason;
  beforeAll(async () => {
    server = await startTestServer(kind);
    season = await addReadSeason(server.db, server.clock.now());
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const read = async (query = '') => {
    const answer = await server.client().call(`/engine/api/Teams/GetClubFixtures${query}`);
    expect(answer.status).toBe(200);
    return answer.body.ReturnObject as Club[];
  };
  const club = (clubs: Club[], id: number) => clubs.find((c) => c.TeamId === id)!;

  it("rates each club's next matches by the opponent's place, home or away", async () => {
    // Rounds 1-2 finished 1-0 to the home side: every club 3 points, goal difference 0.
    // Club 3 beat club 4 5-0 instead: club 3 first, club 4 last.
    const [r1] = season.rounds;
    await server.db.query(
      `UPDATE matches SET home_score = 5 WHERE round_id = $1 AND home_club_id = 3`,
      [r1.id],
    );
    const clubs = await read();
    expect(clubs).toHaveLength(18);
    expect(clubs.map((c) => c.Rank)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(clubs[0]).toMatchObject({ TeamId: 3, Rank: 1, Played: 2, Points: 3 });
    expect(clubs[17]).toMatchObject({ TeamId: 4, Rank: 18, Played: 2, Points: 3 });
    // Club 4: round 3 away at the leader (5), round 4 at home to it (5), round 5 away (5).
    expect(
      club(clubs, 4).NextFixtures.map((f) => [f.RoundNumber, f.OpponentId, f.IsHome, f.Difficulty]),
    ).toEqual([
      [3, 3, false, 5],
      [4, 3, true, 5],
      [5, 3, false, 5],
    ]);
    // Club 3 against the last: 1 at home, 2 away.
    expect(club(clubs, 3).NextFixtures.map((f) => f.Difficulty)).toEqual([1, 2, 1]);
    // Club 1's round 3 match is being played: not a next fixture.
    expect(club(clubs, 1).NextFixtures.map((f) => f.RoundNumber)).toEqual([4, 5]);
  });

  it('gives as many as asked, and follows a newly finished match', async () => {
    expect((await read('?count=1')).every((c) => c.NextFixtures.length <= 1)).toBe(true);
    const [, , r3] = season.rounds;
    // Club 4 wins at club 3 in round 3, 0-9: now club 4 leads, club 3 is last.
    await server.db.query(
      `UPDATE matches SET state = 'finished', home_score = 0, away_score = 9
       WHERE round_id = $1 AND home_club_id = 3`,
      [r3.id],
    );
    const clubs = await read();
    expect(clubs[0]!.TeamId).toBe(4);
    expect(club(clubs, 4).NextFixtures.map((f) => [f.RoundNumber, f.Difficulty])).toEqual([
      [4, 1],
      [5, 2],
    ]);
    expect((await server.client().call('/engine/api/Teams/GetClubFixtures?count=11')).status).toBe(
      400,
    );
  });
});
