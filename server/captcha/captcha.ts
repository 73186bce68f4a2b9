/**
 * The captcha port: hCaptcha when `HCAPTCHA_SECRET` is set, otherwise a challenge the
 * server issues and checks itself, so forms that need a captcha work offline and in tests.
 * Neither ever answers "yes" without a solved challenge.
 */
import type { Database } from '../db/database';
import type { Language } from '../http/language';
import type { Clock } from '../platform/clock';
import { hcaptcha } from './hcaptcha';
import { localCaptcha } from './localCaptcha';

/** What the client shows (the api-spec `CaptchaChallenge`). */
export interface CaptchaChallenge {
  Provider: 'hcaptcha' | 'local';
  /** hCaptcha only. */
  SiteKey?: string;
  /** Local only: opaque and signed. */
  ChallengeId?: string;
  /** Local only, in the caller's language. */
  Question?: string;
  /** Local only, ISO 8601. */
  ExpiresAt?: string;
}

export interface Captcha {
  readonly provider: 'hcaptcha' | 'local';
  challenge(language: Language): Promise<CaptchaChallenge>;
  /**
   * True only for a solved challenge: for hCaptcha, a token hCaptcha accepts; locally,
   * `<ChallengeId>:<answer>` with the right answer, unexpired and not presented before.
   */
  verify(response: string | undefined, remoteIp?: string): Promise<boolean>;
}

export interface CaptchaOptions {
  hcaptchaSecret?: string;
  hcaptchaSiteKey?: string;
  /** The server's signing key (local challenges are signed with it). */
  secret: Uint8Array;
  db: Database;
  clock: Clock;
  /** For hCaptcha's verification call (tests pass a fake). */
  fetch?: typeof fetch;
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  if (!options.hcaptchaSecret) return localCaptcha(options);
  // Without a site key the client cannot show the widget: nobody could pass. Say so at start.
  if (!options.hcaptchaSiteKey) {
    throw new Error('HCAPTCHA_SITE_KEY must be set together with HCAPTCHA_SECRET');
  }
  return hcaptcha({
    secret: options.hcaptchaSecret,
    siteKey: options.hcaptchaSiteKey,
    fetch: options.fetch ?? fetch,
  });
}
