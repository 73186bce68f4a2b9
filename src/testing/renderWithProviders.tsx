/**
 * Renders the app (or one element) the way the browser does, in the Redux template's
 * style: a real store (sagas on, persistence off), the real routes in a memory router,
 * i18next with the real translation files, API calls to `services.apiBaseUrl` (a
 * scripted server from store/testing).
 */
import type { ReactElement } from 'react';
import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router-dom';
import type { User } from '../../store/api/auth';
import type { Language } from '../../store/constants';
import { makeStore, type AppStore } from '../../store/makeStore';
import { languageRestored } from '../../store/preferences/languageSlice';
import { tokenReceived } from '../../store/session/tokenSlice';
import { userLoaded } from '../../store/session/userSlice';
import { testServices, type TestServices } from '../../store/testing/testServices';
import { App } from '../App';
import { createI18n } from '../i18n/i18n';
import { AppRoutes } from '../router/AppRoutes';
import { routes } from '../router/routes';
import enCommon from '../../public/locales/en-US/common.json';
import enPages from '../../public/locales/en-US/pages.json';
import trCommon from '../../public/locales/tr-TR/common.json';
import trPages from '../../public/locales/tr-TR/pages.json';
import enTeam from '../../public/locales/en-US/team.json';
import enStats from '../../public/locales/en-US/stats.json';
import enHome from '../../public/locales/en-US/home.json';
import trTeam from '../../public/locales/tr-TR/team.json';
import trStats from '../../public/locales/tr-TR/stats.json';
import trHome from '../../public/locales/tr-TR/home.json';
import enMarket from '../../public/locales/en-US/market.json';
import trMarket from '../../public/locales/tr-TR/market.json';
import enLeagues from '../../public/locales/en-US/leagues.json';
import trLeagues from '../../public/locales/tr-TR/leagues.json';
import enPanel from '../../public/locales/en-US/panel.json';
import trPanel from '../../public/locales/tr-TR/panel.json';

export const RESOURCES = {
  'tr-TR': {
    common: trCommon,
    pages: trPages,
    team: trTeam,
    stats: trStats,
    home: trHome,
    market: trMarket,
    leagues: trLeagues,
    panel: trPanel,
  },
  'en-US': {
    common: enCommon,
    pages: enPages,
    team: enTeam,
    stats: enStats,
    home: enHome,
    market: enMarket,
    leagues: enLeagues,
    panel: enPanel,
  },
};

export const TEST_USER: User = {
  Id: 7,
  UserName: 'ayse',
  Email: 'ayse@example.com',
  RoleId: 1,
  ImageUrl: null,
  FavoriteTeamId: 3,
  LanguageCode: 'tr-TR',
  EmailVerified: true,
  CreatedAt: '2026-08-01T10:00:00Z',
};

export interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** Render this element instead of the routes (still inside a router). */
  ui?: ReactElement;
  /** Route this tree instead of the app's (e.g. the app's with a failing route added). */
  routes?: RouteObject[];
  services?: Partial<TestServices>;
  /** Signed in as this user (token and user set before rendering). */
  user?: User | null;
  /** Signed in with a token but the user not loaded yet. */
  tokenOnly?: boolean;
  language?: Language;
  store?: AppStore;
}

export function renderWithProviders(options: RenderOptions = {}) {
  const services = testServices(options.services);
  const store = options.store ?? makeStore({ services });
  const language = options.language ?? 'tr-TR';
  store.dispatch(languageRestored(language));
  if (options.user || options.tokenOnly) {
    // The session saga then asks for the user: tests script `User/GetUser` when it matters.
    store.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
  }
  if (options.user) store.dispatch(userLoaded(options.user));
  const i18n = createI18n(language, RESOURCES);
  const router = new TestRouter();
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <App
        router={
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <RouterProbe into={router} />
            <AppRoutes
              routes={
                options.ui ? [{ path: '*', element: options.ui }] : (options.routes ?? routes)
              }
            />
          </MemoryRouter>
        }
        i18n={i18n}
      />
    </Provider>,
  );
  return { ...view, store, router, services, i18n, user };
}

/**
 * What a test reads of the router and drives it with: the location shown and `navigate`,
 * taken from inside the memory router the app renders in.
 */
export class TestRouter {
  state: { location: Location } = {
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  };
  private navigateFn: NavigateFunction | null = null;
  navigate(to: To | number, options?: NavigateOptions): void | Promise<void> {
    if (!this.navigateFn) throw new Error('the router is not rendered yet');
    return typeof to === 'number' ? this.navigateFn(to) : this.navigateFn(to, options);
  }
  attach(location: Location, navigate: NavigateFunction) {
    this.state = { location };
    this.navigateFn = navigate;
  }
}

function RouterProbe({ into }: { into: TestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => into.attach(location, navigate), [into, location, navigate]);
  return null;
}

/** Makes `matchMedia` answer as a screen of this width (the header switches at 768px). */
export function setScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
