/**
 * The real UI drawn from a replayed state: the app's own routes and screens in a React
 * root of their own (a router cannot sit inside the panel's), over a store that only ever
 * holds the state it is shown. Its sagas do not run and its reducer ignores every action,
 * so a screen's requests (which fail: no network) change nothing; the route is the
 * recorded location. The document's theme follows the replayed one while it is shown.
 */
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { apis } from '../../store/api/emptyApis';
import type { StoreServices } from '../../store/services';
import { App } from '../App';
import { ModalHost } from '../components/Modal';
import { AppRoutes } from '../router/AppRoutes';
import { routes } from '../router/routes';

const SHOW = 'replayViewer/show';

/**
 * The replayed screen is a picture of one moment: links show their addresses, and nothing
 * in it (a redirect, a click) moves it elsewhere. A router that stays put needs no history
 * (and keeps the memory router out of the first page's router code, shared with it).
 */
const frozenNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

const offline: StoreServices = {
  apiBaseUrl: '',
  timeoutMs: 1,
  fetch: () => Promise.reject(new TypeError('No network in the replay viewer.')),
  storage: window.sessionStorage,
  language: () => 'tr-TR',
  readCookie: () => null,
  navigate: () => undefined,
  reload: () => undefined,
  log: { error: () => undefined, warn: () => undefined },
};

function frozenStore(state: unknown) {
  return configureStore({
    reducer: (current: unknown = state, action: { type: string; payload?: unknown }) =>
      action.type === SHOW ? action.payload : current,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { services: offline } },
        serializableCheck: false,
        immutableCheck: false,
      }).concat(apis.map((api) => api.middleware as Middleware)),
    devTools: false,
  });
}

export function ReplayedScreen({ state, location }: { state: unknown; location: string }) {
  // The panel's translations, in the replayed language (a clone shares what is loaded).
  const { i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const store = useRef<ReturnType<typeof frozenStore> | null>(null);
  const language =
    (state as { preferences?: { language?: { value?: 'tr-TR' | 'en-US' } } }).preferences?.language
      ?.value ?? 'tr-TR';

  useEffect(() => {
    const themeBefore = [...document.documentElement.classList];
    root.current = createRoot(host.current!);
    return () => {
      const mounted = root.current;
      // Not during the panel's own render pass.
      setTimeout(() => mounted?.unmount(), 0);
      document.documentElement.classList.remove('dark', 'light');
      document.documentElement.classList.add(
        ...themeBefore.filter((c) => c === 'dark' || c === 'light'),
      );
    };
  }, []);

  useEffect(() => {
    if (!store.current) store.current = frozenStore(state);
    else store.current.dispatch({ type: SHOW, payload: state });
  }, [state]);

  useEffect(() => {
    const router = (
      <Router location={location} navigator={frozenNavigator}>
        <AppRoutes routes={routes} />
      </Router>
    );
    root.current?.render(
      <Provider store={store.current ?? (store.current = frozenStore(state))}>
        {/* The player's open dialog is drawn in the frame, not over the panel. */}
        <ModalHost.Provider value={host.current}>
          <App router={router} i18n={i18n.cloneInstance({ lng: language })} />
        </ModalHost.Provider>
      </Provider>,
    );
    // The state changes through the store; a new location or language draws anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, language]);

  return <div ref={host} className="replayed-screen" inert />;
}
