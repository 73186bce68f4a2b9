/**
 * Time travel in Redux DevTools over a recorded log, through the code the extension runs
 * for its Import button: `@redux-devtools/utils` importState on the file's text, then the
 * instrument's IMPORT_STATE on a store with the live app's persisted reducer and the
 * options makeStore gives the extension. The log is a real recording: a persisted store
 * (PERSIST and REHYDRATE first, as every page load starts) with the recorder.
 */
import { legacy_createStore, type Action, type Reducer } from '@reduxjs/toolkit';
import { instrument, type LiftedState } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import { DEVTOOLS_MAX_AGE } from '../makeStore';
import { themeChanged } from '../preferences/themeSlice';
import { createRootReducer } from '../rootReducer';
import { parseDebugLog, replayDebugLog } from './replay';
import { recordedPersistedSession } from './persistedSession';

/** A store as the extension instruments the app's: its reducer, makeStore's options. */
function devToolsStore(maxAge: number) {
  const reducer = createRootReducer({ storage: localStorage, log: console }) as Reducer<
    unknown,
    Action
  >;
  const enhancer = instrument(undefined, { maxAge, shouldCatchErrors: true });
  const store = legacy_createStore(reducer, enhancer as never) as unknown as {
    getState(): unknown;
    dispatch(action: Action): unknown;
    liftedStore: {
      getState(): LiftedState<unknown, Action, null>;
      dispatch(action: object): unknown;
    };
  };
  return store;
}

/** The extension's Import: the file's text through importState, then IMPORT_STATE. */
function importLog(store: ReturnType<typeof devToolsStore>, text: string) {
  const imported = importState(text, {})!;
  store.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported });
}

it('imports a real 200-action log: every state computed, per-action times, the replay’s final state', async () => {
  const { text, startedAt } = await recordedPersistedSession(200);
  const file = parseDebugLog(text);
  const types = file.actions.map((action) => action.type);
  expect(types.slice(0, types.indexOf('token/tokenReceived'))).toEqual(
    expect.arrayContaining(['persist/PERSIST', 'persist/REHYDRATE']),
  );
  const report = replayDebugLog(file);
  expect(report.ok).toBe(true);

  const store = devToolsStore(DEVTOOLS_MAX_AGE);
  importLog(store, text);
  const lifted = store.liftedStore.getState();
  // The instrument's own first action, then every action of the log.
  expect(lifted.stagedActionIds).toHaveLength(file.actions.length + 1);
  // No "either rehydrate or register is not a function", none interrupted after it.
  expect(lifted.computedStates.filter((entry) => entry.error)).toEqual([]);
  expect(store.getState()).toEqual(report.state);
  // Each action at its recorded time, not at the moment of import.
  const times = lifted.stagedActionIds.map((id) => lifted.actionsById[id]!.timestamp - startedAt);
  const before = file.actions.length - 200; // PERSIST, the REHYDRATEs, the token: at 0
  const expected = [
    0,
    ...Array<number>(before).fill(0),
    ...Array.from({ length: 200 }, (_, i) => 250 * (i + 1) + (i * (i + 1)) / 2),
  ];
  expect(times).toEqual(expected);

  // A live action after the import keeps the imported ones (maxAge covers the log).
  store.dispatch(themeChanged('dark'));
  expect(store.liftedStore.getState().stagedActionIds).toHaveLength(file.actions.length + 2);
  expect(store.liftedStore.getState().computedStates.filter((e) => e.error)).toEqual([]);
});

it('without makeStore’s maxAge, the extension’s default squashes the import at the next action', async () => {
  const { text } = await recordedPersistedSession(200);
  const store = devToolsStore(50);
  importLog(store, text);
  store.dispatch(themeChanged('dark'));
  expect(store.liftedStore.getState().stagedActionIds).toHaveLength(50);
  expect(DEVTOOLS_MAX_AGE).toBeGreaterThanOrEqual(10_000 + 1);
});
