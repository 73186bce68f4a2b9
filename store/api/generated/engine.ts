import { engineApi as api } from '../emptyApis';
export const addTagTypes = [
  'Round',
  'Match',
  'Team',
  'Player',
  'Score',
  'RuleSet',
  'UserTeam',
  'SpecialLeague',
  'Standings',
  'Admin',
  'Clock',
  'AdminJobRun',
  'AdminPlayer',
  'AdminImport',
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
          body: queryArg.teamListRequest,
        }),
        providesTags: ['Team'],
      }),
      teamsGetClubFixtures: build.query<
        TeamsGetClubFixturesApiResponse,
        TeamsGetClubFixturesApiArg
      >({
        query: (queryArg) => ({
          url: `/Teams/GetClubFixtures`,
          params: {
            competitionCode: queryArg.competitionCode,
            count: queryArg.count,
          },
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
          body: queryArg.playerScoreRequest,
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
          body: queryArg.playerScoreRequest,
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
        providesTags: ['Player'],
      }),
      userTeamInsertCreatingUserTeam: build.mutation<
        UserTeamInsertCreatingUserTeamApiResponse,
        UserTeamInsertCreatingUserTeamApiArg
      >({
        query: (queryArg) => ({
          url: `/UserTeam/InsertCreatingUserTeam`,
          method: 'POST',
          body: queryArg.insertCreatingUserTeamRequest,
        }),
        invalidatesTags: ['UserTeam', 'SpecialLeague'],
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
        providesTags: ['UserTeam', 'Score'],
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
          body: queryArg.weeklyScoreByUserIdRequest,
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
          body: queryArg.proStandingsRequest,
        }),
        providesTags: ['Standings', 'Score'],
      }),
      userWeeklyScoreGetUserSeason: build.query<
        UserWeeklyScoreGetUserSeasonApiResponse,
        UserWeeklyScoreGetUserSeasonApiArg
      >({
        query: (queryArg) => ({
          url: `/UserWeeklyScore/GetUserSeason`,
          method: 'POST',
          body: queryArg.userSeasonRequest,
        }),
        providesTags: ['Score'],
      }),
      specialLeagueGetSpecialLeagueList: build.query<
        SpecialLeagueGetSpecialLeagueListApiResponse,
        SpecialLeagueGetSpecialLeagueListApiArg
      >({
        query: (queryArg) => ({
          url: `/SpecialLeague/GetSpecialLeagueList`,
          params: {
            competitionCode: queryArg.competitionCode,
          },
        }),
        providesTags: ['SpecialLeague'],
      }),
      specialLeagueJoinSpecialLeague: build.mutation<
        SpecialLeagueJoinSpecialLeagueApiResponse,
        SpecialLeagueJoinSpecialLeagueApiArg
      >({
        query: (queryArg) => ({
          url: `/SpecialLeague/JoinSpecialLeague`,
          method: 'POST',
          body: queryArg.specialLeagueRequest,
        }),
        invalidatesTags: ['SpecialLeague', 'Standings'],
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
          body: queryArg.specialLeagueRequest,
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
          body: queryArg.specialLeagueRequest,
        }),
        providesTags: ['SpecialLeague'],
      }),
      adminUpsertSpecialLeague: build.mutation<
        AdminUpsertSpecialLeagueApiResponse,
        AdminUpsertSpecialLeagueApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/UpsertSpecialLeague`,
          method: 'POST',
          body: queryArg.upsertSpecialLeagueRequest,
        }),
        invalidatesTags: ['Admin', 'SpecialLeague'],
      }),
      adminGetClock: build.query<AdminGetClockApiResponse, AdminGetClockApiArg>({
        query: () => ({ url: `/Admin/GetClock` }),
        providesTags: ['Admin', 'Clock'],
      }),
      adminSetClock: build.mutation<AdminSetClockApiResponse, AdminSetClockApiArg>({
        query: (queryArg) => ({
          url: `/Admin/SetClock`,
          method: 'POST',
          body: queryArg.setClockRequest,
        }),
        invalidatesTags: [
          'Admin',
          'Clock',
          'Round',
          'Match',
          'Player',
          'Score',
          'Standings',
          'UserTeam',
          'SpecialLeague',
          'AdminJobRun',
        ],
      }),
      adminRunRoundJob: build.mutation<AdminRunRoundJobApiResponse, AdminRunRoundJobApiArg>({
        query: (queryArg) => ({
          url: `/Admin/RunRoundJob`,
          method: 'POST',
          body: queryArg.runRoundJobRequest,
        }),
        invalidatesTags: [
          'Admin',
          'Round',
          'Match',
          'Player',
          'Score',
          'Standings',
          'UserTeam',
          'SpecialLeague',
          'AdminJobRun',
        ],
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
        invalidatesTags: ['Admin', 'Match', 'Player', 'Score', 'UserTeam'],
      }),
      adminUpdateMatch: build.mutation<AdminUpdateMatchApiResponse, AdminUpdateMatchApiArg>({
        query: (queryArg) => ({
          url: `/Admin/UpdateMatch`,
          method: 'POST',
          body: queryArg.updateMatchRequest,
        }),
        invalidatesTags: ['Admin', 'Match', 'Round', 'Player', 'Score', 'UserTeam'],
      }),
      adminImportSeason: build.mutation<AdminImportSeasonApiResponse, AdminImportSeasonApiArg>({
        query: (queryArg) => ({
          url: `/Admin/ImportSeason`,
          method: 'POST',
          body: queryArg.seasonImport,
        }),
        invalidatesTags: [
          'Admin',
          'Team',
          'Player',
          'Round',
          'Match',
          'Score',
          'Standings',
          'UserTeam',
        ],
      }),
      adminGetSeason: build.query<AdminGetSeasonApiResponse, AdminGetSeasonApiArg>({
        query: (queryArg) => ({
          url: `/Admin/GetSeason`,
          params: {
            CompetitionCode: queryArg.competitionCode,
          },
        }),
        providesTags: ['Admin', 'Round', 'Clock', 'AdminJobRun'],
      }),
      adminGetJobRuns: build.query<AdminGetJobRunsApiResponse, AdminGetJobRunsApiArg>({
        query: (queryArg) => ({
          url: `/Admin/GetJobRuns`,
          method: 'POST',
          body: queryArg.adminJobRunListRequest,
        }),
        providesTags: ['Admin', 'AdminJobRun'],
      }),
      adminGetPointChanges: build.query<
        AdminGetPointChangesApiResponse,
        AdminGetPointChangesApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/GetPointChanges`,
          method: 'POST',
          body: queryArg.adminPointChangeListRequest,
        }),
        providesTags: ['Admin', 'AdminJobRun'],
      }),
      adminGetPlayers: build.query<AdminGetPlayersApiResponse, AdminGetPlayersApiArg>({
        query: (queryArg) => ({
          url: `/Admin/GetPlayers`,
          method: 'POST',
          body: queryArg.adminPlayerListRequest,
        }),
        providesTags: ['Admin', 'AdminPlayer', 'Player'],
      }),
      adminUpdatePlayer: build.mutation<AdminUpdatePlayerApiResponse, AdminUpdatePlayerApiArg>({
        query: (queryArg) => ({
          url: `/Admin/UpdatePlayer`,
          method: 'PUT',
          body: queryArg.updatePlayerRequest,
        }),
        invalidatesTags: ['Admin', 'AdminPlayer', 'Player', 'UserTeam'],
      }),
      adminStartSeasonImport: build.mutation<
        AdminStartSeasonImportApiResponse,
        AdminStartSeasonImportApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/StartSeasonImport`,
          method: 'POST',
          body: queryArg.seasonImport,
        }),
        invalidatesTags: ['Admin', 'AdminImport'],
      }),
      adminGetSeasonImport: build.query<
        AdminGetSeasonImportApiResponse,
        AdminGetSeasonImportApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/GetSeasonImport`,
          params: {
            Id: queryArg.id,
          },
        }),
        providesTags: ['Admin', 'AdminImport'],
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
  /** The round's WeeklyLeagueInformationId. */
  id: Id;
};
export type MatchesOfTheWeekGetMatchesOfTheWeekListApiResponse =
  /** status 200 A page of matches. */ {
    data: Match[];
    count: number;
    message: string;
  };
