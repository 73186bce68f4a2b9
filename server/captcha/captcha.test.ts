/** The captcha port: the local challenge (on each test database) and hCaptcha (fake verifier). */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { ManualClock } from '../platform/clock';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { createCaptcha, type Captcha, type CaptchaChallenge } from './captcha';
import { HCAPTCHA_VERIFY_URL } from './hcaptcha';

const START = '2026-11-22T10:00:00Z';
const MINUTE = 60_000;

/** What a person does: reads "7 + 5 = ?" (or "7 + 5 kaç eder?") and adds. */
function answerOf(challenge: CaptchaChallenge): number {
  const m = /^(\d+) \+ (\d+) /.exec(challenge.Question ?? '');
  if (!m) throw new Error(`unexpected question "${challenge.Question}"`);
  return Number(m[1]) + Number(m[2]);
}

describe.each(TEST_DATABASES)('local captcha on %s', (kind) => {
  let db: Database;
  let captcha: Captcha;
  const clock = new ManualClock(START);
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    captcha = createCaptcha({ secret: randomBytes(32), db, clock });
  });
  beforeEach(() => clock.set(START));
  afterAll(() => db.close());

  const solved = async () => {
    const challenge = await captcha.challenge('tr-TR');
    const answer = answerOf(challenge);
    return { challenge, answer, response: `${challenge.ChallengeId}:${answer}` };
  };

  it('asks a sum in the caller language, valid 10 minutes', async () => {
    expect(captcha.provider).toBe('local');
    expect(await captcha.challenge('tr-TR')).toEqual({
      Provider: 'local',
      ChallengeId: expect.any(String),
      Question: expect.stringMatching(/^\d+ \+ \d+ kaç eder\?$/),
      ExpiresAt: '2026-11-22T10:10:00.000Z',
    });
    expect((await captcha.challenge('en-US')).Question).toMatch(/^\d+ \+ \d+ = \?$/);
  });

  it('accepts the right answer once', async () => {
    const { response } = await solved();
    expect(await captcha.verify(response)).toBe(true);
    expect(await captcha.verify(response)).toBe(false);
  });

  it('takes the answer with spaces around it', async () => {
    const { challenge, answer } = await solved();
    expect(await captcha.verify(`${challenge.ChallengeId}: ${answer} `)).toBe(true);
  });

  it('refuses a wrong answer, and the challenge is spent by it', async () => {
    const { challenge, answer, response } = await solved();
    expect(await captcha.verify(`${challenge.ChallengeId}:${answer + 1}`)).toBe(false);
    // One attempt per challenge, or a bot would try every sum against one id.
    expect(await captcha.verify(response)).toBe(false);
  });

  it('refuses a tampered id and does not spend the real one', async () => {
    const { challenge, answer, response } = await solved();
    const [nonce, expires, tag, signature] = challenge.ChallengeId!.split('.');
    const forged = [
      [nonce, String(Number(expires) + 60 * MINUTE), tag, signature], // a later expiry
      [randomBytes(12).toString('base64url'), expires, tag, signature], // another nonce
      [nonce, expires, tag, `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`],
    ];
    for (const parts of forged) {
      expect(await captcha.verify(`${parts.join('.')}:${answer}`)).toBe(false);
    }
    expect(await captcha.verify(response)).toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const other = createCaptcha({ secret: randomBytes(32), db, clock });
    const c = await other.challenge('en-US');
    expect(await captcha.verify(`${c.ChallengeId}:${answerOf(c)}`)).toBe(false);
  });

  it('refuses nothing, empty and malformed responses', async () => {
    const { challenge, answer } = await solved();
    for (const response of [
      undefined,
      '',
      ':',
      'garbage:12',
      `${challenge.ChallengeId}`,
      `${challenge.ChallengeId}:`,
      `${challenge.ChallengeId}:abc`,
      `${challenge.ChallengeId}:${answer}.0`,
      `${challenge.ChallengeId}:-${answer}`,
      `${challenge.ChallengeId}x:${answer}`,
      `${challenge.ChallengeId}:${answer}${' '.repeat(500)}`,
    ]) {
      expect(await captcha.verify(response)).toBe(false);
    }
  });

  it('refuses an expired challenge', async () => {
    const { response } = await solved();
    clock.advance(11 * MINUTE);
    expect(await captcha.verify(response)).toBe(false);
  });

  it('forgets used challenges once they expire', async () => {
    await db.query('DELETE FROM captcha_uses');
    expect(await captcha.verify((await solved()).response)).toBe(true);
    expect(await db.query('SELECT challenge_id FROM captcha_uses')).toHaveLength(1);
    clock.advance(11 * MINUTE);
    expect(await captcha.verify((await solved()).response)).toBe(true);
    // The first is gone; only the one just used is remembered.
    expect(await db.query('SELECT challenge_id FROM captcha_uses')).toHaveLength(1);
  });

  it('does not carry the answer in the id, not even as a hash anyone could compute', async () => {
    for (let i = 0; i < 10; i++) {
      const { challenge, answer } = await solved();
      const parts = challenge.ChallengeId!.split('.');
      expect(parts).toHaveLength(4);
      const [nonce, expires, tag, signature] = parts as [string, string, string, string];
      // What is in it: a random nonce, the expiry, a keyed tag and a signature.
      expect(Buffer.from(nonce, 'base64url')).toHaveLength(12);
      expect(new Date(Number(expires)).toISOString()).toBe(challenge.ExpiresAt);
      expect(Buffer.from(tag, 'base64url')).toHaveLength(16);
      expect(Buffer.from(signature, 'base64url')).toHaveLength(32);
      // No part is, or decodes to, the answer.
      for (const part of parts) {
        expect(part).not.toBe(String(answer));
        expect(Buffer.from(part, 'base64url').toString('latin1')).not.toBe(String(answer));
      }
      // Guessing every sum against unkeyed hashes finds nothing.
      for (let guess = 0; guess <= 40; guess++) {
        for (const hashed of [`${guess}`, `${nonce}:${guess}`, `${nonce}${guess}`]) {
          const digest = createHash('sha256').update(hashed).digest();
          expect(digest.subarray(0, 16).toString('base64url')).not.toBe(tag);
        }
      }
    }
  });
});

