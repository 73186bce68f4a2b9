/**
 * The action vocabulary of this build, hashed into every exported log: a log recorded
 * by a build with other actions or endpoints is refused by replay rather than replayed
 * into a wrong state. A new slice or event module is registered here (a test fails when
 * the root reducer holds state that no registered slice or API owns).
 */
import { PERSIST, PURGE, REGISTER, REHYDRATE, FLUSH, PAUSE } from 'redux-persist';
import { apis } from '../api/emptyApis';
// The generated endpoints are injected on import; the hash covers every one of them.
import '../api/generated/auth';
import '../api/generated/engine';
import '../api/generated/league';
import '../api/generated/wallet';
import * as contest from '../contest/contestSlice';
import * as language from '../preferences/languageSlice';
import * as theme from '../preferences/themeSlice';
import * as router from '../router/routerSlice';
import * as sessionEvents from '../session/sessionEvents';
import * as token from '../session/tokenSlice';
import * as user from '../session/userSlice';
import * as ui from '../ui/uiSlice';
import { hashText } from './checksum';

/**
 * State path → the module of the slice that owns it. Every action creator a module
 * exports (its slice's actions and standalone `createAction`s) joins the vocabulary.
 */
export const REGISTERED_SLICES: Readonly<Record<string, object>> = {
  'session.token': token,
  'session.user': user,
  'preferences.theme': theme,
  'preferences.language': language,
  contest,
  router,
  ui,
};

/** Modules of action creators that belong to no slice. */
export const REGISTERED_EVENTS: readonly object[] = [sessionEvents];

interface ActionCreatorLike {
  type: string;
  match: unknown;
}
const isActionCreator = (value: unknown): value is ActionCreatorLike =>
  typeof value === 'function' &&
  typeof (value as Partial<ActionCreatorLike>).type === 'string' &&
  typeof (value as Partial<ActionCreatorLike>).match === 'function';

function actionTypesOf(module: object): string[] {
  const types: string[] = [];
  for (const value of Object.values(module)) {
    if (isActionCreator(value)) types.push(value.type);
    const actions = (value as { actions?: unknown } | null)?.actions;
    if (actions && typeof actions === 'object') {
      for (const creator of Object.values(actions))
        if (isActionCreator(creator)) types.push(creator.type);
    }
  }
  return types;
}

export function knownActionTypes(): string[] {
  const types = new Set<string>([PERSIST, PURGE, REGISTER, REHYDRATE, FLUSH, PAUSE]);
  for (const module of [...Object.values(REGISTERED_SLICES), ...REGISTERED_EVENTS]) {
    for (const type of actionTypesOf(module)) types.add(type);
  }
  for (const api of apis) {
    for (const name of Object.keys(api.endpoints)) types.add(`${api.reducerPath}:${name}`);
  }
  return [...types].sort();
}

export const ACTION_TYPES_HASH = hashText(knownActionTypes().join('\n'));
