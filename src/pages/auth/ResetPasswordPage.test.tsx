/** Reset password from the e-mailed link, against a scripted server. */
import { screen, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
});

const calls = () => server.requests.filter((r) => r.url === '/auth/api/Auth/ForgotPasswordConfirm');

function open(route = '/reset-password?token=t0k3n', language: 'tr-TR' | 'en-US' = 'tr-TR') {
  return renderWithProviders({ services: { apiBaseUrl: server.url }, route, language });
}

it('without a token in the link, says so instead of showing the form', async () => {
  open('/reset-password');
  expect(
    await screen.findByText('Bağlantı eksik ya da hatalı. E-postadaki bağlantıyı yeniden açın.'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
});

it.each([
  [
    'tr-TR',
    ['Yeni şifre', 'Yeni şifre (tekrar)', 'Şifreyi değiştir'],
    ['Bu alan boş olmamalı.', 'Şifre en az 8 karakter olmalıdır.', 'Şifreler aynı olmalıdır.'],
  ],
  [
    'en-US',
    ['New password', 'New password (again)', 'Change password'],
    [
      'This field must not be empty.',
      'The password must be at least 8 characters.',
      'The passwords must match.',
    ],
  ],
] as const)(
  'in %s, wants a long enough password typed twice',
  async (language, labels, messages) => {
    const { user } = open(undefined, language);
    const [password, again, submit] = labels;
    const [required, tooShort, mismatch] = messages;
    await user.click(await screen.findByRole('button', { name: submit }));
    expect(await screen.findAllByText(required)).toHaveLength(2);
    await user.type(screen.getByLabelText(password), 'kisa');
    await user.type(screen.getByLabelText(again), 'baska');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    expect(await screen.findByText(mismatch)).toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  },
);

it("sends the link's token with the new password and shows the server's refusal", async () => {
  server.route('/auth/api/Auth/ForgotPasswordConfirm', {
    status: 400,
    body: {
      Result: { ResultCode: 1011, ResultMessage: 'Şifre sıfırlama bağlantısının süresi dolmuş.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  const { user } = open();
  await user.type(await screen.findByLabelText('Yeni şifre'), 'yeni-şifre-1');
  await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yeni-şifre-1');
  await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
  expect(
    await screen.findByText('Şifre sıfırlama bağlantısının süresi dolmuş.'),
  ).toBeInTheDocument();
  expect(JSON.parse(calls()[0]!.body)).toEqual({ Token: 't0k3n', NewPassword: 'yeni-şifre-1' });
  // The form stays for another try.
  expect(screen.getByLabelText('Yeni şifre')).toBeInTheDocument();
});

it("success: the server's message and a way to sign in replace the form", async () => {
  server.route('/auth/api/Auth/ForgotPasswordConfirm', {
    body: envelope(null, 0, 'Şifreniz değiştirildi.'),
  });
  const { user } = open();
  await user.type(await screen.findByLabelText('Yeni şifre'), 'yeni-şifre-1');
  await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yeni-şifre-1');
  await user.click(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
  expect(await screen.findByText('Şifreniz değiştirildi.')).toBeInTheDocument();
  // The page's own link (the header has one of the same words).
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
});
