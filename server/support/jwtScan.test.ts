import { containsJwt } from './jwtScan';

// The regex the scan replaces: right answers, quadratic time. The scan must agree with it.
const REFERENCE = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/;

const SESSION = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoxLCJzdWIiOiIzIn0.Zk9Xb3JkX2FzX2FfbWFj-_0123456789';

describe('containsJwt', () => {
  it('finds a token in JSON text, glued or quoted', () => {
    expect(containsJwt(JSON.stringify({ a: [1, { token: SESSION }] }))).toBe(true);
    expect(containsJwt(`Bearer x${SESSION}`)).toBe(true);
    expect(containsJwt(`a.b.${SESSION}.c`)).toBe(true);
  });

  it('leaves ordinary text and near misses alone', () => {
    expect(containsJwt(JSON.stringify({ type: 'team/saved', at: 'v1.2.3' }))).toBe(false);
    expect(containsJwt('eyJabcde.eyJabcd.x')).toBe(false); // payload one short
    expect(containsJwt('eyJabcde.eyJabcde.')).toBe(false); // no signature
    expect(containsJwt('eyJabcde.xeyJabcde.sig')).toBe(false); // payload must start with eyJ
  });

  it('agrees with the reference regex on 20,000 random strings', () => {
    const alphabet = ['e', 'y', 'J', 'eyJ', 'a', 'Z', '0', '_', '-', '.', '"', ' '];
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 20_000; n += 1) {
      let s = '';
      const length = 1 + Math.floor(next() * 40);
      for (let i = 0; i < length; i += 1) s += alphabet[Math.floor(next() * alphabet.length)];
      expect([s, containsJwt(s)]).toEqual([s, REFERENCE.test(s)]);
    }
  });

  it.each([
    ['eyJ repeated', 'eyJ'.repeat(350_000)],
    ['parts without a signature', 'eyJabcdefgh.'.repeat(90_000)],
    ['one long run of eyJ and dots', 'eyJeyJeyJ.eyJ'.repeat(80_000)],
  ])('scans 1 MB of %s in linear time', (_name, text) => {
    expect(text.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    containsJwt(text);
    // Linear is a few milliseconds; the regex took minutes on such input. Generous for a busy machine.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
