/**
 * The server's failure catalogue: each failure has a stable ResultCode, an HTTP status and
 * a message in both languages, whose words live in server/i18n/ under `failure.<name>`.
 * Domain modules add their own codes (2000 and up) here so that the whole catalogue reads
 * in one place.
 */
import { texts } from '../i18n/texts';
import type { SquadRuleCode } from '../../rules/squad';
import { SQUAD_MESSAGES } from '../../rules/squadMessages';
import type { Language } from './language';

export interface FailureKind {
  code: number;
  status: number;
  message: Record<Language, string>;
}

/** Code and HTTP status of each failure; its words are `failure.<name>` in server/i18n/. */
const CODES = {
  invalidRequest: [1000, 400],
  unauthenticated: [1001, 401],
  forbidden: [1003, 403],
  notFound: [1004, 404],
  routeNotFound: [1005, 404],
  csrf: [1006, 403],
  uriTooLong: [1014, 414],
  tooManyRequests: [1029, 429],
  headersTooLarge: [1031, 431],
  notImplemented: [1501, 501],
  internal: [1500, 500],

  // ---------------------------------------------------------------- accounts (2000-2099)
  userNameTaken: [2001, 409],
  emailTaken: [2002, 409],
  // 400, not 401: a 401 means "your session ended" to the client.
  wrongCredentials: [2003, 400],
  captchaFailed: [2004, 400],
  verificationLinkInvalid: [2005, 400],
  resetLinkInvalid: [2006, 400],
  unknownClub: [2007, 400],
  wrongCurrentPassword: [2008, 400],
  userNotFound: [2009, 404],
  notYourself: [2010, 400],
  alreadyFriends: [2011, 409],
  noFriendRequest: [2012, 404],
  notFriends: [2013, 404],
  deviceOfAnotherUser: [2014, 403],
  logContainsSecret: [2015, 400],
  lastAdmin: [2016, 409],
  accountDisabled: [2017, 403],
  // 2030-2039: account hardening (upload bounds, picture addresses).
  imageUrlNotAllowed: [2030, 400],
  supportLogTooLarge: [2031, 413],
  supportLogQuota: [2032, 429],
  pictureTooLarge: [2033, 413],
  pictureUnreadable: [2034, 400],
  // 2040-2049: notifications.
  notificationNotFound: [2040, 404],

  // ---------------------------------------------------------------- season data, import, match entry (2100-2199)
  // The detail names the list and row ("Players[12].TeamCode: no club XYZ").
  importRefused: [2100, 400],
  matchSheetInvalid: [2101, 400],
  matchNotKickedOff: [2102, 409],
  kickoffOfLockedRound: [2103, 409],
  scoreDisagreesWithEvents: [2104, 400],
  matchStateMove: [2105, 409],
  matchMinuteNotLive: [2106, 409],

  // ---------------------------------------------------------------- rounds, jobs, clock, scoring (2200-2299)
  roundNotFound: [2200, 404],
  clockNotMovable: [2201, 403],
  roundJobTooEarly: [2202, 409],
  roundMatchesNotDone: [2203, 409],

  // ---------------------------------------------------------------- user teams (2300-2399)
  // The squad rules (2300-2314) are SQUAD_FAILURES below.
  teamNameBlank: [2315, 400],
  // The state of the round or of the caller's teams (409).
  teamRoundNotOpen: [2320, 409],
  teamNotYours: [2321, 409],
  teamFirstMustBePrimary: [2322, 409],
  teamPrimaryCannotBeUnset: [2323, 409],
  teamExtraLimit: [2324, 409],
  teamNotEnoughCoins: [2325, 409],
  teamBoosterMissing: [2326, 409],
  teamNoOpenRound: [2327, 409],
  teamCannotGenerate: [2328, 409],
  userTeamNotFound: [2330, 404],
  // Nobody sees another user's team of a round before its deadline.
  otherUserTeamHidden: [2331, 403],

  // ---------------------------------------------------------------- engine reads (2400-2499)
  readRoundNotFound: [2400, 404],
  readMatchNotFound: [2401, 404],
  readPlayerNotFound: [2402, 404],
  // Nobody sees another user's round before its deadline.
  otherUserScoreHidden: [2403, 403],

  // ---------------------------------------------------------------- leagues (2500-2599)
  // 2540-2569: clans and friend groups.
  clanNotFound: [2540, 404],
  clanNameTaken: [2541, 409],
  alreadyInClan: [2542, 409],
  clanFull: [2543, 409],
  clanOwnerOnly: [2544, 403],
  clanOwnerCannotLeave: [2545, 409],
  clanMemberNotFound: [2546, 404],
  friendGroupNotFound: [2550, 404],
  friendGroupLimit: [2551, 409],
  friendGroupOwnerOnly: [2552, 403],
  alreadyInFriendGroup: [2553, 409],
  inviteCodeUnknown: [2554, 404],
  notAnInvitation: [2555, 409],
  friendGroupOwnerCannotLeave: [2556, 409],
  friendGroupUserNotFound: [2557, 404],
  notInFriendGroup: [2558, 403],

  // ---------------------------------------------------------------- wallet and market: products, purchases, ads (2600-2699)
  productNotFound: [2600, 404],
  productNotForCurrency: [2601, 409],
  walletShort: [2602, 409],
  purchaseCapReached: [2603, 409],
  adDailyLimit: [2604, 409],
  productCodeTaken: [2605, 409],
  productGrantInvalid: [2606, 400],

  // ---------------------------------------------------------------- market: coupons, payments, cards (2700-2799)
  couponUnknown: [2700, 404],
  couponAlreadyUsed: [2701, 409],
  couponExpired: [2702, 409],
  couponUsedUp: [2703, 409],
  emailNotVerified: [2704, 403],
  couponCodeTaken: [2705, 409],
  couponGrantInvalid: [2706, 400],
  couponMaxUsesBelowUsed: [2707, 409],
  paymentNotForMoney: [2710, 409],
  paymentKeyReused: [2711, 409],
  paymentSignatureInvalid: [2712, 403],
  paymentDeclined: [2713, 402],
  paymentExpired: [2714, 409],
  paymentOrderNotFound: [2715, 404],
  cardPackMissing: [2720, 409],
  cardPlayerNotFound: [2721, 404],
  cardNotEnoughCoins: [2722, 409],

  // ---------------------------------------------------------------- leagues, 2570-2589: special leagues, classement
  specialLeagueNotFound: [2570, 404],
  specialLeagueEnded: [2571, 409],
  specialLeagueFull: [2572, 409],
  specialLeaguePassMissing: [2573, 409],
  specialLeagueInvalid: [2574, 400],
  specialLeagueLimitBelowMembers: [2575, 409],
  classementDivisionNotFound: [2580, 404],

  // ---------------------------------------------------------------- admin panel (2800-2899)
  importRunning: [2801, 409],
} as const satisfies Record<string, readonly [code: number, status: number]>;

