/**
 * The offline captcha: a small sum ("7 + 5 = ?"). The server keeps no state per challenge
 * issued; the challenge id carries it, signed with the server key:
 *
 *   <nonce>.<expiry, ms>.<answer tag>.<signature>
 *
 * The answer tag is a keyed hash of nonce and answer. Keyed, not merely salted: there are
 * fewer than 40 possible sums, so a hash anyone could compute would give the answer away.
 * The signature covers the rest, so a forged id is told from a wrong answer without a
 * database round trip, and only ids this server issued ever reach `captcha_uses`.
 *
 * Each challenge is answered once: the first attempt, right or wrong, records the nonce
 * in `captcha_uses` until the challenge expires (otherwise a bot could try every sum
 * against one id). The client fetches a new challenge for each submission.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { text } from '../i18n/texts';
import type { Captcha, CaptchaOptions } from './captcha';

const VALID_MS = 10 * 60_000;
const MAX_RESPONSE_LENGTH = 200; // a real response is about 100 characters

export function localCaptcha({
  secret,
  db,
  clock,
}: Pick<CaptchaOptions, 'secret' | 'db' | 'clock'>): Captcha {
  // Own keys derived from the server key, so nothing signed here can pass for a session
  // token or an e-mail link signed with the server key itself, and the other way round.
  const signKey = createHmac('sha256', secret).update('kadro/captcha/signature').digest();
  const answerKey = createHmac('sha256', secret).update('kadro/captcha/answer').digest();

  const mac = (key: Buffer, data: string, bytes = 32) =>
    createHmac('sha256', key).update(data).digest().subarray(0, bytes).toString('base64url');
  const answerTag = (nonce: string, answer: number) => mac(answerKey, `${nonce}:${answer}`, 16);
  const signature = (body: string) => mac(signKey, body);

  return {
    provider: 'local',

    async challenge(language) {
      const a = randomInt(2, 20);
      const b = randomInt(2, 20);
      const nonce = randomBytes(12).toString('base64url');
      const expires = clock.now().getTime() + VALID_MS;
      const body = `${nonce}.${expires}.${answerTag(nonce, a + b)}`;
      return {
        Provider: 'local',
        ChallengeId: `${body}.${signature(body)}`,
        Question: text(language, 'captcha.question', { a, b }),
        ExpiresAt: new Date(expires).toISOString(),
      };
    },

    async verify(response) {
      if (!response || response.length > MAX_RESPONSE_LENGTH) return false;
      const m = /^([\w-]{16})\.(\d{1,15})\.([\w-]{22})\.([\w-]{43}):\s*(\d{1,4})\s*$/.exec(
        response,
      );
      if (!m) return false;
      const [, nonce, expiresText, tag, given, answerText] = m as unknown as string[];
      if (!same(given!, signature(`${nonce}.${expiresText}.${tag}`))) return false;

      const now = clock.now();
      const expires = Number(expiresText);
      if (expires <= now.getTime()) return false;

      // Used challenges are only worth keeping until they expire.
      await db.query('DELETE FROM captcha_uses WHERE expires_at <= $1', [now]);
      const firstAttempt = await db.query(
        `INSERT INTO captcha_uses (challenge_id, expires_at) VALUES ($1, $2)
         ON CONFLICT (challenge_id) DO NOTHING RETURNING challenge_id`,
        [nonce, new Date(expires)],
      );
      return firstAttempt.length === 1 && same(tag!, answerTag(nonce!, Number(answerText)));
    },
  };
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
