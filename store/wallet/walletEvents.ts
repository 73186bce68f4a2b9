/** Wallet events that sagas react to: something changed the wallet outside a cached read. */
import { createAction } from '@reduxjs/toolkit';

/** A coupon was redeemed: the server's message, as the success toast showed it. */
export const couponRedeemed = createAction<{ message: string }>('wallet/couponRedeemed');
