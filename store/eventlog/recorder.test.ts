import { contestSeen } from '../contest/contestSlice';
import { makeStore } from '../makeStore';
import { themeChanged } from '../preferences/themeSlice';
import { tokenReceived } from '../session/tokenSlice';
import { testServices } from '../testing/testServices';
import { stateHash } from './checksum';
import { readEventLog } from './exportLog';
import {
  createRecorder,
  DEFAULT_LIMIT,
  EVENT_LOG_REQUESTED,
  type LoggedAction,
  type RecordedLog,
} from './recorder';
import { redactState, REDACTED } from './redaction';
import { JWT, recordedStore, rtkRequest } from './testing';

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

it('answers every read redacted, though it redacts nothing while the store runs', () => {
  const PASSWORD = 'Gizli-Parola-123';
  const COUPON = 'KUPON2025X';
  const CAPTCHA = 'captcha-answer-9f3k';
  const secrets = [JWT.split('.')[1] as string, PASSWORD, COUPON, CAPTCHA];
  // A bound of 20 actions and a checkpoint every 5: the secrets reach the base, the
  // checkpoints' states, the kept actions and the tail after the last checkpoint.
  const { store, clock } = recordedStore({ checkpointEvery: 5, limit: 20 });
  const raw = () => store.dispatch({ type: EVENT_LOG_REQUESTED }) as unknown as RecordedLog;
  const login = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authLogin',
    kind: 'mutation',
    originalArgs: { loginRequest: { UserNameOrEmail: 'ayse', Password: PASSWORD } },
    outcome: { data: { Token: JWT, ExpiresDate: null } },
    at: 0,
  });
  const coupon = rtkRequest({
    reducerPath: 'walletApi',
    endpointName: 'payzeeBuyWithCouponCode',
    kind: 'mutation',
    originalArgs: { couponRedeemRequest: { CouponCode: COUPON, CaptchaResponse: CAPTCHA } },
    outcome: { data: { Grants: [] } },
    at: 0,
  });
  const reads: RecordedLog[] = [];
  for (let i = 0; i < 37; i++) {
    clock.advance(100);
    if (i % 9 === 0) login.forEach((action) => store.dispatch(action));
    else if (i % 9 === 4) coupon.forEach((action) => store.dispatch(action));
    else if (i % 9 === 6) store.dispatch({ type: 'ui/captchaSolved', payload: CAPTCHA });
    else if (i % 9 === 7) {
      store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
    } else store.dispatch(contestSeen(i));
    // Read at different points: each read redacts what came since the last one.
    if (i % 11 === 10) reads.push(raw());
  }
  reads.push(raw(), raw());
  // The live state and the reducers got the real values.
  expect(store.getState().session.token.value?.Token).toBe(JWT);
  expect(JSON.stringify(login[1].meta.arg)).toContain(PASSWORD);
  for (const log of reads) {
    const text = JSON.stringify(log);
    for (const secret of secrets) expect(text).not.toContain(secret);
    // No request or response object is kept with an answer.
    expect(text).not.toContain('baseQueryMeta');
  }
  const last = reads.at(-1)!;
  expect(last.firstSeq).toBeGreaterThan(1); // the oldest actions fell out
  expect(last.actions.at(-1)!.seq).toBe(last.checkpoints.at(-1)!.seq); // a tail checkpoint
  // A second read answers the same redacted objects: nothing is redacted twice.
  expect(reads.at(-2)!.checkpoints).toEqual(last.checkpoints);
  reads.at(-2)!.checkpoints.forEach((c, i) => expect(c).toBe(last.checkpoints[i]));
  reads.at(-2)!.actions.forEach((e, i) => expect(e.action).toBe(last.actions[i]!.action));
});

it('says so when the store has no recorder', () => {
  const store = makeStore({ services: testServices(), sagas: false, devTools: false });
  expect(() => readEventLog(store)).toThrow('This store records no event log');
});
