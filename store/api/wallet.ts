/**
 * The wallet base (`/w/api`) as the rest of the code sees it: the generated endpoints, hooks
 * and types of ./generated/wallet.ts, and the one place for what codegen cannot say (cache
 * tags, a transformResponse, an optimistic update) through
 * `walletEndpoints.enhanceEndpoints`. Nothing outside store/api/ imports ./generated
 * (eslint.config.mjs); a chunk that imports this module loads the wallet endpoints only.
 */
import { walletEndpoints, type WalletEntry } from './generated/wallet';

export * from './generated/wallet';

/**
 * A purchase answers the wallet after it: the cached wallet takes it at once (the coin chip
 * and the builder's boosters change with the toast), and the invalidation that follows
 * reads it again.
 */
const walletAfter = {
  onQueryStarted: (
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: {
      dispatch: (action: unknown) => unknown;
      queryFulfilled: Promise<{ data: { data: { Wallet: WalletEntry[] }; message: string } }>;
    },
  ) =>
    queryFulfilled.then(
      ({ data }) =>
        void dispatch(
          walletEndpoints.util.upsertQueryData('walletGetWallets', undefined, {
            data: data.data.Wallet,
            count: data.data.Wallet.length,
            message: '',
          }),
        ),
      () => undefined,
    ),
};

walletEndpoints.enhanceEndpoints({
  endpoints: {
    // A redemption refreshes the wallet through the `couponRedeemed` saga
    // (store/sagas/wallet.ts), the one path the spec's "wallet data is refreshed" takes.
    payzeeBuyWithCouponCode: { invalidatesTags: [] },
    walletChipForPay: walletAfter,
    collectionSpendCollection: walletAfter,
    collectionChipForPlayer: walletAfter,
  },
});
