/** "Send to support": what leaves the browser, and a log cut to the server's bound. */
import { CompressionStream } from 'node:stream/web';
import { gunzipSync } from 'node:zlib';
import { contestSeen } from '../contest/contestSlice';
import { themeChanged } from '../preferences/themeSlice';
import { tokenReceived } from '../session/tokenSlice';
import { exportDebugLogWithin } from './exportLog';
import { parseDebugLog, replayDebugLog } from './replay';
import { SUPPORT_LOG_MAX_BYTES, sendDebugLog } from './sendLog';
import { JWT, recordedStore, rtkRequest } from './testing';

// jsdom has no CompressionStream; browsers and Node have the same one.
Object.assign(globalThis, { CompressionStream });

function services(answer: unknown, status = 200) {
  const sent: { url: string; init: RequestInit }[] = [];
  return {
    sent,
    services: {
      apiBaseUrl: 'https://kadro.test',
      language: () => 'en-US' as const,
      readCookie: (name: string) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : null),
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response(JSON.stringify(answer), { status });
      }) as unknown as typeof fetch,
    },
  };
}

it('posts the log gzipped with the session and the note, and answers the stored id', async () => {
  const { store } = recordedStore();
  store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
  store.dispatch(themeChanged('light'));
  const { sent, services: s } = services({
    Result: { ResultCode: 0, ResultMessage: '' },
    ReturnObject: { Id: 42 },
  });
  expect(await sendDebugLog(store, s, 'Takımım kaydedilmedi')).toEqual({
    ok: true,
    id: 42,
    dropped: 0,
  });
  const [{ url, init }] = sent as [{ url: string; init: RequestInit }];
  expect(url.split('?')[0]).toBe('https://kadro.test/auth/api/SupportLog/Upload');
  expect(new URL(url).searchParams.get('Note')).toBe('Takımım kaydedilmedi');
  expect(init.headers).toMatchObject({
    'Content-Type': 'application/gzip',
    Authorization: `Bearer ${JWT}`,
    'X-XSRF-TOKEN': 'xsrf-1',
    LanguageCode: 'en-US',
  });
  // The body is the file "Download debug log" saves, gzipped.
  const text = gunzipSync(init.body as ArrayBuffer).toString('utf8');
  expect(text).not.toContain(JWT.split('.')[1]);
  const report = replayDebugLog(parseDebugLog(text));
  expect(report.ok).toBe(true);
});

it("answers the server's refusal in its words, and a network failure as no message", async () => {
  const { store } = recordedStore();
  const refused = services(
    { Result: { ResultCode: 2032, ResultMessage: 'You have sent as many logs as a day allows.' } },
    429,
  );
  expect(await sendDebugLog(store, refused.services, null)).toEqual({
    ok: false,
    message: 'You have sent as many logs as a day allows.',
  });
  const down = {
    ...refused.services,
    fetch: (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch,
  };
  expect(await sendDebugLog(store, down, null)).toEqual({ ok: false, message: null });
});

it('cuts a log over the bound to its newest part from a checkpoint, which replays whole', () => {
  const { store, clock } = recordedStore({ checkpointEvery: 50, limit: 2000 });
  for (let i = 0; i < 600; i++) {
    clock.advance(10);
    const [pending, fulfilled] = rtkRequest({
      reducerPath: 'engineApi',
      endpointName: 'playerScoreRuleSetGetRuleSets',
      kind: 'query',
      originalArgs: undefined,
      outcome: {
        data: Array.from({ length: 20 }, (_, n) => ({ Id: n, Name: `Oyuncu ${i}-${n}` })),
      },
      at: i,
    });
    store.dispatch(i % 3 ? contestSeen(i) : pending);
    if (i % 3 === 0) store.dispatch(fulfilled);
  }
  const whole = exportDebugLogWithin(store, Number.MAX_SAFE_INTEGER);
  expect(whole.dropped).toBe(0);
  const bound = Math.floor(new TextEncoder().encode(whole.text).length / 3);
  const { text, dropped } = exportDebugLogWithin(store, bound);
  expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(bound);
  expect(dropped).toBeGreaterThan(0);
  expect(dropped % 50).toBe(0); // from a checkpoint
  const log = parseDebugLog(text);
  expect(log.header.firstSeq).toBe(dropped + 1);
  const report = replayDebugLog(log);
  expect(report).toMatchObject({ ok: true });
  // As much as fits: one checkpoint later would have fitted less.
  expect(new TextEncoder().encode(text).length).toBeGreaterThan(bound * 0.7);
  expect(SUPPORT_LOG_MAX_BYTES).toBe(64_000_000);
});
