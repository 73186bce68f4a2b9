/**
 * The server's failure catalogue: each failure has a stable ResultCode, an HTTP status and
 * a message in both languages. Domain modules add their own codes (2000 and up) here so
 * that the whole catalogue reads in one place.
 */
import type { Language } from './language';

export interface FailureKind {
  code: number;
  status: number;
  message: Record<Language, string>;
}

export const FAILURES = {
  invalidRequest: {
    code: 1000,
    status: 400,
    message: { 'tr-TR': 'İstek geçersiz', 'en-US': 'The request is invalid' },
  },
  unauthenticated: {
    code: 1001,
    status: 401,
    message: { 'tr-TR': 'Oturum açmanız gerekiyor.', 'en-US': 'You need to sign in.' },
  },
  forbidden: {
    code: 1003,
    status: 403,
    message: { 'tr-TR': 'Bu işlem için yetkiniz yok.', 'en-US': 'You are not allowed to do this.' },
  },
  notFound: {
    code: 1004,
    status: 404,
    message: { 'tr-TR': 'Aradığınız kayıt bulunamadı.', 'en-US': 'Nothing was found.' },
  },
  routeNotFound: {
    code: 1005,
    status: 404,
    message: { 'tr-TR': 'Böyle bir servis yok.', 'en-US': 'There is no such call.' },
  },
  csrf: {
    code: 1006,
    status: 403,
    message: {
      'tr-TR': 'Güvenlik doğrulaması başarısız. Sayfayı yenileyip tekrar deneyin.',
      'en-US': 'The security check failed. Reload the page and try again.',
    },
  },
  tooManyRequests: {
    code: 1029,
    status: 429,
    message: {
      'tr-TR': 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
      'en-US': 'Too many attempts. Please try again in a little while.',
    },
  },
  notImplemented: {
    code: 1501,
    status: 501,
    message: {
      'tr-TR': 'Bu özellik henüz hazır değil.',
      'en-US': 'This feature is not available yet.',
    },
  },
  internal: {
    code: 1500,
    status: 500,
    message: {
      'tr-TR': 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
      'en-US': 'Something unexpected happened. Please try again.',
    },
  },

  // ---------------------------------------------------------------- accounts (2000-2099)
  userNameTaken: {
    code: 2001,
    status: 409,
    message: {
      'tr-TR': 'Bu kullanıcı adı alınmış.',
      'en-US': 'This user name is taken.',
    },
  },
  emailTaken: {
    code: 2002,
    status: 409,
    message: {
      'tr-TR': 'Bu e-posta adresiyle kayıtlı bir hesap var.',
      'en-US': 'An account with this e-mail address already exists.',
    },
  },
  // 400, not 401: a 401 means "your session ended" to the client.
  wrongCredentials: {
    code: 2003,
    status: 400,
    message: {
      'tr-TR': 'Kullanıcı adı, e-posta veya şifre hatalı.',
      'en-US': 'The user name, e-mail or password is wrong.',
    },
  },
  captchaFailed: {
    code: 2004,
    status: 400,
    message: {
      'tr-TR': 'Doğrulama (captcha) başarısız. Lütfen tekrar deneyin.',
      'en-US': 'The captcha check failed. Please try again.',
    },
  },
  verificationLinkInvalid: {
    code: 2005,
    status: 400,
    message: {
      'tr-TR': 'Doğrulama bağlantısı geçersiz veya süresi dolmuş. Yeni bir bağlantı isteyin.',
      'en-US': 'The verification link is invalid or has expired. Ask for a new one.',
    },
  },
  resetLinkInvalid: {
    code: 2006,
    status: 400,
    message: {
      'tr-TR': 'Şifre sıfırlama bağlantısı geçersiz, kullanılmış veya süresi dolmuş.',
      'en-US': 'The password reset link is invalid, used or expired.',
    },
  },
  unknownClub: {
    code: 2007,
    status: 400,
    message: {
      'tr-TR': 'Böyle bir takım yok.',
      'en-US': 'There is no such club.',
    },
  },
  wrongCurrentPassword: {
    code: 2008,
    status: 400,
    message: {
      'tr-TR': 'Mevcut şifreniz hatalı.',
      'en-US': 'Your current password is wrong.',
    },
  },
  userNotFound: {
    code: 2009,
    status: 404,
    message: {
      'tr-TR': 'Kullanıcı bulunamadı.',
      'en-US': 'The user was not found.',
    },
  },
  notYourself: {
    code: 2010,
    status: 400,
    message: {
      'tr-TR': 'Bu işlemi kendinize yapamazsınız.',
      'en-US': 'You cannot do this to yourself.',
    },
  },
  alreadyFriends: {
    code: 2011,
    status: 409,
    message: {
      'tr-TR': 'Zaten arkadaşsınız.',
      'en-US': 'You are already friends.',
    },
  },
  noFriendRequest: {
    code: 2012,
    status: 404,
    message: {
      'tr-TR': 'Bekleyen bir arkadaşlık isteği yok.',
      'en-US': 'There is no pending friend request.',
    },
  },
  notFriends: {
    code: 2013,
    status: 404,
    message: {
      'tr-TR': 'Bu kullanıcıyla arkadaş değilsiniz.',
      'en-US': 'You are not friends with this user.',
    },
  },
  deviceOfAnotherUser: {
    code: 2014,
    status: 403,
    message: {
      'tr-TR': 'Başka bir kullanıcı adına cihaz kaydedilemez.',
      'en-US': 'You cannot register a device for another user.',
    },
  },
  logContainsSecret: {
    code: 2015,
    status: 400,
    message: {
      'tr-TR': 'Kayıt bir oturum anahtarı içeriyor; gönderilmedi.',
      'en-US': 'The log contains a session token; it was not stored.',
    },
  },
  lastAdmin: {
    code: 2016,
    status: 409,
    message: {
      'tr-TR': 'Son yöneticinin yetkisi kaldırılamaz.',
      'en-US': 'The last admin cannot be demoted.',
    },
  },

  // ---------------------------------------------------------------- season data, import, match entry (2100-2199)
  // The detail names the list and row ("Players[12].TeamCode: no club XYZ").
  importRefused: {
    code: 2100,
    status: 400,
    message: {
      'tr-TR': 'İçe aktarma reddedildi, hiçbir şey yazılmadı',
      'en-US': 'The import was refused and nothing was written',
    },
  },
  matchSheetInvalid: {
    code: 2101,
    status: 400,
    message: {
      'tr-TR': 'Maç kadroları veya olayları geçersiz',
      'en-US': 'The line-ups or events of the match are invalid',
    },
  },
  matchNotKickedOff: {
    code: 2102,
    status: 409,
    message: {
      'tr-TR': 'Maç henüz başlamadı; kadro, olay veya skor girilemez.',
      'en-US': 'The match has not kicked off; no line-ups, events or score yet.',
    },
  },
  kickoffOfLockedRound: {
    code: 2103,
    status: 409,
    message: {
      'tr-TR': 'Hafta kilitlendi; maçın başlama saati artık değiştirilemez.',
      'en-US': 'The round is locked; the kickoff can no longer change.',
    },
  },
  scoreDisagreesWithEvents: {
    code: 2104,
    status: 400,
    message: {
      'tr-TR': 'Skor, kayıtlı gol olaylarıyla uyuşmuyor; olayları düzeltin',
      'en-US': 'The score disagrees with the stored goal events; correct the events instead',
    },
  },
  matchStateMove: {
    code: 2105,
    status: 409,
    message: {
      'tr-TR': 'Maç bu duruma geçemez',
      'en-US': 'The match cannot move to this state',
    },
  },
  matchMinuteNotLive: {
    code: 2106,
    status: 409,
    message: {
      'tr-TR': 'Dakika yalnızca oynanmakta olan bir maça girilir.',
      'en-US': 'A minute is only set on a match being played.',
    },
  },

  // ---------------------------------------------------------------- rounds, jobs, clock, scoring (2200-2299)
  roundNotFound: {
    code: 2200,
    status: 404,
    message: { 'tr-TR': 'Böyle bir hafta yok.', 'en-US': 'There is no such round.' },
  },
  clockNotMovable: {
    code: 2201,
    status: 403,
    message: {
      'tr-TR': 'Bu sunucunun saati sistem saatidir; değiştirilemez.',
      'en-US': "This server keeps the system clock; it can't be moved.",
    },
  },
  roundJobTooEarly: {
    code: 2202,
    status: 409,
    message: {
      'tr-TR': 'Hafta bu adım için henüz hazır değil.',
      'en-US': 'The round has not reached this step yet.',
    },
  },
  roundMatchesNotDone: {
    code: 2203,
    status: 409,
    message: {
      'tr-TR': 'Haftanın bitmemiş maçları var.',
      'en-US': 'Some matches of the round are not finished yet.',
    },
  },

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
  teamNameBlank: {
    code: 2315,
    status: 400,
    message: {
      'tr-TR': 'Takım adı boş olamaz.',
      'en-US': 'The team name cannot be blank.',
    },
  },
  // The state of the round or of the caller's teams (409).
  teamRoundNotOpen: {
    code: 2320,
    status: 409,
    message: {
      'tr-TR': 'Bu hafta için takım kaydedilemez: hafta açık değil ya da son kayıt zamanı geçti.',
      'en-US': 'Teams cannot be saved for this round: it is not open or its deadline has passed.',
    },
  },
  teamNotYours: {
    code: 2321,
    status: 409,
    message: {
      'tr-TR': 'Değiştirmek istediğiniz takım bu haftaki takımlarınızdan biri değil.',
      'en-US': 'The team to replace is not one of your teams of this round.',
    },
  },
  teamFirstMustBePrimary: {
    code: 2322,
    status: 409,
    message: {
      'tr-TR': 'Haftanın ilk takımı ana takım olmalı.',
      'en-US': 'Your first team of the round must be your primary team.',
    },
  },
  teamPrimaryCannotBeUnset: {
    code: 2323,
    status: 409,
    message: {
      'tr-TR': 'Ana takımın işaretini kaldırmak için başka bir takımınızı ana takım yapın.',
      'en-US': 'To stop this being your primary team, make another team primary.',
    },
  },
  teamExtraLimit: {
    code: 2324,
    status: 409,
    message: {
      'tr-TR': 'Bir haftada en fazla {max} ek takım kurabilirsiniz.',
      'en-US': 'You can build at most {max} extra teams in a round.',
    },
  },
  teamNotEnoughCoins: {
    code: 2325,
    status: 409,
    message: {
      'tr-TR': 'Ek takım için {price} jeton gerekiyor; bakiyeniz {balance} jeton.',
      'en-US': 'An extra team costs {price} coins; you have {balance}.',
    },
  },
  teamBoosterMissing: {
    code: 2326,
    status: 409,
    message: {
      'tr-TR': 'Cüzdanınızda kullanılabilecek bir {booster} yok.',
      'en-US': 'You have no {booster} left in your wallet.',
    },
  },
  teamNoOpenRound: {
    code: 2327,
    status: 409,
    message: {
      'tr-TR': 'Şu anda takım kurulabilecek açık bir hafta yok.',
      'en-US': 'No round is open for building a team right now.',
    },
  },
  teamCannotGenerate: {
    code: 2328,
    status: 409,
    message: {
      'tr-TR': 'Bu bütçeyle bu dizilişte geçerli bir kadro kurulamadı.',
      'en-US': 'No valid squad for this formation fits the budget.',
    },
  },
  userTeamNotFound: {
    code: 2330,
    status: 404,
    message: { 'tr-TR': 'Böyle bir takım yok.', 'en-US': 'There is no such team.' },
  },
  // Nobody sees another user's team of a round before its deadline.
  otherUserTeamHidden: {
    code: 2331,
    status: 403,
    message: {
      'tr-TR': 'Başka bir kullanıcının takımı, haftanın son kayıt zamanı geçmeden görülemez.',
      'en-US': "Another user's team cannot be seen before the round's deadline.",
    },
  },

  // ---------------------------------------------------------------- engine reads (2400-2499)
  readRoundNotFound: {
    code: 2400,
    status: 404,
    message: { 'tr-TR': 'Böyle bir hafta yok.', 'en-US': 'There is no such round.' },
  },
  readMatchNotFound: {
    code: 2401,
    status: 404,
    message: { 'tr-TR': 'Böyle bir maç yok.', 'en-US': 'There is no such match.' },
  },
  readPlayerNotFound: {
    code: 2402,
    status: 404,
    message: { 'tr-TR': 'Böyle bir oyuncu yok.', 'en-US': 'There is no such player.' },
  },
  // Nobody sees another user's round before its deadline.
  otherUserScoreHidden: {
    code: 2403,
    status: 403,
    message: {
      'tr-TR': 'Başka bir kullanıcının puanı, hafta kilitlenmeden görülemez.',
      'en-US': "Another user's score cannot be seen before the round locks.",
    },
  },
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
