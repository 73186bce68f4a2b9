/** The captcha port: the local challenge (on the real database) and hCaptcha (with a fake verifier). */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { ManualClock } from '../platform/clock';
import { openTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { solveLocalChallenge } from '../testing/testServer';
import { createCaptcha, type Captcha } from './captcha';
import { HCAPTCHA_VERIFY_URL } from './hcaptcha';

describe.each(TEST_DATABASES)('local captcha on %s', (kind) => {
  let db: Database;
  let captcha: Captcha;
  const clock = new ManualClock('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    captcha = createCaptcha({ secret: randomBytes(32), db, clock });
  });
  afterAll(() => db.close());

  const solved = async () => {
    const c = await captcha.challenge('tr-TR');
    return { challenge: c, response: `${c.ChallengeId}:${solveLocalChallenge(c.Question!)}` };
  };

  it('asks a question in the caller language, valid 10 minutes', async () => {
    expect(captcha.provider).toBe('local');
    const tr = await captcha.challenge('tr-TR');
    expect(tr).toEqual({
      Provider: 'local',
      ChallengeId: expect.any(String),
      Question: expect.stringMatching(/^\d+ \+ \d+ kaç eder\?$/),
      ExpiresAt: '2026-11-22T10:10:00.000Z',
    });
    expect((await captcha.challenge('en-US')).Question).toMatch(/^What is \d+ \+ \d+\?$/);
  });

  it('accepts the right answer once', async () => {
    const { response } = await solved();
    expect(await captcha.verify(response)).toBe(true);
    expect(await captcha.verify(response)).toBe(false);
  });

  it('refuses a wrong answer, a tampered id, nothing, and an expired challenge', async () => {
    const { challenge, response } = await solved();
    const answer = Number(response.split(':')[1]);
    expect(await captcha.verify(`${challenge.ChallengeId}:${answer + 1}`)).toBe(false);
    const parts = challenge.ChallengeId!.split('.');
    parts[1] = String(Number(parts[1]) + 3_600_000); // a later expiry, same signature
    expect(await captcha.verify(`${parts.join('.')}:${answer}`)).toBe(false);
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('')).toBe(false);
    expect(await captcha.verify('garbage:12')).toBe(false);
    const late = await solved();
    clock.advance(11 * 60_000);
    expect(await captcha.verify(late.response)).toBe(false);
    clock.advance(-11 * 60_000);
    // The right answer still works for the untouched id.
    expect(await captcha.verify(response)).toBe(true);
  });

  it('does not carry the answer in the id', async () => {
    const { challenge, response } = await solved();
    const answer = response.split(':')[1]!;
    const readable = challenge
      .ChallengeId!.split('.')
      .map((p) => Buffer.from(p, 'base64url').toString('latin1'));
    expect(readable.join(' ')).not.toContain(` ${answer} `);
    expect(challenge.ChallengeId!.split('.')[0]).not.toBe(answer);
  });

  it('a challenge signed with another key is refused', async () => {
    const other = createCaptcha({ secret: randomBytes(32), db, clock });
    const c = await other.challenge('en-US');
    expect(await captcha.verify(`${c.ChallengeId}:${solveLocalChallenge(c.Question!)}`)).toBe(
      false,
    );
  });
});

describe('hCaptcha', () => {
  const make = (fetchImpl: typeof fetch) =>
    createCaptcha({
      hcaptchaSecret: 'sekret',
      hcaptchaSiteKey: 'site-key',
      secret: randomBytes(32),
      db: undefined as unknown as Database, // hCaptcha keeps no state here
      clock: new ManualClock(),
      fetch: fetchImpl,
    });

  it('shows the site key and asks hCaptcha with the secret, the response and the address', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const captcha = make((async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify({ success: true }));
    }) as unknown as typeof fetch);
    expect(captcha.provider).toBe('hcaptcha');
    expect(await captcha.challenge('tr-TR')).toEqual({ Provider: 'hcaptcha', SiteKey: 'site-key' });
    expect(await captcha.verify('token-from-widget', '10.0.0.1')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(HCAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      secret: 'sekret',
      response: 'token-from-widget',
      remoteip: '10.0.0.1',
    });
  });

  it('is false when hCaptcha says no, cannot be reached, or nothing was sent', async () => {
    const no = make(
      (async () => new Response(JSON.stringify({ success: false }))) as unknown as typeof fetch,
    );
    expect(await no.verify('t')).toBe(false);
    const down = make((async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    expect(await down.verify('t')).toBe(false);
    let called = false;
    const empty = make((async () => {
      called = true;
      return new Response('{}');
    }) as unknown as typeof fetch);
    expect(await empty.verify(undefined)).toBe(false);
    expect(called).toBe(false);
  });
});
