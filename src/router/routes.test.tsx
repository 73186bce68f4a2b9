/**
 * The route tables of spec section 2 over the real routes: what a visitor and a signed-in
 * user may open, redirects to `/`, the non-ASCII route, route changes as actions, and
 * the two error pages.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../store/testing/scriptedServer';
import { tokenReceived } from '../../store/session/tokenSlice';
import { ErrorBoundary, RENDER_ERROR_TEXT } from '../components/ErrorBoundary';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../testing/renderWithProviders';
import { lazyPage, routes } from './routes';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.clearRoutes();
  server.answer({ body: envelope(null) });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  // Lists are lists: the profile's club picker would fail on a null one.
  server.route('/engine/api/Teams/GetTeamsList', { body: envelope([]) });
});

const open = (route: string, signedIn: boolean) =>
  renderWithProviders({
    route,
    services: { apiBaseUrl: server.url },
    user: signedIn ? TEST_USER : null,
  });

describe('signed out', () => {
  it.each([
    ['/login', 'Giriş Yap'],
    ['/register', 'Kayıt Ol'],
    ['/forgot-password', 'Şifremi Unuttum'],
    ['/reset-password?token=abc', 'Yeni Şifre'],
    ['/validate-user', 'E-posta Doğrulama'],
    ['/app', 'Kadro cebinde'],
    ['/nasil-oynanir', 'Nasıl Oynanır'],
    ['/sss', 'Sıkça Sorulan Sorular'],
    ['/kullanici-sozlesmesi', 'Kullanıcı Sözleşmesi'],
    ['/bilgiler/haftanin-enleri', 'Haftanın Enleri'],
  ])('%s opens', async (route, heading) => {
    const { router } = open(route, false);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route.split('?')[0]);
  });

  it.each([
    '/takim/takimim',
    '/market',
    '/lig/pro-ligi',
    '/kullanici/profil',
    '/arkadas/ali',
    '/mac-detayları',
    '/logout',
    '/nowhere',
  ])('%s redirects to /', async (route) => {
    const { router } = open(route, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kadro' })).toBeInTheDocument();
  });

  it('a signed-in route says why the visitor is home, until he moves on', async () => {
    const { router, user } = open('/lig/pro-ligi', false);
    const note = await screen.findByTestId('sign-in-required');
    expect(note).toHaveTextContent('Bunu görmek için giriş yap.');
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(note).getByRole('link', { name: 'Giriş Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByTestId('sign-in-required')).not.toBeInTheDocument());
  });

  it('signing in from that line goes back to the route the visitor opened', async () => {
    const { router, user, store } = open('/takim/takimim?tab=1', false);
    const note = await screen.findByTestId('sign-in-required');
    await user.click(within(note).getByRole('link', { name: 'Giriş Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    act(() => {
      store.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/takim/takimim'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Takımım' })).toBeInTheDocument();
  });

  it('signing in from the header goes home', async () => {
    const { router, store } = open('/login', false);
    await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });
    act(() => {
      store.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a public route or a bad path says nothing of signing in', async () => {
    open('/nowhere', false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kadro' })).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-required')).not.toBeInTheDocument();
  });
});

describe('signed in', () => {
  it.each([
    ['/takim/takimim', 'Takımım'],
    ['/mac-detayları', 'Maç Detayları'],
    ['/mac-detaylar%C4%B1', 'Maç Detayları'],
    ['/bilgiler/fiksture-ve-sonuclar', 'Fikstür ve Sonuçlar'],
    ['/lig/pro-ligi', 'Pro Lig'],
    ['/lig/pro-ligleri', 'Liglerim'],
    ['/lig/taraftar-ligi', 'Taraftar Ligi'],
    ['/lig/klasman', 'Klasman'],
  ])('%s opens', async (route, heading) => {
    open(route, true);
    // Found is the proof: a page may draw its heading again once its data arrives, so the
    // node found can be replaced by the time a second look asks for it.
    await screen.findByRole('heading', { level: 1, name: heading });
  });

  it.each(['/market', '/market/kartlar', '/market/gecmis', '/market/odeme/1'])(
    '%s opens the market',
    async (route) => {
      const { router } = open(route, true);
      expect(await screen.findByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
      expect(screen.queryByText('Çok yakında')).toBeNull();
      expect(router.state.location.pathname).toBe(route);
    },
  );

  it.each(['/login', '/register', '/app', '/nowhere'])('%s redirects to /', async (route) => {
    const { router } = open(route, true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/lig/* goes to the leagues hub', async () => {
    const { router } = open('/lig/yok-boyle', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lig/pro-ligleri'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Liglerim' })).toBeInTheDocument();
  });

  it('/kullanici/* goes to the profile', async () => {
    const { router } = open('/kullanici', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kullanici/profil'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
  });

  it('/logout forgets the session and shows /', async () => {
    localStorage.setItem('jwt_token', '{"Token":"h.p.s"}');
    const { router, store } = open('/logout', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The user left; he was not turned away.
    expect(screen.queryByTestId('sign-in-required')).not.toBeInTheDocument();
    expect(store.getState().session.token.value).toBeNull();
    expect(localStorage.getItem('jwt_token')).toBeNull();
    // The visitor's home offers to sign in; the page may redraw that link while it loads.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Giriş Yap' })).not.toEqual([]));
  });

  it('shows the banner slots on a wide screen and, while the profile loads, a spinner', async () => {
    setScreenWidth(1600);
    server.route('/auth/api/User/GetUser', { delayMs: 300, body: envelope(TEST_USER) });
    renderWithProviders({ route: '/', services: { apiBaseUrl: server.url }, tokenOnly: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor…');
    expect(await screen.findByTestId('banner-left')).toBeInTheDocument();
    expect(screen.getByTestId('banner-right')).toBeInTheDocument();
    expect(screen.getByText('Hoş geldin, ayse!')).toBeInTheDocument();
    setScreenWidth(1024);
  });
});

it('records every route change as a router/locationChanged action', async () => {
  const { router, store, user } = open('/', false);
  expect(store.getState().router.location?.pathname).toBe('/');
  await user.click((await screen.findAllByRole('link', { name: 'Giriş Yap' }))[0]!);
  await waitFor(() => expect(store.getState().router.location?.pathname).toBe('/login'));
  expect(store.getState().router.action).toBe('PUSH');
  await router.navigate(-1);
  await waitFor(() =>
    expect(store.getState().router).toMatchObject({ location: { pathname: '/' }, action: 'POP' }),
  );
});

it("a render error shows 'Something went wrong.' with expandable details", async () => {
  const Broken = () => {
    throw new Error('kaput');
  };
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: RENDER_ERROR_TEXT })).toHaveTextContent(
    'Something went wrong.',
  );
  expect(screen.getByText('kaput').closest('details')).toBeInTheDocument();
  errors.mockRestore();
});

it("the router's default error page reads 'Unexpected Application Error!'", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw new Error('no data');
        },
        element: <p>never</p>,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
  errors.mockRestore();
  warn.mockRestore();
});

it("a route of the app's own tree whose code fails to load shows 'Unexpected Application Error!'", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const [root, ...rest] = routes;
  const failing: RouteObject = {
    path: 'patlayan',
    element: lazyPage(() => Promise.reject(new Error('Loading chunk 42 failed.'))),
  };
  renderWithProviders({
    routes: [{ ...root!, children: [failing, ...(root!.children ?? [])] } as RouteObject, ...rest],
    route: '/patlayan',
  });
  expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
  expect(screen.getByText('Loading chunk 42 failed.')).toBeInTheDocument();
  // The rest of the page (the header) is still there: only the route failed.
  expect(screen.getByRole('link', { name: 'Kadro' })).toBeInTheDocument();
  errors.mockRestore();
});

it("an error outside the page's own boundary shows the router's error page, not a blank screen", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('layout broke');
  };
  renderWithProviders({ routes: [{ path: '/', element: <Broken /> }] });
  expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
  expect(screen.getByText('layout broke')).toBeInTheDocument();
  errors.mockRestore();
});
