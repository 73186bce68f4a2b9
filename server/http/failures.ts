/**
 * The server's failure catalogue: each failure has a stable ResultCode, an HTTP status and
 * a message in both languages, whose words live in server/i18n/ under `failure.<name>`.
 * Domain modules add their own codes (2000 and up) here so that the whole catalogue reads
 * in one place.
 */
import { texts } from '../i18n/texts';
import { SQUAD_MESSAGES } from '../../rules/squadMessages';
import type { Language } from './language';

export interface FailureKind {
  code: number;
  status: number;
  message: Record<Language, string>;
}

export const FAILURES = {
  invalidRequest: { code: 1000, status: 400, message: texts('failure.invalidRequest') },
  unauthenticated: { code: 1001, status: 401, message: texts('failure.unauthenticated') },
  forbidden: { code: 1003, status: 403, message: texts('failure.forbidden') },
  notFound: { code: 1004, status: 404, message: texts('failure.notFound') },
  routeNotFound: { code: 1005, status: 404, message: texts('failure.routeNotFound') },
  csrf: { code: 1006, status: 403, message: texts('failure.csrf') },
  tooManyRequests: { code: 1029, status: 429, message: texts('failure.tooManyRequests') },
  notImplemented: { code: 1501, status: 501, message: texts('failure.notImplemented') },
  internal: { code: 1500, status: 500, message: texts('failure.internal') },

  // ---------------------------------------------------------------- accounts (2000-2099)
  userNameTaken: { code: 2001, status: 409, message: texts('failure.userNameTaken') },
  emailTaken: { code: 2002, status: 409, message: texts('failure.emailTaken') },
  // 400, not 401: a 401 means "your session ended" to the client.
  wrongCredentials: { code: 2003, status: 400, message: texts('failure.wrongCredentials') },
  captchaFailed: { code: 2004, status: 400, message: texts('failure.captchaFailed') },
  verificationLinkInvalid: {
    code: 2005,
    status: 400,
    message: texts('failure.verificationLinkInvalid'),
  },
  resetLinkInvalid: { code: 2006, status: 400, message: texts('failure.resetLinkInvalid') },
  unknownClub: { code: 2007, status: 400, message: texts('failure.unknownClub') },
  wrongCurrentPassword: { code: 2008, status: 400, message: texts('failure.wrongCurrentPassword') },
  userNotFound: { code: 2009, status: 404, message: texts('failure.userNotFound') },
  notYourself: { code: 2010, status: 400, message: texts('failure.notYourself') },
  alreadyFriends: { code: 2011, status: 409, message: texts('failure.alreadyFriends') },
  noFriendRequest: { code: 2012, status: 404, message: texts('failure.noFriendRequest') },
  notFriends: { code: 2013, status: 404, message: texts('failure.notFriends') },
  deviceOfAnotherUser: { code: 2014, status: 403, message: texts('failure.deviceOfAnotherUser') },
  logContainsSecret: { code: 2015, status: 400, message: texts('failure.logContainsSecret') },
  lastAdmin: { code: 2016, status: 409, message: texts('failure.lastAdmin') },

  // ---------------------------------------------------------------- season data, import, match entry (2100-2199)
  // The detail names the list and row ("Players[12].TeamCode: no club XYZ").
  importRefused: { code: 2100, status: 400, message: texts('failure.importRefused') },
  matchSheetInvalid: { code: 2101, status: 400, message: texts('failure.matchSheetInvalid') },
  matchNotKickedOff: { code: 2102, status: 409, message: texts('failure.matchNotKickedOff') },
  kickoffOfLockedRound: { code: 2103, status: 409, message: texts('failure.kickoffOfLockedRound') },
  scoreDisagreesWithEvents: {
    code: 2104,
    status: 400,
    message: texts('failure.scoreDisagreesWithEvents'),
  },
  matchStateMove: { code: 2105, status: 409, message: texts('failure.matchStateMove') },
  matchMinuteNotLive: { code: 2106, status: 409, message: texts('failure.matchMinuteNotLive') },

  // ---------------------------------------------------------------- rounds, jobs, clock, scoring (2200-2299)
  roundNotFound: { code: 2200, status: 404, message: texts('failure.roundNotFound') },
  clockNotMovable: { code: 2201, status: 403, message: texts('failure.clockNotMovable') },
  roundJobTooEarly: { code: 2202, status: 409, message: texts('failure.roundJobTooEarly') },
  roundMatchesNotDone: { code: 2203, status: 409, message: texts('failure.roundMatchesNotDone') },

  // ---------------------------------------------------------------- user teams (2300-2399)
  // Squad rules (400), one per rule code: their texts live with the rules
  // (rules/squadMessages.ts), which the team builder shows too; teamFailures.ts fills them.
  squadSize: {
    code: 2300,
    status: 400,
    message: SQUAD_MESSAGES.squadSize,
  },
  squadDuplicatePlayer: {
    code: 2301,
    status: 400,
    message: SQUAD_MESSAGES.duplicatePlayer,
  },
  squadUnknownPlayer: {
    code: 2302,
    status: 400,
    message: SQUAD_MESSAGES.unknownPlayer,
  },
  squadPositionCount: {
    code: 2303,
    status: 400,
    message: SQUAD_MESSAGES.positionCount,
  },
  squadUnknownFormation: {
    code: 2304,
    status: 400,
    message: SQUAD_MESSAGES.unknownFormation,
  },
  squadStarterCount: {
    code: 2305,
    status: 400,
    message: SQUAD_MESSAGES.starterCount,
  },
  squadStarterGoalkeepers: {
    code: 2306,
    status: 400,
    message: SQUAD_MESSAGES.starterGoalkeepers,
  },
  squadFormationMismatch: {
    code: 2307,
    status: 400,
    message: SQUAD_MESSAGES.formationMismatch,
  },
  squadBenchOrder: {
    code: 2308,
    status: 400,
    message: SQUAD_MESSAGES.benchOrder,
  },
  squadBenchGoalkeeper: {
    code: 2309,
    status: 400,
    message: SQUAD_MESSAGES.benchGoalkeeper,
  },
  squadClubLimit: {
    code: 2310,
    status: 400,
    message: SQUAD_MESSAGES.clubLimit,
  },
  squadOverBudget: {
    code: 2311,
    status: 400,
    message: SQUAD_MESSAGES.overBudget,
  },
  squadCaptainNotStarter: {
    code: 2312,
    status: 400,
    message: SQUAD_MESSAGES.captainNotStarter,
  },
  squadViceCaptainNotStarter: {
    code: 2313,
    status: 400,
    message: SQUAD_MESSAGES.viceCaptainNotStarter,
  },
  squadCaptainIsViceCaptain: {
    code: 2314,
    status: 400,
    message: SQUAD_MESSAGES.captainIsViceCaptain,
  },
  teamNameBlank: { code: 2315, status: 400, message: texts('failure.teamNameBlank') },
  // The state of the round or of the caller's teams (409).
  teamRoundNotOpen: { code: 2320, status: 409, message: texts('failure.teamRoundNotOpen') },
  teamNotYours: { code: 2321, status: 409, message: texts('failure.teamNotYours') },
  teamFirstMustBePrimary: {
    code: 2322,
    status: 409,
    message: texts('failure.teamFirstMustBePrimary'),
  },
  teamPrimaryCannotBeUnset: {
    code: 2323,
    status: 409,
    message: texts('failure.teamPrimaryCannotBeUnset'),
  },
  teamExtraLimit: { code: 2324, status: 409, message: texts('failure.teamExtraLimit') },
  teamNotEnoughCoins: { code: 2325, status: 409, message: texts('failure.teamNotEnoughCoins') },
  teamBoosterMissing: { code: 2326, status: 409, message: texts('failure.teamBoosterMissing') },
  teamNoOpenRound: { code: 2327, status: 409, message: texts('failure.teamNoOpenRound') },
  teamCannotGenerate: { code: 2328, status: 409, message: texts('failure.teamCannotGenerate') },
  userTeamNotFound: { code: 2330, status: 404, message: texts('failure.userTeamNotFound') },
  // Nobody sees another user's team of a round before its deadline.
  otherUserTeamHidden: { code: 2331, status: 403, message: texts('failure.otherUserTeamHidden') },

  // ---------------------------------------------------------------- engine reads (2400-2499)
  readRoundNotFound: { code: 2400, status: 404, message: texts('failure.readRoundNotFound') },
  readMatchNotFound: { code: 2401, status: 404, message: texts('failure.readMatchNotFound') },
  readPlayerNotFound: { code: 2402, status: 404, message: texts('failure.readPlayerNotFound') },
  // Nobody sees another user's round before its deadline.
  otherUserScoreHidden: { code: 2403, status: 403, message: texts('failure.otherUserScoreHidden') },
} as const satisfies Record<string, FailureKind>;

export type FailureName = keyof typeof FAILURES;

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
