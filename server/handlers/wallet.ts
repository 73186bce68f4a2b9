/**
 * `Wallet/*` and `Order/GetOrderHistory`: the caller's wallet, purchases with coins or
 * FanGold, the histories, and rewarded ads. `ads` is the ad port (the house ad by default).
 */
import { requireVerifiedEmail } from '../accounts/users';
import { callerOf } from '../http/authentication';
import type { OperationHandlers } from '../http/specRoutes';
import { orderHistory } from '../market/orderHistory';
import { chipForPay } from '../market/purchases';
import { purchaseResult } from '../market/purchaseViews';
import { houseAd, type AdNetwork } from '../wallet/adNetwork';
import { adWatchStatus, watchForEarn } from '../wallet/ads';
import { awardHistory, walletHistory } from '../wallet/history';
import { readWallet } from '../wallet/wallet';
import type { HandlerDependencies } from './index';

export function walletHandlers(
  { db, clock }: HandlerDependencies,
  ads: AdNetwork = houseAd,
): OperationHandlers {
  return {
    walletGetWallets: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const wallet = await readWallet(db, me, ctx.language, clock.now());
      return { data: wallet, count: wallet.length };
    },

    walletChipForPay: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      await requireVerifiedEmail(db, me);
      const now = clock.now();
      const orderId = await chipForPay(db, me, ctx.body, now);
      return { data: await purchaseResult(db, orderId, me, ctx.language, now) };
    },

    orderGetOrderHistory: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const { rows, total } = await orderHistory(db, me, ctx.language, ctx.body);
      return { data: rows, count: total };
    },

    walletGetAwardHistory: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const { rows, total } = await awardHistory(db, me, ctx.language, ctx.body);
      return { data: rows, count: total };
    },

    walletGetWalletHistory: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      const { rows, total } = await walletHistory(db, me, ctx.language, ctx.body);
      return { data: rows, count: total };
    },

    walletAdWatchCheckCount: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      return { data: await adWatchStatus(db, me, ads, ctx.language, clock.now()) };
    },

    walletWatchForEarn: async (ctx) => {
      const me = callerOf(ctx.request).userId;
      return { data: await watchForEarn(db, me, ads, ctx.language, clock.now()) };
    },
  };
}