export type FailureName = keyof typeof CODES;

export const FAILURES = Object.fromEntries(
  Object.entries(CODES).map(([name, [code, status]]) => [
    name,
    { code, status, message: texts(`failure.${name as FailureName}`) },
  ]),
) as Record<FailureName, FailureKind>;

/**
 * A broken squad rule answers its own failure (400), worded by the rule itself
 * (rules/squadMessages.ts), which the team builder shows too; teamFailures.ts fills it.
 */
export const SQUAD_FAILURES: Record<SquadRuleCode, FailureKind> = Object.fromEntries(
  Object.entries({
    squadSize: 2300,
    duplicatePlayer: 2301,
    unknownPlayer: 2302,
    positionCount: 2303,
    unknownFormation: 2304,
    starterCount: 2305,
    starterGoalkeepers: 2306,
    formationMismatch: 2307,
    benchOrder: 2308,
    benchGoalkeeper: 2309,
    clubLimit: 2310,
    overBudget: 2311,
    captainNotStarter: 2312,
    viceCaptainNotStarter: 2313,
    captainIsViceCaptain: 2314,
  } satisfies Record<SquadRuleCode, number>).map(([rule, code]) => [
    rule,
    { code, status: 400, message: SQUAD_MESSAGES[rule as SquadRuleCode] },
  ]),
) as Record<SquadRuleCode, FailureKind>;

/** A failure a handler throws on purpose; answered as its envelope. */
export class Failure extends Error {
  constructor(
    readonly kind: FailureKind,
    /** Extra detail appended to the message, e.g. which field is wrong. */
    readonly detail?: string,
  ) {
    super(kind.message['en-US'] + (detail ? `: ${detail}` : ''));
    this.name = 'Failure';
  }
}
