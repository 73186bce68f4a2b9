/** The coupon dialog of spec sections 4 and 5, against a scripted server. */
import { screen, waitFor, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../store/makeStore';
import { testServices } from '../../../store/testing/testServices';
import { dialogOpened } from '../../../store/ui/uiSlice';
import { couponRedeemed } from '../../../store/wallet/walletEvents';
import { TOAST_MS } from '../../../store/constants';
import { TOAST_OPTIONS } from '../../components/toast/notify';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
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

/** The actions that reached the store, in order. */
let seen: UnknownAction[] = [];
const recorder: Middleware = () => (next) => (action) => {
  seen.push(action as UnknownAction);
  return next(action);
};
const seenOfType = (type: string) => seen.filter((action) => action.type === type);

async function openDialog() {
  seen = [];
  const store = makeStore({ services: testServices({ apiBaseUrl: server.url }), recorder });
  const view = renderWithProviders({
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
    store,
  });
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
  // The saga's refresh: the event, then the wallet read again.
  expect(seenOfType(couponRedeemed.type)).toEqual([
    couponRedeemed({ message: '500 jeton hesabınıza eklendi.' }),
  ]);
  await waitFor(() => expect(walletCalls()).toBe(2));
  // A 4 s success toast (spec section 9), not the 2 s one.
  expect(seenOfType('ui/toastShown').map((a) => (a.payload as { kind: string }).kind)).toEqual([
    'couponSuccess',
  ]);
  expect(TOAST_OPTIONS.couponSuccess.duration).toBe(TOAST_MS.couponSuccess);
  expect(TOAST_MS.couponSuccess).toBe(4000);
});

it('success resets the form and the captcha: reopened, the code is empty and a new question asked', async () => {
  server.route('/w/api/Payzee/BuyWithCouponCode', {
    body: envelope([], 0, 'Kupon kullanıldı: 500 Jeton.'),
  });
  const { dialog, user, store } = await openDialog();
  const challenges = () =>
    server.requests.filter((r) => r.url === '/auth/api/Captcha/GetChallenge').length;
  await user.type(within(dialog).getByLabelText('Kupon kodu'), '  hosgeldin ');
  await user.type(within(dialog).getByLabelText(/Güvenlik sorusu/), '12');
  const before = challenges();
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The code went trimmed (the server upper-cases it).
  expect(JSON.parse(redeemCalls()[0]!.body).CouponCode).toBe('hosgeldin');
  store.dispatch(dialogOpened('coupon'));
  const again = await screen.findByRole('dialog', { name: 'Kupon Kodu' });
  await waitFor(() => expect(challenges()).toBeGreaterThan(before));
  expect(within(again).getByLabelText('Kupon kodu')).toHaveValue('');
  expect(await within(again).findByLabelText(/Güvenlik sorusu/)).toHaveValue('');
});

it('the submit button shows the loading state while the redemption runs', async () => {
  server.route('/w/api/Payzee/BuyWithCouponCode', {
    body: envelope([], 0, 'Kupon kullanıldı.'),
    delayMs: 300,
  });
  const { dialog, user } = await openDialog();
  await user.type(within(dialog).getByLabelText('Kupon kodu'), 'HOSGELDIN');
  await user.type(within(dialog).getByLabelText(/Güvenlik sorusu/), '12');
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  const busy = await within(dialog).findByRole('button', { name: 'Yükleniyor…' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
  // The typed code stays for another try; nothing refreshed, no success event.
  expect(within(dialog).getByLabelText('Kupon kodu')).toHaveValue('HOSGELDIN');
  expect(seenOfType(couponRedeemed.type)).toEqual([]);
  expect(seenOfType('ui/toastShown').map((a) => (a.payload as { kind: string }).kind)).toEqual([
    'error',
  ]);
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
