/** A small season for the information pages' tests: clubs, rounds, matches, players. */
import type {
  Match,
  Player,
  PlayerDetail,
  PlayerMatchStats,
  Team,
  WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { envelope, type ScriptedServer } from '../../../store/testing/scriptedServer';

export const ENGINE = '/engine/api';

export const CLUBS: Team[] = [
  club(1, 'GS', 'Galatasaray', '#a90432', '#fdb912'),
  club(2, 'FB', 'Fenerbahçe', '#163962', '#fef200'),
  club(3, 'BJK', 'Beşiktaş', '#000000', '#ffffff'),
  club(4, 'TS', 'Trabzonspor', '#6d1a36', '#3a9ad9'),
];

function club(
  Id: number,
  Code: string,
  Name: string,
  PrimaryColor: string,
  SecondaryColor: string,
) {
  return {
    Id,
    CompetitionCode: 'TR_SL',
    Code,
    Name,
    ShortName: Name,
    PrimaryColor,
    SecondaryColor,
  };
}

export function round(
  Number: number,
  State: WeeklyLeagueInformation['State'],
  IsCurrent = false,
): WeeklyLeagueInformation {
  const kickoff = new Date(Date.UTC(2026, 9, 16 + 7 * (Number - 1), 17)).toISOString();
  return {
    Id: 100 + Number,
    CompetitionCode: 'TR_SL',
    SportsCode: 'FTBL',
    Number,
    Title: `${Number}. Hafta`,
    FirstKickoff: kickoff,
    Deadline: kickoff,
    State,
    IsCurrent,
    MatchCount: 2,
    FinishedMatchCount: State === 'scored' || State === 'finished' ? 2 : 0,
  };
}

/** Rounds 1-2 scored, 3 live, 4 open (current), 5 upcoming. */
export const ROUNDS = [
  round(1, 'scored'),
  round(2, 'scored'),
  round(3, 'live'),
  round(4, 'open', true),
  round(5, 'upcoming'),
];

export function match(
  Id: number,
  roundNumber: number,
  home: number,
  away: number,
  Kickoff: string,
  score: [number, number] | null,
  State: Match['State'] = score ? 'finished' : 'scheduled',
): Match {
  return {
    Id,
    CompetitionCode: 'TR_SL',
    WeeklyLeagueInformationId: 100 + roundNumber,
    RoundNumber: roundNumber,
    HomeTeamId: home,
    AwayTeamId: away,
    Kickoff,
    State,
    HomeScore: score ? score[0] : null,
    AwayScore: score ? score[1] : null,
    Minute: State === 'live' ? 67 : null,
  };
}

export function player(Id: number, DisplayName: string, over: Partial<Player> = {}): Player {
  return {
    Id,
    Code: `P-${Id}`,
    TeamId: 1,
    FirstName: 'Ali',
    LastName: DisplayName,
    DisplayName,
    Position: 'MID',
    ShirtNumber: 10,
    Price: 75,
    PriceChange: 0,
    Nationality: 'TR',
    Status: 'available',
    TotalPoints: 40,
    RoundPoints: 6,
    Form: 5.5,
    SelectedByPercent: 12.5,
    ...over,
  };
}

export function playerDetail(Id: number, DisplayName: string, over: Partial<Player> = {}) {
  const detail: PlayerDetail = {
    ...player(Id, DisplayName, over),
    Season: {
      Appearances: 4,
      Starts: 4,
      Minutes: 360,
      Goals: 3,
      Assists: 2,
      CleanSheets: 1,
      GoalsConceded: 4,
      Saves: 0,
      PenaltiesSaved: 0,
      PenaltiesMissed: 0,
      YellowCards: 1,
      RedCards: 0,
      OwnGoals: 0,
      BonusPoints: 3,
    },
    StatusReason: null,
    ExpectedReturnRound: null,
  };
  return detail;
}

export const NO_STATS: PlayerMatchStats = {
  Minutes: 0,
  Goals: 0,
  Assists: 0,
  CleanSheet: false,
  GoalsConceded: 0,
  Saves: 0,
  PenaltiesSaved: 0,
  PenaltiesMissed: 0,
  YellowCards: 0,
  RedCards: 0,
  OwnGoals: 0,
  BonusPoints: 0,
};

/** The answers every information screen needs: clubs and rounds. */
export function scriptSeason(server: ScriptedServer) {
  server.route(`${ENGINE}/Teams/GetTeamsList`, { body: envelope(CLUBS, CLUBS.length) });
  server.route(`${ENGINE}/WeeklyLeagueInformation/GetWeeklyLeagueInformationList`, {
    body: envelope(ROUNDS, ROUNDS.length),
  });
}

export const failure = (ResultCode: number, ResultMessage: string) => ({
  Result: { ResultCode, ResultMessage },
  ReturnObject: null,
  TotalCount: 0,
});

/** The JSON bodies sent to one engine call, in order. */
export const bodiesOf = (server: ScriptedServer, call: string) =>
  server.requests
    .filter((r) => r.url.split('?')[0] === `${ENGINE}/${call}`)
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

/** The query strings sent to one engine GET call, in order. */
export const queriesOf = (server: ScriptedServer, call: string) =>
  server.requests
    .filter((r) => r.url.split('?')[0] === `${ENGINE}/${call}`)
    .map((r) => new URLSearchParams(r.url.split('?')[1] ?? ''));
