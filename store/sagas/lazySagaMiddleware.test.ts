/**
 * The sagas' runtime loads with the first action they have work for, and every action from
 * that one on reaches them in order, even those dispatched while it loads. The real runtime
 * with the real sagas is what every store of the session tests (session.test.ts) runs.
 */
import type { Action } from '@reduxjs/toolkit';
import { languageChanged } from '../preferences/languageSlice';
import { themeChanged } from '../preferences/themeSlice';
import { appStarted } from '../session/sessionEvents';
import { tokenReceived } from '../session/tokenSlice';
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../rootReducer';
import { lazySagaMiddleware, sagasWake, type SagaRuntime } from './lazySagaMiddleware';

/** A runtime whose load the test releases, recording what the sagas are handed. */
function scriptedRuntime() {
  const handed: string[] = [];
  let release: (runtime: SagaRuntime) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<SagaRuntime>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  const runtime: SagaRuntime = {
    startSagas: () => (action: Action) => void handed.push(action.type),
  };
  return {
    handed,
    load,
    loads: () => loads,
    release: () => release(runtime),
    fail: (error: Error) => fail(error),
  };
}

function storeWith(runtime: ReturnType<typeof scriptedRuntime>) {
  const sagas = lazySagaMiddleware({}, runtime.load);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(sagas),
  });
  return { store, sagas };
}

const token = { Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' };

it("a visitor's actions load nothing until one a saga acts on; then all arrive in order", async () => {
  const runtime = scriptedRuntime();
  const { store, sagas } = storeWith(runtime);
  store.dispatch(appStarted());
  store.dispatch(themeChanged('light'));
  expect(runtime.loads()).toBe(0);

  store.dispatch(tokenReceived(token)); // signs in: the sagas have work
  expect(runtime.loads()).toBe(1);
  store.dispatch(themeChanged('dark')); // while the runtime loads
  store.dispatch(appStarted());
  runtime.release();
  await sagas.started();
  store.dispatch(languageChanged('en-US', true));
  expect(runtime.handed).toEqual([
    tokenReceived.type,
    themeChanged.type,
    appStarted.type,
    languageChanged.type,
  ]);
  expect(runtime.loads()).toBe(1);
});

it("a visitor's language change wakes them (the language saga keeps his choice)", () => {
  const state = rootReducer(undefined, { type: '@@INIT' });
  expect(sagasWake(languageChanged('en-US', true), state)).toBe(true);
  expect(sagasWake(themeChanged('light'), state)).toBe(false);
  expect(sagasWake(appStarted(), state)).toBe(false);
  // An empty token reloads the page: the session saga acts on it with no token in the state.
  expect(sagasWake(tokenReceived({ Token: '', ExpiresDate: token.ExpiresDate }), state)).toBe(true);
  const signedIn = rootReducer(state, tokenReceived(token));
  expect(sagasWake(themeChanged('light'), signedIn)).toBe(true);
});

it('a failed load loses nothing: the next action tries again and hands over all', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const runtime = scriptedRuntime();
  const { store, sagas } = storeWith(runtime);
  store.dispatch(tokenReceived(token));
  runtime.fail(new Error('offline'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(errors).toHaveBeenCalled();
  store.dispatch(appStarted());
  expect(runtime.loads()).toBe(2);
  runtime.release();
  await sagas.started();
  expect(runtime.handed).toEqual([tokenReceived.type, appStarted.type]);
  errors.mockRestore();
});

it('while held actions are handed over, the sagas read the state each one left', async () => {
  const seen: (string | null)[] = [];
  let release: () => void = () => undefined;
  const sagas = lazySagaMiddleware(
    {},
    () =>
      new Promise<SagaRuntime>((resolve) => {
        release = () =>
          resolve({
            startSagas: (host) => () =>
              void seen.push(
                (host.getState() as ReturnType<typeof rootReducer>).session.token.value?.Token ??
                  null,
              ),
          });
      }),
  );
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(sagas),
  });
  store.dispatch(languageChanged('en-US', true)); // a visitor's choice
  store.dispatch(tokenReceived(token)); // then he signs in, before the runtime is there
  release();
  await sagas.started();
  expect(seen).toEqual([null, 'h.p.s']);
});
