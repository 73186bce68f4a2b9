import { leagueApi as api } from '../emptyApis';
export const addTagTypes = [
  'Standings',
  'Clan',
  'ClanUser',
  'FriendGroup',
  'FriendGroupUser',
  'Classement',
  'EndOfWeek',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      favoriteTeamLeagueGetFavoriteTeamUserScoreList: build.query<
        FavoriteTeamLeagueGetFavoriteTeamUserScoreListApiResponse,
        FavoriteTeamLeagueGetFavoriteTeamUserScoreListApiArg
      >({
        query: (queryArg) => ({
          url: `/FavoriteTeamLeague/GetFavoriteTeamUserScoreList`,
          method: 'POST',
          body: queryArg.favoriteTeamStandingsRequest,
        }),
        providesTags: ['Standings'],
      }),
      clansLeagueGetClans: build.query<ClansLeagueGetClansApiResponse, ClansLeagueGetClansApiArg>({
        query: (queryArg) => ({
          url: `/ClansLeague/GetClans`,
          method: 'POST',
          body: queryArg.getClansRequest,
        }),
        providesTags: ['Clan'],
      }),
      clansLeagueGetClanUsers: build.query<
        ClansLeagueGetClanUsersApiResponse,
        ClansLeagueGetClanUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/GetClanUsers`,
          method: 'POST',
          body: queryArg.getClanUsersRequest,
        }),
        providesTags: ['ClanUser'],
      }),
      clansLeagueGetClanLeagueUserScores: build.query<
        ClansLeagueGetClanLeagueUserScoresApiResponse,
        ClansLeagueGetClanLeagueUserScoresApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/GetClanLeagueUserScores`,
          method: 'POST',
          body: queryArg.clanMemberStandingsRequest,
        }),
        providesTags: ['ClanUser', 'Standings'],
      }),
      clansLeagueGetByClanScores: build.query<
        ClansLeagueGetByClanScoresApiResponse,
        ClansLeagueGetByClanScoresApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/GetByClanScores`,
          method: 'POST',
          body: queryArg.clanStandingsRequest,
        }),
        providesTags: ['Clan', 'Standings'],
      }),
      clansLeagueInsertClan: build.mutation<
        ClansLeagueInsertClanApiResponse,
        ClansLeagueInsertClanApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/InsertClan`,
          method: 'POST',
          body: queryArg.insertClanRequest,
        }),
        invalidatesTags: ['Clan', 'ClanUser'],
      }),
      clansLeagueInsertClanUser: build.mutation<
        ClansLeagueInsertClanUserApiResponse,
        ClansLeagueInsertClanUserApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/InsertClanUser`,
          method: 'POST',
          body: queryArg.insertClanUserRequest,
          params: {
            ClanId: queryArg.clanId,
          },
        }),
        invalidatesTags: ['Clan', 'ClanUser'],
      }),
      clansLeagueUpdateClan: build.mutation<
        ClansLeagueUpdateClanApiResponse,
        ClansLeagueUpdateClanApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/UpdateClan`,
          method: 'PUT',
          body: queryArg.updateClanRequest,
        }),
        invalidatesTags: ['Clan'],
      }),
      clansLeagueUpdateClanUser: build.mutation<
        ClansLeagueUpdateClanUserApiResponse,
        ClansLeagueUpdateClanUserApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/UpdateClanUser`,
          method: 'PUT',
          body: queryArg.updateClanUserRequest,
        }),
        invalidatesTags: ['Clan', 'ClanUser'],
      }),
      clansLeagueDeleteClan: build.mutation<
        ClansLeagueDeleteClanApiResponse,
        ClansLeagueDeleteClanApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/DeleteClan`,
          method: 'DELETE',
          params: {
            Id: queryArg.id,
          },
        }),
        invalidatesTags: ['Clan', 'ClanUser'],
      }),
      clansLeagueDeleteClanUser: build.mutation<
        ClansLeagueDeleteClanUserApiResponse,
        ClansLeagueDeleteClanUserApiArg
      >({
        query: (queryArg) => ({
          url: `/ClansLeague/DeleteClanUser`,
          method: 'DELETE',
          params: {
            clanUserId: queryArg.clanUserId,
          },
        }),
        invalidatesTags: ['Clan', 'ClanUser'],
      }),
      friendLeagueGetFriendLeagueGroupsByOwnerUserId: build.query<
        FriendLeagueGetFriendLeagueGroupsByOwnerUserIdApiResponse,
        FriendLeagueGetFriendLeagueGroupsByOwnerUserIdApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/GetFriendLeagueGroupsByOwnerUserId`,
          params: {
            ownerUserId: queryArg.ownerUserId,
          },
        }),
        providesTags: ['FriendGroup'],
      }),
      friendLeagueGetAllMyGroupUser: build.query<
        FriendLeagueGetAllMyGroupUserApiResponse,
        FriendLeagueGetAllMyGroupUserApiArg
      >({
        query: () => ({ url: `/FriendLeague/GetAllMyGroupUser` }),
        providesTags: ['FriendGroupUser', 'FriendGroup'],
      }),
      friendLeagueGetGroupUsers: build.query<
        FriendLeagueGetGroupUsersApiResponse,
        FriendLeagueGetGroupUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/GetGroupUsers`,
          params: {
            GroupId: queryArg.groupId,
          },
        }),
        providesTags: ['FriendGroupUser'],
      }),
      friendLeagueGetFriendLeagueGroups: build.query<
        FriendLeagueGetFriendLeagueGroupsApiResponse,
        FriendLeagueGetFriendLeagueGroupsApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/GetFriendLeagueGroups`,
          method: 'POST',
          body: queryArg.getFriendLeagueGroupsRequest,
        }),
        providesTags: ['FriendGroup'],
      }),
      friendLeagueInsertGroupUser: build.mutation<
        FriendLeagueInsertGroupUserApiResponse,
        FriendLeagueInsertGroupUserApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/InsertGroupUser`,
          method: 'POST',
          body: queryArg.insertGroupUserRequest,
          params: {
            GroupId: queryArg.groupId,
          },
        }),
        invalidatesTags: ['FriendGroupUser'],
      }),
      friendLeagueGetFriendLeagueUserScores: build.query<
        FriendLeagueGetFriendLeagueUserScoresApiResponse,
        FriendLeagueGetFriendLeagueUserScoresApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/GetFriendLeagueUserScores`,
          method: 'POST',
          body: queryArg.friendGroupStandingsRequest,
        }),
        providesTags: ['FriendGroupUser', 'Standings'],
      }),
      friendLeagueInsertGroup: build.mutation<
        FriendLeagueInsertGroupApiResponse,
        FriendLeagueInsertGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/InsertGroup`,
          method: 'POST',
          body: queryArg.insertGroupRequest,
        }),
        invalidatesTags: ['FriendGroup', 'FriendGroupUser'],
      }),
      friendLeagueJoinGroupByCode: build.mutation<
        FriendLeagueJoinGroupByCodeApiResponse,
        FriendLeagueJoinGroupByCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/JoinGroupByCode`,
          method: 'POST',
          body: queryArg.joinGroupByCodeRequest,
        }),
        invalidatesTags: ['FriendGroupUser', 'FriendGroup'],
      }),
      friendLeagueUpdateGroup: build.mutation<
        FriendLeagueUpdateGroupApiResponse,
        FriendLeagueUpdateGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/UpdateGroup`,
          method: 'PUT',
          body: queryArg.updateGroupRequest,
        }),
        invalidatesTags: ['FriendGroup'],
      }),
      friendLeagueUpdateGroupUser: build.mutation<
        FriendLeagueUpdateGroupUserApiResponse,
        FriendLeagueUpdateGroupUserApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/UpdateGroupUser`,
          method: 'PUT',
          body: queryArg.updateGroupUserRequest,
        }),
        invalidatesTags: ['FriendGroupUser', 'FriendGroup'],
      }),
      friendLeagueDeleteGroup: build.mutation<
        FriendLeagueDeleteGroupApiResponse,
        FriendLeagueDeleteGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/DeleteGroup`,
          method: 'DELETE',
          params: {
            Id: queryArg.id,
          },
        }),
        invalidatesTags: ['FriendGroup', 'FriendGroupUser'],
      }),
      friendLeagueDeleteGroupUser: build.mutation<
        FriendLeagueDeleteGroupUserApiResponse,
        FriendLeagueDeleteGroupUserApiArg
      >({
        query: (queryArg) => ({
          url: `/FriendLeague/DeleteGroupUser`,
          method: 'DELETE',
          params: {
            FriendLeagueGroupUserId: queryArg.friendLeagueGroupUserId,
          },
        }),
        invalidatesTags: ['FriendGroupUser', 'FriendGroup'],
      }),
      classementLeagueGetClassementInfo: build.query<
        ClassementLeagueGetClassementInfoApiResponse,
        ClassementLeagueGetClassementInfoApiArg
      >({
        query: (queryArg) => ({
          url: `/ClassementLeague/GetClassementInfo`,
          params: {
            competitionCode: queryArg.competitionCode,
            sportsCode: queryArg.sportsCode,
          },
        }),
        providesTags: ['Classement'],
      }),
      classementLeagueGetUserScores: build.query<
        ClassementLeagueGetUserScoresApiResponse,
        ClassementLeagueGetUserScoresApiArg
      >({
        query: (queryArg) => ({
          url: `/ClassementLeague/GetUserScores`,
          method: 'POST',
          body: queryArg.classementStandingsRequest,
        }),
        providesTags: ['Classement', 'Standings'],
      }),
      leagueStatisticsGetUserEndWeekAllLeagueSumary: build.query<
        LeagueStatisticsGetUserEndWeekAllLeagueSumaryApiResponse,
        LeagueStatisticsGetUserEndWeekAllLeagueSumaryApiArg
      >({
        query: (queryArg) => ({
          url: `/LeagueStatistics/GetUserEndWeekAllLeagueSumary`,
          params: {
            sportsCode: queryArg.sportsCode,
            competitionCode: queryArg.competitionCode,
          },
        }),
        providesTags: ['EndOfWeek'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as leagueEndpoints };
export type FavoriteTeamLeagueGetFavoriteTeamUserScoreListApiResponse =
  /** status 200 A page of the table and the caller's row. */ {
    data: StandingsPage;
    count: number;
    message: string;
  };
export type FavoriteTeamLeagueGetFavoriteTeamUserScoreListApiArg = {
  favoriteTeamStandingsRequest: FavoriteTeamStandingsRequest;
};
export type ClansLeagueGetClansApiResponse = /** status 200 A page of clans. */ {
  data: Clan[];
  count: number;
  message: string;
};
export type ClansLeagueGetClansApiArg = {
  getClansRequest: GetClansRequest;
};
export type ClansLeagueGetClanUsersApiResponse =
  /** status 200 A page of members, the owner first, then by join date. */ {
    data: ClanUser[];
    count: number;
    message: string;
  };
export type ClansLeagueGetClanUsersApiArg = {
  getClanUsersRequest: GetClanUsersRequest;
};
export type ClansLeagueGetClanLeagueUserScoresApiResponse =
  /** status 200 A page of the table and the caller's row. */ {
    data: StandingsPage;
    count: number;
    message: string;
  };
export type ClansLeagueGetClanLeagueUserScoresApiArg = {
  clanMemberStandingsRequest: ClanMemberStandingsRequest;
};
export type ClansLeagueGetByClanScoresApiResponse =
  /** status 200 A page of the clan table and the caller's clan row. */ {
    data: ClanStandingsPage;
    count: number;
    message: string;
  };
export type ClansLeagueGetByClanScoresApiArg = {
  clanStandingsRequest: ClanStandingsRequest;
};
export type ClansLeagueInsertClanApiResponse = /** status 200 The new clan. */ {
  data: Clan;
  count: number;
  message: string;
};
export type ClansLeagueInsertClanApiArg = {
  insertClanRequest: InsertClanRequest;
};
export type ClansLeagueInsertClanUserApiResponse = /** status 200 The new membership. */ {
  data: ClanUser;
  count: number;
  message: string;
};
export type ClansLeagueInsertClanUserApiArg = {
  clanId: Id;
  insertClanUserRequest: InsertClanUserRequest;
};
export type ClansLeagueUpdateClanApiResponse = /** status 200 The renamed clan. */ {
  data: Clan;
  count: number;
  message: string;
};
export type ClansLeagueUpdateClanApiArg = {
  updateClanRequest: UpdateClanRequest;
};
export type ClansLeagueUpdateClanUserApiResponse = /** status 200 The new owner's membership. */ {
  data: ClanUser;
  count: number;
  message: string;
};
export type ClansLeagueUpdateClanUserApiArg = {
  updateClanUserRequest: UpdateClanUserRequest;
};
export type ClansLeagueDeleteClanApiResponse = /** status 200 The clan is gone. */ {
  data: Done;
  count: number;
  message: string;
};
export type ClansLeagueDeleteClanApiArg = {
  id: Id;
};
export type ClansLeagueDeleteClanUserApiResponse = /** status 200 The membership is gone. */ {
  data: Done;
  count: number;
  message: string;
};
export type ClansLeagueDeleteClanUserApiArg = {
  clanUserId: Id;
};
export type FriendLeagueGetFriendLeagueGroupsByOwnerUserIdApiResponse =
  /** status 200 The groups, newest first. */ {
    data: FriendGroup[];
    count: number;
    message: string;
  };
export type FriendLeagueGetFriendLeagueGroupsByOwnerUserIdApiArg = {
  ownerUserId: Id;
};
export type FriendLeagueGetAllMyGroupUserApiResponse =
  /** status 200 Invitations first, then memberships by join date. */ {
    data: MyFriendGroupUser[];
    count: number;
    message: string;
  };
export type FriendLeagueGetAllMyGroupUserApiArg = void;
export type FriendLeagueGetGroupUsersApiResponse =
  /** status 200 The owner first, then members by join date, then invitations. */ {
    data: FriendGroupUser[];
    count: number;
    message: string;
  };
export type FriendLeagueGetGroupUsersApiArg = {
  groupId: Id;
};
export type FriendLeagueGetFriendLeagueGroupsApiResponse = /** status 200 A page of groups. */ {
  data: FriendGroup[];
  count: number;
  message: string;
};
export type FriendLeagueGetFriendLeagueGroupsApiArg = {
  getFriendLeagueGroupsRequest: GetFriendLeagueGroupsRequest;
};
export type FriendLeagueInsertGroupUserApiResponse = /** status 200 The invitation. */ {
  data: FriendGroupUser;
  count: number;
  message: string;
};
export type FriendLeagueInsertGroupUserApiArg = {
  groupId: Id;
  insertGroupUserRequest: InsertGroupUserRequest;
};
export type FriendLeagueGetFriendLeagueUserScoresApiResponse =
  /** status 200 A page of the table and the caller's row. */ {
    data: StandingsPage;
    count: number;
    message: string;
  };
export type FriendLeagueGetFriendLeagueUserScoresApiArg = {
  friendGroupStandingsRequest: FriendGroupStandingsRequest;
};
export type FriendLeagueInsertGroupApiResponse = /** status 200 The new group. */ {
  data: FriendGroup;
  count: number;
  message: string;
};
export type FriendLeagueInsertGroupApiArg = {
  insertGroupRequest: InsertGroupRequest;
};
export type FriendLeagueJoinGroupByCodeApiResponse = /** status 200 The new membership. */ {
  data: FriendGroupUser;
  count: number;
  message: string;
};
export type FriendLeagueJoinGroupByCodeApiArg = {
  joinGroupByCodeRequest: JoinGroupByCodeRequest;
};
export type FriendLeagueUpdateGroupApiResponse = /** status 200 The renamed group. */ {
  data: FriendGroup;
  count: number;
  message: string;
};
export type FriendLeagueUpdateGroupApiArg = {
  updateGroupRequest: UpdateGroupRequest;
};
export type FriendLeagueUpdateGroupUserApiResponse = /** status 200 The invitation is answered. */ {
  data: Done;
  count: number;
  message: string;
};
export type FriendLeagueUpdateGroupUserApiArg = {
  updateGroupUserRequest: UpdateGroupUserRequest;
};
export type FriendLeagueDeleteGroupApiResponse = /** status 200 The group is gone. */ {
  data: Done;
  count: number;
  message: string;
};
export type FriendLeagueDeleteGroupApiArg = {
  id: Id;
};
export type FriendLeagueDeleteGroupUserApiResponse =
  /** status 200 The membership or invitation is gone. */ {
    data: Done;
    count: number;
    message: string;
  };
export type FriendLeagueDeleteGroupUserApiArg = {
  friendLeagueGroupUserId: Id;
};
export type ClassementLeagueGetClassementInfoApiResponse =
  /** status 200 The classement information. */ {
    data: ClassementInfo;
    count: number;
    message: string;
  };
export type ClassementLeagueGetClassementInfoApiArg = {
  competitionCode: CompetitionCode;
  sportsCode: SportsCode;
};
export type ClassementLeagueGetUserScoresApiResponse =
  /** status 200 A page of the division's table and the caller's row. */ {
    data: StandingsPage;
    count: number;
    message: string;
  };
export type ClassementLeagueGetUserScoresApiArg = {
  classementStandingsRequest: ClassementStandingsRequest;
};
export type LeagueStatisticsGetUserEndWeekAllLeagueSumaryApiResponse =
  /** status 200 The summary (spec section 3, spellings kept). */ {
    data: EndWeekAllLeagueSumary;
    count: number;
    message: string;
  };
export type LeagueStatisticsGetUserEndWeekAllLeagueSumaryApiArg = {
  sportsCode: SportsCode;
  competitionCode: CompetitionCode;
};
export type Id = number;
export type UserSummary = {
  Id: Id;
  UserName: string;
  ImageUrl?: string | null;
  FavoriteTeamId?: number | null;
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
export type CompetitionCode = string;
export type SportsCode = 'FTBL';
export type PagedRequest = {
  SortingPaging?: SortingPaging;
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
};
export type StandingsFilter = {
  /** A round for that round's table; null or absent for the overall table. */
  WeeklyLeagueInformationId?: Id | null;
};
export type FavoriteTeamStandingsRequest = PagedRequest &
  StandingsFilter & {
    /** The club whose fans are ranked; absent means the caller's favourite club. */
    FavoriteTeamId?: Id;
  };
export type DateTime = string;
export type Clan = {
  Id: Id;
  Name: string;
  OwnerUserId: Id;
  MemberCount: number;
  /** The member limit (50), served as data. */
  MaxMembers: number;
  CreatedAt: DateTime;
};
export type GetClansRequest = PagedRequest & {
  /** Part of the clan name (case-insensitive). */
  Name?: string;
  /** Only the clan this user belongs to (the caller's own id finds "my clan"). */
  MemberUserId?: Id;
};
export type ClanRole = 'owner' | 'member';
export type ClanUser = {
  /** The clanUserId. */
  Id: Id;
  ClanId: Id;
  User: UserSummary;
  Role: ClanRole;
  JoinedAt: DateTime;
};
export type GetClanUsersRequest = PagedRequest & {
  ClanId: Id;
};
export type ClanMemberStandingsRequest = PagedRequest &
  StandingsFilter & {
    ClanId: Id;
  };
export type ClanStandingRow = {
  Rank: number;
  /** As in StandingRow. */
  PreviousRank: number | null;
  Clan: Clan;
  /** Mean of the best 10 members in the round shown. */
  RoundPoints: number;
  /** Sum of the clan's round scores. */
  TotalPoints: number;
  /** The clan's best round score. */
  BestRound: number;
};
export type ClanStandingsPage = {
  Rows: ClanStandingRow[];
  /** The caller's clan row; null when the caller is in no clan. */
  MyRow: ClanStandingRow | null;
  /** The round `RoundPoints` refers to; null before any round is scored. */
  WeeklyLeagueInformationId: Id | null;
  /** True while that round is live. */
  IsProvisional: boolean;
};
export type ClanStandingsRequest = PagedRequest & StandingsFilter;
export type ClanName = string;
export type InsertClanRequest = {
  Name: ClanName;
};
export type UserName = string;
export type InsertClanUserRequest = {
  UserName?: UserName;
};
export type UpdateClanRequest = {
  Id: Id;
  Name: ClanName;
};
export type UpdateClanUserRequest = {
  Id: Id;
  Role: ClanRole;
};
export type Done = {
  Done: true;
};
export type InviteCode = string;
export type FriendGroup = {
  Id: Id;
  Name: string;
  InviteCode: InviteCode;
  OwnerUser: UserSummary;
  /** Members (the owner included; invitations not). */
  GroupUserCount: number;
  CreatedAt: DateTime;
};
export type FriendGroupUserStatus = 'invited' | 'member';
export type FriendGroupUser = {
  /** The FriendLeagueGroupUserId. */
  Id: Id;
  GroupId: Id;
  User: UserSummary;
  Status: FriendGroupUserStatus;
  IsOwner: boolean;
  /** When invited (the creation time for the owner). */
  InvitedAt: DateTime;
  /** Null while invited. */
  JoinedAt: string | null;
};
export type MyFriendGroupUser = FriendGroupUser & {
  Group: FriendGroup;
};
export type GetFriendLeagueGroupsRequest = PagedRequest & {
  /** Part of the group name (case-insensitive). */
  Name?: string;
};
export type InsertGroupUserRequest = {
  UserName: UserName;
};
export type FriendGroupStandingsRequest = PagedRequest &
  StandingsFilter & {
    GroupId: Id;
  };
export type GroupName = string;
export type InsertGroupRequest = {
  Name: GroupName;
};
export type JoinGroupByCodeRequest = {
  InviteCode: InviteCode;
};
export type UpdateGroupRequest = {
  Id: Id;
  Name: GroupName;
};
export type UpdateGroupUserRequest = {
  /** The invitation's FriendLeagueGroupUserId. */
  Id: Id;
  /** true joins the group, false declines. */
  Accepted: boolean;
};
export type ContestType = 13;
export type ClassementInfo = {
  ContestType: ContestType;
  /** The caller's division; null before the caller has a team. */
  Division: number | null;
  DivisionCount: number;
  /** Teams per division (50). */
  DivisionSize: number;
  /** Number of the period's first round. */
  PeriodStartRound: number;
  /** Number of the period's last round (start + 3, or the season's last round). */
  PeriodEndRound: number;
  /** Places going up in the caller's division (5; 0 in the top division). */
  PromotionPlaces: number;
  /** Places going down in the caller's division (5; 0 in the lowest). */
  RelegationPlaces: number;
  /** The caller's rank in the division this period; null when unplaced. */
  MyRank: number | null;
};
export type ClassementStandingsRequest = PagedRequest &
  StandingsFilter & {
    /** The division (1 = top); absent means the caller's division. */
    Division?: number;
  };
export type EndWeekAllLeagueSumary = {
  /** The round's contest (its Pro league round table). */
  ContestId: Id | null;
  /** Such as "Süper Lig 12. Hafta"; null means no modal. */
  ContestTitle: string | null;
  /** The caller's rank in the round's contest; null without a team. */
  Order: number | null;
  /** The Pro league after the round. */
  ClassicLeagueSumary: {
    /** Overall Pro league rank; null without a team. */
    Order: number | null;
    /** FanGold won for the round's rank (0 when none). */
    FanGoldQuantity: number;
  };
  /** The Taraftar Ligi after the round. */
  FavoriteTeamLeagueSumary: {
    /** Overall Taraftar Ligi rank; null without a team or favourite club. */
    Order: number | null;
  };
};
export const {
  useFavoriteTeamLeagueGetFavoriteTeamUserScoreListQuery,
  useLazyFavoriteTeamLeagueGetFavoriteTeamUserScoreListQuery,
  useClansLeagueGetClansQuery,
  useLazyClansLeagueGetClansQuery,
  useClansLeagueGetClanUsersQuery,
  useLazyClansLeagueGetClanUsersQuery,
  useClansLeagueGetClanLeagueUserScoresQuery,
  useLazyClansLeagueGetClanLeagueUserScoresQuery,
  useClansLeagueGetByClanScoresQuery,
  useLazyClansLeagueGetByClanScoresQuery,
  useClansLeagueInsertClanMutation,
  useClansLeagueInsertClanUserMutation,
  useClansLeagueUpdateClanMutation,
  useClansLeagueUpdateClanUserMutation,
  useClansLeagueDeleteClanMutation,
  useClansLeagueDeleteClanUserMutation,
  useFriendLeagueGetFriendLeagueGroupsByOwnerUserIdQuery,
  useLazyFriendLeagueGetFriendLeagueGroupsByOwnerUserIdQuery,
  useFriendLeagueGetAllMyGroupUserQuery,
  useLazyFriendLeagueGetAllMyGroupUserQuery,
  useFriendLeagueGetGroupUsersQuery,
  useLazyFriendLeagueGetGroupUsersQuery,
  useFriendLeagueGetFriendLeagueGroupsQuery,
  useLazyFriendLeagueGetFriendLeagueGroupsQuery,
  useFriendLeagueInsertGroupUserMutation,
  useFriendLeagueGetFriendLeagueUserScoresQuery,
  useLazyFriendLeagueGetFriendLeagueUserScoresQuery,
  useFriendLeagueInsertGroupMutation,
  useFriendLeagueJoinGroupByCodeMutation,
  useFriendLeagueUpdateGroupMutation,
  useFriendLeagueUpdateGroupUserMutation,
  useFriendLeagueDeleteGroupMutation,
  useFriendLeagueDeleteGroupUserMutation,
  useClassementLeagueGetClassementInfoQuery,
  useLazyClassementLeagueGetClassementInfoQuery,
  useClassementLeagueGetUserScoresQuery,
  useLazyClassementLeagueGetUserScoresQuery,
  useLeagueStatisticsGetUserEndWeekAllLeagueSumaryQuery,
  useLazyLeagueStatisticsGetUserEndWeekAllLeagueSumaryQuery,
} = injectedRtkApi;