export type MatchesOfTheWeekGetMatchesOfTheWeekListApiArg = {
  matchListRequest: MatchListRequest;
};
export type MatchGetMatchDetailApiResponse =
  /** status 200 The match and everything the match page shows. */ {
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
  teamListRequest: TeamListRequest;
};
export type TeamsGetClubFixturesApiResponse = /** status 200 The clubs in table order. */ {
  data: ClubFixtures[];
  count: number;
  message: string;
};
export type TeamsGetClubFixturesApiArg = {
  competitionCode?: CompetitionCode;
  /** How many next fixtures per club (default 5). */
  count?: number;
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
  data: PlayerDetail;
  count: number;
  message: string;
};
export type PlayerGetPlayerByIdApiArg = {
  /** The PlayerId. */
  id: Id;
};
export type PlayerGetWeeklyPlayerScoreApiResponse = /** status 200 The rounds, in round order. */ {
  data: PlayerWeeklyScore[];
  count: number;
  message: string;
};
export type PlayerGetWeeklyPlayerScoreApiArg = {
  playerScoreRequest: PlayerScoreRequest;
};
export type PlayerGetWeeklyPlayerScoreBreakdownApiResponse =
  /** status 200 The breakdown rows, by match then in rule-set order. */ {
    data: PlayerScoreBreakdownRow[];
    count: number;
    message: string;
  };
export type PlayerGetWeeklyPlayerScoreBreakdownApiArg = {
  playerRoundRequest: PlayerRoundRequest;
};
export type PlayerGetPlayerMatchesBreakdownApiResponse =
  /** status 200 The matches, in kickoff order. */ {
    data: PlayerMatchBreakdown[];
    count: number;
    message: string;
  };
