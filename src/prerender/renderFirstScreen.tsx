/**
 * Build time only (Node, scripts/webpack/prerenderPlugin.ts): the markup of a page's first
 * screen for the default visitor, drawn by the app's own tree (App, the routes, a store
 * made as the browser makes it, i18next with the translation files) inside a static router.
 * React waits for every lazy screen; data the page asks of the API is not fetched here
 * (effects do not run), so those parts are what the page shows while its answers load.
 * Never part of the browser's bundle.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../store/constants';
import { makeStore } from '../../store/makeStore';
import { languageRestored } from '../../store/preferences/languageSlice';
import type { StoreServices } from '../../store/services';
import { appStarted } from '../../store/session/sessionEvents';
import { App } from '../App';
import { createI18n } from '../i18n/i18n';
import { AppRoutes } from '../router/AppRoutes';
import { routes } from '../router/routes';

export { prerenderGateScript } from './prerenderGate';
export { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES } from './firstScreen';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/** Services of a page that never reaches the network: nothing runs effects here. */
function buildTimeServices(): StoreServices {
  const storage = memoryStorage();
  return {
    apiBaseUrl: '',
    timeoutMs: 0,
    fetch: () => Promise.reject(new Error('no network while prerendering')),
    storage,
    language: () => DEFAULT_LANGUAGE,
    readCookie: () => null,
    navigate: () => undefined,
    reload: () => undefined,
    log: console,
  };
}

/** Suspense boundaries still waiting (`$?`) or left to the client (`$!`) in React's markup. */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/** A first screen: its markup, and the translation namespaces it was drawn with. */
export interface FirstScreen {
  markup: string;
  namespaces: string[];
}

async function renderOnce(path: string, resources: Resource): Promise<FirstScreen> {
  const store = makeStore({
    services: buildTimeServices(),
    sagas: false,
    devTools: false,
    remoteDevTools: null,
  });
  // As main.tsx starts the store for a visitor with nothing stored.
  store.dispatch(languageRestored(DEFAULT_LANGUAGE));
  store.dispatch(appStarted());
  const i18n = createI18n(DEFAULT_LANGUAGE, resources);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={store}>
        <App
          router={
            <StaticRouter location={path}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          }
          i18n={i18n}
        />
      </Provider>
    </StrictMode>,
    // One piece: no boundary is moved in later by an inline script (which the page's
    // Content Security Policy would refuse, and which the client would have to run).
    { onError: (error) => void errors.push(error), progressiveChunkSize: Infinity },
  );
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`prerendering ${path} failed: ${String(errors[0])}`);
  return { markup, namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [] };
}

/**
 * The HTML of `path`'s first screen (what goes inside `#root`), every boundary in place: a
 * lazy screen first met while rendering is streamed after the rest with an inline script
 * that moves it in, so the page is drawn again once its screens are loaded (React keeps
 * them), and must then come out whole. Rejects when a screen renders with an error or never
 * comes out whole, so the build fails rather than ship a broken page.
 */
export async function renderFirstScreen(path: string, resources: Resource): Promise<FirstScreen> {
  let html = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const screen = await renderOnce(path, resources);
    html = screen.markup;
    if (!UNFINISHED_BOUNDARY.test(html) && !html.includes('<script')) return screen;
  }
  const at = Math.max(0, html.search(UNFINISHED_BOUNDARY));
  throw new Error(
    `prerendering ${path}: a Suspense boundary never finished: …${html.slice(at - 300, at + 300)}…`,
  );
}
