import type { Database } from '../db/database';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import type { SeasonImport } from '../../store/api/engine';
import { seedClubs } from './clubs';
import { seasonImportProblem } from './importSchema';
import { sampleImport } from './importSamples';
import { importSeason, SeasonImportError } from './seasonImport';

const now = new Date('2025-09-01T10:00:00Z');

describe('the import shape check', () => {
  it('names the list, row and field', () => {
    expect(seasonImportProblem(sampleImport())).toBeNull();
    const bad = sampleImport();
    bad.Players![2]!.Price = 500;
    expect(seasonImportProblem(bad)).toBe('Players[2].Price: must be <= 200');
    expect(seasonImportProblem({ CompetitionCode: 'TR_SL', Rounds: [{}] })).toBe(
      'Rounds[0].Number: is required',
    );
    expect(seasonImportProblem({ CompetitionCode: 'TR_SL', Extra: 1 })).toBe(
      'Extra: is not a field of the import',
    );
  });
});

describe.each(TEST_DATABASES)('importing a season on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    await seedClubs(db);
  });
  afterAll(() => db.close());

  const tableCounts = async () =>
    (
      await db.query(
        `SELECT (SELECT count(*) FROM clubs)::int AS clubs, (SELECT count(*) FROM players)::int AS players,
                (SELECT count(*) FROM rounds)::int AS rounds, (SELECT count(*) FROM matches)::int AS matches,
                (SELECT count(*) FROM match_events)::int AS events`,
      )
    )[0];

  const refused = async (input: SeasonImport) => {
    const before = await tableCounts();
    const error = await importSeason(db, input, now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeasonImportError);
    expect(await tableCounts()).toEqual(before);
    return (error as SeasonImportError).problem;
  };

  it('a dry run checks and counts, and writes nothing', async () => {
    const before = await tableCounts();
    const result = await importSeason(db, { ...sampleImport(), DryRun: true }, now);
    expect(result).toEqual({
      DryRun: true,
      Teams: { Added: 2, Updated: 0 },
      Players: { Added: 4, Updated: 0 },
      Rounds: { Added: 1, Updated: 0 },
      Matches: { Added: 2, Updated: 0 },
      Appearances: 3,
      Events: 2,
    });
    expect(await tableCounts()).toEqual(before);
  });

  it('writes clubs, players, rounds, matches and sheets, then updates on a second run', async () => {
    expect(await importSeason(db, sampleImport(), now)).toEqual({
      DryRun: false,
      Teams: { Added: 2, Updated: 0 },
      Players: { Added: 4, Updated: 0 },
      Rounds: { Added: 1, Updated: 0 },
      Matches: { Added: 2, Updated: 0 },
      Appearances: 3,
      Events: 2,
    });
    const [fw] = await db.query(
      `SELECT p.display_name, p.search_key, p.shirt_number, c.code AS club FROM players p
         JOIN clubs c ON c.id = p.club_id WHERE p.code = 'xa-fw'`,
    );
    expect(fw).toEqual({
      display_name: 'Golcü A.',
      search_key: 'deneme golcu',
      shirt_number: 9,
      club: 'XA',
    });
    const [hurt] = await db.query(
      `SELECT status, status_reason_tr, status_reason_en, expected_return_round, status_since
         FROM players WHERE code = 'xb-fw'`,
    );
    expect(hurt).toEqual({
      status: 'injured',
      status_reason_tr: 'Hamstring',
      status_reason_en: 'Hamstring',
      expected_return_round: 42,
      status_since: now,
    });
    const matches = await db.query(
      `SELECT h.code AS home, m.state, m.home_score, m.away_score, m.home_stats,
         (SELECT count(*)::int FROM match_events e WHERE e.match_id = m.id) AS events
         FROM matches m JOIN clubs h ON h.id = m.home_club_id JOIN rounds r ON r.id = m.round_id
        WHERE r.number = 40 ORDER BY m.kickoff`,
    );
    expect(matches).toEqual([
      {
        home: 'XA',
        state: 'finished',
        home_score: 1,
        away_score: 0,
        home_stats: { Possession: 52, Shots: 8 },
        events: 2,
      },
      {
        home: 'GS',
        state: 'scheduled',
        home_score: null,
        away_score: null,
        home_stats: null,
        events: 0,
      },
    ]);
    const [round] = await db.query(`SELECT first_kickoff, deadline FROM rounds WHERE number = 40`);
    expect(round).toEqual({
      first_kickoff: new Date('2025-09-05T17:00:00Z'),
      deadline: new Date('2025-09-05T16:00:00Z'),
    });

    // Again, with a new kickoff for the fixture, a transfer and a price 0.5M up: all matched,
    // nothing added.
    const again = sampleImport();
    again.Players![0]!.TeamCode = 'XB';
    again.Players![1]!.Price = 60;
    again.Matches![1]!.Kickoff = '2025-09-04T17:00:00Z';
    expect(await importSeason(db, again, now)).toMatchObject({
      Teams: { Added: 0, Updated: 2 },
      Players: { Added: 0, Updated: 4 },
      Rounds: { Added: 0, Updated: 1 },
      Matches: { Added: 0, Updated: 2 },
    });
    const [moved] = await db.query(`SELECT first_kickoff FROM rounds WHERE number = 40`);
    expect(moved).toEqual({ first_kickoff: new Date('2025-09-04T17:00:00Z') });
    // The change since the last round shows the new price as an admin's price edit does.
    const [priced] = await db.query(`SELECT price, price_change FROM players WHERE code = 'xa-fw'`);
    expect(priced).toEqual({ price: 60, price_change: 5 });
  });

  it.each<[string, (s: SeasonImport) => void, string]>([
    [
      'an unknown club',
      (s) => (s.Players![1]!.TeamCode = 'XYZ'),
      'Players[1].TeamCode: no club XYZ',
    ],
    [
      'a duplicate player',
      (s) => s.Players!.push({ ...s.Players![0]! }),
      'Players[4].Code: xa-gk is already in Players[0]',
    ],
    [
      'a duplicate club',
      (s) => s.Teams!.push({ ...s.Teams![1]! }),
      'Teams[2].Code: XB is already in Teams[1]',
    ],
    [
      'an unknown round',
      (s) => (s.Matches![1]!.RoundNumber = 55),
      'Matches[1].RoundNumber: no round 55',
    ],
    [
      'a club playing itself',
      (s) => (s.Matches![1]!.AwayTeamCode = 'GS'),
      'Matches[1].AwayTeamCode: a club cannot play itself',
    ],
    [
      'an event of an unknown player',
      (s) => (s.Matches![0]!.Events![0]!.PlayerCode = 'ghost'),
      'Matches[0].Events[0].PlayerCode: player ghost has no appearance',
    ],
    [
      'a player of neither club',
      (s) =>
        s.Matches![0]!.Appearances!.push({ PlayerCode: 'C1-GK1', IsStarter: true, MinuteOn: 0 }),
      'Matches[0].Appearances[3].PlayerCode: player C1-GK1 is not a known player',
    ],
    [
      'a score the goals do not make',
      (s) => (s.Matches![0]!.HomeScore = 2),
      'Matches[0].HomeScore: 2, but the goal events make 1',
    ],
    [
      'a sheet for a match not kicked off',
      (s) => (s.Matches![0]!.State = 'scheduled'),
      'Matches[0].State: appearances and events need a match that has kicked off (live or finished)',
    ],
    [
      'an unknown competition',
      (s) => (s.CompetitionCode = 'XX_1'),
      'CompetitionCode: no competition XX_1',
    ],
  ])('refuses %s, writing nothing', async (_, spoil, problem) => {
    const input = sampleImport();
    input.Teams![0]!.Name = 'Değişmemeli';
    spoil(input);
    expect(await refused(input)).toBe(problem);
    const [club] = await db.query<{ name: string }>(`SELECT name FROM clubs WHERE code = 'XA'`);
    expect(club!.name).toBe('Ankara Deneme');
  });
});
