import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_CSV } from './importSamples';
import { parseCsv, readSeasonCsv } from './seasonCsv';

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kadro-csv-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('reading CSV', () => {
  it('parses quotes, doubled quotes, commas and line breaks in values, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","line\nbreak"\r\n\r\n1,2', 'f.csv')).toEqual([
      { line: 2, values: { a: 'x, "y"', b: 'line\nbreak' } },
      { line: 5, values: { a: '1', b: '2' } },
    ]);
  });

  it('turns a folder into the import shape, rounds from the matches', () => {
    const { season, sourceOf } = readSeasonCsv(folderWith(SAMPLE_CSV), {
      competitionCode: 'TR_SL',
    });
    expect(season.Teams![0]).toEqual({
      Code: 'XA',
      Name: 'Ankara, Deneme',
      ShortName: 'Deneme A',
      PrimaryColor: '#112233',
      SecondaryColor: '#FFFFFF',
    });
    expect(season.Players![2]).toEqual({
      Code: 'xb-gk',
      TeamCode: 'XB',
      FirstName: 'Deneme',
      LastName: 'Eldiven',
      Position: 'GK',
      Price: 50,
      Nationality: 'BR',
      Status: 'injured',
      StatusReason: 'Diz "menisküs"',
      ExpectedReturnRound: 42,
    });
    expect(season.Rounds).toEqual([{ Number: 40 }, { Number: 41 }]);
    expect(season.Matches![0]).toEqual({
      RoundNumber: 40,
      HomeTeamCode: 'XA',
      AwayTeamCode: 'XB',
      Kickoff: '2025-09-05T17:00:00Z',
      State: 'finished',
      HomeScore: 1,
      AwayScore: 0,
      HomeStats: { Possession: 52 },
      AwayStats: { Possession: 48 },
      Appearances: [
        { PlayerCode: 'xa-gk', IsStarter: true, MinuteOn: 0, Saves: 0 },
        { PlayerCode: 'xa-fw', IsStarter: true, MinuteOn: 0 },
        { PlayerCode: 'xb-gk', IsStarter: true, MinuteOn: 0, Saves: 3 },
      ],
      Events: [
        { Minute: 30, Type: 'goal', PlayerCode: 'xa-fw' },
        { Minute: 90, AddedMinute: 2, Type: 'yellowCard', PlayerCode: 'xb-gk' },
      ],
    });
    expect(season.Matches![1]).toEqual({
      RoundNumber: 41,
      HomeTeamCode: 'XB',
      AwayTeamCode: 'XA',
      Kickoff: '2025-09-12T17:00:00Z',
    });
    expect(sourceOf('Players[1].TeamCode: no club XYZ')).toBe('players.csv line 3');
    expect(sourceOf('Matches[0].Events[1].Minute: x')).toBe('events.csv line 3');
    expect(sourceOf('Matches[1].Kickoff: x')).toBe('matches.csv line 3');
  });

  it.each<[string, Record<string, string>, string]>([
    ['an empty folder', {}, 'none of teams.csv'],
    [
      'a missing value',
      { 'teams.csv': 'Code,Name,ShortName,PrimaryColor,SecondaryColor\nXA,,A,#111111,#222222\n' },
      'teams.csv line 2, Name: a value is required',
    ],
    [
      'a bad number',
      { 'players.csv': SAMPLE_CSV['players.csv'].replace(',75,', ',7.5,') },
      'players.csv line 3, Price: "7.5" is not a whole number',
    ],
    [
      'a bad flag',
      {
        ...SAMPLE_CSV,
        'appearances.csv': SAMPLE_CSV['appearances.csv'].replace(',1,0,,3', ',maybe,0,,3'),
      },
      'appearances.csv line 4, IsStarter: "maybe" is not true or false',
    ],
    [
      'an unknown column',
      { 'teams.csv': 'Code,Name,Colour\nXA,A,red\n' },
      'teams.csv line 1: unknown column Colour',
    ],
    [
      'a short line',
      { 'teams.csv': 'Code,Name,ShortName,PrimaryColor,SecondaryColor\nXA,A\n' },
      'teams.csv line 2: 2 values for 5 columns',
    ],
    [
      'an event of a match not listed',
      {
        ...SAMPLE_CSV,
        'events.csv': SAMPLE_CSV['events.csv'].replace('40,XA,XB,90', '39,XA,XB,90'),
      },
      'events.csv line 3: match 39 XA-XB is not in matches.csv',
    ],
    [
      'a match listed twice',
      { 'matches.csv': 'RoundNumber,HomeTeamCode,AwayTeamCode,Kickoff\n1,A,B,x\n1,A,B,y\n' },
      'matches.csv line 3: match 1 A-B is listed twice',
    ],
    [
      'an open quote',
      { 'teams.csv': 'Code,Name\n"XA,A\n' },
      'teams.csv line 2: a quoted value is not closed',
    ],
  ])('refuses %s, naming the file and line', (_, files, problem) => {
    expect(() => readSeasonCsv(folderWith(files), { competitionCode: 'TR_SL' })).toThrow(problem);
  });
});
