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
