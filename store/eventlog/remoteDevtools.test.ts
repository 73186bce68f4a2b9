/**
 * Time travel in the standalone Redux DevTools (`@redux-devtools/app`, opened by
 * `npx @redux-devtools/cli --open`) over a recorded log: the development store connects
 * through `@redux-devtools/remote` (makeStore's `remoteDevTools`, as a build with
 * REMOTE_DEVTOOLS makes it) to the CLI's relay (store/testing/devToolsRelay.ts, on the same
 * socketcluster-server), and a monitor speaks to it as the app's socket code does
 * (packages/redux-devtools-app/src/middlewares/api.ts: log in, subscribe to the channel the
 * relay names, START; its Import sends the file's text as IMPORT to the instance's
 * `sc-<id>` channel). `@redux-devtools/remote` then takes the whole text as the lifted
 * state, which the exported file is.
 */
import type { Action } from '@reduxjs/toolkit';
import type { LiftedState } from '@redux-devtools/instrument';
import socketClusterClient, { type AGClientSocket } from 'socketcluster-client';
import { DEVTOOLS_MAX_AGE, makeStore } from '../makeStore';
import { themeChanged } from '../preferences/themeSlice';
import { startDevToolsRelay } from '../testing/devToolsRelay';
import { testServices } from '../testing/testServices';
import { parseDebugLog, replayDebugLog } from './replay';
import { recordedPersistedSession } from './persistedSession';
import { JWT } from './testing';

/** What the relay passes to a monitor: a connected app's message. */
interface Relayed {
  type: string;
  id: string;
  instanceId?: string;
  payload?: string;
}

let relay: Awaited<ReturnType<typeof startDevToolsRelay>>;
let monitor: AGClientSocket;

let log: jest.SpyInstance;

beforeAll(async () => {
  // @redux-devtools/remote logs its connection, and its reconnection attempts once the
  // relay has closed.
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  relay = await startDevToolsRelay();
});

afterAll(async () => {
  monitor?.disconnect();
  const before = log.mock.calls.length;
  await relay?.close();
  // The store's socket then says once that it lost the relay (later retries are silent):
  // the file ends after that, while the log is still this file's (a log after the tests
  // are done fails the run).
  const hungUp = () =>
    log.mock.calls
      .slice(before)
      .some(([text]) => String(text).includes('Socket connection errors are being suppressed'));
  for (let i = 0; i < 200 && !hungUp(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(hungUp()).toBe(true);
});

/** The app's side: connect, log in, subscribe to the channel the relay names, START. */
async function connectMonitor() {
  monitor = socketClusterClient.create({
    hostname: '127.0.0.1',
    port: relay.port,
    autoReconnect: false,
  });
  await monitor.listener('connect').once();
  const baseChannel = (await monitor.invoke('login', {})) as string;
  const channel = monitor.subscribe(baseChannel);
  await channel.listener('subscribe').once();
  void monitor.transmit('respond', { type: 'START' });
  const messages = channel[Symbol.asyncIterator]();
  /** The next message that `accept` takes (the others are passed over). */
  return async (accept: (message: Relayed) => boolean): Promise<Relayed> => {
    for (;;) {
      const { value, done } = await messages.next();
      if (done) throw new Error('The relay closed the channel.');
      const message = value as Relayed;
      // The app answers a connecting instance's START with its own (to `sc-<id>`).
      if (message.type === 'START') void monitor.transmit(`sc-${message.id}`, { type: 'START' });
      if (accept(message)) return message;
    }
  };
}

it('the standalone app’s Import of a real log over @redux-devtools/remote: every action, the replay’s final state', async () => {
  const { text } = await recordedPersistedSession(200);
  const file = parseDebugLog(text);
  const report = replayDebugLog(file);
  expect(report.ok).toBe(true);

  const next = await connectMonitor();
  localStorage.clear();
  const store = makeStore({
    services: testServices(),
    persist: true,
    sagas: false,
    remoteDevTools: { hostname: '127.0.0.1', port: relay.port },
  });
  const lifted = () =>
    (
      store as unknown as {
        liftedStore: { getState(): LiftedState<unknown, Action, unknown> };
      }
    ).liftedStore.getState();
  // The instance shows itself with its lifted state, redacted as the extension sees it.
  const shown = await next((m) => m.type === 'STATE');
  store.dispatch({ type: 'session/tokenProbe', token: JWT });
  const probe = await next((m) => m.type === 'ACTION');
  expect(JSON.stringify(probe)).not.toContain(JWT.split('.')[1]);

  // Import: the file's text, as is, to the instance's channel.
  void monitor.transmit(`sc-${shown.id}`, {
    type: 'IMPORT',
    state: text,
    instanceId: shown.instanceId,
  });
  const imported = await next((m) => m.type === 'STATE' && m.id === shown.id);
  expect(imported.payload).toContain('persist/REHYDRATE');

  const state = lifted();
  expect(state.stagedActionIds).toHaveLength(file.actions.length + 1);
  expect(state.stagedActionIds.slice(1).map((id) => state.actionsById[id]!.action)).toEqual(
    file.actions,
  );
  expect(state.computedStates.filter((entry) => entry.error)).toEqual([]);
  expect(store.getState()).toEqual(report.state);

  // maxAge as for the extension: a live action after the import keeps every imported one.
  store.dispatch(themeChanged('dark'));
  expect(lifted().stagedActionIds).toHaveLength(file.actions.length + 2);
  expect(DEVTOOLS_MAX_AGE).toBeGreaterThan(file.actions.length + 1);
  localStorage.clear();
});
