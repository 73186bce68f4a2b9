/** hCaptcha: the widget's response token is checked with hCaptcha's siteverify call. */
import type { Captcha } from './captcha';

export const HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

// A hung verifier must not hold a sign-up request open.
const VERIFY_TIMEOUT_MS = 10_000;

export function hcaptcha({
  secret,
  siteKey,
  fetch: post,
}: {
  secret: string;
  siteKey: string;
  fetch: typeof fetch;
}): Captcha {
  return {
    provider: 'hcaptcha',
    challenge: async () => ({ Provider: 'hcaptcha', SiteKey: siteKey }),
    async verify(response, remoteIp) {
      if (!response) return false;
      const form = new URLSearchParams({ secret, response });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const answer = await post(HCAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!answer.ok) return false;
        const result = (await answer.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        return false; // unreachable verifier or garbled answer: no proof, no pass
      }
    },
  };
}
