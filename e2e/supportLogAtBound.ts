/**
 * A debug log at the recorder's bound, sent to support as the browser sends it.
 *
 * `NODE_ENV=production npx tsx e2e/supportLogAtBound.ts <server url> <user> <password>
 * <session file> [pool]` records 10,000 actions (the recorder's bound) in the app's store
 * with the recorder: the actions of a real session recorded in Chromium (`<session file>`,
 * a downloaded or stored debug log: real RTK Query answers from the real server), dispatched
 * again in their order until the log is full. With `pool`, a session heavy with the player
 * pool: the session's largest answer (the pool the team builder reads) requested again after
 * every tenth action. The log is sent with the store's own upload code
 * (`sendDebugLog`: the file's JSON gzipped in CompressionStream, `SupportLog/Upload`) as
 * the user; prints one line of JSON: the stored id, the actions the upload left out (0: the
 * log went whole) and about how many bytes it packed to.
 */
import { readFileSync } from 'node:fs';
import type { Action } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { benchApi } from '../bench/benchApi';
import { exportDebugLogWithin } from '../store/eventlog/exportLog';
import { actionsOf, type LiftedLog } from '../store/eventlog/liftedLog';
import {
  createRecorder,
  DEFAULT_LIMIT,
  EVENT_LOG_REQUESTED,
  systemClock,
  type RecordedLog,
} from '../store/eventlog/recorder';
import { SUPPORT_LOG_MAX_BYTES, sendDebugLog } from '../store/eventlog/sendLog';
import { sliceLoaded } from '../store/lazySlices';
import { makeStore } from '../store/makeStore';
import type { StoreServices } from '../store/services';
import { tokenReceived } from '../store/session/tokenSlice';
import { teamBuilderSlice } from '../store/team/teamBuilderSlice';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * A page's start happens once (persistence loading, an API's announcement and its
 * middleware's registration, with that page's ids): the session's other actions, the
 * player's, are dispatched again.
 */
const ONCE_A_PAGE = /^(persist\/|store\/apiInjected$)|\/config\/middlewareRegistered$/;

function sessionActions(file: LiftedLog, pool: boolean): Action[] {
  const actions = actionsOf(file).filter((a) => !ONCE_A_PAGE.test(a.type));
  if (!pool) return actions;
  const size = (a: Action) => JSON.stringify(a).length;
  const requestOf = (a: Action) => (a as { meta?: { requestId?: string } }).meta?.requestId;
  // The largest answer (the player pool the team builder reads) and its request.
  const largest = actions
    .filter((a) => a.type.endsWith('/fulfilled') && requestOf(a))
    .reduce((a, b) => (size(b) > size(a) ? b : a));
  const pending = actions.find(
    (a) => a.type.endsWith('/pending') && requestOf(a) === requestOf(largest),
  );
  // The pool asked for again after every tenth action of the session.
  const again = pending ? [pending, largest] : [largest];
  return actions.flatMap((a, i) => (i % 10 === 9 ? [a, ...again] : [a]));
}

async function main() {
  const [url, user, password, sessionFile, mix] = process.argv.slice(2);
  if (!url || !user || !password || !sessionFile) throw new Error('usage: see the header');
  const file = JSON.parse(readFileSync(sessionFile, 'utf8')) as LiftedLog;
  const cycle = sessionActions(file, mix === 'pool');

  const api = await benchApi(url);
  const session = await api.call<{ Token: string; ExpiresDate: string }>('/auth/api/Auth/Login', {
    body: { UserNameOrEmail: user, Password: password },
  });
  // The team builder's chunk had loaded before the session's builder actions, as in the app.
  sliceLoaded(teamBuilderSlice);
  const services = {
    apiBaseUrl: url,
    timeoutMs: 0,
    // The browser sends the anti-forgery cookie by itself; Node's fetch is told to.
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Cookie: api.headers.Cookie! },
      }),
    storage: memoryStorage(),
    language: () => 'en-US' as const,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? api.headers['X-XSRF-TOKEN']! : null),
    navigate: () => undefined,
    reload: () => undefined,
    log: { error: () => undefined, warn: () => undefined },
  } satisfies StoreServices;
  const store = makeStore({
    services,
    // Persisted, as the app's store is: the session's PERSIST and REHYDRATE act the same.
    persist: true,
    sagas: false,
    devTools: false,
    recorder: createRecorder({ clock: systemClock }),
  });
  // The page's own start: persistence loads (PERSIST, REHYDRATE), then the session.
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    const done = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(done);
    done();
  });
  store.dispatch(tokenReceived(session));
  const recorded = () =>
    (store.dispatch({ type: EVENT_LOG_REQUESTED }) as unknown as RecordedLog).actions;
  // The recorder keeps 9,900 to 10,000 actions once full (it drops its oldest hundred at a
  // checkpoint past the bound); RTK Query's middleware adds actions of its own, some later.
  for (let i = 0; recorded().length < DEFAULT_LIMIT - 1;) {
    // Checked every few actions: asking for the log copies nothing, but is not free.
    const batch = Math.max(1, Math.min(500, DEFAULT_LIMIT - 1 - recorded().length));
    for (let j = 0; j < batch; j++, i++) store.dispatch(cycle[i % cycle.length]!);
  }
  // The session's own sign-ins and sign-outs were dispatched again with their tokens
  // redacted: the last action is this session's token, as the app keeps it signed in.
  store.dispatch(tokenReceived(session));
  const sent = await sendDebugLog(
    store,
    services,
    `${DEFAULT_LIMIT} actions (${mix ?? 'session'})`,
  );
  if (!sent.ok) throw new Error(`not stored: ${sent.message}`);
  // The same log packed as the upload packed it, for the figure.
  const { text } = exportDebugLogWithin(store, SUPPORT_LOG_MAX_BYTES);
  const packed = await new Response(
    new Response(text).body!.pipeThrough(new CompressionStream('gzip')),
  ).arrayBuffer();
  console.log(
    JSON.stringify({ id: sent.id, dropped: sent.dropped, packedBytes: packed.byteLength }),
  );
  process.exit(0); // RTK Query's cache timers would keep the process a minute
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
