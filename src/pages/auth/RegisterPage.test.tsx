/**
 * Register against a scripted server: the rules in both languages, the body sent (club,
 * agreement, language, captcha), the server's refusal with a fresh captcha, and success.
 */
import { screen, waitFor } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
  server.route('/auth/api/Captcha/GetChallenge', {
    body: envelope({
      Provider: 'local',
      ChallengeId: 'c1',
      Question: '7 + 5 kaç eder?',
      ExpiresAt: '2030-01-01T00:00:00Z',
    }),
  });
  server.route('/engine/api/Teams/GetTeamsList', {
    body: envelope(
      [
        { Id: 3, Name: 'Galatasaray' },
        { Id: 5, Name: 'Fenerbahçe' },
      ],
      2,
    ),
  });
});

const registerCalls = () => server.requests.filter((r) => r.url === '/auth/api/Auth/Register');
const challengeCalls = () =>
  server.requests.filter((r) => r.url === '/auth/api/Captcha/GetChallenge');

async function open(language: 'tr-TR' | 'en-US' = 'tr-TR') {
  const view = renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/register',
    language,
  });
  await screen.findByText('7 + 5 kaç eder?');
  await screen.findByRole('option', { name: 'Fenerbahçe' });
  return view;
}

it.each([
  [
    'tr-TR',
    'Kayıt Ol',
    'Bu alan boş olmamalı.',
    'Favori takımınızı seçin.',
    'Devam etmek için kullanıcı sözleşmesini kabul etmelisiniz.',
    'Lütfen güvenlik doğrulamasını tamamlayın.',
  ],
  [
    'en-US',
    'Register',
    'This field must not be empty.',
    'Choose your favourite club.',
    'Accept the user agreement to continue.',
    'Please complete the security check.',
  ],
] as const)(
  'in %s, an empty form names every missing part and sends nothing',
  async (language, submit, required, club, agreement, captcha) => {
    const { user } = await open(language);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findAllByText(required)).toHaveLength(3);
    expect(screen.getByText(club)).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(agreement);
    expect(screen.getByText(captcha)).toBeInTheDocument();
    expect(registerCalls()).toHaveLength(0);
  },
);

it.each([
  [
    'tr-TR',
    ['Kullanıcı adı', 'E-posta', 'Şifre', 'Kayıt Ol'],
    [
      'Kullanıcı adı 3-20 karakter olmalı; harf, rakam, _ ve . kullanılabilir.',
      'Geçerli bir e-posta adresi girin.',
      'Şifre en az 8 karakter olmalıdır.',
    ],
  ],
  [
    'en-US',
    ['User name', 'E-mail', 'Password', 'Register'],
    [
      'The user name must be 3-20 characters: letters, digits, _ and .',
      'Enter a valid e-mail address.',
      'The password must be at least 8 characters.',
    ],
  ],
] as const)(
  'in %s, checks the user name, e-mail and password',
  async (language, labels, messages) => {
    const { user } = await open(language);
    const [userName, email, password, submit] = labels;
    await user.type(screen.getByLabelText(userName), 'a b');
    await user.type(screen.getByLabelText(email), 'ayse@');
    await user.type(screen.getByLabelText(password), 'kisa');
    await user.click(screen.getByRole('button', { name: submit }));
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(registerCalls()).toHaveLength(0);
  },
);

async function fillForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Kullanıcı adı'), ' yeni_oyuncu ');
  await user.type(screen.getByLabelText('E-posta'), 'yeni@example.com');
  await user.type(screen.getByLabelText('Şifre'), 'ilk-şifrem-1');
  await user.selectOptions(screen.getByLabelText('Favori takım'), 'Fenerbahçe');
  await user.click(screen.getByRole('checkbox', { name: /Kullanıcı sözleşmesini/ }));
  await user.type(screen.getByPlaceholderText('Cevabınız'), '12');
}

it("sends the whole form, shows the server's refusal and asks a fresh captcha", async () => {
  server.route('/auth/api/Auth/Register', {
    status: 400,
    body: {
      Result: { ResultCode: 1003, ResultMessage: 'Bu kullanıcı adı kullanılıyor.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  const { user } = await open();
  await fillForm(user);
  const challengesBefore = challengeCalls().length;
  await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
  expect(await screen.findByText('Bu kullanıcı adı kullanılıyor.')).toBeInTheDocument();
  expect(JSON.parse(registerCalls()[0]!.body)).toEqual({
    UserName: 'yeni_oyuncu',
    Email: 'yeni@example.com',
    Password: 'ilk-şifrem-1',
    FavoriteTeamId: 5,
    AcceptAgreement: true,
    LanguageCode: 'tr-TR',
    CaptchaResponse: 'c1:12',
  });
  await waitFor(() => expect(challengeCalls().length).toBeGreaterThan(challengesBefore));
  expect(await screen.findByPlaceholderText('Cevabınız')).toHaveValue('');
  // The old answer is gone from the form too: a second try needs a new one.
  await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
  expect(await screen.findByText('Lütfen güvenlik doğrulamasını tamamlayın.')).toBeInTheDocument();
  expect(registerCalls()).toHaveLength(1);
});

it("success: the server's message and the address the link went to", async () => {
  server.route('/auth/api/Auth/Register', {
    body: envelope(null, 0, 'Kaydınız alındı.'),
  });
  const { user, store } = await open();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
  expect(await screen.findByRole('heading', { name: 'Hesabın oluşturuldu' })).toBeInTheDocument();
  expect(screen.getByText('Kaydınız alındı.')).toBeInTheDocument();
  // What an unverified account may do (GAME_RULES): sign in and play; the rest waits.
  expect(
    screen.getByText(
      'yeni@example.com adresine bir doğrulama bağlantısı gönderdik. Şimdi giriş yapıp takımını kurabilirsin; kupon kullanmak, satın almak, ödül kazanmak ve klan, arkadaş ya da özel liglere katılmak için önce bağlantıyı açıp adresini doğrula.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('main').querySelector('a[href="/login"]')).toHaveTextContent('Giriş Yap');
  // Registering does not sign in by itself: the player signs in, verified or not.
  expect(store.getState().session.token.value).toBeNull();
});

it('sends the chosen language and links the agreement in a new tab', async () => {
  server.route('/auth/api/Auth/Register', { body: envelope(null, 0, 'Registered.') });
  const { user } = await open('en-US');
  await user.type(screen.getByLabelText('User name'), 'new_player');
  await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'first-pass-1');
  await user.selectOptions(screen.getByLabelText('Favourite club'), 'Galatasaray');
  await user.click(screen.getByRole('checkbox', { name: /user agreement/ }));
  await user.type(screen.getByPlaceholderText('Your answer'), '12');
  const link = screen.getByRole('link', { name: 'user agreement' });
  expect(link).toHaveAttribute('href', '/kullanici-sozlesmesi');
  expect(link).toHaveAttribute('target', '_blank');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
  expect(JSON.parse(registerCalls()[0]!.body)).toMatchObject({
    FavoriteTeamId: 3,
    LanguageCode: 'en-US',
  });
});

it('shows an error with a retry when the clubs cannot be loaded', async () => {
  server.route('/engine/api/Teams/GetTeamsList', { status: 500, body: 'down' });
  const { user } = renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/register',
  });
  expect(await screen.findByText('Takımlar yüklenemedi.')).toBeInTheDocument();
  server.route('/engine/api/Teams/GetTeamsList', {
    body: envelope([{ Id: 3, Name: 'Galatasaray' }], 1),
  });
  await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByRole('option', { name: 'Galatasaray' })).toBeInTheDocument();
});
