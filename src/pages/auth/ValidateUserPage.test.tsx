/** `/validate-user?token=…` against a scripted server: the link's token, the answer shown. */
import { screen, within, waitFor } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
});

const confirmCalls = () =>
  server.requests.filter((r) => r.url.startsWith('/auth/api/Auth/EmailVerificationConfirm'));

it.each([
  ['tr-TR', 'Bağlantı eksik ya da hatalı. E-postadaki bağlantıyı yeniden açın.'],
  ['en-US', 'The link is missing or broken. Open the link in the e-mail again.'],
] as const)('in %s, a link without a token says so and calls nothing', async (language, text) => {
  renderWithProviders({ services: { apiBaseUrl: server.url }, route: '/validate-user', language });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(confirmCalls()).toHaveLength(0);
});

it("sends the link's token, shows a spinner, then the server's message and a way to sign in", async () => {
  server.route('/auth/api/Auth/EmailVerificationConfirm', {
    body: envelope(null, 0, 'E-posta adresiniz doğrulandı.'),
    delayMs: 150,
  });
  renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/validate-user?token=abc.def',
  });
  expect(await screen.findByText('E-posta adresiniz doğrulanıyor…')).toBeInTheDocument();
  expect(await screen.findByText('E-posta adresiniz doğrulandı.')).toBeInTheDocument();
  expect(confirmCalls()[0]!.url).toBe('/auth/api/Auth/EmailVerificationConfirm?Token=abc.def');
  // The page's own link (the header has one of the same words).
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/login',
  );
});

it("shows the server's message when the link is refused", async () => {
  server.route('/auth/api/Auth/EmailVerificationConfirm', {
    status: 400,
    body: {
      Result: { ResultCode: 1020, ResultMessage: 'Doğrulama bağlantısının süresi dolmuş.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  renderWithProviders({ services: { apiBaseUrl: server.url }, route: '/validate-user?token=old' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Doğrulama bağlantısının süresi dolmuş.',
  );
});

it('signed in: the kept user is read again, so it is verified, and the way out is home', async () => {
  const unverified = { ...TEST_USER, EmailVerified: false, LanguageCode: 'en-US' as const };
  // Signing in reads the user once (still unverified); the page must read it again.
  server.route('/auth/api/User/GetUser', { body: envelope(unverified) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/auth/api/Auth/EmailVerificationConfirm', {
    body: envelope(null, 0, 'Your e-mail address is verified.'),
    delayMs: 300,
  });
  const getUserCalls = () => server.requests.filter((r) => r.url === '/auth/api/User/GetUser');
  const { store } = renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/validate-user?token=abc',
    user: unverified,
    language: 'en-US',
  });
  await waitFor(() => expect(getUserCalls()).toHaveLength(1));
  server.route('/auth/api/User/GetUser', {
    body: envelope({ ...unverified, EmailVerified: true }),
  });
  expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(store.getState().session.user.value?.EmailVerified).toBe(true));
  expect(getUserCalls()).toHaveLength(2);
});