describe('hCaptcha', () => {
  const make = (fetchImpl: (url: string, init: RequestInit) => Promise<Response>) =>
    createCaptcha({
      hcaptchaSecret: 'sekret',
      hcaptchaSiteKey: 'site-key',
      secret: randomBytes(32),
      db: undefined as unknown as Database, // hCaptcha keeps no state here
      clock: new ManualClock(),
      fetch: fetchImpl as unknown as typeof fetch,
    });
  const answering = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status });

  it('shows the site key and asks hCaptcha with the secret, the response and the address', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const captcha = make(async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ success: true }));
    });
    expect(captcha.provider).toBe('hcaptcha');
    expect(await captcha.challenge('tr-TR')).toEqual({ Provider: 'hcaptcha', SiteKey: 'site-key' });
    expect(await captcha.verify('token-from-widget', '10.0.0.1')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(HCAPTCHA_VERIFY_URL);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({
      secret: 'sekret',
      response: 'token-from-widget',
      remoteip: '10.0.0.1',
    });
  });

  it('is false when hCaptcha says no, fails, cannot be reached, or nothing was sent', async () => {
    expect(await make(answering(200, { success: false })).verify('t')).toBe(false);
    expect(await make(answering(200, { success: 'yes' })).verify('t')).toBe(false);
    expect(await make(answering(500, { success: true })).verify('t')).toBe(false);
    const down = make(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await down.verify('t')).toBe(false);
    let called = false;
    const empty = make(async () => {
      called = true;
      return new Response('{"success":true}');
    });
    expect(await empty.verify(undefined)).toBe(false);
    expect(await empty.verify('')).toBe(false);
    expect(called).toBe(false);
  });

  it('needs its site key with its secret', () => {
    expect(() =>
      createCaptcha({
        hcaptchaSecret: 'sekret',
        secret: randomBytes(32),
        db: undefined as unknown as Database,
        clock: new ManualClock(),
      }),
    ).toThrow('HCAPTCHA_SITE_KEY');
  });
});
