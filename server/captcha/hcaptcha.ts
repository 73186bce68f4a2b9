/** hCaptcha: the widget's response token is checked with hCaptcha's siteverify call. */
import type { Captcha } from './captcha';

export const HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

export function hcaptcha(options: {
  secret: string;
  siteKey: string;
  fetch: typeof fetch;
}): Captcha {
  return {
    provider: 'hcaptcha',
    challenge: async () => ({ Provider: 'hcaptcha', SiteKey: options.siteKey }),
    async verify(response, remoteIp) {
      if (!response) return false;
      const form = new URLSearchParams({ secret: options.secret, response });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const answer = await options.fetch(HCAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(10_000),
        });
        const result = (await answer.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        return false; // unreachable verifier: no proof, no pass
      }
    },
  };
}
