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

export interface CaptchaChallenge {
  Provider: 'hcaptcha' | 'local';
  SiteKey?: string;
  ChallengeId?: string;
  Question?: string;
  ExpiresAt?: string;
}

export interface Captcha {
  readonly provider: 'hcaptcha' | 'local';
  challenge(language: Language): Promise<CaptchaChallenge>;
  /** True only for a solved, unexpired, unused challenge. */
  verify(response: string | undefined, remoteIp?: string): Promise<boolean>;
}

export interface CaptchaOptions {
  hcaptchaSecret?: string;
  hcaptchaSiteKey?: string;
  /** The server's signing key (local challenges are signed with it). */
  secret: Uint8Array;
  db: Database;
  clock: Clock;
  fetch?: typeof fetch;
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  return options.hcaptchaSecret
    ? hcaptcha({
        secret: options.hcaptchaSecret,
        siteKey: options.hcaptchaSiteKey ?? '',
        fetch: options.fetch ?? fetch,
      })
    : localCaptcha(options);
}
