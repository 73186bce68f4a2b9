/**
 * The server's failure catalogue: each failure has a stable ResultCode, an HTTP status and
 * a message in both languages, whose words live in server/i18n/ under `failure.<name>`.
 * Domain modules add their own codes (2000 and up) here so that the whole catalogue reads
 * in one place.
 */
import { texts } from '../i18n/texts';
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
  // Squad rules (400). `{name}` placeholders are filled per language by
  // server/teams/teamFailures.ts, because the numbers are data (the rule set), not text.
  squadSize: {
    code: 2300,
    status: 400,
    message: {
      'tr-TR': 'Kadroda tam {expected} oyuncu olmalı ({count} seçildi).',
      'en-US': 'A squad has exactly {expected} players ({count} picked).',
    },
  },
  squadDuplicatePlayer: {
    code: 2301,
    status: 400,
    message: {
      'tr-TR': 'Bir oyuncu kadroda iki kez yer alamaz ({player}).',
      'en-US': 'A player cannot be in the squad twice ({player}).',
    },
  },
  squadUnknownPlayer: {
    code: 2302,
    status: 400,
    message: {
      'tr-TR': 'Seçilen oyunculardan biri bu ligde yok (oyuncu no {playerId}).',
      'en-US': 'One of the picked players is not in this competition (player id {playerId}).',
    },
  },
  squadPositionCount: {
    code: 2303,
    status: 400,
    message: {
      'tr-TR': 'Kadroda {expected} {position} olmalı ({count} seçildi).',
      'en-US': 'A squad has {expected} {position} ({count} picked).',
    },
  },
  squadUnknownFormation: {
    code: 2304,
    status: 400,
    message: {
      'tr-TR': '{lineup} dizilişi bu ligde kullanılamaz.',
      'en-US': 'The {lineup} formation cannot be used in this competition.',
    },
  },
  squadStarterCount: {
    code: 2305,
    status: 400,
    message: {
      'tr-TR': 'İlk 11’de tam {expected} oyuncu olmalı ({count} seçildi).',
      'en-US': 'The starting line-up has exactly {expected} players ({count} picked).',
    },
  },
  squadStarterGoalkeepers: {
    code: 2306,
    status: 400,
    message: {
      'tr-TR': 'İlk 11’de tam {expected} kaleci olmalı ({count} seçildi).',
      'en-US': 'The starting line-up has exactly {expected} goalkeeper(s) ({count} picked).',
    },
  },
  squadFormationMismatch: {
    code: 2307,
    status: 400,
    message: {
      'tr-TR':
        'İlk 11 {lineup} dizilişine uymuyor ({def} defans, {mid} orta saha, {fwd} forvet seçildi).',
      'en-US':
        'The starting line-up does not match {lineup} ({def} defenders, {mid} midfielders, {fwd} forwards picked).',
    },
  },
  squadBenchOrder: {
    code: 2308,
    status: 400,
    message: {
      'tr-TR': 'Yedekler 1’den {benchSize}’e kadar sıralanmalı, her sıra bir kez kullanılmalı.',
      'en-US': 'The substitutes are numbered 1 to {benchSize}, each number used once.',
    },
  },
  squadBenchGoalkeeper: {
    code: 2309,
    status: 400,
    message: {
      'tr-TR': '1. yedek, yedek kaleci olmalı.',
      'en-US': 'Substitute 1 must be the bench goalkeeper.',
    },
  },
  squadClubLimit: {
    code: 2310,
    status: 400,
    message: {
      'tr-TR': 'Bir takımdan en fazla {max} oyuncu seçebilirsiniz ({club}: {count}).',
      'en-US': 'You can pick at most {max} players from one club ({club}: {count}).',
    },
  },
  squadOverBudget: {
    code: 2311,
    status: 400,
    message: {
      'tr-TR': 'Kadronun değeri bütçeyi aşıyor ({cost}M, bütçe {budget}M).',
      'en-US': 'The squad costs more than the budget ({cost}M, budget {budget}M).',
    },
  },
  squadCaptainNotStarter: {
    code: 2312,
    status: 400,
    message: {
      'tr-TR': 'Kaptan ilk 11’deki oyunculardan biri olmalı.',
      'en-US': 'The captain must be one of the starting line-up.',
    },
  },
  squadViceCaptainNotStarter: {
    code: 2313,
    status: 400,
    message: {
      'tr-TR': 'Kaptan yardımcısı ilk 11’deki oyunculardan biri olmalı.',
      'en-US': 'The vice-captain must be one of the starting line-up.',
    },
  },
  squadCaptainIsViceCaptain: {
    code: 2314,
    status: 400,
    message: {
      'tr-TR': 'Kaptan ve kaptan yardımcısı farklı oyuncular olmalı.',
      'en-US': 'The captain and the vice-captain must be different players.',
    },
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
