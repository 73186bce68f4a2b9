/** Forgot password against a scripted server: the rules, the server's failure and success. */
import { screen } from '@testing-library/react';
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
});

const calls = () => server.requests.filter((r) => r.url === '/auth/api/Auth/ForgotPassword');

async function open(language: 'tr-TR' | 'en-US' = 'tr-TR') {
  const view = renderWithProviders({
    services: { apiBaseUrl: server.url },
    route: '/forgot-password',
    language,
  });
  await screen.findByText('7 + 5 kaç eder?');
  return view;
}

it('in English, wants a valid e-mail and the captcha before any request', async () => {
  const { user } = await open('en-US');
  await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
  expect(screen.getByText('Please complete the security check.')).toBeInTheDocument();
  expect(calls()).toHaveLength(0);
});

it("shows the server's message when it refuses, with a fresh captcha", async () => {
  server.route('/auth/api/Auth/ForgotPassword', {
    status: 400,
    body: {
      Result: { ResultCode: 1010, ResultMessage: 'Güvenlik sorusunun cevabı yanlış.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  const { user } = await open();
  await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await user.type(screen.getByPlaceholderText('Cevabınız'), '13');
  await user.click(screen.getByRole('button', { name: 'Bağlantı gönder' }));
  expect(await screen.findByText('Güvenlik sorusunun cevabı yanlış.')).toBeInTheDocument();
  expect(JSON.parse(calls()[0]!.body)).toEqual({
    Email: 'ayse@example.com',
    CaptchaResponse: 'c1:13',
  });
  expect(await screen.findByPlaceholderText('Cevabınız')).toHaveValue('');
});

it("success: the server's message replaces the form", async () => {
  server.route('/auth/api/Auth/ForgotPassword', {
    body: envelope(null, 0, 'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.'),
  });
  const { user } = await open();
  await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await user.type(screen.getByPlaceholderText('Cevabınız'), '12');
  await user.click(screen.getByRole('button', { name: 'Bağlantı gönder' }));
  expect(
    await screen.findByText('Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Bağlantı gönder' })).not.toBeInTheDocument();
});
