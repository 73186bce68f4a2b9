/** Wallet events that sagas react to: something changed the wallet outside a cached read. */
import { createAction } from '@reduxjs/toolkit';

/** A coupon was redeemed: the server's message, as the success toast showed it. */
export const couponRedeemed = createAction<{ message: string }>('wallet/couponRedeemed');

/**
 * A money payment was started: the buyer leaves for the provider's page, which sends them
 * back to `/market/odeme/<OrderId>` with the outcome.
 */
export const paymentStarted = createAction<{ OrderId: number; PaymentUrl: string }>(
  'wallet/paymentStarted',
);
