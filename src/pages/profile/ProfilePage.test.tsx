/**
 * The profile against a scripted server: each part's rules in both languages, the body it
 * sends, the server's word as a toast (success or error), and the user kept in the store.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '../../../store/api/auth';
import { makeStore } from '../../../store/makeStore';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { testServices } from '../../../store/testing/testServices';
import { toastShown } from '../../../store/ui/uiSlice';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
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

const failure = (ResultCode: number, ResultMessage: string) => ({
  status: 400,
  body: { Result: { ResultCode, ResultMessage }, ReturnObject: null, TotalCount: 0 },
});
const updates = () => server.requests.filter((r) => r.url === '/auth/api/User/UpdateUser');

async function open(options: { user?: User; language?: 'tr-TR' | 'en-US' } = {}) {
  const toasts: { kind: string; message: string }[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (toastShown.match(action as UnknownAction)) {
      const { kind, message } = (action as ReturnType<typeof toastShown>).payload;
      toasts.push({ kind, message });
    }
    return next(action);
  };
  const user = options.user ?? TEST_USER;
  // The sign-in's own User/GetUser answers with the same user.
  server.route('/auth/api/User/GetUser', { body: envelope(user) });
  const store = makeStore({ services: testServices({ apiBaseUrl: server.url }), recorder });
  const view = renderWithProviders({
    store,
    route: '/kullanici/profil',
    user,
    language: options.language ?? user.LanguageCode,
  });
  const title = user.LanguageCode === 'en-US' ? 'Profile' : 'Profil';
  await screen.findByRole('heading', { level: 1, name: title });
  return { ...view, toasts };
}

const section = (name: string) => screen.getByRole('region', { name });
const selectToken = (state: ReturnType<ReturnType<typeof makeStore>['getState']>) =>
  state.session.token.value?.Token ?? null;

it.each([
  ['tr-TR', 'Üyelik: 1 Ağustos 2026', 'E-posta adresiniz doğrulandı.'],
  ['en-US', 'Member since August 1, 2026', 'Your e-mail address is verified.'],
] as const)(
  'in %s, shows the name, the e-mail, the date joined and that it is verified',
  async (language, since, verified) => {
    await open({ user: { ...TEST_USER, LanguageCode: language } });
    const main = screen.getByRole('main');
    expect(within(main).getByText('ayse')).toBeInTheDocument();
    expect(within(main).getByText('ayse@example.com')).toBeInTheDocument();
    expect(within(main).getByText(since)).toBeInTheDocument();
    expect(within(main).getByText(verified)).toBeInTheDocument();
  },
);

describe('picture', () => {
  it.each([
    [
      'tr-TR',
      'Profil resmi',
      'Resim adresi (https://…)',
      'Kaydet',
      'Resim adresi https:// ile başlamalıdır.',
    ],
    [
      'en-US',
      'Profile picture',
      'Picture address (https://…)',
      'Save',
      'The picture address must start with https://.',
    ],
  ] as const)(
    'in %s, refuses an address that is not https',
    async (language, title, label, save, message) => {
      const { user } = await open({ user: { ...TEST_USER, LanguageCode: language } });
      const part = section(title);
      await user.type(within(part).getByLabelText(label), 'http://resim.example/a.png');
      await user.click(within(part).getByRole('button', { name: save }));
      expect(await within(part).findByText(message)).toBeInTheDocument();
      expect(updates()).toHaveLength(0);
    },
  );

  it("saves the address, shows the server's message and the new picture", async () => {
    const url = 'https://resim.example/ayse.png';
    server.route('/auth/api/User/UpdateUser', {
      body: envelope({ ...TEST_USER, ImageUrl: url }, 0, 'Profiliniz güncellendi.'),
    });
    const { user, store, toasts } = await open();
    const part = section('Profil resmi');
    await user.type(within(part).getByLabelText('Resim adresi (https://…)'), `  ${url} `);
    await user.click(within(part).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(store.getState().session.user.value?.ImageUrl).toBe(url));
    expect(updates()[0]).toMatchObject({ method: 'PUT', body: JSON.stringify({ ImageUrl: url }) });
    expect(toasts).toEqual([{ kind: 'success', message: 'Profiliniz güncellendi.' }]);
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeInTheDocument();
    expect(within(part).getByTestId('avatar-image')).toHaveAttribute('src', url);
  });

  it('removes the picture with ImageUrl null', async () => {
    const url = 'https://resim.example/ayse.png';
    server.route('/auth/api/User/UpdateUser', {
      body: envelope({ ...TEST_USER, ImageUrl: null }, 0, 'Resim kaldırıldı.'),
    });
    const { user, store } = await open({ user: { ...TEST_USER, ImageUrl: url } });
    const part = section('Profil resmi');
    expect(within(part).getByLabelText('Resim adresi (https://…)')).toHaveValue(url);
    await user.click(within(part).getByRole('button', { name: 'Resmi kaldır' }));
    await waitFor(() => expect(store.getState().session.user.value?.ImageUrl).toBeNull());
    expect(JSON.parse(updates()[0]!.body)).toEqual({ ImageUrl: null });
    expect(within(part).getByLabelText('Resim adresi (https://…)')).toHaveValue('');
    expect(within(part).queryByRole('button', { name: 'Resmi kaldır' })).not.toBeInTheDocument();
  });
});

describe('picture: the app’s avatars and an upload', () => {
  const uploads = () => server.requests.filter((r) => r.url === '/auth/api/User/UploadPicture');

  it.each([
    ['tr-TR', 'Profil resmi', 'Kupa', 'Hazır resimler'],
    ['en-US', 'Profile picture', 'Trophy', 'Our pictures'],
  ] as const)(
    'in %s, offers the 12 avatars and saves the chosen one',
    async (language, title, trophy, legend) => {
      server.route('/auth/api/User/UpdateUser', {
        body: envelope({ ...TEST_USER, ImageUrl: '/avatars/trophy.svg' }, 0, 'Saved.'),
      });
      const { user, store } = await open({ user: { ...TEST_USER, LanguageCode: language } });
      const part = section(title);
      const group = within(part).getByRole('group', { name: legend });
      const options = within(group).getAllByRole('button');
      expect(options).toHaveLength(12);
      expect(options.every((o) => o.getAttribute('aria-pressed') === 'false')).toBe(true);
      await user.click(within(group).getByRole('button', { name: trophy }));
      await waitFor(() =>
        expect(store.getState().session.user.value?.ImageUrl).toBe('/avatars/trophy.svg'),
      );
      expect(JSON.parse(updates()[0]!.body)).toEqual({ Avatar: 'trophy' });
      expect(within(group).getByRole('button', { name: trophy })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(part).getByTestId('avatar-image')).toHaveAttribute(
        'src',
        '/avatars/trophy.svg',
      );
    },
  );

  it('uploads a picture as base64 and shows the resized one the server answers', async () => {
    const url = '/pictures/7-0123456789abcdef0123-256.webp';
    server.route('/auth/api/User/UploadPicture', {
      body: envelope({ ...TEST_USER, ImageUrl: url }, 0, 'Profiliniz güncellendi.'),
    });
    const { user, store, toasts } = await open();
    const part = section('Profil resmi');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 250]);
    const file = new File([bytes], 'ben.png', { type: 'image/png' });
    await user.upload(within(part).getByLabelText('Cihazdan resim yükle'), file);
    await waitFor(() => expect(store.getState().session.user.value?.ImageUrl).toBe(url));
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]!.method).toBe('POST');
    const sent = JSON.parse(uploads()[0]!.body) as { Data: string };
    expect([...Buffer.from(sent.Data, 'base64')]).toEqual([...bytes]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Profiliniz güncellendi.' }]);
    expect(within(part).getByTestId('avatar-image')).toHaveAttribute('src', url);
    // The header's small avatar takes the 64-pixel size.
    const header = screen.getByRole('banner');
    expect(within(header).getByTestId('avatar-image')).toHaveAttribute(
      'src',
      '/pictures/7-0123456789abcdef0123-64.webp',
    );
  });

  it.each([
    [
      'tr-TR',
      'Profil resmi',
      'Cihazdan resim yükle',
      'Yalnızca JPEG, PNG veya WebP resimleri yüklenebilir.',
      'Bu resim 5 MB’tan büyük; daha küçük bir resim seçin.',
    ],
    [
      'en-US',
      'Profile picture',
      'Upload a picture from your device',
      'Only JPEG, PNG or WebP pictures can be uploaded.',
      'This picture is larger than 5 MB; choose a smaller one.',
    ],
  ] as const)(
    'in %s, explains a file of the wrong type or size and sends nothing',
    async (language, title, label, wrongType, tooLarge) => {
      await open({ user: { ...TEST_USER, LanguageCode: language } });
      const part = section(title);
      const input = within(part).getByLabelText(label);
      // A browser's file dialog may still offer other files ("All files").
      const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
      fireEvent.change(input, { target: { files: [gif] } });
      expect(await within(part).findByRole('alert')).toHaveTextContent(wrongType);
      const big = new File([new Uint8Array(5_000_001)], 'big.jpg', { type: 'image/jpeg' });
      fireEvent.change(input, { target: { files: [big] } });
      expect(await within(part).findByText(tooLarge)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(uploads()).toHaveLength(0);
    },
  );

  it("shows the server's refusal of an upload as an error toast", async () => {
    server.route(
      '/auth/api/User/UploadPicture',
      failure(
        2034,
        'Bu dosya okunamadı: her kenarı en az 32 piksel olan bir JPEG, PNG veya WebP resmi seçin.',
      ),
    );
    const { user, store, toasts } = await open();
    const part = section('Profil resmi');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0])], 'a.jpg', { type: 'image/jpeg' });
    await user.upload(within(part).getByLabelText('Cihazdan resim yükle'), file);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ kind: 'error', message: expect.stringMatching(/okunamadı/) });
    expect(store.getState().session.user.value?.ImageUrl).toBeNull();
  });
});

describe('favourite club', () => {
  it('starts on the saved club and sends the new one', async () => {
    server.route('/auth/api/User/UpdateUser', {
      body: envelope({ ...TEST_USER, FavoriteTeamId: 5 }, 0, 'Favori takımınız kaydedildi.'),
    });
    const { user, store, toasts } = await open();
    const part = section('Favori takım');
    await within(part).findByRole('option', { name: 'Fenerbahçe' });
    const select = within(part).getByRole('combobox', { name: 'Favori takım' });
    await waitFor(() => expect(select).toHaveValue('3'));
    await user.selectOptions(select, 'Fenerbahçe');
    await user.click(within(part).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(store.getState().session.user.value?.FavoriteTeamId).toBe(5));
    expect(JSON.parse(updates()[0]!.body)).toEqual({ FavoriteTeamId: 5 });
    expect(toasts).toEqual([{ kind: 'success', message: 'Favori takımınız kaydedildi.' }]);
  });

  it("shows the server's refusal as an error toast and keeps the user", async () => {
    server.route('/auth/api/User/UpdateUser', failure(1030, 'Takım bulunamadı.'));
    const { user, store, toasts } = await open();
    const part = section('Favori takım');
    await within(part).findByRole('option', { name: 'Fenerbahçe' });
    await user.selectOptions(within(part).getByRole('combobox'), 'Fenerbahçe');
    await user.click(within(part).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Takım bulunamadı.')).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'error', message: 'Takım bulunamadı.' }]);
    expect(store.getState().session.user.value?.FavoriteTeamId).toBe(3);
  });

  it.each([
    ['tr-TR', 'Favori takım', 'Kaydet', 'Favori takımınızı seçin.'],
    ['en-US', 'Favourite club', 'Save', 'Choose your favourite club.'],
  ] as const)('in %s, wants a club', async (language, title, save, message) => {
    const { user } = await open({
      user: { ...TEST_USER, FavoriteTeamId: null, LanguageCode: language },
    });
    const part = section(title);
    await user.click(within(part).getByRole('button', { name: save }));
    expect(await within(part).findByText(message)).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });
});

it('switching the language changes the screen and saves it on the server', async () => {
  server.route('/auth/api/User/UpdateCultureInfo', {
    body: envelope({ ...TEST_USER, LanguageCode: 'en-US' }, 0, 'Saved.'),
  });
  const { user, store } = await open();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Dil' }), 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  expect(localStorage.getItem('i18nextLng')).toBe('en-US');
  await waitFor(() => expect(store.getState().session.user.value?.LanguageCode).toBe('en-US'));
  const call = server.requests.find((r) => r.url === '/auth/api/User/UpdateCultureInfo')!;
  expect(JSON.parse(call.body)).toEqual({ LanguageCode: 'en-US' });
});

describe('password', () => {
  it.each([
    [
      'tr-TR',
      ['Şifre değiştir', 'Mevcut şifre', 'Yeni şifre', 'Kaydet'],
      ['Bu alan boş olmamalı.', 'Şifre en az 8 karakter olmalıdır.'],
    ],
    [
      'en-US',
      ['Change password', 'Current password', 'New password', 'Save'],
      ['This field must not be empty.', 'The password must be at least 8 characters.'],
    ],
  ] as const)(
    'in %s, wants the current password and a long enough new one',
    async (language, labels, messages) => {
      const [title, current, next, save] = labels;
      const [required, tooShort] = messages;
      const { user } = await open({ user: { ...TEST_USER, LanguageCode: language } });
      const part = section(title);
      await user.click(within(part).getByRole('button', { name: save }));
      expect(await within(part).findAllByText(required)).toHaveLength(2);
      await user.type(within(part).getByLabelText(current), 'eski-sifre');
      await user.type(within(part).getByLabelText(next), 'kisa');
      await user.click(within(part).getByRole('button', { name: save }));
      expect(await within(part).findByText(tooShort)).toBeInTheDocument();
      expect(updates()).toHaveLength(0);
    },
  );

  it("sends both passwords; a refusal is the server's error toast and keeps what was typed", async () => {
    server.route('/auth/api/User/UpdateUser', failure(1002, 'Mevcut şifreniz hatalı.'));
    const { user, toasts } = await open();
    const part = section('Şifre değiştir');
    await user.type(within(part).getByLabelText('Mevcut şifre'), 'yanlis-sifre');
    await user.type(within(part).getByLabelText('Yeni şifre'), 'yeni-şifre-1');
    await user.click(within(part).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Mevcut şifreniz hatalı.')).toBeInTheDocument();
    expect(JSON.parse(updates()[0]!.body)).toEqual({
      CurrentPassword: 'yanlis-sifre',
      NewPassword: 'yeni-şifre-1',
    });
    expect(toasts).toEqual([{ kind: 'error', message: 'Mevcut şifreniz hatalı.' }]);
    expect(within(part).getByLabelText('Yeni şifre')).toHaveValue('yeni-şifre-1');
  });

  it('success: the toast, and this device signs out too (the server ended every session)', async () => {
    server.route('/auth/api/User/UpdateUser', {
      body: envelope(TEST_USER, 0, 'Şifreniz değiştirildi.'),
    });
    const { user, toasts, store } = await open();
    const part = section('Şifre değiştir');
    await user.type(within(part).getByLabelText('Mevcut şifre'), 'eski-şifre-1');
    await user.type(within(part).getByLabelText('Yeni şifre'), 'yeni-şifre-1');
    await user.click(within(part).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(selectToken(store.getState())).toBeNull());
    expect(toasts).toEqual([{ kind: 'success', message: 'Şifreniz değiştirildi.' }]);
  });
});

describe('sessions', () => {
  it.each([
    ['tr-TR', 'Oturumlar', 'Tüm cihazlarda çıkış yap', 'Tüm cihazlarda oturumunuz kapatıldı.'],
    ['en-US', 'Sessions', 'Sign out everywhere', 'You were signed out on every device.'],
  ] as const)(
    'in %s, signs out everywhere, then here',
    async (language, title, button, message) => {
      server.route('/auth/api/Auth/SignOutEverywhere', {
        body: envelope({ Done: true }, 0, message),
      });
      const { user, toasts, store } = await open({
        user: { ...TEST_USER, LanguageCode: language },
      });
      await user.click(within(section(title)).getByRole('button', { name: button }));
      await waitFor(() => expect(selectToken(store.getState())).toBeNull());
      const call = server.requests.find((r) => r.url === '/auth/api/Auth/SignOutEverywhere');
      expect(call?.method).toBe('POST');
      expect(toasts).toEqual([{ kind: 'success', message }]);
    },
  );

  it("a refusal is the server's error toast, and the session stays", async () => {
    server.route('/auth/api/Auth/SignOutEverywhere', failure(1029, 'Çok fazla deneme yaptınız.'));
    const { user, toasts, store } = await open();
    await user.click(
      within(section('Oturumlar')).getByRole('button', { name: 'Tüm cihazlarda çıkış yap' }),
    );
    expect(await screen.findByText('Çok fazla deneme yaptınız.')).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'error', message: 'Çok fazla deneme yaptınız.' }]);
    expect(selectToken(store.getState())).not.toBeNull();
  });
});

describe('e-mail not verified yet', () => {
  const unverified = { ...TEST_USER, EmailVerified: false };

  it("sends the verification mail again and shows the server's message", async () => {
    server.route('/auth/api/Auth/EmailVerification', {
      body: envelope(null, 0, 'Doğrulama e-postası gönderildi.'),
    });
    const { user, toasts } = await open({ user: unverified });
    expect(screen.getByText(/E-posta adresiniz henüz doğrulanmadı\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'success', message: 'Doğrulama e-postası gönderildi.' }]),
    );
    expect(server.requests.some((r) => r.url === '/auth/api/Auth/EmailVerification')).toBe(true);
  });

  it("shows the server's refusal as an error toast", async () => {
    server.route('/auth/api/Auth/EmailVerification', failure(1040, 'Çok sık denediniz.'));
    const { user, toasts } = await open({ user: unverified });
    await user.click(screen.getByRole('button', { name: 'Doğrulama e-postasını yeniden gönder' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Çok sık denediniz.' }]));
  });
});
