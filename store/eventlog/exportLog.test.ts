import packageJson from '../../package.json';
import { themeChanged } from '../preferences/themeSlice';
import { tokenReceived } from '../session/tokenSlice';
import { ACTION_TYPES_HASH, REGISTERED_SLICES, knownActionTypes } from './actionTypes';
import { downloadDebugLog, exportDebugLog } from './exportLog';
import { rootReducer } from '../rootReducer';
import { apis } from '../api/emptyApis';
import { actionChain, hashText } from './checksum';
import { LIFTED_KEYS, liftedOf } from './liftedLog';
import { actionsOf, JWT, recordedStore } from './testing';

it('writes the Redux DevTools export shape with the x-replay header', () => {
  const { store, clock } = recordedStore({ checkpointEvery: 2, limit: 100 });
  clock.advance(30);
  store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
  clock.advance(20);
  store.dispatch(themeChanged('light'));
  const file = exportDebugLog(store);
  // The file's top level is a lifted state, as DevTools' Import takes it: the base as
  // `committedState`, each action with its time, after the instrument's own first action.
  const lifted = JSON.parse(JSON.stringify(liftedOf(file)));
  expect(Object.keys(file)).toEqual([...LIFTED_KEYS, 'x-replay']);
  const actions = actionsOf(file);
  expect(actions.map((a: { type: string }) => a.type).slice(-2)).toEqual([
    'token/tokenReceived',
    'theme/themeChanged',
  ]);
  expect(lifted.actionsById[0].action).toEqual({ type: '@@INIT' });
  expect(lifted.stagedActionIds).toEqual([0, 1, 2, 3, 4, 5, 6]);
  const start = Date.UTC(2025, 7, 9, 18, 0, 0);
  expect(
    lifted.stagedActionIds.map((id: number) => lifted.actionsById[id].timestamp - start),
  ).toEqual([0, 30, 30, 30, 30, 30, 50]);
  expect(lifted.committedState.preferences.theme.value).toBe('dark');
  expect(lifted.computedStates).toEqual([]);
  expect(file['x-replay']).toEqual({
    format: 'kadro-event-log',
    formatVersion: 3,
    appVersion: packageJson.version,
    actionTypesHash: ACTION_TYPES_HASH,
    persistedStateVersion: 1,
    startedAt: '2025-08-09T18:00:00.000Z',
    firstSeq: 1,
    chain: actionChain(actions),
    liftedHash: hashText(JSON.stringify(liftedOf(file))),
    checkpoints: expect.arrayContaining([
      expect.objectContaining({ seq: 6, hash: expect.any(String) }),
    ]),
  });
  expect(new Set(file['x-replay'].chain).size).toBe(6);
  expect(JSON.stringify(file)).not.toContain(JWT.split('.')[1]);
});

it('hashes every action creator and endpoint of the build', () => {
  const types = knownActionTypes();
  expect(types).toEqual(
    expect.arrayContaining(['theme/themeChanged', 'session/sessionEnded', 'persist/REHYDRATE']),
  );
  expect(types).toContain('authApi:authLogin');
  expect(types).toContain('walletApi:payzeeSandboxConfirm');
});

it('registers every slice of the root reducer (add a new slice to actionTypes.ts)', () => {
  const state = rootReducer(undefined, { type: '@@init' }) as unknown as Record<
    string,
    Record<string, unknown>
  >;
  const apiPaths: string[] = apis.map((api) => api.reducerPath);
  const registered = new Set(Object.keys(REGISTERED_SLICES));
  const owned = (path: string) => registered.has(path);
  const unowned = Object.keys(state)
    .filter((key) => !apiPaths.includes(key))
    .flatMap((key) => {
      if (owned(key)) return [];
      const inner = state[key];
      // A slice that starts empty (null) is owned by its key alone.
      return inner && typeof inner === 'object'
        ? Object.keys(inner).map((name) => `${key}.${name}`)
        : [key];
    })
    .filter((path) => !owned(path));
  expect(unowned).toEqual([]);
});

it('downloads the log as a JSON file', async () => {
  const { store } = recordedStore();
  store.dispatch(themeChanged('light'));
  let saved: Blob | undefined;
  // jsdom has no object URLs; a browser does.
  URL.createObjectURL = (blob: Blob) => {
    saved = blob;
    return 'blob:kadro/1';
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  downloadDebugLog(store, new Date(Date.UTC(2025, 7, 9, 18, 40, 5, 120)));
  const clicked = click.mock.contexts[0] as HTMLAnchorElement | undefined;
  click.mockRestore();
  expect(clicked?.download).toBe('kadro-debug-log-2025-08-09T18-40-05-120Z.json');
  expect(clicked?.href).toBe('blob:kadro/1');
  expect(document.body.contains(clicked!)).toBe(false);
  expect(saved?.type).toBe('application/json');
  const file = JSON.parse(await saved!.text());
  expect(actionsOf(file).at(-1)).toEqual({ type: 'theme/themeChanged', payload: 'light' });
});
