/**
 * The player reads over HTTP, without a token: the pool (every filter, every sort column,
 * paging), a player's page, his rounds, breakdowns and matches, the match statistics page
 * and the unavailable list. Derived figures are written by hand (see stats/testSeason).
 */
import { searchKeyOf } from '../season/playerView';
import {
  addBreakdown,
  addMatchStats,
  addReadSeason,
  addRoundScore,
  type ReadSeason,
} from '../stats/testSeason';
import { pick, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

// Seeding 270 players and 45 matches takes a while on a busy machine.
const SETUP_TIMEOUT = 120_000;
const PLAYER = '/engine/api/Player';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let season: ReadSeason;
  // A, B and C differ in every sortable column.
  let a: TestPlayer;
  let b: TestPlayer;
  let c: TestPlayer;
  let injured: TestPlayer;
  let suspended: TestPlayer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server;
    season = await addReadSeason(db, server.clock.now());
    a = pick(season.players, 1, 'FWD', 1); // price 100
    b = pick(season.players, 2, 'MID', 1); // price 90
    c = pick(season.players, 3, 'DEF', 1); // price 60
    injured = pick(season.players, 4, 'GK', 1);
    suspended = pick(season.players, 5, 'FWD', 1);
    const figures = async (
      p: TestPlayer,
      [first, last]: [string, string],
      total: number,
      form: number,
      selected: number,
      roundPoints: number | null,
    ) =>
      db.query(
        `UPDATE players SET first_name = $2, last_name = $3, display_name = $3, search_key = $4,
           total_points = $5, form = $6, selected_by_percent = $7, round_points = $8 WHERE id = $1`,
        [p.id, first, last, searchKeyOf(`${first} ${last}`), total, form, selected, roundPoints],
      );
    await figures(a, ['Ömer', 'Yılmaz'], 30, 7.5, 40, 12);
    await figures(b, ['İsmail', 'Şahin'], 20, 2, 55.5, null);
    await figures(c, ['Uğur', 'Çelik'], 10, 4, 5, 3);
    await db.query(
      `UPDATE players SET status = 'injured', status_reason_tr = 'Diz sakatlığı',
         status_reason_en = 'Knee injury', status_since = '2026-01-05T10:00:00Z',
         expected_return_round = 6 WHERE id = $1`,
      [injured.id],
    );
    await db.query(
      `UPDATE players SET status = 'suspended', status_reason_tr = 'Kırmızı kart',
         status_reason_en = 'Red card' WHERE id = $1`,
      [suspended.id],
    );
    const [r1, r2] = season.rounds;
    // A: round 1 at home (70', a goal, the bonus), round 2 away (20'); B and C in round 1.
    await addMatchStats(db, {
      matchId: r1.matchIds[0]!,
      roundId: r1.id,
      player: a,
      minutes: 70,
      goals: 1,
      bonusPoints: 3,
      points: 9,
    });
    await addBreakdown(db, r1.matchIds[0]!, r1.id, a, [
      ['minutes', 70, 2],
      ['goal', 1, 4],
      ['bonus', 1, 3],
    ]);
    await addRoundScore(db, r1.id, a, 9, 70);
    await db.query(
      'INSERT INTO player_round_prices (round_id, player_id, price) VALUES ($1, $2, 95)',
      [r1.id, a.id],
    );
    await addMatchStats(db, {
      matchId: r2.matchIds[0]!,
      roundId: r2.id,
      player: a,
      minutes: 20,
      yellowCards: 1,
      points: 0,
    });
    await addBreakdown(db, r2.matchIds[0]!, r2.id, a, [
      ['minutes', 20, 1],
      ['yellowCard', 1, -1],
    ]);
    await addRoundScore(db, r2.id, a, 0, 20);
    await db.query(
      `INSERT INTO match_appearances (match_id, player_id, club_id, is_starter, minute_on, minute_off)
       VALUES ($1, $2, 1, true, 0, 70), ($3, $2, 1, false, 70, NULL)`,
      [r1.matchIds[0]!, a.id, r2.matchIds[0]!],
    );
    await addMatchStats(db, {
      matchId: r1.matchIds[0]!,
      roundId: r1.id,
      player: b,
      minutes: 90,
      assists: 1,
      points: 5,
    });
    await addRoundScore(db, r1.id, b, 5);
    await addMatchStats(db, {
      matchId: r1.matchIds[1]!,
      roundId: r1.id,
      player: c,
      minutes: 90,
      cleanSheet: true,
      points: 6,
    });
    await addRoundScore(db, r1.id, c, 6);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    server.client().call(`${PLAYER}/${path}`, { method: 'POST', json, headers });
  const ids = (answer: { body: { ReturnObject: { Id: number }[] } }) =>
    answer.body.ReturnObject.map((p) => p.Id);

  describe('the pool', () => {
    it('lists every player, most points first', async () => {
      const answer = await post('GetPlayersList', { SortingPaging: { NumberRecords: 3 } });
      expect(answer.status).toBe(200);
      expect(answer.body.TotalCount).toBe(270);
      expect(ids(answer)).toEqual([a.id, b.id, c.id]);
      expect(answer.body.ReturnObject[0]).toEqual({
        Id: a.id,
        Code: 'C1-FWD1',
        TeamId: 1,
        FirstName: 'Ömer',
        LastName: 'Yılmaz',
        DisplayName: 'Yılmaz',
        Position: 'FWD',
        ShirtNumber: expect.any(Number),
        Price: 100,
        PriceChange: 0,
        Nationality: 'TR',
        Status: 'available',
        TotalPoints: 30,
        RoundPoints: 12,
        Form: 7.5,
        SelectedByPercent: 40,
      });
      const second = await post('GetPlayersList', {
        SortingPaging: { PageNumber: 1, NumberRecords: 2 },
      });
      expect(ids(second)[0]).toBe(c.id);
      expect(second.body.TotalCount).toBe(270);
    });

    it.each([
      ['TotalPoints', 'cba', 'abc'],
      ['Price', 'cba', 'abc'],
      ['Form', 'bca', 'acb'],
      ['SelectedByPercent', 'cab', 'bac'],
      ['RoundPoints', 'cab', 'acb'], // no round points last either way
      ['LastName', 'cba', 'abc'],
      ['DisplayName', 'cba', 'abc'],
    ])('sorts by %s: asc %s, desc %s', async (column, asc, desc) => {
      const named = { a: a.id, b: b.id, c: c.id } as Record<string, number>;
      const order = async (ColumnOrder: string) =>
        ids(
          await post('GetPlayersList', {
            Ids: [a.id, b.id, c.id],
            SortingPaging: { SortItem: { ColumnName: column, ColumnOrder } },
          }),
        );
      expect(await order('asc')).toEqual([...asc].map((k) => named[k]));
      expect(await order('desc')).toEqual([...desc].map((k) => named[k]));
    });

    it('refuses an unknown sort column', async () => {
      const answer = await post('GetPlayersList', {
        SortingPaging: { SortItem: { ColumnName: 'Nationality', ColumnOrder: 'asc' } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.Result.ResultMessage).toContain('TotalPoints, Price, Form');
    });

    it('filters by name (Turkish letters either way), position, club, price, status and ids', async () => {
      const count = async (json: object) => (await post('GetPlayersList', json)).body.TotalCount;
      expect(ids(await post('GetPlayersList', { Search: 'sahin' }))).toEqual([b.id]);
      expect(ids(await post('GetPlayersList', { Search: 'ŞAH' }))).toEqual([b.id]);
      expect(ids(await post('GetPlayersList', { Search: 'ismail' }))).toEqual([b.id]);
      expect(ids(await post('GetPlayersList', { Search: 'çel' }))).toEqual([c.id]);
      expect(await count({ Search: '%' })).toBe(0);
      expect(await count({ Position: 'MID', TeamId: 1 })).toBe(5);
      expect(await count({ Position: 'GK' })).toBe(36);
      expect(await count({ MinPrice: 90, MaxPrice: 100 })).toBe(36);
      expect(await count({ MaxPrice: 40 })).toBe(2 * 18); // GK2 and DEF5 of each club
      expect(
        ids(await post('GetPlayersList', { Statuses: ['injured', 'suspended'] })).sort(),
      ).toEqual([injured.id, suspended.id].sort());
      expect(await count({ Statuses: ['available'] })).toBe(268);
      expect(ids(await post('GetPlayersList', { Ids: [c.id, b.id] }))).toEqual([b.id, c.id]);
      expect(await count({ CompetitionCode: 'TR_1L' })).toBe(0);
    });
  });

  describe("a player's page", () => {
    it('carries the season totals and, for an unavailable player, the reason in his language', async () => {
      const answer = await server.call(`${PLAYER}/GetPlayerById?Id=${a.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.ReturnObject).toMatchObject({
        Id: a.id,
        TotalPoints: 30,
        StatusReason: null,
        ExpectedReturnRound: null,
        Season: {
          Appearances: 2,
          Starts: 1,
          Minutes: 90,
          Goals: 1,
          Assists: 0,
          CleanSheets: 0,
          GoalsConceded: 0,
          Saves: 0,
          PenaltiesSaved: 0,
          PenaltiesMissed: 0,
          YellowCards: 1,
          RedCards: 0,
          OwnGoals: 0,
          BonusPoints: 3,
        },
      });
      const hurt = await server.call(`${PLAYER}/GetPlayerById?Id=${injured.id}`);
      expect(hurt.body.ReturnObject).toMatchObject({
        Status: 'injured',
        StatusReason: 'Diz sakatlığı',
        ExpectedReturnRound: 6,
        Season: expect.objectContaining({ Appearances: 0, Minutes: 0 }),
      });
      const english = await server.call(`${PLAYER}/GetPlayerById?Id=${injured.id}`, {
        headers: { LanguageCode: 'en-US' },
      });
      expect(english.body.ReturnObject.StatusReason).toBe('Knee injury');
      const missing = await server.call(`${PLAYER}/GetPlayerById?Id=99999`);
      expect(missing.status).toBe(404);
      expect(missing.body.Result).toEqual({
        ResultCode: 2402,
        ResultMessage: 'Böyle bir oyuncu yok.',
      });
    });

    it('gives his points round by round: every started round, blank ones with 0', async () => {
      const [r1, r2, r3] = season.rounds;
      const answer = await post('GetWeeklyPlayerScore', { PlayerId: a.id });
      expect(answer.body.ReturnObject).toEqual([
        {
          WeeklyLeagueInformationId: r1.id,
          RoundNumber: 1,
          Points: 9,
          Minutes: 70,
          MatchCount: 1,
          Price: 95,
          IsProvisional: false,
        },
        {
          WeeklyLeagueInformationId: r2.id,
          RoundNumber: 2,
          Points: 0,
          Minutes: 20,
          MatchCount: 1,
          Price: 100,
          IsProvisional: false,
        },
        {
          WeeklyLeagueInformationId: r3.id,
          RoundNumber: 3,
          Points: 0,
          Minutes: 0,
          MatchCount: 1,
          Price: 100,
          IsProvisional: true,
        },
      ]);
      const one = await post('GetWeeklyPlayerScore', {
        PlayerId: a.id,
        WeeklyLeagueInformationId: r2.id,
      });
      expect(one.body.ReturnObject.map((r: { RoundNumber: number }) => r.RoundNumber)).toEqual([2]);
      const notStarted = await post('GetWeeklyPlayerScore', {
        PlayerId: a.id,
        WeeklyLeagueInformationId: season.rounds[3].id,
      });
      expect(notStarted.body.ReturnObject).toEqual([]);
      expect((await post('GetWeeklyPlayerScore', { PlayerId: 99999 })).status).toBe(404);
      expect(
        (await post('GetWeeklyPlayerScore', { PlayerId: a.id, WeeklyLeagueInformationId: 99999 }))
          .status,
      ).toBe(404);
    });

    it('explains a round reason by reason; empty when he did not play', async () => {
      const [r1, , r3] = season.rounds;
      const answer = await post('GetWeeklyPlayerScoreBreakdown', {
        PlayerId: a.id,
        WeeklyLeagueInformationId: r1.id,
      });
      expect(answer.body.ReturnObject).toEqual([
        { MatchId: r1.matchIds[0]!, Stat: 'minutes', Count: 70, Points: 2 },
        { MatchId: r1.matchIds[0]!, Stat: 'goal', Count: 1, Points: 4 },
        { MatchId: r1.matchIds[0]!, Stat: 'bonus', Count: 1, Points: 3 },
      ]);
      const none = await post('GetWeeklyPlayerScoreBreakdown', {
        PlayerId: a.id,
        WeeklyLeagueInformationId: r3.id,
      });
      expect(none.body.ReturnObject).toEqual([]);
      const unknown = await post('GetWeeklyPlayerScoreBreakdown', {
        PlayerId: a.id,
        WeeklyLeagueInformationId: 99999,
      });
      expect(unknown.body.Result.ResultCode).toBe(2400);
    });

    it("lists his club's started matches from his side with figures, points and rows", async () => {
      const [r1, r2, r3] = season.rounds;
      const answer = await post('GetPlayerMatchesBreakdown', { PlayerId: a.id });
      const matches = answer.body.ReturnObject;
      expect(matches.map((m: { MatchId: number }) => m.MatchId)).toEqual([
        r1.matchIds[0]!,
        r2.matchIds[0]!,
        r3.matchIds[0]!,
      ]);
      expect(matches[0]).toEqual({
        MatchId: r1.matchIds[0]!,
        WeeklyLeagueInformationId: r1.id,
        RoundNumber: 1,
        Kickoff: r1.firstKickoff.toISOString(),
        MatchState: 'finished',
        TeamId: 1,
        OpponentTeamId: 2,
        IsHome: true,
        TeamScore: 1,
        OpponentScore: 0,
        Stats: expect.objectContaining({ Minutes: 70, Goals: 1, BonusPoints: 3 }),
        Points: 9,
        Rows: [
          { MatchId: r1.matchIds[0]!, Stat: 'minutes', Count: 70, Points: 2 },
          { MatchId: r1.matchIds[0]!, Stat: 'goal', Count: 1, Points: 4 },
          { MatchId: r1.matchIds[0]!, Stat: 'bonus', Count: 1, Points: 3 },
        ],
      });
      expect(matches[1]).toMatchObject({
        IsHome: false,
        TeamScore: 0,
        OpponentScore: 1,
        Points: 0,
      });
      expect(matches[1].Rows).toHaveLength(2);
      expect(matches[2]).toMatchObject({
        MatchState: 'live',
        Points: 0,
        Rows: [],
        Stats: expect.objectContaining({ Minutes: 0 }),
      });
      const one = await post('GetPlayerMatchesBreakdown', {
        PlayerId: a.id,
        WeeklyLeagueInformationId: r2.id,
      });
      expect(one.body.ReturnObject.map((m: { MatchId: number }) => m.MatchId)).toEqual([
        r2.matchIds[0]!,
      ]);
    });
  });

  describe('the match statistics page', () => {
    const round1 = (json: object = {}) =>
      post('GetPlayerWithWeeklyMatchDetailList', {
        WeeklyLeagueInformationId: season.rounds[0].id,
        ...json,
      });
    const playerIds = (answer: { body: { ReturnObject: { Player: { Id: number } }[] } }) =>
      answer.body.ReturnObject.map((r) => r.Player.Id);

    it("lists a round's players who played, most points first, with their matches", async () => {
      const r1 = season.rounds[0];
      const answer = await round1();
      expect(answer.body.TotalCount).toBe(3);
      expect(playerIds(answer)).toEqual([a.id, c.id, b.id]);
      expect(answer.body.ReturnObject[0]).toMatchObject({
        Player: { Id: a.id, LastName: 'Yılmaz' },
        WeeklyLeagueInformationId: r1.id,
        RoundPoints: 9,
        Stats: expect.objectContaining({ Minutes: 70, Goals: 1 }),
        Matches: [expect.objectContaining({ MatchId: r1.matchIds[0]!, Points: 9, IsHome: true })],
        IsProvisional: false,
      });
      expect(answer.body.ReturnObject[1].Stats.CleanSheet).toBe(true);
    });

    it.each([
      ['RoundPoints', 'bca', 'acb'],
      ['Minutes', 'abc', 'bca'],
      ['Goals', 'bca', 'abc'],
      ['Assists', 'acb', 'bac'],
      ['Saves', 'abc', 'abc'],
      ['BonusPoints', 'bca', 'abc'],
      ['Price', 'cba', 'abc'],
      ['LastName', 'cba', 'abc'],
    ])('sorts by %s: asc %s, desc %s', async (column, asc, desc) => {
      const named = { a: a.id, b: b.id, c: c.id } as Record<string, number>;
      const order = async (ColumnOrder: string) =>
        playerIds(
          await round1({ SortingPaging: { SortItem: { ColumnName: column, ColumnOrder } } }),
        );
      expect(await order('asc')).toEqual([...asc].map((k) => named[k]));
      expect(await order('desc')).toEqual([...desc].map((k) => named[k]));
    });

    it('filters by match, club, position and name; pages; refuses an unknown column', async () => {
      const r1 = season.rounds[0];
      expect(playerIds(await round1({ MatchId: r1.matchIds[0]! }))).toEqual([a.id, b.id]);
      expect(playerIds(await round1({ TeamId: 3 }))).toEqual([c.id]);
      expect(playerIds(await round1({ Position: 'MID' }))).toEqual([b.id]);
      expect(playerIds(await round1({ Search: 'celik' }))).toEqual([c.id]);
      const page = await round1({ SortingPaging: { PageNumber: 1, NumberRecords: 2 } });
      expect(playerIds(page)).toEqual([b.id]);
      expect(page.body.TotalCount).toBe(3);
      const everyone = await round1({ OnlyPlayed: false, SortingPaging: { NumberRecords: 5 } });
      expect(everyone.body.TotalCount).toBe(270);
      expect(everyone.body.ReturnObject[4]).toMatchObject({
        RoundPoints: 0,
        Stats: expect.objectContaining({ Minutes: 0 }),
      });
      const bad = await round1({
        SortingPaging: { SortItem: { ColumnName: 'Form', ColumnOrder: 'asc' } },
      });
      expect(bad.status).toBe(400);
    });

    it('without a round: the latest started round (live, provisional)', async () => {
      const r3 = season.rounds[2];
      const played = await post('GetPlayerWithWeeklyMatchDetailList', {});
      expect(played.body).toMatchObject({ ReturnObject: [], TotalCount: 0 });
      const all = await post('GetPlayerWithWeeklyMatchDetailList', {
        OnlyPlayed: false,
        TeamId: 1,
        Position: 'FWD',
      });
      expect(all.body.ReturnObject[0]).toMatchObject({
        WeeklyLeagueInformationId: r3.id,
        IsProvisional: true,
        Matches: [expect.objectContaining({ MatchId: r3.matchIds[0]!, MatchState: 'live' })],
      });
    });
  });

  it('lists the unavailable players by club then name, with the reason in the caller language', async () => {
    const answer = await post('GetUnavailablePlayersList', {}, { LanguageCode: 'en-US' });
    // Rams Başakşehir (club 5) before Trabzonspor (club 4).
    expect(answer.body.ReturnObject).toEqual([
      {
        Player: expect.objectContaining({ Id: suspended.id, Status: 'suspended' }),
        Status: 'suspended',
        Reason: 'Red card',
        Since: null,
        ExpectedReturnRound: null,
      },
      {
        Player: expect.objectContaining({ Id: injured.id }),
        Status: 'injured',
        Reason: 'Knee injury',
        Since: '2026-01-05T10:00:00.000Z',
        ExpectedReturnRound: 6,
      },
    ]);
    const injuredOnly = await post('GetUnavailablePlayersList', { Status: 'injured' });
    expect(injuredOnly.body.ReturnObject.map((u: { Reason: string }) => u.Reason)).toEqual([
      'Diz sakatlığı',
    ]);
    const club5 = await post('GetUnavailablePlayersList', { TeamId: 5 });
    expect(club5.body.ReturnObject.map((u: { Player: { Id: number } }) => u.Player.Id)).toEqual([
      suspended.id,
    ]);
  });
});
