/**
 * The action vocabulary of this build, hashed into every exported log: a log recorded
 * by a build with other actions or endpoints is refused by replay rather than replayed
 * into a wrong state. A new slice or event module is registered here (a test fails when
 * the root reducer holds state that no registered slice or API owns).
 */
import { PERSIST, PURGE, REGISTER, REHYDRATE, FLUSH, PAUSE } from 'redux-persist';
import { apis } from '../api/emptyApis';
import * as lazyApis from '../api/lazyApis';
// The generated endpoints are injected on import; the hash covers every one of them.
import '../api/auth';
import '../api/engine';
import '../api/league';
import '../api/wallet';
import * as contest from '../contest/contestSlice';
import * as language from '../preferences/languageSlice';
import * as theme from '../preferences/themeSlice';
import * as pushEvents from '../push/pushEvents';
import * as router from '../router/routerSlice';
import * as sessionEvents from '../session/sessionEvents';
import * as token from '../session/tokenSlice';
import * as teamBuilder from '../team/teamBuilderSlice';
import * as user from '../session/userSlice';
import * as ui from '../ui/uiSlice';
import * as serverClock from '../serverClock/serverClockSlice';
import * as walletEvents from '../wallet/walletEvents';
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
  serverClock,
  teamBuilder,
};

/** Modules of action creators that belong to no slice. */
export const REGISTERED_EVENTS: readonly object[] = [
  sessionEvents,
  lazyApis,
  walletEvents,
  pushEvents,
];

/** The thunks every RTK Query API dispatches requests through, and their three outcomes. */
const API_THUNKS = ['executeQuery', 'executeMutation'];
const THUNK_OUTCOMES = ['pending', 'fulfilled', 'rejected'];

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
    // RTK Query's own actions: its internal slices' (subscriptions, cache entries,
    // middleware registration) and the request thunks'. The endpoints are not action
    // types but travel in `meta.arg`, and a reducer reads them: they join the hash too.
    for (const type of actionTypesOf(api.internalActions)) types.add(type);
    types.add(api.util.invalidateTags.type);
    for (const thunk of API_THUNKS) {
      for (const outcome of THUNK_OUTCOMES) types.add(`${api.reducerPath}/${thunk}/${outcome}`);
    }
    for (const name of Object.keys(api.endpoints)) types.add(`${api.reducerPath}:${name}`);
  }
  return [...types].sort();
}

let knownTypes: Set<string> | undefined;
/** Whether an action of this type is part of this build's vocabulary. */
export function isKnownActionType(type: string): boolean {
  knownTypes ??= new Set(knownActionTypes());
  return knownTypes.has(type);
}

export const ACTION_TYPES_HASH = hashText(knownActionTypes().join('\n'));
