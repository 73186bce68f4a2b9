import { contestSeen } from '../contest/contestSlice';
import { makeStore } from '../makeStore';
import { themeChanged } from '../preferences/themeSlice';
import { tokenReceived } from '../session/tokenSlice';
import { testServices } from '../testing/testServices';
import { stateHash } from './checksum';
import { readEventLog } from './exportLog';
import { createRecorder, DEFAULT_LIMIT, type LoggedAction } from './recorder';
import { redactState, REDACTED } from './redaction';
import { JWT, recordedStore } from './testing';

const userActions = (log: { actions: LoggedAction[] }) =>
  log.actions.filter((entry) => !entry.action.type.includes('/config/'));

it('records each action that reaches the reducer with its number, time and redacted form', () => {
  const { store, clock } = recordedStore();
  clock.advance(250);
  store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
  clock.advance(1000);
  store.dispatch(themeChanged('light'));
  const log = readEventLog(store);
  // The four RTK Query middlewares register on the first action, before it reaches the reducer.
  expect(log.actions.map((e) => e.action.type)).toEqual([
    'leagueApi/config/middlewareRegistered',
    'walletApi/config/middlewareRegistered',
    'engineApi/config/middlewareRegistered',
    'authApi/config/middlewareRegistered',
    'token/tokenReceived',
    'theme/themeChanged',
  ]);
  expect(log.actions.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(userActions(log)).toEqual([
    {
      seq: 5,
      t: 250,
      action: {
        type: 'token/tokenReceived',
        payload: { Token: REDACTED, ExpiresDate: '2030-01-01T00:00:00Z' },
      },
    },
    { seq: 6, t: 1250, action: { type: 'theme/themeChanged', payload: 'light' } },
  ]);
  // The live state keeps the real token; the log never sees it.
  expect(store.getState().session.token.value?.Token).toBe(JWT);
  expect(JSON.stringify(log)).not.toContain(JWT.split('.')[1]);
});

it('does not record thunks, which never reach the reducer', () => {
  const { store } = recordedStore();
  store.dispatch(() => undefined);
  expect(userActions(readEventLog(store))).toEqual([]);
});

it('starts from the redacted state and checksums it every N actions', () => {
  const { store } = recordedStore({ checkpointEvery: 3, limit: 30 });
  const states: unknown[] = [];
  for (let i = 0; i < 8; i++) {
    store.dispatch(contestSeen(i));
    states.push(store.getState());
  }
  const log = readEventLog(store);
  expect(log.firstSeq).toBe(1);
  expect(log.base).toEqual(
    redactState(makeStore({ services: testServices(), sagas: false }).getState()),
  );
  expect(log.checkpoints.map((c) => c.seq)).toEqual([0, 3, 6, 9, 12]);
  // seq 12 is the 8th contestSeen (4 registrations come first).
  expect(log.checkpoints.at(-1)!.hash).toBe(stateHash(redactState(states[7])));
  expect(log.checkpoints.at(-1)!.parts['contest.value']).toBe(stateHash(7));
});

it('keeps at most `limit` actions, moving the base forward with the dropped ones', () => {
  const { store } = recordedStore({ checkpointEvery: 5, limit: 20 });
  const after: Record<number, unknown> = {};
  for (let i = 1; i <= 49; i++) {
    store.dispatch(contestSeen(i));
    after[i + 4] = redactState(store.getState());
  }
  const log = readEventLog(store);
  // 53 actions: the oldest blocks of 5 fell out, leaving 20 - 5 < kept <= 20.
  expect(log.actions.length).toBeLessThanOrEqual(20);
  expect(log.actions.length).toBeGreaterThan(15);
  expect(log.actions.at(-1)!.seq).toBe(53);
  expect(log.firstSeq).toBe(53 - log.actions.length + 1);
  // The base is the state after the last dropped action, and its checkpoint comes first.
  expect(log.base).toEqual(after[log.firstSeq - 1]);
  expect(log.checkpoints[0]!.seq).toBe(log.firstSeq - 1);
  expect(log.checkpoints.every((c) => c.seq >= log.firstSeq - 1)).toBe(true);
});

it('holds 10,000 actions by default and refuses a bound below one checkpoint interval', () => {
  expect(DEFAULT_LIMIT).toBe(10_000);
  // The production middleware set: the dev-only invariant checks would dominate 10,000 dispatches.
  const store = makeStore({
    services: testServices(),
    sagas: false,
    devTools: false,
    recorder: createRecorder({ clock: { now: () => 0 } }),
  });
  for (let i = 0; i < 10_050; i++) store.dispatch(contestSeen(i % 50));
  const log = readEventLog(store);
  expect(log.actions.length).toBeLessThanOrEqual(10_000);
  expect(log.actions.length).toBeGreaterThan(9_900);
  expect(() =>
    createRecorder({ clock: { now: () => 0 }, limit: 50, checkpointEvery: 100 }),
  ).toThrow(RangeError);
});

it('says so when the store has no recorder', () => {
  const store = makeStore({ services: testServices(), sagas: false, devTools: false });
  expect(() => readEventLog(store)).toThrow('This store records no event log');
});
