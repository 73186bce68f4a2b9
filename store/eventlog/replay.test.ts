import type { Action, Reducer } from '@reduxjs/toolkit';
import { persistStore, REHYDRATE } from 'redux-persist';
import { apis, engineApi } from '../api/emptyApis';
import { contestSeen } from '../contest/contestSlice';
import { makeStore } from '../makeStore';
import { themeChanged } from '../preferences/themeSlice';
import { sessionEnded } from '../session/sessionEvents';
import { tokenReceived } from '../session/tokenSlice';
import { testServices } from '../testing/testServices';
import { exportDebugLog } from './exportLog';
import { createRecorder } from './recorder';
import {
  describeReport,
  gated,
  parseDebugLog,
  replayDebugLog,
  replayReducer,
  DebugLogError,
} from './replay';
import {
  actionsOf,
  baseOf,
  JWT,
  manualClock,
  recordedStore,
  rtkRequest,
  tampered,
} from './testing';

function session(count: number) {
  const { store, clock } = recordedStore({ checkpointEvery: 10, limit: 1000 });
  for (let i = 0; i < count; i++) {
    clock.advance(15);
    if (i % 7 === 0)
      store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
    else if (i % 7 === 3) store.dispatch(sessionEnded());
    else if (i % 2 === 0) store.dispatch(themeChanged(i % 4 === 0 ? 'light' : 'dark'));
    else store.dispatch(contestSeen(i));
  }
  return { store, file: exportDebugLog(store) };
}

const text = (file: unknown) => JSON.stringify(file);

it('replays a recorded session and matches every checkpoint', () => {
  const { store, file } = session(95);
  const report = replayDebugLog(parseDebugLog(text(file)));
  // The RTK Query middlewares' registrations are recorded too.
  expect(report).toMatchObject({ ok: true, checkpoints: file['x-replay'].checkpoints.length });
  expect(describeReport(report)).toMatch(/^replayed \d+ actions, all 11 checkpoints match$/);
  expect(report.state).toEqual(
    JSON.parse(JSON.stringify(store.getState(), (k, v) => (k === 'Token' ? '[redacted]' : v))),
  );
});

it('locates a state divergence to its checkpoint window and the action that set the differing part', () => {
  // The actions as recorded, but a checkpoint that saw another contest: as a build whose
  // reducer behaved otherwise would leave it.
  const { file } = session(60);
  const actions = actionsOf(file);
  const header = file['x-replay'];
  const firstSeq = header.firstSeq;
  const seen = (from: number, to: number) =>
    actions
      .slice(from - firstSeq, to - firstSeq + 1)
      .findLastIndex((a) => a.type === 'contest/contestSeen');
  const checkpoint = header.checkpoints.find((c) => c.seq > 20 && seen(c.seq - 9, c.seq) >= 0)!;
  const forged = { ...checkpoint, hash: 'x', parts: { ...checkpoint.parts, 'contest.value': 'y' } };
  const report = replayDebugLog(
    parseDebugLog(
      text({
        ...file,
        'x-replay': {
          ...header,
          checkpoints: header.checkpoints.map((c) => (c === checkpoint ? forged : c)),
        },
      }),
    ),
  );
  expect(report.ok).toBe(false);
  if (report.ok) return;
  const seq = checkpoint.seq - 9 + seen(checkpoint.seq - 9, checkpoint.seq);
  expect(report.divergence).toMatchObject({
    kind: 'state',
    seq,
    actionType: 'contest/contestSeen',
    checkpointSeq: checkpoint.seq,
    fromSeq: checkpoint.seq - 9,
  });
  expect(report.divergence.differences.map((d) => d.path)).toEqual(['contest.value']);
  expect(describeReport(report)).toContain(`diverges at action #${seq} (contest/contestSeen)`);
});

it('finds a corrupt base state before replaying anything', () => {
  const { file } = session(12);
  const base = baseOf(file) as { preferences: { theme: { value: string } } };
  base.preferences.theme.value = 'light';
  const report = replayDebugLog(parseDebugLog(text(tampered(file, { base }))));
  expect(report).toMatchObject({ ok: false, replayed: 0 });
  expect(describeReport(report)).toContain('preferences.theme: replayed {"value":"light"}');
});

it('refuses a log from a build with other actions, a newer format or another persisted version', () => {
  const { file } = session(5);
  const header = file['x-replay'];
  const refuse = (h: object) => () =>
    replayDebugLog(parseDebugLog(text({ ...file, 'x-replay': { ...header, ...h } })));
  expect(refuse({ actionTypesHash: 'abc' })).toThrow(
    /recorded by Kadro \d+\.\d+\.\d+ with another set of actions/,
  );
  expect(refuse({ formatVersion: 1 })).toThrow(/format version 1; this replayer reads version 3/);
  expect(refuse({ appVersion: '0.0.9' })).toThrow(
    /recorded by Kadro 0\.0\.9; this is Kadro \d+\.\d+\.\d+\. Replay it with Kadro 0\.0\.9/,
  );
  expect(refuse({ persistedStateVersion: 9 })).toThrow(/persisted-state version is 9/);
  try {
    refuse({ appVersion: '0.0.9' })();
  } catch (error) {
    expect(error).toBeInstanceOf(DebugLogError);
    expect((error as DebugLogError).kind).toBe('incompatible');
  }
});

