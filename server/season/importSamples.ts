/**
 * Sample season imports for tests (JSON shape and CSV files): two new clubs with players,
 * a finished match with its sheet, and a fixture against the seeded clubs.
 */
import type { SeasonImport } from '../../store/api/engine';

/** Two new clubs with four players, a finished match with its sheet, and a fixture. */
export function sampleImport(): SeasonImport {
  const player = (Code: string, TeamCode: string, Position: 'GK' | 'FWD', LastName: string) => ({
    Code,
    TeamCode,
    FirstName: 'Deneme',
    LastName,
    Position,
    Price: 55,
    Nationality: 'TR',
  });
  return {
    CompetitionCode: 'TR_SL',
    SportsCode: 'FTBL',
    Teams: [
      {
        Code: 'XA',
        Name: 'Ankara Deneme',
        ShortName: 'Deneme A',
        PrimaryColor: '#112233',
        SecondaryColor: '#FFFFFF',
      },
      {
        Code: 'XB',
        Name: 'Bursa Deneme',
        ShortName: 'Deneme B',
        PrimaryColor: '#445566',
        SecondaryColor: '#000000',
      },
    ],
    Players: [
      player('xa-gk', 'XA', 'GK', 'Kaleci'),
      { ...player('xa-fw', 'XA', 'FWD', 'Golcü'), ShirtNumber: 9, DisplayName: 'Golcü A.' },
      player('xb-gk', 'XB', 'GK', 'Eldiven'),
      {
        ...player('xb-fw', 'XB', 'FWD', 'Forvet'),
        Status: 'injured',
        StatusReason: 'Hamstring',
        ExpectedReturnRound: 42,
      },
    ],
    Rounds: [{ Number: 40 }],
    Matches: [
      {
        RoundNumber: 40,
        HomeTeamCode: 'XA',
        AwayTeamCode: 'XB',
        Kickoff: '2025-09-05T17:00:00Z',
        State: 'finished',
        HomeScore: 1,
        AwayScore: 0,
        Appearances: [
          { PlayerCode: 'xa-gk', IsStarter: true, MinuteOn: 0 },
          { PlayerCode: 'xa-fw', IsStarter: true, MinuteOn: 0 },
          { PlayerCode: 'xb-gk', IsStarter: true, MinuteOn: 0, Saves: 3 },
        ],
        Events: [
          { Minute: 30, Type: 'goal', PlayerCode: 'xa-fw' },
          { Minute: 90, AddedMinute: 2, Type: 'yellowCard', PlayerCode: 'xb-gk' },
        ],
        HomeStats: { Possession: 52, Shots: 8 },
      },
      { RoundNumber: 40, HomeTeamCode: 'GS', AwayTeamCode: 'FB', Kickoff: '2025-09-06T17:00:00Z' },
    ],
  };
}

/** The same season (a little different) as the CSV files of a folder. */
export const SAMPLE_CSV = {
  'teams.csv':
    'Code,Name,ShortName,PrimaryColor,SecondaryColor\nXA,"Ankara, Deneme",Deneme A,#112233,#FFFFFF\nXB,Bursa Deneme,Deneme B,#445566,#000000\n',
  'players.csv':
    'Code,TeamCode,FirstName,LastName,DisplayName,Position,Price,Nationality,ShirtNumber,Status,StatusReason,ExpectedReturnRound\r\n' +
    'xa-gk,XA,Deneme,Kaleci,,GK,55,TR,1,,,\r\n' +
    'xa-fw,XA,Deneme,Golcü,Golcü A.,FWD,75,TR,9,,,\r\n' +
    'xb-gk,XB,Deneme,Eldiven,,GK,50,BR,,injured,"Diz ""menisküs""",42\r\n',
  'matches.csv':
    'RoundNumber,HomeTeamCode,AwayTeamCode,Kickoff,State,HomeScore,AwayScore,HomePossession,AwayPossession\n' +
    '40,XA,XB,2025-09-05T17:00:00Z,finished,1,0,52,48\n' +
    '41,XB,XA,2025-09-12T17:00:00Z,,,,,\n',
  'appearances.csv':
    'RoundNumber,HomeTeamCode,AwayTeamCode,PlayerCode,IsStarter,MinuteOn,MinuteOff,Saves\n' +
    '40,XA,XB,xa-gk,true,0,,0\n40,XA,XB,xa-fw,true,0,,\n40,XA,XB,xb-gk,1,0,,3\n',
  'events.csv':
    'RoundNumber,HomeTeamCode,AwayTeamCode,Minute,AddedMinute,Type,PlayerCode,RelatedPlayerCode\n' +
    '40,XA,XB,30,,goal,xa-fw,\n40,XA,XB,90,2,yellowCard,xb-gk,\n',
};
