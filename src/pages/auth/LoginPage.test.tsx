/** Sign in against a scripted server: messages in the user's language, the server's word. */
import { screen, waitFor } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
});

const failure = (ResultCode: number, ResultMessage: string) => ({
  Result: { ResultCode, ResultMessage },
  ReturnObject: null,
  TotalCount: 0,
});
const loginCalls = () => server.requests.filter((r) => r.url === '/auth/api/Auth/Login');

it.each([
  ['tr-TR', 'Giriş Yap', 'Bu alan boş olmamalı.'],
  ['en-US', 'Sign in', 'This field must not be empty.'],
] as const)('in %s, asks for both fields before any request', async (language, submit, message) => {
  const { user } = renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/login',
    language,
  });
  const form = (await screen.findByRole('heading', { level: 1, name: submit })).parentElement!;
  await user.click(form.querySelector('button[type="submit"]')!);
  expect(await screen.findAllByText(message)).toHaveLength(2);
  expect(loginCalls()).toHaveLength(0);
});

it("shows the server's message when the sign-in is refused", async () => {
  server.route('/auth/api/Auth/Login', {
    status: 400,
    body: failure(1001, 'Kullanıcı adı veya şifre hatalı.'),
  });
  const { user, store } = renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/login',
  });
  await user.type(await screen.findByLabelText('Kullanıcı adı veya e-posta'), 'ayse');
  await user.type(screen.getByLabelText('Şifre'), 'yanlis-sifre');
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.')).toBeInTheDocument();
  expect(JSON.parse(loginCalls()[0]!.body)).toEqual({
    UserNameOrEmail: 'ayse',
    Password: 'yanlis-sifre',
  });
  expect(store.getState().session.token.value).toBeNull();
});

it('keeps the token, loads the user and leaves the visitors-only page', async () => {
  server.route('/auth/api/Auth/Login', {
    body: envelope({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }),
  });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  const { user, store, router } = renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/login',
  });
  await user.type(await screen.findByLabelText('Kullanıcı adı veya e-posta'), '  ayse ');
  await user.type(screen.getByLabelText('Şifre'), 'dogru-sifre');
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await waitFor(() => expect(store.getState().session.user.value).toEqual(TEST_USER));
  expect(store.getState().session.token.value?.Token).toBe('h.p.s');
  expect(JSON.parse(loginCalls()[0]!.body).UserNameOrEmail).toBe('ayse');
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
});
