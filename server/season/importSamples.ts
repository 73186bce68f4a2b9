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

/**
 * A whole season's file: 18 new clubs of 25 players, 34 rounds and their 306 finished matches,
 * each with 22 starters, a goal and a card (808 rows, 6,732 appearances).
 */
export function seasonSizedImport(): SeasonImport {
  const clubs = 18;
  const Teams = Array.from({ length: clubs }, (_, i) => ({
    Code: `S${i}`,
    Name: `Sezon Kulübü ${i}`,
    ShortName: `Sezon ${i}`,
    PrimaryColor: '#224466',
    SecondaryColor: '#FFFFFF',
  }));
  const position = (j: number) =>
    j < 3
      ? ('GK' as const)
      : j < 11
        ? ('DEF' as const)
        : j < 19
          ? ('MID' as const)
          : ('FWD' as const);
  const Players = Teams.flatMap((team, i) =>
    Array.from({ length: 25 }, (_, j) => ({
      Code: `s${i}-${j}`,
      TeamCode: team.Code,
      FirstName: 'Sezon',
      LastName: `Oyuncu ${j}`,
      Position: position(j),
      Price: 50,
      Nationality: 'TR',
    })),
  );
  // A goalkeeper and players 3-12 start for each side.
  const eleven = (club: number) =>
    [0, ...Array.from({ length: 10 }, (_, j) => j + 3)].map((j) => ({
      PlayerCode: `s${club}-${j}`,
      IsStarter: true,
      MinuteOn: 0,
    }));
  const Rounds = Array.from({ length: 34 }, (_, r) => ({ Number: r + 1 }));
  // The circle method: every club plays once a round.
  const Matches = Rounds.flatMap(({ Number }) =>
    Array.from({ length: clubs / 2 }, (_, k) => {
      const [home, away] =
        k === 0
          ? [clubs - 1, Number % (clubs - 1)]
          : [(Number + k) % (clubs - 1), (Number - k + clubs - 1) % (clubs - 1)];
      return {
        RoundNumber: Number,
        HomeTeamCode: `S${home}`,
        AwayTeamCode: `S${away}`,
        Kickoff: '2025-09-05T17:00:00Z',
        State: 'finished' as const,
        HomeScore: 1,
        AwayScore: 0,
        Appearances: [...eleven(home!), ...eleven(away!)],
        Events: [
          { Minute: 30, Type: 'goal' as const, PlayerCode: `s${home}-12` },
          { Minute: 50, Type: 'yellowCard' as const, PlayerCode: `s${away}-5` },
        ],
      };
    }),
  );
  return { CompetitionCode: 'TR_SL', SportsCode: 'FTBL', Teams, Players, Rounds, Matches };
}
