/** The contact form against a scripted server: rules, body, the server's word, success. */
import { screen, waitFor, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import type { Language } from '../../../store/constants';
import { createRecorder } from '../../../store/eventlog/recorder';
import { manualClock } from '../../../store/eventlog/testing';
import { makeStore } from '../../../store/makeStore';
import { testServices } from '../../../store/testing/testServices';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { ContactForm } from './ContactForm';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/auth/api/Captcha/GetChallenge', {
    body: envelope({
      Provider: 'local',
      ChallengeId: 'c1',
      Question: '7 + 5 kaç eder?',
      ExpiresAt: '2030-01-01T00:00:00Z',
    }),
  });
});

const sent = () => server.requests.filter((r) => r.url === '/auth/api/Auth/ContactEmail');
const challenges = () => server.requests.filter((r) => r.url === '/auth/api/Captcha/GetChallenge');

async function open(options: { language?: Language; signedIn?: boolean } = {}) {
  const view = renderWithProviders({
    services: { apiBaseUrl: server.url },
    ui: <ContactForm />,
    language: options.language ?? 'tr-TR',
    user: options.signedIn ? TEST_USER : null,
  });
  await screen.findByText('7 + 5 kaç eder?');
  return { ...view, form: screen.getByRole('region') };
}

it.each([
  ['tr-TR', 'Gönder', 'Bu alan boş olmamalı.', 'Lütfen güvenlik doğrulamasını tamamlayın.'],
  ['en-US', 'Send', 'This field must not be empty.', 'Please complete the security check.'],
] as const)(
  'in %s, a visitor must fill every field and the captcha',
  async (language, submit, required, captcha) => {
    const { user } = await open({ language });
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findAllByText(required)).toHaveLength(4);
    expect(screen.getByText(captcha)).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  },
);

it.each([
  [
    'tr-TR',
    ['E-posta', 'Mesajınız', 'Gönder'],
    ['Geçerli bir e-posta adresi girin.', 'En fazla 5000 karakter girilebilir.'],
  ],
  [
    'en-US',
    ['E-mail', 'Your message', 'Send'],
    ['Enter a valid e-mail address.', 'At most 5000 characters.'],
  ],
] as const)(
  'in %s, checks the address and the length of the message',
  async (language, labels, messages) => {
    const [email, message, submit] = labels;
    const { user } = await open({ language });
    await user.type(screen.getByLabelText(email), 'ayse@');
    await user.click(screen.getByLabelText(message));
    await user.paste('a'.repeat(5001));
    await user.click(screen.getByRole('button', { name: submit }));
    for (const text of messages) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  },
);

it('signed in, starts with the user name and e-mail filled in', async () => {
  await open({ signedIn: true });
  expect(screen.getByLabelText('Adınız')).toHaveValue('ayse');
  expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@example.com');
});

it("sends the trimmed fields with the captcha; a refusal shows the server's message and a new question", async () => {
  server.route('/auth/api/Auth/ContactEmail', {
    status: 400,
    body: {
      Result: { ResultCode: 1010, ResultMessage: 'Güvenlik sorusunun cevabı yanlış.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  const { user } = await open();
  await user.type(screen.getByLabelText('Adınız'), ' Ayşe ');
  await user.type(screen.getByLabelText('E-posta'), 'ayse@example.com');
  await user.type(screen.getByLabelText('Konu'), 'Puanlar ');
  await user.type(screen.getByLabelText('Mesajınız'), 'Kaptan puanı eksik görünüyor.');
  await user.type(screen.getByPlaceholderText('Cevabınız'), '13');
  const asked = challenges().length;
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Güvenlik sorusunun cevabı yanlış.');
  expect(JSON.parse(sent()[0]!.body)).toEqual({
    Name: 'Ayşe',
    Email: 'ayse@example.com',
    Subject: 'Puanlar',
    Message: 'Kaptan puanı eksik görünüyor.',
    CaptchaResponse: 'c1:13',
  });
  await waitFor(() => expect(challenges().length).toBeGreaterThan(asked));
  // What was typed stays for another try.
  expect(await screen.findByLabelText('Mesajınız')).toHaveValue('Kaptan puanı eksik görünüyor.');
});

it("success: the server's message, the subject and message cleared, name and e-mail kept", async () => {
  server.route('/auth/api/Auth/ContactEmail', {
    body: envelope(null, 0, 'Mesajınız bize ulaştı.'),
  });
  const { user, form } = await open({ signedIn: true });
  await user.type(screen.getByLabelText('Konu'), 'Öneri');
  await user.type(screen.getByLabelText('Mesajınız'), 'Karanlık tema çok güzel.');
  await user.type(screen.getByPlaceholderText('Cevabınız'), '12');
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Mesajınız bize ulaştı.');
  expect(JSON.parse(sent()[0]!.body)).toMatchObject({ Name: 'ayse', Email: 'ayse@example.com' });
  await waitFor(() => expect(screen.getByLabelText('Mesajınız')).toHaveValue(''));
  expect(screen.getByLabelText('Konu')).toHaveValue('');
  expect(screen.getByLabelText('Adınız')).toHaveValue('ayse');
  expect(screen.getByLabelText('E-posta')).toHaveValue('ayse@example.com');
  // A second message needs a new captcha answer.
  await user.type(screen.getByLabelText('Konu'), 'Bir daha');
  await user.type(screen.getByLabelText('Mesajınız'), 'İkinci mesaj.');
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Lütfen güvenlik doğrulamasını tamamlayın.')).toBeInTheDocument();
  expect(sent()).toHaveLength(1);
});

it('signed in, sends the debug log with the message when asked, the subject as its note', async () => {
  const { CompressionStream } = await import('node:stream/web');
  Object.assign(globalThis, { CompressionStream }); // jsdom has none; browsers and Node do
  server.route('/auth/api/Auth/ContactEmail', {
    body: envelope(null, 0, 'Mesajınız bize ulaştı.'),
  });
  server.route('/auth/api/SupportLog/Upload', { body: envelope({ Id: 31 }) });
  const store = makeStore({
    services: testServices({ apiBaseUrl: server.url }),
    recorder: createRecorder({ clock: manualClock() }),
  });
  const view = renderWithProviders({
    store,
    services: { apiBaseUrl: server.url },
    ui: <ContactForm />,
    user: TEST_USER,
  });
  await screen.findByText('7 + 5 kaç eder?');
  const { user } = view;
  await user.type(screen.getByLabelText('Konu'), 'Takım kaydı');
  await user.type(screen.getByLabelText('Mesajınız'), 'Takımım kaydedilmedi.');
  await user.type(screen.getByPlaceholderText('Cevabınız'), '12');
  await user.click(
    screen.getByRole('checkbox', {
      name: 'Hata ayıklama kaydımı da gönder: destek ekibi ne gördüğümü tekrar oynatabilsin',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Kayıt destek ekibine gönderildi (kayıt no. 31).')).toBeVisible();
  const uploads = server.requests.filter((r) => r.url.startsWith('/auth/api/SupportLog/Upload'));
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.headers['content-type']).toBe('application/gzip');
  expect(new URL(uploads[0]!.url, server.url).searchParams.get('Note')).toBe('Takım kaydı');
  // The message went first, and alone: the log is not part of the contact request.
  expect(Object.keys(JSON.parse(sent()[0]!.body))).not.toContain('Log');
});

it('a visitor is not offered the debug log (uploads name an account)', async () => {
  await open();
  expect(screen.queryByRole('checkbox')).toBeNull();
});
