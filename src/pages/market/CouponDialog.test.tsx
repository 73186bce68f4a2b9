/** The coupon dialog of spec sections 4 and 5, against a scripted server. */
import { screen, waitFor, within } from '@testing-library/react';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { dialogOpened } from '../../../store/ui/uiSlice';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  setScreenWidth(1024);
  server.requests.length = 0;
  server.clearRoutes();
  server.answer({ body: envelope(null) });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/auth/api/Captcha/GetChallenge', {
    body: envelope({
      Provider: 'local',
      ChallengeId: 'c1',
      Question: '7 + 5 kaç eder?',
      ExpiresAt: '2030-01-01T00:00:00Z',
    }),
  });
});

const redeemCalls = () =>
  server.requests.filter((r) => r.url === '/w/api/Payzee/BuyWithCouponCode');

async function openDialog() {
  const view = renderWithProviders({ services: { apiBaseUrl: server.url }, user: TEST_USER });
  view.store.dispatch(dialogOpened('coupon'));
  const dialog = await screen.findByRole('dialog', { name: 'Kupon Kodu' });
  await within(dialog).findByText('7 + 5 kaç eder?');
  return { ...view, dialog };
}

it('is 320px wide, its input has maxlength 16 and eight zeros as placeholder', async () => {
  const { dialog } = await openDialog();
  expect(dialog).toHaveStyle({ maxWidth: '320px' });
  const input = within(dialog).getByLabelText('Kupon kodu');
  expect(input).toHaveAttribute('maxLength', '16');
  expect(input).toHaveAttribute('placeholder', '00000000');
});

it('requires a code, of at least 5 characters, and the captcha, before any request', async () => {
  const { dialog, user } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  expect(await within(dialog).findByText('Kupon kodu boş olmamalı.')).toBeInTheDocument();
  expect(within(dialog).getByText('Lütfen güvenlik doğrulamasını tamamlayın.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Kupon kodu'), 'ABCD');
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  expect(
    await within(dialog).findByText('Kupon kodu minimum 5 karakter olmalıdır.'),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Kupon kodu'), 'E');
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  await waitFor(() =>
    expect(within(dialog).queryByText('Kupon kodu minimum 5 karakter olmalıdır.')).toBeNull(),
  );
  expect(within(dialog).getByText('Lütfen güvenlik doğrulamasını tamamlayın.')).toBeInTheDocument();
  expect(redeemCalls()).toHaveLength(0);
});

it('success: the message as a toast, dialog closed, wallet refreshed', async () => {
  server.route('/w/api/Payzee/BuyWithCouponCode', {
    body: envelope(
      [{ ProductType: 1, ProductCode: 'COIN', Quantity: 500 }],
      0,
      '500 jeton hesabınıza eklendi.',
    ),
  });
  const { dialog, user, store } = await openDialog();
  const walletCalls = () =>
    server.requests.filter((r) => r.url === '/w/api/Wallet/GetWallets').length;
  await waitFor(() => expect(walletCalls()).toBe(1));
  await user.type(within(dialog).getByLabelText('Kupon kodu'), 'HOSGELDIN');
  await user.type(within(dialog).getByLabelText(/Güvenlik sorusu/), '12');
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  expect(await screen.findByText('500 jeton hesabınıza eklendi.')).toBeInTheDocument();
  expect(JSON.parse(redeemCalls()[0]!.body)).toEqual({
    CouponCode: 'HOSGELDIN',
    IsSpecialCoupon: true,
    CaptchaResponse: 'c1:12',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(store.getState().ui.dialog).toBeNull();
  await waitFor(() => expect(walletCalls()).toBe(2));
});

it("failure: the server's message as an error toast, a fresh captcha, the dialog stays open", async () => {
  server.route('/w/api/Payzee/BuyWithCouponCode', {
    status: 501,
    body: {
      Result: { ResultCode: 1501, ResultMessage: 'Bu işlem henüz hazır değil.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { dialog, user } = await openDialog();
  const challenges = () =>
    server.requests.filter((r) => r.url === '/auth/api/Captcha/GetChallenge').length;
  const before = challenges();
  await user.type(within(dialog).getByLabelText('Kupon kodu'), 'HOSGELDIN');
  await user.type(within(dialog).getByLabelText(/Güvenlik sorusu/), '12');
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  expect(await screen.findByText('Bu işlem henüz hazır değil.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Kupon Kodu' })).toBeInTheDocument();
  await waitFor(() => expect(challenges()).toBe(before + 1));
  expect(errors.mock.calls.flat().join(' ')).toContain('Bu işlem henüz hazır değil.');
  errors.mockRestore();
});

it('closes with Escape and with Vazgeç', async () => {
  const { dialog, user, store } = await openDialog();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(store.getState().ui.dialog).toBeNull();
  store.dispatch(dialogOpened('coupon'));
  await user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
  expect(store.getState().ui.dialog).toBeNull();
});
