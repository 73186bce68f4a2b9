/**
 * The wallet base (`/w/api`) as the rest of the code sees it: the generated endpoints, hooks
 * and types of ./generated/wallet.ts, and the one place for what codegen cannot say (cache
 * tags, a transformResponse, an optimistic update) through
 * `walletEndpoints.enhanceEndpoints`. Nothing outside store/api/ imports ./generated
 * (eslint.config.mjs); a chunk that imports this module loads the wallet endpoints only.
 */
import { walletEndpoints } from './generated/wallet';

export * from './generated/wallet';

walletEndpoints.enhanceEndpoints({
  endpoints: {
    // A redemption refreshes the wallet through the `couponRedeemed` saga
    // (store/sagas/wallet.ts), the one path the spec's "wallet data is refreshed" takes.
    payzeeBuyWithCouponCode: { invalidatesTags: [] },
  },
});
