/**
 * The clubs over HTTP, without a token: all 18 in one page by name (Turkish letters
 * sorted with their base letter), sorted by code, paged, unknown column refused.
 */
import { SUPER_LIG_2025_26 } from '../season/clubs';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const list = (json: unknown) =>
    server.client().call('/engine/api/Teams/GetTeamsList', { method: 'POST', json });
  const codes = (answer: { body: { ReturnObject: { Code: string }[] } }) =>
    answer.body.ReturnObject.map((t) => t.Code);

  it('lists every club by name with its colours', async () => {
    const answer = await list({});
    expect(answer.status).toBe(200);
    expect(answer.body.TotalCount).toBe(18);
    expect(codes(answer)).toEqual([
      'ANT',
      'BJK',
      'RIZ',
      'ALA',
      'EYP',
      'FKG',
      'FB',
      'GS',
      'GFK',
      'GB',
      'GOZ',
      'KAS',
      'KAY',
      'KOC',
      'KON',
      'IBFK',
      'SAM',
      'TS',
    ]);
    expect(answer.body.ReturnObject[0]).toEqual({
      Id: 13,
      CompetitionCode: 'TR_SL',
      Code: 'ANT',
      Name: 'Antalyaspor',
      ShortName: 'Antalyaspor',
      PrimaryColor: '#E30A17',
      SecondaryColor: '#FFFFFF',
    });
  });

  it('sorts by code and by name both ways, and pages', async () => {
    const byCode = [...SUPER_LIG_2025_26].map((c) => c.code).sort();
    const asc = await list({
      SortingPaging: { SortItem: { ColumnName: 'Code', ColumnOrder: 'asc' } },
    });
    expect(codes(asc)).toEqual(byCode);
    const desc = await list({
      SortingPaging: { SortItem: { ColumnName: 'Code', ColumnOrder: 'desc' } },
    });
    expect(codes(desc)).toEqual([...byCode].reverse());
    const nameDesc = await list({
      SortingPaging: { SortItem: { ColumnName: 'Name', ColumnOrder: 'desc' } },
    });
    expect(codes(nameDesc).slice(0, 3)).toEqual(['TS', 'SAM', 'IBFK']);
    const page = await list({ SortingPaging: { PageNumber: 1, NumberRecords: 5 } });
    expect(codes(page)).toEqual(['FKG', 'FB', 'GS', 'GFK', 'GB']);
    expect(page.body.TotalCount).toBe(18);
  });

  it('refuses an unknown sort column; another competition has no clubs', async () => {
    const bad = await list({
      SortingPaging: { SortItem: { ColumnName: 'Id', ColumnOrder: 'asc' } },
    });
    expect(bad.status).toBe(400);
    const other = await list({ CompetitionCode: 'TR_1L' });
    expect(other.body).toMatchObject({ ReturnObject: [], TotalCount: 0 });
  });
});
