/**
 * The header of spec section 2: signed out and signed in, desktop (≥768px) and mobile,
 * the language toggle's host rule, the coin chip, the popovers and the hover timeout.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { Header } from './Header';
import { formatCoins } from '../../components/culture';
import { sectionTitleKey, showsLanguageToggle } from './navItems';

const server = scriptedServerForFile();
beforeEach(() => {
  localStorage.clear();
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', {
    body: envelope([
      { ProductType: 2, ProductCode: 'BB', Name: 'Booster', Quantity: 3, ExpiresAt: null },
      { ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: 12500, ExpiresAt: null },
    ]),
  });
});

const services = () => ({ apiBaseUrl: server.url });
const header = () => screen.findByRole('banner');

describe('desktop (768px and wider)', () => {
  beforeEach(() => setScreenWidth(1024));

  it('signed out: login and register buttons, Team and Market disabled, Leagues to /lig/pro-ligi', async () => {
    renderWithProviders({ services: services() });
    const bar = await header();
    expect(bar).toHaveAttribute('data-layout', 'desktop');
    expect(within(bar).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const name of ['Takımım', 'Market']) {
      const item = within(bar).getByText(name);
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item.closest('a')).toBeNull();
    }
    expect(within(bar).getByRole('link', { name: 'Ligler' })).toHaveAttribute(
      'href',
      '/lig/pro-ligi',
    );
    expect(within(bar).queryByRole('button', { name: 'Kupon' })).toBeNull();
    expect(within(bar).getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('signed in: coupon button, coin chip with separators to /market, notifications, avatar menu', async () => {
    const { user } = renderWithProviders({ services: services(), user: TEST_USER });
    const bar = await header();
    const chip = await within(bar).findByRole('link', { name: '12,500 jeton' });
    expect(chip).toHaveAttribute('href', '/market');
    expect(within(bar).getByRole('button', { name: 'Kupon' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Takımım' })).toHaveAttribute(
      'href',
      '/takim/takimim',
    );
    expect(within(bar).queryByRole('link', { name: 'Giriş Yap' })).toBeNull();

    await user.click(within(bar).getByRole('button', { name: 'Bildirimler' }));
    expect(await screen.findByText('Bildiriminiz yok.')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Hesap menüsü' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/kullanici/profil',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' })).toHaveAttribute(
      'href',
      '/logout',
    );
    expect(within(bar).getByTestId('avatar-default')).toBeInTheDocument();
  });

  it("shows the user's ImageUrl as the avatar", async () => {
    renderWithProviders({
      services: services(),
      user: { ...TEST_USER, ImageUrl: 'https://cdn.example.com/a.png' },
    });
    expect(within(await header()).getByTestId('avatar-image')).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.png',
    );
  });

  it('highlights Team on any path containing /takim', async () => {
    renderWithProviders({ services: services(), user: TEST_USER, route: '/takim/transfer/3' });
    const team = await within(await header()).findByRole('link', { name: 'Takımım' });
    expect(team).toHaveClass('is-active');
    expect(within(await header()).getByRole('link', { name: 'Ana Sayfa' })).not.toHaveClass(
      'is-active',
    );
  });

  it('shows 0 coins while the wallet cannot be read', async () => {
    server.route('/w/api/Wallet/GetWallets', {
      status: 501,
      body: { Result: { ResultCode: 1501, ResultMessage: 'Henüz yok' } },
    });
    renderWithProviders({ services: services(), user: TEST_USER });
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === '/w/api/Wallet/GetWallets')).toBe(true),
    );
    expect(
      await within(await header()).findByRole('link', { name: '0 jeton' }),
    ).toBeInTheDocument();
  });

  it('the information submenu opens on hover and closes 150 ms after the pointer leaves', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders({ services: services() });
      const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Bilgiler' });
      const item = button.closest('li')!;
      fireEvent.mouseEnter(item);
      expect(screen.getByRole('link', { name: 'Fikstür ve Sonuçlar' })).toHaveAttribute(
        'href',
        '/bilgiler/fiksture-ve-sonuclar',
      );
      expect(screen.getAllByRole('link', { name: /Haftanın Enleri/ })[0]).toBeInTheDocument();
      fireEvent.mouseLeave(item);
      act(() => jest.advanceTimersByTime(149));
      expect(screen.queryByRole('link', { name: 'Fikstür ve Sonuçlar' })).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('link', { name: 'Fikstür ve Sonuçlar' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the coupon button opens the coupon dialog', async () => {
    const { user, store } = renderWithProviders({ services: services(), user: TEST_USER });
    await user.click(within(await header()).getByRole('button', { name: 'Kupon' }));
    expect(store.getState().ui.dialog).toBe('coupon');
    expect(await screen.findByRole('dialog', { name: 'Kupon Kodu' })).toBeInTheDocument();
  });
});

describe('mobile (narrower than 768px)', () => {
  beforeEach(() => setScreenWidth(375));

  it('signed out: a pill with the current section opens the dropdown; team, league and market greyed out', async () => {
    const { user } = renderWithProviders({ services: services(), route: '/sss' });
    const bar = await header();
    expect(bar).toHaveAttribute('data-layout', 'mobile');
    const pill = within(bar).getByRole('button', { name: /SSS/ });
    expect(pill).toHaveAttribute('aria-expanded', 'false');
    await user.click(pill);
    expect(pill).toHaveAttribute('aria-expanded', 'true');
    const menu = within(bar).getByRole('navigation', { name: 'Ana menü' });
    for (const name of ['Takımım', 'Ligler', 'Market']) {
      expect(within(menu).getByText(name)).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(menu).getByRole('link', { name: 'Maç İstatistikleri' })).toHaveAttribute(
      'href',
      '/bilgiler/mac-istatistikleri',
    );
    expect(within(menu).getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    await user.click(pill);
    expect(within(bar).queryByRole('navigation')).toBeNull();
  });

  it('signed in: leagues go to /lig/pro-ligleri and navigating closes the menu', async () => {
    const { user, router } = renderWithProviders({ services: services(), user: TEST_USER });
    const bar = await header();
    await user.click(within(bar).getByRole('button', { name: /Ana Sayfa/ }));
    const leagues = within(bar).getByRole('link', { name: 'Ligler' });
    expect(leagues).toHaveAttribute('href', '/lig/pro-ligleri');
    await user.click(leagues);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lig/pro-ligleri'));
    expect(within(bar).queryByRole('navigation')).toBeNull();
    expect(await within(bar).findByRole('button', { name: /Ligler/ })).toBeInTheDocument();
  });
});

describe('language toggle', () => {
  beforeEach(() => setScreenWidth(1024));

  it.each([
    ['localhost', true],
    ['stb.kadro.com.tr', true],
    ['kadro-prp.example.net', true],
    ['kadro.com.tr', false],
    ['127.0.0.1', false],
  ])('on host %s shows: %s', (host, shown) => {
    expect(showsLanguageToggle(host)).toBe(shown);
  });

  it('is hidden on a production host', async () => {
    renderWithProviders({ services: services(), ui: <Header hostname="kadro.com.tr" /> });
    expect(screen.queryByRole('button', { name: /Dili İngilizce yap/ })).toBeNull();
  });

  it('switches the UI language, stores it and sends the LanguageCode update when signed in', async () => {
    server.route('/auth/api/User/UpdateCultureInfo', {
      body: envelope({ ...TEST_USER, LanguageCode: 'en-US' }, 0, 'Saved.'),
    });
    const { user, store } = renderWithProviders({
      services: services(),
      user: TEST_USER,
      ui: <Header hostname="localhost" />,
    });
    // The session's user fetch (its endpoints load lazily) settles first: its answer sets
    // the user's language too, and would undo a click that raced it.
    await waitFor(() =>
      expect(store.getState().authApi?.queries['userGetUser(undefined)']?.status).toBe('fulfilled'),
    );
    await user.click(screen.getByRole('button', { name: 'English Dili İngilizce yap' }));
    expect(
      await screen.findByRole('button', { name: 'Türkçe Switch the language to Turkish' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBe('en-US');
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/auth/api/User/UpdateCultureInfo')?.body).toBe(
        '{"LanguageCode":"en-US"}',
      ),
    );
    expect(store.getState().preferences.language.value).toBe('en-US');
  });
});

it('formats coins with comma thousands separators and no decimals', () => {
  expect(formatCoins(0)).toBe('0');
  expect(formatCoins(1234567)).toBe('1,234,567');
  expect(formatCoins(999.6)).toBe('1,000');
});

it('names the section of a path for the mobile pill', () => {
  expect(sectionTitleKey('/')).toBe('nav.home');
  expect(sectionTitleKey('/takim/takimim')).toBe('nav.team');
  expect(sectionTitleKey('/mac-detaylar%C4%B1')).toBe('sections.matchDetails');
  expect(sectionTitleKey('/kullanici-sozlesmesi')).toBe('sections.agreement');
  expect(sectionTitleKey('/kullanici/profil')).toBe('sections.profile');
});
