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
