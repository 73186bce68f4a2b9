/**
 * Wallet side effects.
 * - A redeemed coupon (spec section 4, "wallet data is refreshed") reads the wallet, the
 *   awards and the orders again, so the header's coin chip and every open balance show what
 *   it granted without a reload. The coupon call itself invalidates nothing
 *   (store/api/wallet.ts): this saga is the one place that does.
 * - A prize or an order paid on the server's side, announced by a notification, does the same.
 * - A started money payment leaves the page for the provider's checkout, through the store's
 *   services (tests and replays do not navigate).
 */
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import type { StoreServices } from '../services';
import { couponRedeemed, paymentStarted } from '../wallet/walletEvents';

/** What a redemption or a prize makes stale: the balances, the awards and the orders. */
export const WALLET_READS = ['Wallet', 'Award', 'Order'] as const;

export function* refreshWallet() {
  // The wallet endpoints are loaded already when a coupon was redeemed; the import only
  // hands over the module (the first page does not carry them).
  const { walletEndpoints }: typeof import('../api/wallet') = yield call(
    () => import(/* webpackChunkName: "api-wallet" */ '../api/wallet'),
  );
  yield put(walletEndpoints.util.invalidateTags([...WALLET_READS]));
}

/** Notifications of money that reached the wallet on the server's side, not by a call here. */
const WALLET_NEWS = new Set(['prizePaid', 'orderPaid']);

type NotificationAnswer = PayloadAction<{
  data?: { Notifications?: { Id: number; Kind: string }[] } | null;
}>;

/**
 * Any answer of the notification list, the popover's polling included, matched by its
 * action type so that this saga loads no endpoints for it.
 */
export const isNotificationListAnswer = (action: Action): action is NotificationAnswer =>
  action.type === 'authApi/executeQuery/fulfilled' &&
  (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName ===
    'notificationGetList';

/**
 * A prize paid or an order paid by the provider (the score job, the payment callback) shows
 * up as a notification: one newer than any seen before reads the wallet again, so the chip
 * follows a prize without a reload. The first answer only sets the mark (the wallet was
 * just read with the page).
 */
export function* refreshOnWalletNews(seen: { newest: number | null }, action: NotificationAnswer) {
  const news = (action.payload.data?.Notifications ?? []).filter((n) => WALLET_NEWS.has(n.Kind));
  const newest = Math.max(0, ...news.map((n) => n.Id));
  const before = seen.newest;
  seen.newest = Math.max(before ?? 0, newest);
  if (before !== null && newest > before) yield call(refreshWallet);
}

export function* leaveForCheckout(action: PayloadAction<{ PaymentUrl: string }>) {
  const services: StoreServices = yield getContext('services');
  services.navigate(action.payload.PaymentUrl);
}

export function* walletSaga() {
  yield takeEvery(couponRedeemed.type, refreshWallet);
  yield takeEvery(paymentStarted.type, leaveForCheckout);
  const seen: { newest: number | null } = { newest: null };
  yield takeEvery(isNotificationListAnswer, refreshOnWalletNews, seen);
}
