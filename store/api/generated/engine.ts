import { engineApi as api } from '../emptyApis';
export const addTagTypes = [
  'Round',
  'Match',
  'Team',
  'Player',
  'Score',
  'RuleSet',
  'UserTeam',
  'Standings',
  'SpecialLeague',
  'Clock',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      weeklyLeagueInformationGetWeeklyLeagueInformationList: build.query<
        WeeklyLeagueInformationGetWeeklyLeagueInformationListApiResponse,
        WeeklyLeagueInformationGetWeeklyLeagueInformationListApiArg
      >({
        query: (queryArg) => ({
          url: `/WeeklyLeagueInformation/GetWeeklyLeagueInformationList`,
          method: 'POST',
          body: queryArg.roundListRequest,
        }),
        providesTags: ['Round'],
      }),
      weeklyLeagueInformationGetWeeklyLeagueInformationById: build.query<
        WeeklyLeagueInformationGetWeeklyLeagueInformationByIdApiResponse,
        WeeklyLeagueInformationGetWeeklyLeagueInformationByIdApiArg
      >({
        query: (queryArg) => ({
          url: `/WeeklyLeagueInformation/GetWeeklyLeagueInformationById`,
          params: {
            Id: queryArg.id,
          },
        }),
        providesTags: ['Round'],
      }),
      matchesOfTheWeekGetMatchesOfTheWeekList: build.query<
        MatchesOfTheWeekGetMatchesOfTheWeekListApiResponse,
        MatchesOfTheWeekGetMatchesOfTheWeekListApiArg
      >({
        query: (queryArg) => ({
          url: `/MatchesOfTheWeek/GetMatchesOfTheWeekList`,
          method: 'POST',
          body: queryArg.matchListRequest,
        }),
        providesTags: ['Match'],
      }),
      matchGetMatchDetail: build.query<MatchGetMatchDetailApiResponse, MatchGetMatchDetailApiArg>({
        query: (queryArg) => ({
          url: `/Match/GetMatchDetail`,
          params: {
            matchId: queryArg.matchId,
          },
        }),
        providesTags: ['Match'],
      }),
      teamsGetTeamsList: build.query<TeamsGetTeamsListApiResponse, TeamsGetTeamsListApiArg>({
        query: (queryArg) => ({
          url: `/Teams/GetTeamsList`,
          method: 'POST',
          body: queryArg.leagueContext,
        }),
        providesTags: ['Team'],
      }),
      playerGetPlayersList: build.query<
        PlayerGetPlayersListApiResponse,
        PlayerGetPlayersListApiArg
      >({
        query: (queryArg) => ({
          url: `/Player/GetPlayersList`,
          method: 'POST',
          body: queryArg.playerListRequest,
        }),
        providesTags: ['Player'],
      }),
      playerGetPlayerById: build.query<PlayerGetPlayerByIdApiResponse, PlayerGetPlayerByIdApiArg>({
        query: (queryArg) => ({
          url: `/Player/GetPlayerById`,
          params: {
            Id: queryArg.id,
          },
        }),
        providesTags: ['Player'],
      }),
      playerGetWeeklyPlayerScore: build.query<
        PlayerGetWeeklyPlayerScoreApiResponse,
        PlayerGetWeeklyPlayerScoreApiArg
      >({
        query: (queryArg) => ({
          url: `/Player/GetWeeklyPlayerScore`,
          method: 'POST',
          body: queryArg.playerRoundsRequest,
        }),
        providesTags: ['Player', 'Score'],
      }),
      playerGetWeeklyPlayerScoreBreakdown: build.query<
        PlayerGetWeeklyPlayerScoreBreakdownApiResponse,
        PlayerGetWeeklyPlayerScoreBreakdownApiArg
      >({
        query: (queryArg) => ({
          url: `/Player/GetWeeklyPlayerScoreBreakdown`,
          method: 'POST',
          body: queryArg.playerRoundRequest,
        }),
        providesTags: ['Player', 'Score'],
      }),
      playerGetPlayerMatchesBreakdown: build.query<
        PlayerGetPlayerMatchesBreakdownApiResponse,
        PlayerGetPlayerMatchesBreakdownApiArg
      >({
        query: (queryArg) => ({
          url: `/Player/GetPlayerMatchesBreakdown`,
          method: 'POST',
          body: queryArg.playerRoundsRequest,
        }),
        providesTags: ['Player', 'Score'],
      }),
      playerGetPlayerWithWeeklyMatchDetailList: build.query<
        PlayerGetPlayerWithWeeklyMatchDetailListApiResponse,
        PlayerGetPlayerWithWeeklyMatchDetailListApiArg
      >({
        query: (queryArg) => ({
          url: `/Player/GetPlayerWithWeeklyMatchDetailList`,
          method: 'POST',
          body: queryArg.roundPlayersRequest,
        }),
        providesTags: ['Player', 'Score'],
      }),
      playerGetUnavailablePlayersList: build.query<
        PlayerGetUnavailablePlayersListApiResponse,
        PlayerGetUnavailablePlayersListApiArg
      >({
        query: (queryArg) => ({
          url: `/Player/GetUnavailablePlayersList`,
          method: 'POST',
          body: queryArg.unavailablePlayersRequest,
        }),
        providesTags: ['Player'],
      }),
      playerGetBestOfTheWeek: build.query<
        PlayerGetBestOfTheWeekApiResponse,
        PlayerGetBestOfTheWeekApiArg
      >({
        query: (queryArg) => ({
          url: `/Player/GetBestOfTheWeek`,
          params: {
            weeklyLeagueInformationId: queryArg.weeklyLeagueInformationId,
            competitionCode: queryArg.competitionCode,
          },
        }),
        providesTags: ['Player', 'Score'],
      }),
      playerScoreRuleSetGetRuleSets: build.query<
        PlayerScoreRuleSetGetRuleSetsApiResponse,
        PlayerScoreRuleSetGetRuleSetsApiArg
      >({
        query: () => ({ url: `/PlayerScoreRuleSet/GetRuleSets` }),
        providesTags: ['RuleSet'],
      }),
      userTeamGetGenarateUserTeam: build.query<
        UserTeamGetGenarateUserTeamApiResponse,
        UserTeamGetGenarateUserTeamApiArg
      >({
        query: (queryArg) => ({
          url: `/UserTeam/GetGenarateUserTeam`,
          params: {
            lineupOfPlayerType: queryArg.lineupOfPlayerType,
            competitionCode: queryArg.competitionCode,
            useABudgetBooster: queryArg.useABudgetBooster,
          },
        }),
        providesTags: ['UserTeam'],
      }),
      userTeamInsertCreatingUserTeam: build.mutation<
        UserTeamInsertCreatingUserTeamApiResponse,
        UserTeamInsertCreatingUserTeamApiArg
      >({
        query: (queryArg) => ({
          url: `/UserTeam/InsertCreatingUserTeam`,
          method: 'POST',
          body: queryArg.insertUserTeamRequest,
        }),
        invalidatesTags: ['UserTeam', 'Score'],
      }),
      userTeamGetUserTeamList: build.query<
        UserTeamGetUserTeamListApiResponse,
        UserTeamGetUserTeamListApiArg
      >({
        query: (queryArg) => ({
          url: `/UserTeam/GetUserTeamList`,
          params: {
            competitionCode: queryArg.competitionCode,
            weeklyLeagueInformationId: queryArg.weeklyLeagueInformationId,
          },
        }),
        providesTags: ['UserTeam'],
      }),
      userTeamGetUserTeamDetailList: build.query<
        UserTeamGetUserTeamDetailListApiResponse,
        UserTeamGetUserTeamDetailListApiArg
      >({
        query: (queryArg) => ({
          url: `/UserTeam/GetUserTeamDetailList`,
          params: {
            userTeamId: queryArg.userTeamId,
          },
        }),
        providesTags: ['UserTeam'],
      }),
      userTeamGetUserTeamCount: build.query<
        UserTeamGetUserTeamCountApiResponse,
        UserTeamGetUserTeamCountApiArg
      >({
        query: (queryArg) => ({
          url: `/UserTeam/GetUserTeamCount`,
          params: {
            weeklyLeagueInformationId: queryArg.weeklyLeagueInformationId,
            competitionCode: queryArg.competitionCode,
          },
        }),
        providesTags: ['UserTeam'],
      }),
      userWeeklyScoreGetWeeklyScoreByUserId: build.query<
        UserWeeklyScoreGetWeeklyScoreByUserIdApiResponse,
        UserWeeklyScoreGetWeeklyScoreByUserIdApiArg
      >({
        query: (queryArg) => ({
          url: `/UserWeeklyScore/GetWeeklyScoreByUserId`,
          method: 'POST',
          body: queryArg.weeklyScoreByUserRequest,
        }),
        providesTags: ['Score'],
      }),
      userWeeklyScoreGetUserWeeklyScoreList: build.query<
        UserWeeklyScoreGetUserWeeklyScoreListApiResponse,
        UserWeeklyScoreGetUserWeeklyScoreListApiArg
      >({
        query: (queryArg) => ({
          url: `/UserWeeklyScore/GetUserWeeklyScoreList`,
          method: 'POST',
          body: queryArg.standingsRequest,
        }),
        providesTags: ['Standings', 'Score'],
      }),
      specialLeagueGetWeeklySpecialLeagueScore: build.query<
        SpecialLeagueGetWeeklySpecialLeagueScoreApiResponse,
        SpecialLeagueGetWeeklySpecialLeagueScoreApiArg
      >({
        query: (queryArg) => ({
          url: `/SpecialLeague/GetWeeklySpecialLeagueScore`,
          method: 'POST',
          body: queryArg.specialLeagueStandingsRequest,
        }),
        providesTags: ['SpecialLeague', 'Standings'],
      }),
      specialLeagueCheckUser: build.query<
        SpecialLeagueCheckUserApiResponse,
        SpecialLeagueCheckUserApiArg
      >({
        query: (queryArg) => ({
          url: `/SpecialLeague/CheckUser`,
          method: 'POST',
          body: queryArg.specialLeagueCheckRequest,
        }),
        providesTags: ['SpecialLeague'],
      }),
      specialLeagueCheckProduct: build.query<
        SpecialLeagueCheckProductApiResponse,
        SpecialLeagueCheckProductApiArg
      >({
        query: (queryArg) => ({
          url: `/SpecialLeague/CheckProduct`,
          method: 'POST',
          body: queryArg.specialLeagueCheckRequest,
        }),
        providesTags: ['SpecialLeague'],
      }),
      adminGetClock: build.query<AdminGetClockApiResponse, AdminGetClockApiArg>({
        query: () => ({ url: `/Admin/GetClock` }),
        providesTags: ['Clock'],
      }),
      adminSetClock: build.mutation<AdminSetClockApiResponse, AdminSetClockApiArg>({
        query: (queryArg) => ({
          url: `/Admin/SetClock`,
          method: 'POST',
          body: queryArg.setClockRequest,
        }),
        invalidatesTags: ['Clock', 'Round', 'Match', 'Score', 'Standings', 'UserTeam'],
      }),
      adminRunRoundJob: build.mutation<AdminRunRoundJobApiResponse, AdminRunRoundJobApiArg>({
        query: (queryArg) => ({
          url: `/Admin/RunRoundJob`,
          method: 'POST',
          body: queryArg.runRoundJobRequest,
        }),
        invalidatesTags: ['Round', 'Match', 'Score', 'Standings', 'UserTeam'],
      }),
      adminUpsertMatchEvents: build.mutation<
        AdminUpsertMatchEventsApiResponse,
        AdminUpsertMatchEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/UpsertMatchEvents`,
          method: 'POST',
          body: queryArg.upsertMatchEventsRequest,
        }),
        invalidatesTags: ['Match', 'Score'],
      }),
      adminUpdateMatch: build.mutation<AdminUpdateMatchApiResponse, AdminUpdateMatchApiArg>({
        query: (queryArg) => ({
          url: `/Admin/UpdateMatch`,
          method: 'POST',
          body: queryArg.updateMatchRequest,
        }),
        invalidatesTags: ['Match', 'Round'],
      }),
      adminImportSeason: build.mutation<AdminImportSeasonApiResponse, AdminImportSeasonApiArg>({
        query: (queryArg) => ({
          url: `/Admin/ImportSeason`,
          method: 'POST',
          body: queryArg.seasonImport,
        }),
        invalidatesTags: ['Team', 'Player', 'Round', 'Match'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as engineEndpoints };
export type WeeklyLeagueInformationGetWeeklyLeagueInformationListApiResponse =
  /** status 200 A page of rounds. */ {
    data: WeeklyLeagueInformation[];
    count: number;
    message: string;
  };
export type WeeklyLeagueInformationGetWeeklyLeagueInformationListApiArg = {
  roundListRequest: RoundListRequest;
};
export type WeeklyLeagueInformationGetWeeklyLeagueInformationByIdApiResponse =
  /** status 200 The round. */ {
    data: WeeklyLeagueInformation;
    count: number;
    message: string;
  };
export type WeeklyLeagueInformationGetWeeklyLeagueInformationByIdApiArg = {
  id: Id;
};
export type MatchesOfTheWeekGetMatchesOfTheWeekListApiResponse = /** status 200 The matches. */ {
  data: Match[];
  count: number;
  message: string;
};
export type MatchesOfTheWeekGetMatchesOfTheWeekListApiArg = {
  matchListRequest: MatchListRequest;
};
export type MatchGetMatchDetailApiResponse = /** status 200 The match. */ {
  data: MatchDetail;
  count: number;
  message: string;
};
export type MatchGetMatchDetailApiArg = {
  matchId: Id;
};
export type TeamsGetTeamsListApiResponse = /** status 200 The clubs. */ {
  data: Team[];
  count: number;
  message: string;
};
export type TeamsGetTeamsListApiArg = {
  leagueContext: LeagueContext;
};
export type PlayerGetPlayersListApiResponse = /** status 200 A page of players. */ {
  data: Player[];
  count: number;
  message: string;
};
export type PlayerGetPlayersListApiArg = {
  playerListRequest: PlayerListRequest;
};
export type PlayerGetPlayerByIdApiResponse = /** status 200 The player. */ {
  data: Player;
  count: number;
  message: string;
};
export type PlayerGetPlayerByIdApiArg = {
  id: Id;
};
export type PlayerGetWeeklyPlayerScoreApiResponse =
  /** status 200 One row per round played so far, in round order. */ {
    data: PlayerWeeklyScore[];
    count: number;
    message: string;
  };
export type PlayerGetWeeklyPlayerScoreApiArg = {
  playerRoundsRequest: PlayerRoundsRequest;
};
export type PlayerGetWeeklyPlayerScoreBreakdownApiResponse =
  /** status 200 The breakdown rows; their Points sum to the round score. */ {
    data: ScoreBreakdownRow[];
    count: number;
    message: string;
  };
export type PlayerGetWeeklyPlayerScoreBreakdownApiArg = {
  playerRoundRequest: PlayerRoundRequest;
};
export type PlayerGetPlayerMatchesBreakdownApiResponse =
  /** status 200 One row per match, in kickoff order. */ {
    data: PlayerMatchBreakdown[];
    count: number;
    message: string;
  };
export type PlayerGetPlayerMatchesBreakdownApiArg = {
  playerRoundsRequest: PlayerRoundsRequest;
};
export type PlayerGetPlayerWithWeeklyMatchDetailListApiResponse =
  /** status 200 A page of players with their round. */ {
    data: PlayerWithWeeklyMatchDetail[];
    count: number;
    message: string;
  };
export type PlayerGetPlayerWithWeeklyMatchDetailListApiArg = {
  roundPlayersRequest: RoundPlayersRequest;
};
export type PlayerGetUnavailablePlayersListApiResponse =
  /** status 200 The unavailable players, by club then name. */ {
    data: UnavailablePlayer[];
    count: number;
    message: string;
  };
export type PlayerGetUnavailablePlayersListApiArg = {
  unavailablePlayersRequest: UnavailablePlayersRequest;
};
export type PlayerGetBestOfTheWeekApiResponse =
  /** status 200 The best XI (null before any round is scored). */ {
    data: BestOfTheWeek | null;
    count: number;
    message: string;
  };
export type PlayerGetBestOfTheWeekApiArg = {
  weeklyLeagueInformationId?: Id;
  competitionCode?: CompetitionCode;
};
export type PlayerScoreRuleSetGetRuleSetsApiResponse =
  /** status 200 The rule sets in force (one per competition). */ {
    data: PlayerScoreRuleSet[];
    count: number;
    message: string;
  };
export type PlayerScoreRuleSetGetRuleSetsApiArg = void;
export type UserTeamGetGenarateUserTeamApiResponse =
  /** status 200 The proposed squad (not saved). */ {
    data: GeneratedUserTeam;
    count: number;
    message: string;
  };
export type UserTeamGetGenarateUserTeamApiArg = {
  lineupOfPlayerType: LineupOfPlayerType;
  competitionCode: CompetitionCode;
  useABudgetBooster?: boolean;
};
export type UserTeamInsertCreatingUserTeamApiResponse =
  /** status 200 The saved team with its players. */ {
    data: UserTeamDetail;
    count: number;
    message: string;
  };
export type UserTeamInsertCreatingUserTeamApiArg = {
  insertUserTeamRequest: InsertUserTeamRequest;
};
export type UserTeamGetUserTeamListApiResponse = /** status 200 The teams. */ {
  data: UserTeam[];
  count: number;
  message: string;
};
export type UserTeamGetUserTeamListApiArg = {
  competitionCode: CompetitionCode;
  weeklyLeagueInformationId: Id;
};
export type UserTeamGetUserTeamDetailListApiResponse =
  /** status 200 The team and its 15 players. */ {
    data: UserTeamDetail;
    count: number;
    message: string;
  };
export type UserTeamGetUserTeamDetailListApiArg = {
  userTeamId: Id;
};
export type UserTeamGetUserTeamCountApiResponse = /** status 200 The counts. */ {
  data: UserTeamCount;
  count: number;
  message: string;
};
export type UserTeamGetUserTeamCountApiArg = {
  weeklyLeagueInformationId: Id;
  competitionCode: CompetitionCode;
};
export type UserWeeklyScoreGetWeeklyScoreByUserIdApiResponse =
  /** status 200 One row per scored (or live) round, newest first. */ {
    data: UserWeeklyScore[];
    count: number;
    message: string;
  };
export type UserWeeklyScoreGetWeeklyScoreByUserIdApiArg = {
  weeklyScoreByUserRequest: WeeklyScoreByUserRequest;
};
export type UserWeeklyScoreGetUserWeeklyScoreListApiResponse =
  /** status 200 A page of the table and the caller's row. */ {
    data: StandingsPage;
    count: number;
    message: string;
  };
export type UserWeeklyScoreGetUserWeeklyScoreListApiArg = {
  standingsRequest: StandingsRequest;
};
export type SpecialLeagueGetWeeklySpecialLeagueScoreApiResponse =
  /** status 200 A page of the table and the caller's row. */ {
    data: StandingsPage;
    count: number;
    message: string;
  };
export type SpecialLeagueGetWeeklySpecialLeagueScoreApiArg = {
  specialLeagueStandingsRequest: SpecialLeagueStandingsRequest;
};
export type SpecialLeagueCheckUserApiResponse = /** status 200 The answer. */ {
  data: SpecialLeagueCheck;
  count: number;
  message: string;
};
export type SpecialLeagueCheckUserApiArg = {
  specialLeagueCheckRequest: SpecialLeagueCheckRequest;
};
export type SpecialLeagueCheckProductApiResponse =
  /** status 200 The answer, with the product to buy when it is missing. */ {
    data: SpecialLeagueCheck;
    count: number;
    message: string;
  };
export type SpecialLeagueCheckProductApiArg = {
  specialLeagueCheckRequest: SpecialLeagueCheckRequest;
};
export type AdminGetClockApiResponse = /** status 200 The clock. */ {
  data: GameClock;
  count: number;
  message: string;
};
export type AdminGetClockApiArg = void;
export type AdminSetClockApiResponse = /** status 200 The clock after the change. */ {
  data: GameClock;
  count: number;
  message: string;
};
export type AdminSetClockApiArg = {
  setClockRequest: SetClockRequest;
};
export type AdminRunRoundJobApiResponse = /** status 200 The round after the job. */ {
  data: RoundJobResult;
  count: number;
  message: string;
};
export type AdminRunRoundJobApiArg = {
  runRoundJobRequest: RunRoundJobRequest;
};
export type AdminUpsertMatchEventsApiResponse = /** status 200 The match as stored. */ {
  data: MatchDetail;
  count: number;
  message: string;
};
export type AdminUpsertMatchEventsApiArg = {
  upsertMatchEventsRequest: UpsertMatchEventsRequest;
};
export type AdminUpdateMatchApiResponse = /** status 200 The match. */ {
  data: Match;
  count: number;
  message: string;
};
export type AdminUpdateMatchApiArg = {
  updateMatchRequest: UpdateMatchRequest;
};
export type AdminImportSeasonApiResponse = /** status 200 What was imported. */ {
  data: SeasonImportResult;
  count: number;
  message: string;
};
export type AdminImportSeasonApiArg = {
  seasonImport: SeasonImport;
};
export type Id = number;
export type CompetitionCode = string;
export type DateTime = string;
export type RoundState = 'upcoming' | 'open' | 'locked' | 'live' | 'finished' | 'scored';
export type WeeklyLeagueInformation = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  Number: number;
  /** In the caller's language: "12. Hafta" / "Round 12". */
  Title: string;
  FirstKickoff: DateTime;
  /** 60 minutes before the first kickoff. */
  Deadline: DateTime;
  State: RoundState;
  /** The round teams are built for now (the open one; else the latest that is not scored). */
  IsCurrent: boolean;
};
export type SortItem = {
  /** A field of the listed rows. */
  ColumnName: string;
  ColumnOrder: 'asc' | 'desc';
};
export type SortingPaging = {
  SortItem?: SortItem;
  /** Zero-based page. */
  PageNumber?: number;
  /** Page size. */
  NumberRecords?: number;
};
export type SportsCode = 'FTBL';
export type PagedRequest = {
  SortingPaging?: SortingPaging;
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
};
export type RoundListRequest = PagedRequest & {
  State?: RoundState;
};
export type MatchState = 'scheduled' | 'live' | 'finished' | 'postponed';
export type Match = {
  Id: Id;
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  HomeTeamId: Id;
  AwayTeamId: Id;
  Kickoff: DateTime;
  State: MatchState;
  /** Null before kickoff. */
  HomeScore: number | null;
  AwayScore: number | null;
  /** While live. */
  Minute: number | null;
};
export type MatchListRequest = {
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
  WeeklyLeagueInformationId?: Id;
  /** Only this club's matches. */
  TeamId?: Id;
};
export type MatchEventType =
  | 'goal'
  | 'ownGoal'
  | 'penaltyGoal'
  | 'penaltyMissed'
  | 'penaltySaved'
  | 'yellowCard'
  | 'redCard'
  | 'substitution'
  | 'injury';
export type MatchEvent = {
  Minute: number;
  Type: MatchEventType;
  TeamId: Id;
  PlayerId: Id;
  /** The assist of a goal; the player coming on in a substitution. */
  RelatedPlayerId?: Id | null;
};
export type Position = 'GK' | 'DEF' | 'MID' | 'FWD';
export type LineupPlayer = {
  PlayerId: Id;
  DisplayName: string;
  Position: Position;
  TeamId: Id;
  Started: boolean;
  Minutes: number;
  /** Null until the match is live. */
  Points: number | null;
};
export type TeamMatchStats = {
  TeamId: Id;
  Goals: number;
  Shots: number;
  ShotsOnTarget: number;
  Saves: number;
  YellowCards: number;
  RedCards: number;
};
export type MatchDetail = {
  Match: Match;
  Events: MatchEvent[];
  HomeLineup: LineupPlayer[];
  AwayLineup: LineupPlayer[];
  HomeStats: TeamMatchStats;
  AwayStats: TeamMatchStats;
};
export type Team = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  /** Short code, e.g. GS. */
  Code: string;
  Name: string;
  ShortName: string;
  PrimaryColor: string;
  SecondaryColor: string;
};
export type LeagueContext = {
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
};
export type Tenths = number;
export type PlayerStatus = 'available' | 'injured' | 'suspended' | 'doubtful';
export type Player = {
  Id: Id;
  TeamId: Id;
  FirstName: string;
  LastName: string;
  /** What pitch cards show. */
  DisplayName: string;
  Position: Position;
  Price: Tenths;
  /** ISO 3166-1 alpha-2 (TR, BR, ...). */
  Nationality: string;
  ShirtNumber?: number | null;
  Status: PlayerStatus;
  /** Season points so far. */
  TotalPoints: number;
  /** Mean points of the last 4 scored rounds. */
  Form: number;
  /** Share of the current round's teams that hold him. */
  SelectedByPercent: number;
  /** Points in the last scored or live round. */
  RoundPoints: number | null;
};
export type PlayerListRequest = PagedRequest & {
  /** Part of a name (Turkish letters match their ASCII forms). */
  Search?: string;
  Position?: Position;
  TeamId?: Id;
  MinPrice?: number;
  MaxPrice?: number;
  Status?: PlayerStatus;
  Ids?: Id[];
};
export type PlayerWeeklyScore = {
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  Points: number;
  Minutes: number;
};
export type PlayerRoundsRequest = {
  PlayerId: Id;
  CompetitionCode?: CompetitionCode;
};
export type ScoreStat =
  | 'minutes'
  | 'goal'
  | 'assist'
  | 'cleanSheet'
  | 'saves'
  | 'penaltySaved'
  | 'penaltyMissed'
  | 'goalsConceded'
  | 'yellowCard'
  | 'redCard'
  | 'ownGoal'
  | 'bonus';
export type ScoreBreakdownRow = {
  MatchId: Id;
  Stat: ScoreStat;
  /** How many (goals, saves, minutes...). */
  Count: number;
  Points: number;
};
export type PlayerRoundRequest = {
  PlayerId: Id;
  WeeklyLeagueInformationId: Id;
};
export type PlayerMatchBreakdown = {
  Match: Match;
  Minutes: number;
  Goals: number;
  Assists: number;
  Saves: number;
  YellowCards: number;
  RedCards: number;
  Points: number;
  Rows: ScoreBreakdownRow[];
};
export type PlayerWithWeeklyMatchDetail = {
  Player: Player;
  MatchId: Id | null;
  Minutes: number;
  Goals: number;
  Assists: number;
  YellowCards: number;
  RedCards: number;
  RoundPoints: number;
};
export type RoundPlayersRequest = PagedRequest & {
  WeeklyLeagueInformationId: Id;
  TeamId?: Id;
  Position?: Position;
  MatchId?: Id;
};
export type UnavailablePlayer = {
  Player: Player;
  Reason: 'injured' | 'suspended' | 'doubtful';
  /** e.g. "Red card", "Hamstring", in the caller's language. */
  Detail?: string | null;
  Since: DateTime;
  /** Null when unknown. */
  ExpectedReturnRound: number | null;
};
export type UnavailablePlayersRequest = {
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
  TeamId?: Id;
  Reason?: 'injured' | 'suspended' | 'doubtful';
};
export type LineupOfPlayerType =
  '3-4-3' | '3-5-2' | '4-3-3' | '4-4-2' | '4-5-1' | '5-2-3' | '5-3-2' | '5-4-1';
export type BestOfTheWeekPlayer = {
  Player: Player;
  Points: number;
};
export type BestOfTheWeek = {
  WeeklyLeagueInformationId: Id;
  LineupOfPlayerType: LineupOfPlayerType;
  Players: BestOfTheWeekPlayer[];
  TotalPoints: number;
  TopPlayer: BestOfTheWeekPlayer;
};
export type ScoreRule = {
  Stat: ScoreStat;
  Position: Position;
  Points: number;
  /** Points are given for every Per occurrences (3 saves, 2 goals conceded); 1 otherwise. */
  Per: number;
  /** Minutes needed (60 for a clean sheet and for 2 appearance points). */
  MinMinutes?: number | null;
  MaxMinutes?: number | null;
  /** For the match bonus: the rank it rewards (1-3). */
  Rank?: number | null;
};
export type PlayerScoreRuleSet = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  Name: string;
  CaptainMultiplier: number;
  TripleCaptainMultiplier: number;
  Rules: ScoreRule[];
};
export type GeneratedPick = {
  Player: Player;
  IsStarter: boolean;
  BenchOrder: number | null;
};
export type GeneratedUserTeam = {
  LineupOfPlayerType: LineupOfPlayerType;
  Budget: Tenths;
  Cost: Tenths;
  Players: GeneratedPick[];
  CaptainPlayerId: Id;
  ViceCaptainPlayerId: Id;
};
export type Booster = 'BudgetBooster' | 'TripleCaptain' | 'BenchBoost';
export type UserTeam = {
  Id: Id;
  UserId: Id;
  WeeklyLeagueInformationId: Id;
  Name: string;
  /** The team that counts in the Pro, Taraftar, friend, clan and classement leagues. */
  IsPrimary: boolean;
  LineupOfPlayerType: LineupOfPlayerType;
  /** The budget that applied (1000, or 1050 with a Budget Booster). */
  Budget: Tenths;
  Cost: Tenths;
  Booster: Booster | null;
  /** Null until the round is live; provisional while live. */
  Points: number | null;
  CreatedAt: DateTime;
  UpdatedAt: DateTime;
};
export type UserTeamPlayer = {
  Player: Player;
  IsStarter: boolean;
  /** Substitutes: 1-4 (1 is the bench GK); null for starters. */
  BenchOrder: number | null;
  IsCaptain: boolean;
  IsViceCaptain: boolean;
  /** 0 on the bench (unless Bench Boost or auto-sub), 1, 2 captain, 3 triple captain. */
  Multiplier: number;
  /** The player's round points before the multiplier; null until live. */
  Points: number | null;
  AutoSubbedIn: boolean;
  AutoSubbedOut: boolean;
};
export type UserTeamDetail = {
  UserTeam: UserTeam;
  Round: WeeklyLeagueInformation;
  Players: UserTeamPlayer[];
};
export type UserTeamPick = {
  PlayerId: Id;
  IsStarter: boolean;
  /** Required for substitutes. */
  BenchOrder?: number | null;
};
export type InsertUserTeamRequest = {
  WeeklyLeagueInformationId: Id;
  CompetitionCode?: CompetitionCode;
  /** Replace this team (of the same round) instead of creating one. */
  UserTeamId?: Id;
  Name?: string;
  /** Default: true for the round's first team. */
  IsPrimary?: boolean;
  LineupOfPlayerType: LineupOfPlayerType;
  Players: UserTeamPick[];
  CaptainPlayerId: Id;
  ViceCaptainPlayerId: Id;
  Booster?: Booster | null;
};
export type UserTeamCount = {
  WeeklyLeagueInformationId: Id;
  Count: number;
  /** 1 primary + the extra teams allowed (GAME_RULES: up to 2). */
  MaxCount: number;
  HasPrimary: boolean;
};
export type UserWeeklyScore = {
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  UserTeamId: Id;
  Points: number;
  RoundRank: number | null;
  OverallRank: number | null;
  /** Season total up to this round. */
  TotalPoints: number;
  IsProvisional: boolean;
};
export type WeeklyScoreByUserRequest = {
  UserId?: Id;
  CompetitionCode?: CompetitionCode;
  /** Only this round. */
  WeeklyLeagueInformationId?: Id;
};
export type UserSummary = {
  Id: Id;
  UserName: string;
  ImageUrl?: string | null;
  FavoriteTeamId?: number | null;
};
export type StandingRow = {
  Rank: number;
  PreviousRank: number | null;
  User: UserSummary;
  UserTeamId: Id | null;
  TeamName: string | null;
  RoundPoints: number;
  TotalPoints: number;
  BestRound: number;
};
export type StandingsPage = {
  Rows: StandingRow[];
  MyRow: StandingRow | null;
  WeeklyLeagueInformationId: Id | null;
  IsProvisional: boolean;
};
export type StandingsRequest = PagedRequest & {
  WeeklyLeagueInformationId?: Id | null;
};
export type SpecialLeagueStandingsRequest = StandingsRequest & {
  SpecialLeagueId: Id;
};
export type SpecialLeagueCheck = {
  SpecialLeagueId: Id;
  Allowed: boolean;
  /** Why not, when not allowed. */
  Reason:
    | (null | 'notStarted' | 'ended' | 'productMissing' | 'full' | 'notEligible')
    | (null | 'notStarted' | 'ended' | 'productMissing' | 'full' | 'notEligible');
  /** The pass to buy when `productMissing`. */
  ProductId?: Id | null;
};
export type SpecialLeagueCheckRequest = {
  SpecialLeagueId: Id;
};
export type GameClock = {
  Now: DateTime;
  /** How far the game clock is ahead of the system clock. */
  OffsetSeconds: number;
  IsFrozen: boolean;
};
export type SetClockRequest =
  | {
      Now: DateTime;
      AdvanceSeconds?: number;
      /** Stop the clock at that time (tests); default false: it runs on. */
      Freeze?: boolean;
    }
  | {
      Now?: DateTime;
      AdvanceSeconds: number;
      /** Stop the clock at that time (tests); default false: it runs on. */
      Freeze?: boolean;
    };
export type RoundJobResult = {
  Round: WeeklyLeagueInformation;
  /** False when the job had already run (idempotent). */
  Changed: boolean;
};
export type RunRoundJobRequest = {
  WeeklyLeagueInformationId: Id;
  Job: 'open' | 'lock' | 'live' | 'finish' | 'score';
};
export type Appearance = {
  PlayerId: Id;
  TeamId: Id;
  Started?: boolean;
  Minutes: number;
  Saves: number;
};
export type UpsertMatchEventsRequest = {
  MatchId: Id;
  Appearances: Appearance[];
  Events: MatchEvent[];
};
export type UpdateMatchRequest = {
  MatchId: Id;
  Kickoff?: DateTime;
  State?: MatchState;
  HomeScore?: number;
  AwayScore?: number;
};
export type SeasonImportResult = {
  Teams: number;
  Players: number;
  Rounds: number;
  Matches: number;
  Events: number;
};
export type SeasonImport = {
  CompetitionCode?: CompetitionCode;
  Teams?: {
    Code: string;
    Name: string;
    ShortName: string;
    PrimaryColor: string;
    SecondaryColor: string;
  }[];
  Players?: {
    Code: string;
    TeamCode: string;
    FirstName: string;
    LastName: string;
    DisplayName?: string;
    Position: Position;
    Price: number;
    Nationality: string;
    ShirtNumber?: number;
  }[];
  Rounds?: {
    Number: number;
  }[];
  Matches?: {
    RoundNumber: number;
    HomeTeamCode: string;
    AwayTeamCode: string;
    Kickoff: DateTime;
    HomeScore?: number;
    AwayScore?: number;
    Appearances?: {
      PlayerCode: string;
      Started?: boolean;
      Minutes: number;
      Saves?: number;
    }[];
    Events?: {
      Minute: number;
      Type: MatchEventType;
      PlayerCode: string;
      RelatedPlayerCode?: string;
    }[];
  }[];
};
export const {
  useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery,
  useLazyWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery,
  useWeeklyLeagueInformationGetWeeklyLeagueInformationByIdQuery,
  useLazyWeeklyLeagueInformationGetWeeklyLeagueInformationByIdQuery,
  useMatchesOfTheWeekGetMatchesOfTheWeekListQuery,
  useLazyMatchesOfTheWeekGetMatchesOfTheWeekListQuery,
  useMatchGetMatchDetailQuery,
  useLazyMatchGetMatchDetailQuery,
  useTeamsGetTeamsListQuery,
  useLazyTeamsGetTeamsListQuery,
  usePlayerGetPlayersListQuery,
  useLazyPlayerGetPlayersListQuery,
  usePlayerGetPlayerByIdQuery,
  useLazyPlayerGetPlayerByIdQuery,
  usePlayerGetWeeklyPlayerScoreQuery,
  useLazyPlayerGetWeeklyPlayerScoreQuery,
  usePlayerGetWeeklyPlayerScoreBreakdownQuery,
  useLazyPlayerGetWeeklyPlayerScoreBreakdownQuery,
  usePlayerGetPlayerMatchesBreakdownQuery,
  useLazyPlayerGetPlayerMatchesBreakdownQuery,
  usePlayerGetPlayerWithWeeklyMatchDetailListQuery,
  useLazyPlayerGetPlayerWithWeeklyMatchDetailListQuery,
  usePlayerGetUnavailablePlayersListQuery,
  useLazyPlayerGetUnavailablePlayersListQuery,
  usePlayerGetBestOfTheWeekQuery,
  useLazyPlayerGetBestOfTheWeekQuery,
  usePlayerScoreRuleSetGetRuleSetsQuery,
  useLazyPlayerScoreRuleSetGetRuleSetsQuery,
  useUserTeamGetGenarateUserTeamQuery,
  useLazyUserTeamGetGenarateUserTeamQuery,
  useUserTeamInsertCreatingUserTeamMutation,
  useUserTeamGetUserTeamListQuery,
  useLazyUserTeamGetUserTeamListQuery,
  useUserTeamGetUserTeamDetailListQuery,
  useLazyUserTeamGetUserTeamDetailListQuery,
  useUserTeamGetUserTeamCountQuery,
  useLazyUserTeamGetUserTeamCountQuery,
  useUserWeeklyScoreGetWeeklyScoreByUserIdQuery,
  useLazyUserWeeklyScoreGetWeeklyScoreByUserIdQuery,
  useUserWeeklyScoreGetUserWeeklyScoreListQuery,
  useLazyUserWeeklyScoreGetUserWeeklyScoreListQuery,
  useSpecialLeagueGetWeeklySpecialLeagueScoreQuery,
  useLazySpecialLeagueGetWeeklySpecialLeagueScoreQuery,
  useSpecialLeagueCheckUserQuery,
  useLazySpecialLeagueCheckUserQuery,
  useSpecialLeagueCheckProductQuery,
  useLazySpecialLeagueCheckProductQuery,
  useAdminGetClockQuery,
  useLazyAdminGetClockQuery,
  useAdminSetClockMutation,
  useAdminRunRoundJobMutation,
  useAdminUpsertMatchEventsMutation,
  useAdminUpdateMatchMutation,
  useAdminImportSeasonMutation,
} = injectedRtkApi;