export type PlayerGetPlayerMatchesBreakdownApiArg = {
  playerScoreRequest: PlayerScoreRequest;
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
export type PlayerGetBestOfTheWeekApiResponse = /** status 200 The best of the round, or null. */ {
  data: BestOfTheWeek | null;
  count: number;
  message: string;
};
export type PlayerGetBestOfTheWeekApiArg = {
  weeklyLeagueInformationId?: Id;
  competitionCode?: CompetitionCode;
};
export type PlayerScoreRuleSetGetRuleSetsApiResponse = /** status 200 The rule sets. */ {
  data: PlayerScoreRuleSet[];
  count: number;
  message: string;
};
export type PlayerScoreRuleSetGetRuleSetsApiArg = void;
export type UserTeamGetGenarateUserTeamApiResponse =
  /** status 200 The proposed squad, ready to edit and send to InsertCreatingUserTeam. */ {
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
  /** status 200 The saved team with its 15 players. */ {
    data: UserTeamDetail;
    count: number;
    message: string;
  };
export type UserTeamInsertCreatingUserTeamApiArg = {
  insertCreatingUserTeamRequest: InsertCreatingUserTeamRequest;
};
export type UserTeamGetUserTeamListApiResponse = /** status 200 The teams. */ {
  data: UserTeam[];
  count: number;
  message: string;
};
export type UserTeamGetUserTeamListApiArg = {
  competitionCode: CompetitionCode;
  weeklyLeagueInformationId?: Id;
};
export type UserTeamGetUserTeamDetailListApiResponse =
  /** status 200 The team, its owner and its players (XI in formation order, then the bench in order). */ {
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
  /** status 200 The summary, or null. */ {
    data: UserWeeklyScore | null;
    count: number;
    message: string;
  };
export type UserWeeklyScoreGetWeeklyScoreByUserIdApiArg = {
  weeklyScoreByUserIdRequest: WeeklyScoreByUserIdRequest;
};
export type UserWeeklyScoreGetUserWeeklyScoreListApiResponse =
  /** status 200 A page of the table and the caller's row. */ {
    data: StandingsPage;
    count: number;
    message: string;
  };
export type UserWeeklyScoreGetUserWeeklyScoreListApiArg = {
  proStandingsRequest: ProStandingsRequest;
};
export type UserWeeklyScoreGetUserSeasonApiResponse = /** status 200 The rounds. */ {
  data: UserSeasonRound[];
  count: number;
  message: string;
};
export type UserWeeklyScoreGetUserSeasonApiArg = {
  userSeasonRequest: UserSeasonRequest;
};
export type SpecialLeagueGetSpecialLeagueListApiResponse =
  /** status 200 The leagues, running ones first, then by start round. */ {
    data: SpecialLeague[];
    count: number;
    message: string;
  };
export type SpecialLeagueGetSpecialLeagueListApiArg = {
  competitionCode: CompetitionCode;
};
export type SpecialLeagueJoinSpecialLeagueApiResponse =
  /** status 200 The league with the caller as a member. */ {
    data: SpecialLeague;
    count: number;
    message: string;
  };
export type SpecialLeagueJoinSpecialLeagueApiArg = {
  specialLeagueRequest: SpecialLeagueRequest;
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
  specialLeagueRequest: SpecialLeagueRequest;
};
export type SpecialLeagueCheckProductApiResponse =
  /** status 200 The answer, with the product to buy when it is missing. */ {
    data: SpecialLeagueCheck;
    count: number;
    message: string;
  };
export type SpecialLeagueCheckProductApiArg = {
  specialLeagueRequest: SpecialLeagueRequest;
};
export type AdminUpsertSpecialLeagueApiResponse =
  /** status 200 The stored league, both languages. */ {
    data: AdminSpecialLeague;
    count: number;
    message: string;
  };
export type AdminUpsertSpecialLeagueApiArg = {
  upsertSpecialLeagueRequest: UpsertSpecialLeagueRequest;
};
export type AdminGetClockApiResponse = /** status 200 The clock. */ {
  data: GameClock;
  count: number;
  message: string;
};
export type AdminGetClockApiArg = void;
export type AdminSetClockApiResponse =
  /** status 200 The clock after the change and the jobs that ran. */ {
    data: SetClockResult;
    count: number;
    message: string;
  };
export type AdminSetClockApiArg = {
  setClockRequest: SetClockRequest;
};
export type AdminRunRoundJobApiResponse =
  /** status 200 The round after the job and whether the job changed anything. */ {
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
export type AdminImportSeasonApiResponse =
  /** status 200 What was (or, with DryRun, would be) added and updated. */ {
    data: SeasonImportResult;
    count: number;
    message: string;
  };
export type AdminImportSeasonApiArg = {
  seasonImport: SeasonImport;
};
export type AdminGetSeasonApiResponse = /** status 200 The clock and the rounds. */ {
  data: AdminSeason;
  count: number;
  message: string;
};
export type AdminGetSeasonApiArg = {
  competitionCode?: CompetitionCode;
};
export type AdminGetJobRunsApiResponse =
  /** status 200 One page of runs; TotalCount counts all matching. */ {
    data: AdminJobRun[];
    count: number;
    message: string;
  };
export type AdminGetJobRunsApiArg = {
  adminJobRunListRequest: AdminJobRunListRequest;
};
export type AdminGetPointChangesApiResponse =
  /** status 200 One page of changes; TotalCount counts all of the run's. */ {
    data: AdminPointChange[];
    count: number;
    message: string;
  };
export type AdminGetPointChangesApiArg = {
  adminPointChangeListRequest: AdminPointChangeListRequest;
};
export type AdminGetPlayersApiResponse =
  /** status 200 One page of players by club then name; TotalCount counts all matching. */ {
    data: AdminPlayer[];
    count: number;
    message: string;
  };
export type AdminGetPlayersApiArg = {
  adminPlayerListRequest: AdminPlayerListRequest;
};
export type AdminUpdatePlayerApiResponse = /** status 200 The player as stored. */ {
  data: AdminPlayer;
  count: number;
  message: string;
};
export type AdminUpdatePlayerApiArg = {
  updatePlayerRequest: UpdatePlayerRequest;
};
export type AdminStartSeasonImportApiResponse = /** status 200 The import as it starts. */ {
  data: AdminImportJob;
  count: number;
  message: string;
};
export type AdminStartSeasonImportApiArg = {
  seasonImport: SeasonImport;
};
export type AdminGetSeasonImportApiResponse = /** status 200 The import. */ {
  data: AdminImportJob;
  count: number;
  message: string;
};
export type AdminGetSeasonImportApiArg = {
  id: Id;
};
export type Id = number;
export type CompetitionCode = string;
export type SportsCode = 'FTBL';
export type DateTime = string;
export type RoundState = 'upcoming' | 'open' | 'locked' | 'live' | 'finished' | 'scored';
export type WeeklyLeagueInformation = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  SportsCode: SportsCode;
  /** 1 to 34 in the Süper Lig. */
  Number: number;
  /** In the caller's language: "12. Hafta" or "Round 12". */
  Title: string;
  /** Kickoff of the round's earliest match (not postponed). */
  FirstKickoff: DateTime;
  /** 60 minutes before the first kickoff; the home screen counts down to it. */
  Deadline: DateTime;
  State: RoundState;
  /** The round teams are built for now: the open round; when none is open, the next upcoming one; after the season's last deadline, the last round. Exactly one round of a competition is current. */
  IsCurrent: boolean;
  /** Matches in the round (postponed ones excluded). */
  MatchCount: number;
  /** Of those */
  FinishedMatchCount: number;
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
export type PagedRequest = {
  SortingPaging?: SortingPaging;
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
};
export type RoundListRequest = PagedRequest & {
  /** Only rounds in these states. */
  States?: RoundState[];
};
export type MatchState = 'scheduled' | 'live' | 'finished' | 'postponed';
export type Match = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  WeeklyLeagueInformationId: Id;
  /** The round's Number */
  RoundNumber: number;
  HomeTeamId: Id;
  AwayTeamId: Id;
  Kickoff: DateTime;
  State: MatchState;
  /** Null before kickoff. */
  HomeScore: number | null;
  /** Null before kickoff. */
  AwayScore: number | null;
  /** The match clock while live (stoppage time counted on); null otherwise. */
  Minute: number | null;
};
export type MatchListRequest = PagedRequest & {
  /** The round; absent for the current round (or the club's season with TeamId). */
  WeeklyLeagueInformationId?: Id;
  /** Only this club's matches. */
  TeamId?: Id;
  States?: MatchState[];
};
export type MatchEventType =
  | 'goal'
  | 'penaltyGoal'
  | 'ownGoal'
  | 'penaltyMissed'
  | 'penaltySaved'
  | 'yellowCard'
  | 'secondYellow'
  | 'redCard'
  | 'substitution';
export type MatchEvent = {
  Id: Id;
  /** The minute; 45 or 90 for stoppage time. */
  Minute: number;
  /** Stoppage-time minute (90+3 is Minute 90, AddedMinute 3); null otherwise. */
  AddedMinute: number | null;
  Type: MatchEventType;
  /** The club of PlayerId (the side the event is shown on). */
  TeamId: Id;
  PlayerId: Id;
  /** The assist, the player coming on, or the penalty taker (see MatchEventType). */
  RelatedPlayerId: Id | null;
};
export type Position = 'GK' | 'DEF' | 'MID' | 'FWD';
export type PlayerMatchStats = {
  Minutes: number;
  /** Penalty goals included. */
  Goals: number;
  Assists: number;
  /** 60+ minutes and no goal conceded while on the pitch. */
  CleanSheet: boolean;
  /** By his side while he was on the pitch. */
  GoalsConceded: number;
  Saves: number;
  PenaltiesSaved: number;
  PenaltiesMissed: number;
  YellowCards: number;
  RedCards: number;
  OwnGoals: number;
  /** Match bonus: 3, 2, 1 for the top 3 fantasy scorers. */
  BonusPoints: number;
};
export type MatchLineupPlayer = {
  PlayerId: Id;
  DisplayName: string;
  Position: Position;
  ShirtNumber: number | null;
  /** False for a substitute who came on. */
  IsStarter: boolean;
  /** 0 for starters. */
  MinuteOn: number;
  /** When subbed off or sent off; null when on the pitch at the final whistle. */
  MinuteOff: number | null;
  Stats: PlayerMatchStats;
  /** Fantasy points of the match; null before kickoff. */
  Points: number | null;
};
export type TeamMatchStats = {
  TeamId: Id;
  Goals: number;
  YellowCards: number;
  RedCards: number;
  Saves: number;
  Substitutions: number;
  /** Percent. */
  Possession: number | null;
  Shots: number | null;
  ShotsOnTarget: number | null;
  Corners: number | null;
  Fouls: number | null;
};
export type MatchDetail = {
  Match: Match;
  /** In match order. */
  Events: MatchEvent[];
  /** Starters in position order (GK, DEF, MID, FWD), then substitutes who came on. */
  HomeLineup: MatchLineupPlayer[];
  /** As HomeLineup. */
  AwayLineup: MatchLineupPlayer[];
  /** Null before kickoff. */
  HomeStats: TeamMatchStats | null;
  /** Null before kickoff. */
  AwayStats: TeamMatchStats | null;
  /** True until the round is scored: points may still change. */
  IsProvisional: boolean;
};
export type Team = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  /** Short code, unique in the competition (GS, FB, BJK); the import key. */
  Code: string;
  /** Full name (Rams Başakşehir). */
  Name: string;
  /** Name for tight spaces (Başakşehir). */
  ShortName: string;
  /** Shirt colour. */
  PrimaryColor: string;
  /** Second shirt colour. */
  SecondaryColor: string;
};
export type TeamListRequest = PagedRequest;
export type ClubFixture = {
  MatchId: Id;
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  OpponentId: Id;
  IsHome: boolean;
  Kickoff: string;
  /** 1 easiest, 5 hardest. */
  Difficulty: number;
};
export type ClubFixtures = {
  TeamId: Id;
  /** Place in the table of finished matches. */
  Rank: number;
  Played: number;
  /** League points (3 a win */
  Points: number;
  NextFixtures: ClubFixture[];
};
export type Tenths = number;
export type PlayerStatus = 'available' | 'injured' | 'suspended' | 'doubtful';
export type Player = {
  Id: Id;
  /** Stable external key (the import matches on it). */
  Code: string;
  TeamId: Id;
  FirstName: string;
  LastName: string;
  /** What pitch tokens and tables show (usually the last name). */
  DisplayName: string;
  Position: Position;
  ShirtNumber: number | null;
  /** The current price (40 to 135 at season start). */
  Price: Tenths;
  /** The move at the last deadline, -3 to +3 (0 before the first). */
  PriceChange: Tenths;
  /** ISO 3166-1 alpha-2 (TR */
  Nationality: string;
  Status: PlayerStatus;
  /** Season points so far (provisional points of a live round included). */
  TotalPoints: number;
  /** Points in the latest round that has started; null before the first. */
  RoundPoints: number | null;
  /** Mean points over the last 4 rounds that have started, one decimal. */
  Form: number;
  /** Share of the current round's primary teams holding him, one decimal. */
  SelectedByPercent: number;
};
export type PlayerListRequest = PagedRequest & {
  /** Part of a name, case-insensitive with Turkish casing (ş matches s). */
  Search?: string;
  Position?: Position;
  /** Only this club's players. */
  TeamId?: Id;
  MinPrice?: Tenths;
  MaxPrice?: Tenths;
  Statuses?: PlayerStatus[];
  /** Only these players (a saved squad, a comparison). */
  Ids?: Id[];
};
export type PlayerSeasonStats = {
  Appearances: number;
  Starts: number;
  Minutes: number;
  Goals: number;
  Assists: number;
  CleanSheets: number;
  GoalsConceded: number;
  Saves: number;
  PenaltiesSaved: number;
  PenaltiesMissed: number;
  YellowCards: number;
  RedCards: number;
  OwnGoals: number;
  BonusPoints: number;
};
export type PlayerDetail = Player & {
  Season: PlayerSeasonStats;
  /** Why he is injured or suspended, in the caller's language; null when available. */
  StatusReason: string | null;
  /** Number of the round he is expected back; null when available or unknown. */
  ExpectedReturnRound: number | null;
};
export type PlayerWeeklyScore = {
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  Points: number;
  Minutes: number;
  /** His club's matches in the round (0 for a blank round). */
  MatchCount: number;
  /** His price in that round. */
  Price: Tenths;
  /** The round is not scored yet. */
  IsProvisional: boolean;
};
export type PlayerScoreRequest = {
  PlayerId: Id;
  /** Only this round. */
  WeeklyLeagueInformationId?: Id;
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
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
export type PlayerScoreBreakdownRow = {
  MatchId: Id;
  Stat: ScoreStat;
  /** How many: minutes played, goals, saves, goals conceded...; for `bonus`, the rank (1-3); for `cleanSheet`, 1. */
  Count: number;
  /** Points of the row (negative for cards and the like). */
  Points: number;
};
export type PlayerRoundRequest = {
  PlayerId: Id;
  WeeklyLeagueInformationId: Id;
};
export type PlayerMatch = {
  MatchId: Id;
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  Kickoff: DateTime;
  MatchState: MatchState;
  /** His club in that match. */
  TeamId: Id;
  OpponentTeamId: Id;
  IsHome: boolean;
  TeamScore: number | null;
  OpponentScore: number | null;
  Stats: PlayerMatchStats;
  /** Null before kickoff. */
  Points: number | null;
};
export type PlayerMatchBreakdown = PlayerMatch & {
  /** The match's breakdown rows; their Points sum to the match's Points. */
  Rows: PlayerScoreBreakdownRow[];
};
export type PlayerWithWeeklyMatchDetail = {
  Player: Player;
  WeeklyLeagueInformationId: Id;
  /** His points in that round. */
  RoundPoints: number;
  /** Summed over the round's matches. */
  Stats: PlayerMatchStats;
  /** His club's matches of the round (usually one). */
  Matches: PlayerMatch[];
  IsProvisional: boolean;
};
export type RoundPlayersRequest = PagedRequest & {
  /** The round; absent for the latest round that has started. */
  WeeklyLeagueInformationId?: Id;
  /** Only the players of this match. */
  MatchId?: Id;
  /** Only this club's players. */
  TeamId?: Id;
  Position?: Position;
  /** Part of a name. */
  Search?: string;
  /** Leave out players with no minute in the round. */
  OnlyPlayed?: boolean;
};
export type UnavailablePlayer = {
  Player: Player;
  Status: 'injured' | 'suspended';
  /** In the caller's language ("Kırmızı kart", "Hamstring"); null when not given. */
  Reason: string | null;
  /** When he became unavailable; null when unknown. */
  Since: string | null;
  /** Number of the round he is expected back; null when unknown. */
  ExpectedReturnRound: number | null;
};
export type UnavailablePlayersRequest = {
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
  /** Only this club's players. */
  TeamId?: Id;
  /** Only this kind. */
  Status?: 'injured' | 'suspended';
};
export type LineupOfPlayerType =
  '3-4-3' | '3-5-2' | '4-3-3' | '4-4-2' | '4-5-1' | '5-2-3' | '5-3-2' | '5-4-1';
export type BestOfTheWeekPlayer = {
  /** 1 is the GK */
  SlotOrder: number;
  Player: Player;
  Points: number;
};
export type UserSummary = {
  Id: Id;
  UserName: string;
  ImageUrl?: string | null;
  FavoriteTeamId?: number | null;
};
export type TopUserTeam = {
  User: UserSummary;
  UserTeamId: Id;
  TeamName: string;
  Points: number;
};
export type BestOfTheWeek = {
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  IsProvisional: boolean;
  LineupOfPlayerType: LineupOfPlayerType;
  /** Sum of the XI's points. */
  TotalPoints: number;
  Players: BestOfTheWeekPlayer[];
  TopPlayer: BestOfTheWeekPlayer;
  /** The round's highest-scoring primary team; null when no team scored. */
  TopUserTeam: TopUserTeam | null;
};
export type ScoreRule = {
  Stat: ScoreStat;
  Position: Position;
  Points: number;
  /** Points for every Per occurrences (3 saves, 2 goals conceded); 1 otherwise. */
  Per: number;
  /** Minutes needed (1 or 60 for appearance points, 60 for a clean sheet); null if none. */
  MinMinutes: number | null;
  /** Upper bound of a minutes band; null if none. */
  MaxMinutes: number | null;
  /** For `bonus`: the match rank it rewards. */
  Rank: number | null;
  /** Translation key of the row label (rules.stat.goal). */
  LabelKey: string;
  /** Row order on the help page. */
  SortOrder: number;
};
export type SquadRules = {
  /** 15. */
  SquadSize: number;
  /** Players per position in the squad (2, 5, 5, 3). */
  PositionCounts: {
    GK: number;
    DEF: number;
    MID: number;
    FWD: number;
  };
  /** 11. */
  StarterCount: number;
  /** 4, the bench GK first. */
  BenchSize: number;
  /** At most 3 from one club. */
  MaxPlayersPerTeam: number;
  /** 1000 (100.0M). */
  Budget: Tenths;
  /** 50 (+5.0M). */
  BudgetBoosterAmount: Tenths;
  Formations: LineupOfPlayerType[];
  /** Extra teams per round besides the primary (2). */
  MaxExtraTeams: number;
  /** 60. */
  DeadlineMinutesBeforeKickoff: number;
  /** 3 (0.3M). */
  MaxPriceChangePerRound: Tenths;
};
export type PlayerScoreRuleSet = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  /** In the caller's language. */
  Name: string;
  /** 2. */
  CaptainMultiplier: number;
  /** 3. */
  TripleCaptainMultiplier: number;
  /** Every cell of the scoring table, in SortOrder. */
  Rules: ScoreRule[];
  Squad: SquadRules;
};
export type Booster = 'BudgetBooster' | 'TripleCaptain' | 'BenchBoost';
export type SquadSlot = {
  /** 1-11 the XI in pitch order (GK, DEF, MID, FWD), 12-15 the bench in order. */
  SlotOrder: number;
  PlayerId: Id;
  Player: Player;
  IsStarter: boolean;
  /** Substitutes 1-4 (1 is the bench GK); null for starters. */
  BenchOrder: number | null;
  /** His price in the team's round. */
  Price: Tenths;
};
export type GeneratedUserTeam = {
  /** The open round. */
  WeeklyLeagueInformationId: Id;
  LineupOfPlayerType: LineupOfPlayerType;
  Budget: Tenths;
  Cost: Tenths;
  /** BudgetBooster when asked for with useABudgetBooster; null otherwise. */
  Booster: Booster | null;
  Players: SquadSlot[];
  CaptainPlayerId: Id;
  ViceCaptainPlayerId: Id;
};
export type UserTeam = {
  Id: Id;
  UserId: Id;
  CompetitionCode: CompetitionCode;
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  Name: string;
  /** The one team per round that counts in the Pro, Taraftar, friend, clan and classement leagues. */
  IsPrimary: boolean;
  LineupOfPlayerType: LineupOfPlayerType;
  /** The budget that applies (1000, or 1050 with a Budget Booster). */
  Budget: Tenths;
  /** Sum of the players' prices in the round. */
  Cost: Tenths;
  /** What the squad counts for against Budget (GAME_RULES "A user team"): a player kept from the primary team of the previous round at the lower of the price he was picked at and today's, the others at today's. Cost is the squad's value at today's prices. */
  BudgetCost: Tenths;
  Booster: Booster | null;
  CaptainPlayerId: Id;
  ViceCaptainPlayerId: Id;
  /** Round points; null until the round is live. */
  Points: number | null;
  /** True while the round is live or finished. */
  IsProvisional: boolean;
  /** Rank in the round's Pro league table (primary teams, once live); null otherwise. */
  RoundRank: number | null;
  /** Copied from the previous round's primary team when the round opened, not saved by the user since. It plays as it is; its cost may exceed the budget after price moves, and the budget check applies when the user saves it. */
  IsCarriedOver: boolean;
  /** The caller's team and the round is open. */
  IsEditable: boolean;
  CreatedAt: DateTime;
  UpdatedAt: DateTime;
};
export type UserTeamPlayer = SquadSlot & {
  IsCaptain: boolean;
  IsViceCaptain: boolean;
  /** His round points before the multiplier; null until the round is live. */
  Points: number | null;
  /** What his points count for in the team: 0 on the bench (unless Bench Boost or subbed in), 1, 2 as captain (or the vice-captain standing in), 3 with Triple Captain. */
  Multiplier: number;
  /** Came in from the bench when the round finished. */
  AutoSubbedIn: boolean;
  /** Replaced: a starter with 0 minutes and no card. */
  AutoSubbedOut: boolean;
};
export type KeptPlayer = {
  PlayerId: Id;
  /** The price he was picked at. */
  PurchasePrice: Tenths;
};
export type UserTeamDetail = {
  UserTeam: UserTeam;
  User: UserSummary;
  /** In SlotOrder. */
  Players: UserTeamPlayer[];
  /** For a primary team, the players of the owner's primary team of the previous round with the price each was picked at (kept in an unbroken run of rounds): kept in (or brought back into) this team, one counts in BudgetCost at the lower of that price and today's. Empty for an extra team. */
  KeptPlayers: KeptPlayer[];
};
export type UserTeamPick = {
  PlayerId: Id;
  IsStarter: boolean;
  /** Substitutes 1-4, 1 being the bench GK; null for starters. */
  BenchOrder: number | null;
};
export type IdempotencyKey = string;
export type InsertCreatingUserTeamRequest = {
  WeeklyLeagueInformationId: Id;
  CompetitionCode: CompetitionCode;
  /** Replace this team of the caller (same round) instead of creating one. */
  UserTeamId?: Id;
  /** The team name, trimmed. */
  Name: string;
  LineupOfPlayerType: LineupOfPlayerType;
  Players: UserTeamPick[];
  CaptainPlayerId: Id;
  ViceCaptainPlayerId: Id;
  /** The booster to play with this team this round; null for none. */
  Booster: Booster | null;
  /** The team that counts in the leagues. The round's first team must be primary; making another team primary takes the flag from the old one. */
  IsPrimary: boolean;
  IdempotencyKey?: IdempotencyKey;
};
export type UserTeamCount = {
  WeeklyLeagueInformationId: Id;
  /** All the caller's teams of the round. */
  Count: number;
  HasPrimary: boolean;
  /** Teams besides the primary. */
  ExtraCount: number;
  /** Extra teams allowed per round (2). */
  MaxExtraTeams: number;
  /** Coins a new extra team costs the caller; 0 with a subscription; null when no more are allowed. */
  ExtraTeamPriceCoins: number | null;
};
export type UserWeeklyScore = {
  User: UserSummary;
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  /** The user's primary team of the round; null when the user had none. */
  UserTeamId: Id | null;
  TeamName: string | null;
  /** Round points; null without a team. */
  Points: number | null;
  /** True while the round is live or finished. */
  IsProvisional: boolean;
  /** Rank in the round's Pro table. */
  RoundRank: number | null;
  /** Rank in the overall Pro table after the round. */
  OverallRank: number | null;
  /** Overall rank after the previous scored round, for the change arrow. */
  PreviousOverallRank: number | null;
  /** Season total up to and including the round. */
  TotalPoints: number;
  /** Primary teams in the round's table. */
  RankedTeams: number;
  /** Mean round points of those teams */
  AveragePoints: number;
  /** The round's best score; null when no team scored. */
  HighestPoints: number | null;
};
export type WeeklyScoreByUserIdRequest = {
  /** Another user; absent for the caller. */
  UserId?: Id;
  /** The round; absent for the latest round with points. */
  WeeklyLeagueInformationId?: Id;
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
};
export type StandingRow = {
  /** Unique position (ties broken by the tie rule). */
  Rank: number;
  /** Overall table: the rank one scored round earlier, for the change arrow; null in a round table or when the user was not ranked then. */
  PreviousRank: number | null;
  User: UserSummary;
  /** The primary team of the round shown; null when the user has none. */
  UserTeamId: Id | null;
  /** That team's name; null without a team. */
  TeamName: string | null;
  /** Points in the round shown (provisional while live). */
  RoundPoints: number;
  /** Points over the table's span. */
  TotalPoints: number;
  /** Best round score over the table's span (second tie-break). */
  BestRound: number;
};
export type StandingsPage = {
  Rows: StandingRow[];
  /** The caller's row wherever it falls; null when the caller is not in the table. */
  MyRow: StandingRow | null;
  /** The round `RoundPoints` refers to; null before any round is scored. */
  WeeklyLeagueInformationId: Id | null;
  /** True while that round is live: points may still change. */
  IsProvisional: boolean;
};
export type StandingsFilter = {
  /** A round for that round's table; null or absent for the overall table. */
  WeeklyLeagueInformationId?: Id | null;
};
export type ProStandingsRequest = PagedRequest & StandingsFilter;
export type UserSeasonRound = {
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  /** Round points; null without a team. */
  Points: number | null;
  /** True while the round is live or finished. */
  IsProvisional: boolean;
  RoundRank: number | null;
  OverallRank: number | null;
  /** Season total after the round; null without a team. */
  TotalPoints: number | null;
  /** Teams in the round's Pro table. */
  RankedTeams: number;
};
export type UserSeasonRequest = {
  /** Another user; absent for the caller. */
  UserId?: Id;
  CompetitionCode?: CompetitionCode;
};
export type SpecialLeague = {
  Id: Id;
  CompetitionCode: CompetitionCode;
  /** In the caller's language. */
  Name: string;
  SponsorName: string;
  /** Prizes and terms, in the caller's language. */
  Description: string;
  /** The sponsor's banner; null for none. */
  ImageUrl: string | null;
  /** First round that counts. */
  StartRoundNumber: number;
  /** Last round that counts. */
  EndRoundNumber: number;
  /** Joining spends a pass (a Special product). */
  RequiresProduct: boolean;
  /** The pass (market product); null when none is needed. */
  ProductId: Id | null;
  /** Members' extra teams count too (each its own row). */
  AcceptsExtraTeams: boolean;
  /** Null for no limit. */
  MaxMembers: number | null;
  MemberCount: number;
  /** The caller has joined. */
  IsMember: boolean;
};
export type SpecialLeagueRequest = {
  SpecialLeagueId: Id;
};
export type SpecialLeagueStandingsRequest = PagedRequest &
  StandingsFilter & {
    SpecialLeagueId: Id;
  };
export type SpecialLeagueCheckReason = 'ended' | 'full' | 'emailNotVerified' | 'productMissing';
export type SpecialLeagueCheck = {
  SpecialLeagueId: Id;
  Allowed: boolean;
  IsMember: boolean;
  /** Why not, when not allowed; null when allowed. ResultMessage says it in words. */
  Reason: SpecialLeagueCheckReason | null;
  /** CheckProduct: the pass to buy when `productMissing`; null otherwise. */
  ProductId: Id | null;
};
export type LocalizedText = {
  Tr: string;
  En: string;
};
export type SpecialLeagueFields = {
  CompetitionCode: CompetitionCode;
  Name: LocalizedText;
  SponsorName: string;
  Description: LocalizedText;
  /** The sponsor's banner (https); null for none. */
  ImageUrl: string | null;
  StartRoundNumber: number;
  EndRoundNumber: number;
  /** The pass joining spends (a Special product); null for none. */
  ProductId: Id | null;
  AcceptsExtraTeams: boolean;
  MaxMembers: number | null;
};
export type AdminSpecialLeague = SpecialLeagueFields & {
  Id: Id;
  MemberCount: number;
};
export type UpsertSpecialLeagueRequest = SpecialLeagueFields & {
  Id?: Id;
};
export type GameClock = {
  /** The game time. */
  Now: DateTime;
  /** The machine's time. */
  SystemNow: DateTime;
  /** Now minus SystemNow */
  OffsetSeconds: number;
  /** SetClock works (demo, tests); false on a production server. */
  IsMovable: boolean;
};
export type RoundJob = 'open' | 'lock' | 'live' | 'finish' | 'score';
export type RoundJobResult = {
  /** The round after the job. */
  Round: WeeklyLeagueInformation;
  Job: RoundJob;
  /** False when the round was already past this step. */
  Changed: boolean;
  /** An admin's run (`Admin/RunRoundJob`): its Id for `Admin/GetPointChanges`; null for the clock's runs. */
  RunId?: number | null;
};
export type SetClockResult = {
  Clock: GameClock;
  Jobs: RoundJobResult[];
};
export type SetClockRequest =
  | {
      Now: DateTime;
      /** Up to 366 days. */
      AdvanceSeconds?: number;
      /** Run the round jobs that became due. */
      RunDueJobs?: boolean;
    }
  | {
      Now?: DateTime;
      /** Up to 366 days. */
      AdvanceSeconds: number;
      /** Run the round jobs that became due. */
      RunDueJobs?: boolean;
    };
export type RunRoundJobRequest = {
  WeeklyLeagueInformationId: Id;
  Job: RoundJob;
};
export type AppearanceInput = {
  PlayerId: Id;
  IsStarter: boolean;
  /** 0 for starters. */
  MinuteOn: number;
  /** Subbed or sent off; null or absent when on the pitch at the end. */
  MinuteOff?: number | null;
  Saves?: number;
};
export type MatchEventInput = {
  Minute: number;
  /** Stoppage time (Minute 45 or 90). */
  AddedMinute?: number | null;
  Type: MatchEventType;
  PlayerId: Id;
  /** See MatchEventType; null or absent for none. */
  RelatedPlayerId?: Id | null;
};
export type TeamStatsInput = {
  Possession?: number;
  Shots?: number;
  ShotsOnTarget?: number;
  Corners?: number;
  Fouls?: number;
};
export type UpsertMatchEventsRequest = {
  MatchId: Id;
  Appearances: AppearanceInput[];
  Events: MatchEventInput[];
  HomeStats?: TeamStatsInput;
  AwayStats?: TeamStatsInput;
};
export type UpdateMatchRequest = {
  MatchId: Id;
  Kickoff?: DateTime;
  State?: MatchState;
  HomeScore?: number;
  AwayScore?: number;
  /** The live match clock. */
  Minute?: number;
};
export type ImportCount = {
  Added: number;
  Updated: number;
};
export type SeasonImportResult = {
  DryRun: boolean;
  Teams: ImportCount;
  Players: ImportCount;
  Rounds: ImportCount;
  Matches: ImportCount;
  /** Appearances written (replaced per match). */
  Appearances: number;
  /** Events written (replaced per match). */
  Events: number;
};
export type ClubCode = string;
export type HexColor = string;
export type ImportTeam = {
  Code: ClubCode;
  Name: string;
  ShortName: string;
  PrimaryColor: HexColor;
  SecondaryColor: HexColor;
};
export type PlayerCode = string;
export type ImportPlayer = {
  Code: PlayerCode;
  TeamCode: ClubCode;
  FirstName: string;
  LastName: string;
  /** Default the last name. */
  DisplayName?: string;
  Position: Position;
  /** Current price in tenths (season start 40-135, in 5-tenth steps). */
  Price: Tenths;
  Nationality: string;
  ShirtNumber?: number;
  Status?: PlayerStatus;
  /** Why injured or suspended. */
  StatusReason?: string;
  ExpectedReturnRound?: number;
};
export type ImportRound = {
  Number: number;
};
export type ImportAppearance = {
  PlayerCode: PlayerCode;
  IsStarter: boolean;
  MinuteOn: number;
  MinuteOff?: number | null;
  Saves?: number;
};
export type ImportEvent = {
  Minute: number;
  AddedMinute?: number | null;
  Type: MatchEventType;
  PlayerCode: PlayerCode;
  RelatedPlayerCode?: PlayerCode | null;
};
export type ImportMatch = {
  RoundNumber: number;
  HomeTeamCode: ClubCode;
  AwayTeamCode: ClubCode;
  Kickoff: DateTime;
  State?: MatchState;
  HomeScore?: number;
  AwayScore?: number;
  Appearances?: ImportAppearance[];
  Events?: ImportEvent[];
  HomeStats?: TeamStatsInput;
  AwayStats?: TeamStatsInput;
};
export type SeasonImport = {
  CompetitionCode: CompetitionCode;
  SportsCode?: SportsCode;
  /** Check and count only; write nothing. */
  DryRun?: boolean;
  Teams?: ImportTeam[];
  Players?: ImportPlayer[];
  Rounds?: ImportRound[];
  Matches?: ImportMatch[];
};
export type AdminRunner = {
  Id: Id;
  UserName: string;
} | null;
export type AdminJobRun = {
  Id: Id;
  WeeklyLeagueInformationId: Id;
  RoundNumber: number;
  Job: RoundJob;
  RanAt: DateTime;
  RanBy: AdminRunner;
  /** False when the round was already past the job's step. */
  Changed: boolean;
  State: RoundState;
  /** An admin's score run: user teams whose round points changed; null otherwise. */
  PointChanges: number | null;
};
export type AdminRoundJob = {
  Job: RoundJob;
  /** The job that moves the round on from its state (score on a scored round re-scores it). */
  IsNext: boolean;
  /** The scheduler would run it now by the game clock. */
  IsDue: boolean;
  LastRun: AdminJobRun | null;
};
export type AdminRound = {
  Id: Id;
  Number: number;
  /** In the caller's language. */
  Title: string;
  State: RoundState;
  Deadline: DateTime;
  FirstKickoff: DateTime;
  MatchCount: number;
  /** Finished or postponed. */
  FinishedMatchCount: number;
  /** open, lock, live, finish, score in that order. */
  Jobs: AdminRoundJob[];
};
export type AdminSeason = {
  Clock: GameClock;
  Rounds: AdminRound[];
};
export type AdminJobRunListRequest = PagedRequest & {
  WeeklyLeagueInformationId?: Id;
  Job?: RoundJob;
};
export type AdminPointChange = {
  UserId: Id;
  UserName: string;
  UserTeamId: Id;
  TeamName: string;
  /** Round points before the run; null if it had none. */
  Before: number | null;
  /** Round points after the run. */
  After: number | null;
  /** After minus Before (a missing side counts 0). */
  Difference: number;
};
export type AdminPointChangeListRequest = PagedRequest & {
  RunId: Id;
};
export type AdminPlayer = {
  Id: Id;
  Code: string;
  DisplayName: string;
  TeamId: Id;
  Position: Position;
  Price: Tenths;
  Status: PlayerStatus;
  /** Both languages; null when available or not given. */
  StatusReason: LocalizedText | null;
  StatusSince: string | null;
  ExpectedReturnDate: string | null;
  ExpectedReturnRound: number | null;
};
export type AdminPlayerListRequest = PagedRequest & {
  /** Part of a name (Turkish letters fold). */
  Search?: string;
  TeamId?: Id;
  Status?: PlayerStatus;
};
export type UpdatePlayerRequest = {
  PlayerId: Id;
  Status?: PlayerStatus;
  StatusReason?: LocalizedText | null;
  ExpectedReturnDate?: string | null;
  ExpectedReturnRound?: number | null;
  /** Tenths of a million. */
  Price?: number;
};
export type AdminImportJob = {
  Id: Id;
  DryRun: boolean;
  State: 'running' | 'done' | 'failed';
  /** What it is doing now. */
  Stage: 'checking' | 'teams' | 'players' | 'rounds' | 'matches' | 'done';
  /** Rows handled so far. */
  Done: number;
  /** Rows in the file. */
  Total: number;
  /** When done. */
  Result: SeasonImportResult | null;
  /** When failed: the refused list and row, or what went wrong. */
  Problem: string | null;
  StartedAt: DateTime;
  FinishedAt: string | null;
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
  useTeamsGetClubFixturesQuery,
  useLazyTeamsGetClubFixturesQuery,
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
  useUserWeeklyScoreGetUserSeasonQuery,
  useLazyUserWeeklyScoreGetUserSeasonQuery,
  useSpecialLeagueGetSpecialLeagueListQuery,
  useLazySpecialLeagueGetSpecialLeagueListQuery,
  useSpecialLeagueJoinSpecialLeagueMutation,
  useSpecialLeagueGetWeeklySpecialLeagueScoreQuery,
  useLazySpecialLeagueGetWeeklySpecialLeagueScoreQuery,
  useSpecialLeagueCheckUserQuery,
  useLazySpecialLeagueCheckUserQuery,
  useSpecialLeagueCheckProductQuery,
  useLazySpecialLeagueCheckProductQuery,
  useAdminUpsertSpecialLeagueMutation,
  useAdminGetClockQuery,
  useLazyAdminGetClockQuery,
  useAdminSetClockMutation,
  useAdminRunRoundJobMutation,
  useAdminUpsertMatchEventsMutation,
  useAdminUpdateMatchMutation,
  useAdminImportSeasonMutation,
  useAdminGetSeasonQuery,
  useLazyAdminGetSeasonQuery,
  useAdminGetJobRunsQuery,
  useLazyAdminGetJobRunsQuery,
  useAdminGetPointChangesQuery,
  useLazyAdminGetPointChangesQuery,
  useAdminGetPlayersQuery,
  useLazyAdminGetPlayersQuery,
  useAdminUpdatePlayerMutation,
  useAdminStartSeasonImportMutation,
  useAdminGetSeasonImportQuery,
  useLazyAdminGetSeasonImportQuery,
} = injectedRtkApi;
