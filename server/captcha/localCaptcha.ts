/**
 * The offline captcha: a small sum ("7 + 5 = ?"). The challenge id carries a nonce, the
 * expiry and a salted hash of the answer, signed with the server key: the server keeps no
 * state until a challenge is used, the answer cannot be read from the id, and a used id
 * is remembered in `captcha_uses` until it expires, so each challenge works once.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Captcha, CaptchaOptions } from './captcha';

const VALID_MS = 10 * 60_000;

const QUESTION = {
  'tr-TR': (a: number, b: number) => `${a} + ${b} kaç eder?`,
  'en-US': (a: number, b: number) => `What is ${a} + ${b}?`,
};

export function localCaptcha({
  secret,
  db,
  clock,
}: Pick<CaptchaOptions, 'secret' | 'db' | 'clock'>): Captcha {
  const answerHash = (nonce: string, answer: string) =>
    createHash('sha256').update(`${nonce}:${answer}`).digest('base64url');
  const sign = (body: string) =>
    createHmac('sha256', secret).update(`captcha:${body}`).digest('base64url');

  return {
    provider: 'local',
    async challenge(language) {
      const a = randomInt(2, 20);
      const b = randomInt(2, 20);
      const nonce = randomBytes(12).toString('base64url');
      const expires = clock.now().getTime() + VALID_MS;
      const body = `${nonce}.${expires}.${answerHash(nonce, String(a + b))}`;
      return {
        Provider: 'local',
        ChallengeId: `${body}.${sign(body)}`,
        Question: QUESTION[language](a, b),
        ExpiresAt: new Date(expires).toISOString(),
      };
    },

    async verify(response) {
      const m =
        /^([A-Za-z0-9_-]+)\.(\d+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+):\s*(-?\d{1,6})\s*$/.exec(
          response ?? '',
        );
      if (!m) return false;
      const [, nonce, expires, hash, signature, answer] = m as unknown as string[];
      const body = `${nonce}.${expires}.${hash}`;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      const now = clock.now();
      if (Number(expires) <= now.getTime()) return false;
      if (answerHash(nonce!, String(Number(answer))) !== hash) return false;
      await db.query('DELETE FROM captcha_uses WHERE expires_at < $1', [now]);
      const fresh = await db.query(
        `INSERT INTO captcha_uses (challenge_id, expires_at) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [nonce, new Date(Number(expires))],
      );
      return fresh.length === 1;
    },
  };
}
