/**
 * The rounds over HTTP, without a token: the page of rounds (sorting, paging, the state
 * filter, TotalCount) and one round by id.
 */
import { addReadSeason, type ReadSeason } from '../stats/testSeason';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

// Seeding 270 players and 45 matches takes a while on a busy machine.
const SETUP_TIMEOUT = 120_000;
const ENGINE = '/engine/api/WeeklyLeagueInformation';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let season: ReadSeason;
  beforeAll(async () => {
    server = await startTestServer(kind);
    season = await addReadSeason(server.db, server.clock.now());
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  // A visitor: no token, but the anti-forgery cookie a browser gets with the page.
  const list = (json: unknown, headers: Record<string, string> = {}) =>
    server
      .client()
      .call(`${ENGINE}/GetWeeklyLeagueInformationList`, { method: 'POST', json, headers });
  const numbers = (answer: { body: { ReturnObject: { Number: number }[] } }) =>
    answer.body.ReturnObject.map((r) => r.Number);

  it('lists the rounds by number with their state, deadline, matches and the current round', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    expect(answer.body.TotalCount).toBe(5);
    expect(numbers(answer)).toEqual([1, 2, 3, 4, 5]);
    const r4 = season.rounds[3];
    expect(answer.body.ReturnObject[3]).toEqual({
      Id: r4.id,
      CompetitionCode: 'TR_SL',
      SportsCode: 'FTBL',
      Number: 4,
      Title: '4. Hafta',
      FirstKickoff: r4.firstKickoff.toISOString(),
      Deadline: r4.deadline.toISOString(),
      State: 'open',
      IsCurrent: true,
      MatchCount: 9,
      FinishedMatchCount: 0,
    });
    expect(
      answer.body.ReturnObject.filter((r: { IsCurrent: boolean }) => r.IsCurrent),
    ).toHaveLength(1);
    expect(answer.body.ReturnObject[0].FinishedMatchCount).toBe(9);
    const english = await list({}, { LanguageCode: 'en-US' });
    expect(english.body.ReturnObject[0].Title).toBe('Round 1');
  });

  it('pages: NumberRecords rows of page PageNumber, TotalCount of the whole list', async () => {
    const second = await list({ SortingPaging: { PageNumber: 1, NumberRecords: 2 } });
    expect(numbers(second)).toEqual([3, 4]);
    expect(second.body.TotalCount).toBe(5);
    const first = await list({ SortingPaging: { PageNumber: 0, NumberRecords: 2 } });
    expect(numbers(first)).toEqual([1, 2]);
    const past = await list({ SortingPaging: { PageNumber: 9, NumberRecords: 2 } });
    expect(numbers(past)).toEqual([]);
    expect(past.body.TotalCount).toBe(5);
  });

  it.each(['Number', 'FirstKickoff', 'Deadline'])('sorts by %s both ways', async (column) => {
    const asc = await list({
      SortingPaging: { SortItem: { ColumnName: column, ColumnOrder: 'asc' } },
    });
    expect(numbers(asc)).toEqual([1, 2, 3, 4, 5]);
    const desc = await list({
      SortingPaging: { SortItem: { ColumnName: column, ColumnOrder: 'desc' } },
    });
    expect(numbers(desc)).toEqual([5, 4, 3, 2, 1]);
  });

  it('refuses an unknown sort column', async () => {
    const answer = await list({
      SortingPaging: { SortItem: { ColumnName: 'State', ColumnOrder: 'asc' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Result.ResultCode).toBe(1000);
    expect(answer.body.Result.ResultMessage).toContain('Number, FirstKickoff, Deadline');
  });

  it('filters by state, counting only the matching rounds', async () => {
    const answer = await list({ States: ['scored', 'live'] });
    expect(numbers(answer)).toEqual([1, 2, 3]);
    expect(answer.body.TotalCount).toBe(3);
    const none = await list({ States: ['finished'] });
    expect(none.body).toMatchObject({ ReturnObject: [], TotalCount: 0 });
  });

  it('reads one round by id, and answers 404 in the caller language for an unknown one', async () => {
    const r3 = season.rounds[2];
    const answer = await server.call(`${ENGINE}/GetWeeklyLeagueInformationById?Id=${r3.id}`, {
      headers: { LanguageCode: 'en-US' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject).toMatchObject({
      Id: r3.id,
      Number: 3,
      Title: 'Round 3',
      State: 'live',
      IsCurrent: false,
      MatchCount: 9,
      FinishedMatchCount: 0,
    });
    const missing = await server.call(`${ENGINE}/GetWeeklyLeagueInformationById?Id=99999`);
    expect(missing.status).toBe(404);
    expect(missing.body.Result).toEqual({
      ResultCode: 2400,
      ResultMessage: 'Böyle bir hafta yok.',
    });
    const english = await server.call(`${ENGINE}/GetWeeklyLeagueInformationById?Id=99999`, {
      headers: { LanguageCode: 'en-US' },
    });
    expect(english.body.Result.ResultMessage).toBe('There is no such round.');
  });
});
