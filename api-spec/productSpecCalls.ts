/**
 * Every call of product spec section 7, transcribed: method, base, path, and the query
 * parameters and body fields the spec names. `coverage.test.ts` holds api-spec/ to it.
 */
import type { BaseName } from './bundle';

export interface SpecCall {
  base: BaseName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: string[];
  body?: string[];
}

const call = (base: BaseName, line: string, extra: Pick<SpecCall, 'body'> = {}): SpecCall => {
  const [method, target] = line.split(' ') as [SpecCall['method'], string];
  const [path, query] = target.split('?') as [string, string | undefined];
  return { base, method, path: `/${path}`, ...(query && { query: query.split('&') }), ...extra };
};

export const PRODUCT_SPEC_CALLS: SpecCall[] = [
  // Auth and user (/auth/api)
  call('auth', 'GET User/GetUserProfile?userName&userId'),
  call('auth', 'GET User/GetUser'),
  call('auth', 'PUT User/UpdateUser'),
  call('auth', 'POST User/UpdateCultureInfo'),
  call('auth', 'POST Auth/Login'),
  call('auth', 'POST Auth/Register'),
  call('auth', 'POST Auth/ForgotPassword'),
  call('auth', 'POST Auth/ForgotPasswordConfirm'),
  call('auth', 'POST Auth/ContactEmail'),
  call('auth', 'GET Auth/EmailVerificationConfirm'),
  call('auth', 'GET Auth/EmailVerification'),
  call('auth', 'POST Friend/FriendCount'),
  call('auth', 'POST Friend/AddFriend?userId'),
  call('auth', 'GET Friend/IsFriend?userId'),
  call('auth', 'POST Follow/GetFollowCount?userId'),
  call('auth', 'POST Follow/Follow?userId'),
  call('auth', 'DELETE Follow/UnFollow?userId'),
  call('auth', 'GET Follow/FollowStatus?userId'),
  call('auth', 'POST UserNotificationDevice/GetNotifToken', {
    body: ['UserId', 'DeviceId', 'DeviceName'],
  }),
  // Engine (/engine/api)
  call('engine', 'POST UserWeeklyScore/GetWeeklyScoreByUserId'),
  call('engine', 'POST UserWeeklyScore/GetUserWeeklyScoreList'),
  call(
    'engine',
    'GET UserTeam/GetGenarateUserTeam?lineupOfPlayerType&competitionCode&useABudgetBooster',
  ),
  call('engine', 'POST UserTeam/InsertCreatingUserTeam'),
  call('engine', 'POST WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: ['SortingPaging', 'CompetitionCode', 'SportsCode'],
  }),
  call('engine', 'POST MatchesOfTheWeek/GetMatchesOfTheWeekList'),
  call('engine', 'POST Player/GetPlayersList'),
  call('engine', 'POST Teams/GetTeamsList'),
  call('engine', 'POST Player/GetWeeklyPlayerScoreBreakdown'),
  call('engine', 'POST Player/GetWeeklyPlayerScore'),
  call('engine', 'POST Player/GetPlayerMatchesBreakdown'),
  call('engine', 'GET UserTeam/GetUserTeamList?competitionCode&weeklyLeagueInformationId'),
  call('engine', 'GET Player/GetPlayerById?Id'),
  call('engine', 'GET WeeklyLeagueInformation/GetWeeklyLeagueInformationById?Id'),
  call('engine', 'GET UserTeam/GetUserTeamDetailList?userTeamId'),
  call('engine', 'GET PlayerScoreRuleSet/GetRuleSets'),
  call('engine', 'POST Player/GetPlayerWithWeeklyMatchDetailList'),
  call('engine', 'GET UserTeam/GetUserTeamCount?weeklyLeagueInformationId&competitionCode'),
  call('engine', 'POST SpecialLeague/GetWeeklySpecialLeagueScore'),
  call('engine', 'POST SpecialLeague/CheckUser'),
  call('engine', 'POST SpecialLeague/CheckProduct'),
  // Wallet and market (/w/api)
  call('wallet', 'POST Payzee/Pay'),
  call('wallet', 'POST Wallet/ChipForPay', { body: ['productId', 'channel'] }),
  call('wallet', 'GET Wallet/GetWallets'),
  call('wallet', 'POST Order/GetOrderHistory'),
  call('wallet', 'POST Wallet/GetAwardHistory'),
  call('wallet', 'POST Payzee/BuyWithCouponCode', { body: ['CouponCode', 'IsSpecialCoupon'] }),
  call('wallet', 'POST Collection/SpendCollection'),
  call('wallet', 'POST Collection/GetCollectionUserPlayers'),
  call('wallet', 'POST Collection/ChipForPlayer'),
  call('wallet', 'GET Wallet/AdWatchCheckCount'),
  call('wallet', 'POST Wallet/WatchForEarn'),
  // Leagues (/league/api)
  call('league', 'POST FavoriteTeamLeague/GetFavoriteTeamUserScoreList'),
  call('league', 'POST ClansLeague/GetClans'),
  call('league', 'POST ClansLeague/GetClanUsers'),
  call('league', 'POST ClansLeague/GetClanLeagueUserScores'),
  call('league', 'POST ClansLeague/GetByClanScores'),
  call('league', 'POST ClansLeague/InsertClan'),
  call('league', 'POST ClansLeague/InsertClanUser?ClanId'),
  call('league', 'PUT ClansLeague/UpdateClan'),
  call('league', 'PUT ClansLeague/UpdateClanUser'),
  call('league', 'DELETE ClansLeague/DeleteClan?Id'),
  call('league', 'DELETE ClansLeague/DeleteClanUser?clanUserId'),
  call('league', 'GET ClassementLeague/GetClassementInfo?competitionCode&sportsCode'),
  call('league', 'POST ClassementLeague/GetUserScores'),
  call('league', 'GET FriendLeague/GetFriendLeagueGroupsByOwnerUserId?ownerUserId'),
  call('league', 'GET FriendLeague/GetAllMyGroupUser'),
  call('league', 'GET FriendLeague/GetGroupUsers?GroupId'),
  call('league', 'POST FriendLeague/GetFriendLeagueGroups'),
  call('league', 'POST FriendLeague/InsertGroupUser?GroupId'),
  call('league', 'POST FriendLeague/GetFriendLeagueUserScores'),
  call('league', 'POST FriendLeague/InsertGroup'),
  call('league', 'PUT FriendLeague/UpdateGroup'),
  call('league', 'PUT FriendLeague/UpdateGroupUser'),
  call('league', 'DELETE FriendLeague/DeleteGroup?Id'),
  call('league', 'DELETE FriendLeague/DeleteGroupUser?FriendLeagueGroupUserId'),
  call('league', 'GET LeagueStatistics/GetUserEndWeekAllLeagueSumary?sportsCode&competitionCode'),
];
