/**
 * Wallet side effects. A started money payment leaves the page for the provider's checkout
 * (through the store's services, so tests and replays do not navigate). After a coupon redemption (spec section 4, "wallet data is
 * refreshed") the wallet and the award history are read again, so the header's coin chip
 * and every open balance show what the coupon granted without a reload. The coupon call
 * itself invalidates nothing (store/api/wallet.ts): this saga is the one place that does.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import type { StoreServices } from '../services';
import { couponRedeemed, paymentStarted } from '../wallet/walletEvents';

/** What a redemption makes stale: the balances and the list of awards. */
export const REFRESHED_AFTER_COUPON = ['Wallet', 'Award'] as const;

export function* refreshWallet() {
  // The wallet endpoints are loaded already when a coupon was redeemed; the import only
  // hands over the module (the first page does not carry them).
  const { walletEndpoints }: typeof import('../api/wallet') = yield call(
    () => import(/* webpackChunkName: "api-wallet" */ '../api/wallet'),
  );
  yield put(walletEndpoints.util.invalidateTags([...REFRESHED_AFTER_COUPON]));
}

export function* leaveForCheckout(action: PayloadAction<{ PaymentUrl: string }>) {
  const services: StoreServices = yield getContext('services');
  services.navigate(action.payload.PaymentUrl);
}

export function* walletSaga() {
  yield takeEvery(couponRedeemed.type, refreshWallet);
  yield takeEvery(paymentStarted.type, leaveForCheckout);
}