it.each([
  ['not JSON', '{"actionsById": ', /The file is not valid JSON/],
  ['a JSON list', '[1,2]', /expected an object \(a lifted Redux DevTools state/],
  ['a plain DevTools export', '{"payload":"[]","preloadedState":"{}"}', /No "x-replay" header/],
])('explains a malformed file (%s)', (_name, content, message) => {
  expect(() => parseDebugLog(content)).toThrow(message);
});

it('explains malformed parts of a real log', () => {
  const { file } = session(5);
  const header = file['x-replay'];
  const parse = (f: object) => () => parseDebugLog(text({ ...file, ...f }));
  expect(parse({ actionsById: [{ type: 'x' }] })).toThrow(/must be a lifted DevTools state/);
  expect(parse({ stagedActionIds: [1] })).toThrow(/must be a lifted DevTools state/);
  expect(() => parseDebugLog(text(tampered(file, { actions: [{ no: 'type' } as never] })))).toThrow(
    /must have a "type"/,
  );
  expect(() => parseDebugLog(text(tampered(file, { base: 'x' })))).toThrow(
    /a "committedState" object/,
  );
  expect(parse({ 'x-replay': { ...header, chain: [1] } })).toThrow(/one link \(a string\)/);
  expect(
    parse({ 'x-replay': { ...header, checkpoints: [{ seq: 999, hash: 'x', parts: {} }] } }),
  ).toThrow(/"checkpoints" must be a list/);
});

it('replays a persisted session: PERSIST and the rehydration of a stored token', async () => {
  localStorage.clear();
  localStorage.setItem('jwt_token', JSON.stringify({ Token: JWT, ExpiresDate: null }));
  localStorage.setItem('theme', 'light');
  const store = makeStore({
    services: testServices(),
    persist: true,
    sagas: false,
    devTools: false,
    recorder: createRecorder({ clock: manualClock(), checkpointEvery: 1, limit: 100 }),
  });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  store.dispatch(contestSeen(3));
  expect(store.getState().session.token.value?.Token).toBe(JWT);
  const file = exportDebugLog(store);
  expect(text(file)).not.toContain(JWT.slice(0, 40));
  expect(actionsOf(file).map((a) => a.type)).toContain('persist/REHYDRATE');
  const report = replayDebugLog(parseDebugLog(text(file)));
  expect(describeReport(report)).toMatch(/all \d+ checkpoints match/);
  expect((report.state as { session: { token: unknown } }).session.token).toEqual({
    value: { Token: '[redacted]', ExpiresDate: null },
    _persist: { version: 1, rehydrated: true },
  });
  localStorage.clear();
});

it("gates each API slice's reducer exactly as RTK Query's own reducer decides", () => {
  // Every kind of action a session has, RTK Query's included, plus the ones RTK Query
  // always handles: each API reducer behind its gate gives the very state RTK Query's gives.
  const { store } = recordedStore({ checkpointEvery: 10, limit: 1000 });
  for (const [i, endpointName] of ['authLogin', 'authRegister'].entries()) {
    const [pending, settled] = rtkRequest({
      reducerPath: 'authApi',
      endpointName,
      kind: 'mutation',
      originalArgs: { loginRequest: { UserNameOrEmail: 'ayse', Password: 'x' } },
      outcome: i
        ? { error: { ResultCode: 1001, ResultMessage: 'hata', Status: 400 } }
        : { data: 1 },
      at: i,
    });
    store.dispatch(pending);
    store.dispatch(settled);
  }
  const [pending, fulfilled] = rtkRequest({
    reducerPath: 'engineApi',
    endpointName: 'playerScoreRuleSetGetRuleSets',
    kind: 'query',
    originalArgs: undefined,
    outcome: { data: [] },
    at: 3,
  });
  store.dispatch(pending);
  store.dispatch(fulfilled);
  store.dispatch(themeChanged('light'));
  store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
  const file = exportDebugLog(store);
  const actions: Action[] = [
    ...actionsOf(file),
    { type: REHYDRATE, key: 'jwt_token', payload: { value: null } } as Action,
    { type: '__rtkq/focused' },
    { type: '@@redux/INITx.y.z' },
    { type: engineApi.util.invalidateTags.type, payload: ['Player'] } as Action,
  ];
  const reducer = replayReducer();
  let state = reducer(baseOf(file), { type: 'eventlog/start' }) as Record<string, unknown>;
  let skipped = 0;
  let handled = 0;
  for (const action of actions) {
    for (const api of apis) {
      const slice = state[api.reducerPath];
      const mine = gated(api)(slice, action);
      const theirs = (api.reducer as Reducer<unknown, Action>)(slice, action);
      // Skipped only where RTK Query keeps the very same state; otherwise its own result.
      if (mine === slice) {
        skipped += 1;
        expect(theirs).toBe(slice);
      } else {
        handled += 1;
        expect(mine).toEqual(theirs);
      }
    }
    state = reducer(state, action) as Record<string, unknown>;
  }
  expect(skipped).toBeGreaterThan(actions.length);
  expect(handled).toBeGreaterThan(5);
});
