import { walletApi as api } from '../emptyApis';
export const addTagTypes = [
  'Wallet',
  'Order',
  'Award',
  'AdWatch',
  'Coupon',
  'Collection',
  'Product',
  'AdminWallet',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      walletGetWallets: build.query<WalletGetWalletsApiResponse, WalletGetWalletsApiArg>({
        query: () => ({ url: `/Wallet/GetWallets` }),
        providesTags: ['Wallet'],
      }),
      walletChipForPay: build.mutation<WalletChipForPayApiResponse, WalletChipForPayApiArg>({
        query: (queryArg) => ({
          url: `/Wallet/ChipForPay`,
          method: 'POST',
          body: queryArg.chipForPayRequest,
        }),
        invalidatesTags: ['Wallet', 'Order'],
      }),
      walletGetAwardHistory: build.query<
        WalletGetAwardHistoryApiResponse,
        WalletGetAwardHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/Wallet/GetAwardHistory`,
          method: 'POST',
          body: queryArg.awardHistoryRequest,
        }),
        providesTags: ['Award'],
      }),
      walletGetWalletHistory: build.query<
        WalletGetWalletHistoryApiResponse,
        WalletGetWalletHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/Wallet/GetWalletHistory`,
          method: 'POST',
          body: queryArg.walletHistoryRequest,
        }),
        providesTags: ['Wallet'],
      }),
      walletAdWatchCheckCount: build.query<
        WalletAdWatchCheckCountApiResponse,
        WalletAdWatchCheckCountApiArg
      >({
        query: () => ({ url: `/Wallet/AdWatchCheckCount` }),
        providesTags: ['AdWatch'],
      }),
      walletWatchForEarn: build.mutation<WalletWatchForEarnApiResponse, WalletWatchForEarnApiArg>({
        query: () => ({ url: `/Wallet/WatchForEarn`, method: 'POST' }),
        invalidatesTags: ['AdWatch', 'Wallet', 'Award'],
      }),
      payzeeBuyWithCouponCode: build.mutation<
        PayzeeBuyWithCouponCodeApiResponse,
        PayzeeBuyWithCouponCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/Payzee/BuyWithCouponCode`,
          method: 'POST',
          body: queryArg.couponRedeemRequest,
        }),
        invalidatesTags: ['Wallet', 'Award', 'Coupon'],
      }),
      payzeePay: build.mutation<PayzeePayApiResponse, PayzeePayApiArg>({
        query: (queryArg) => ({ url: `/Payzee/Pay`, method: 'POST', body: queryArg.payRequest }),
        invalidatesTags: ['Order'],
      }),
      payzeeSandboxConfirm: build.mutation<
        PayzeeSandboxConfirmApiResponse,
        PayzeeSandboxConfirmApiArg
      >({
        query: (queryArg) => ({
          url: `/Payzee/SandboxConfirm`,
          method: 'POST',
          body: queryArg.sandboxConfirmRequest,
        }),
        invalidatesTags: ['Wallet', 'Order'],
      }),
      payzeeCallback: build.mutation<PayzeeCallbackApiResponse, PayzeeCallbackApiArg>({
        query: (queryArg) => ({
          url: `/Payzee/Callback`,
          method: 'POST',
          body: queryArg.payzeeCallbackRequest,
        }),
        invalidatesTags: ['Wallet', 'Order'],
      }),
      orderGetOrderHistory: build.query<
        OrderGetOrderHistoryApiResponse,
        OrderGetOrderHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/Order/GetOrderHistory`,
          method: 'POST',
          body: queryArg.orderHistoryRequest,
        }),
        providesTags: ['Order'],
      }),
      collectionSpendCollection: build.mutation<
        CollectionSpendCollectionApiResponse,
        CollectionSpendCollectionApiArg
      >({
        query: (queryArg) => ({
          url: `/Collection/SpendCollection`,
          method: 'POST',
          body: queryArg.spendCollectionRequest,
        }),
        invalidatesTags: ['Wallet', 'Collection', 'Award'],
      }),
      collectionGetCollectionUserPlayers: build.query<
        CollectionGetCollectionUserPlayersApiResponse,
        CollectionGetCollectionUserPlayersApiArg
      >({
        query: (queryArg) => ({
          url: `/Collection/GetCollectionUserPlayers`,
          method: 'POST',
          body: queryArg.collectionUserPlayersRequest,
        }),
        providesTags: ['Collection'],
      }),
      collectionChipForPlayer: build.mutation<
        CollectionChipForPlayerApiResponse,
        CollectionChipForPlayerApiArg
      >({
        query: (queryArg) => ({
          url: `/Collection/ChipForPlayer`,
          method: 'POST',
          body: queryArg.chipForPlayerRequest,
        }),
        invalidatesTags: ['Wallet', 'Order', 'Collection', 'Award'],
      }),
      marketGetProducts: build.query<MarketGetProductsApiResponse, MarketGetProductsApiArg>({
        query: (queryArg) => ({
          url: `/Market/GetProducts`,
          params: {
            productType: queryArg.productType,
          },
        }),
        providesTags: ['Product'],
      }),
      adminGetCoupons: build.query<AdminGetCouponsApiResponse, AdminGetCouponsApiArg>({
        query: (queryArg) => ({
          url: `/Admin/GetCoupons`,
          method: 'POST',
          body: queryArg.couponListRequest,
        }),
        providesTags: ['Coupon'],
      }),
      adminInsertCoupon: build.mutation<AdminInsertCouponApiResponse, AdminInsertCouponApiArg>({
        query: (queryArg) => ({
          url: `/Admin/InsertCoupon`,
          method: 'POST',
          body: queryArg.insertCouponRequest,
        }),
        invalidatesTags: ['Coupon'],
      }),
      adminUpdateCoupon: build.mutation<AdminUpdateCouponApiResponse, AdminUpdateCouponApiArg>({
        query: (queryArg) => ({
          url: `/Admin/UpdateCoupon`,
          method: 'PUT',
          body: queryArg.updateCouponRequest,
        }),
        invalidatesTags: ['Coupon'],
      }),
      adminGetProducts: build.query<AdminGetProductsApiResponse, AdminGetProductsApiArg>({
        query: () => ({ url: `/Admin/GetProducts` }),
        providesTags: ['Product'],
      }),
      adminUpsertProduct: build.mutation<AdminUpsertProductApiResponse, AdminUpsertProductApiArg>({
        query: (queryArg) => ({
          url: `/Admin/UpsertProduct`,
          method: 'POST',
          body: queryArg.upsertProductRequest,
        }),
        invalidatesTags: ['Product', 'Wallet'],
      }),
      adminGetUserWallet: build.query<AdminGetUserWalletApiResponse, AdminGetUserWalletApiArg>({
        query: (queryArg) => ({
          url: `/Admin/GetUserWallet`,
          params: {
            UserId: queryArg.userId,
          },
        }),
        providesTags: ['AdminWallet'],
      }),
      adminGetUserWalletHistory: build.query<
        AdminGetUserWalletHistoryApiResponse,
        AdminGetUserWalletHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/Admin/GetUserWalletHistory`,
          method: 'POST',
          body: queryArg.adminWalletHistoryRequest,
        }),
        providesTags: ['AdminWallet'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as walletEndpoints };
export type WalletGetWalletsApiResponse = /** status 200 The wallet entries. */ {
  data: WalletEntry[];
  count: number;
  message: string;
};
export type WalletGetWalletsApiArg = void;
export type WalletChipForPayApiResponse =
  /** status 200 The paid order and the wallet after it. */ {
    data: PurchaseResult;
    count: number;
    message: string;
  };
export type WalletChipForPayApiArg = {
  chipForPayRequest: ChipForPayRequest;
};
export type WalletGetAwardHistoryApiResponse =
  /** status 200 One page of awards; TotalCount counts all matching. */ {
    data: AwardEntry[];
    count: number;
    message: string;
  };
export type WalletGetAwardHistoryApiArg = {
  awardHistoryRequest: AwardHistoryRequest;
};
export type WalletGetWalletHistoryApiResponse =
  /** status 200 One page of movements; TotalCount counts all matching. */ {
    data: WalletHistoryEntry[];
    count: number;
    message: string;
  };
export type WalletGetWalletHistoryApiArg = {
  walletHistoryRequest: WalletHistoryRequest;
};
export type WalletAdWatchCheckCountApiResponse = /** status 200 Today's counter. */ {
  data: AdWatchStatus;
  count: number;
  message: string;
};
export type WalletAdWatchCheckCountApiArg = void;
export type WalletWatchForEarnApiResponse =
  /** status 200 Coins earned, the new coin balance and today's counter. */ {
    data: AdWatchResult;
    count: number;
    message: string;
  };
export type WalletWatchForEarnApiArg = void;
export type PayzeeBuyWithCouponCodeApiResponse = /** status 200 What the coupon granted. */ {
  data: ProductGrant[];
  count: number;
  message: string;
};
export type PayzeeBuyWithCouponCodeApiArg = {
  couponRedeemRequest: CouponRedeemRequest;
};
export type PayzeePayApiResponse = /** status 200 The pending order and how to pay it. */ {
  data: PaymentStart;
  count: number;
  message: string;
};
export type PayzeePayApiArg = {
  payRequest: PayRequest;
};
export type PayzeeSandboxConfirmApiResponse =
  /** status 200 The paid order and the wallet after it. */ {
    data: PurchaseResult;
    count: number;
    message: string;
  };
export type PayzeeSandboxConfirmApiArg = {
  sandboxConfirmRequest: SandboxConfirmRequest;
};
export type PayzeeCallbackApiResponse = /** status 200 The paid order and the wallet after it. */ {
  data: PurchaseResult;
  count: number;
  message: string;
};
export type PayzeeCallbackApiArg = {
  payzeeCallbackRequest: PayzeeCallbackRequest;
};
export type OrderGetOrderHistoryApiResponse =
  /** status 200 One page of orders; TotalCount counts all matching. */ {
    data: Order[];
    count: number;
    message: string;
  };
export type OrderGetOrderHistoryApiArg = {
  orderHistoryRequest: OrderHistoryRequest;
};
export type CollectionSpendCollectionApiResponse =
  /** status 200 The cards, any completed sets with their rewards, and the wallet after it. */ {
    data: CollectionResult;
    count: number;
    message: string;
  };
export type CollectionSpendCollectionApiArg = {
  spendCollectionRequest: SpendCollectionRequest;
};
export type CollectionGetCollectionUserPlayersApiResponse =
  /** status 200 One page of cards; TotalCount counts all matching. */ {
    data: CollectionUserPlayer[];
    count: number;
    message: string;
  };
export type CollectionGetCollectionUserPlayersApiArg = {
  collectionUserPlayersRequest: CollectionUserPlayersRequest;
};
export type CollectionChipForPlayerApiResponse =
  /** status 200 The card, the order, any completed set with its reward, and the wallet after it. */ {
    data: CollectionResult;
    count: number;
    message: string;
  };
export type CollectionChipForPlayerApiArg = {
  chipForPlayerRequest: ChipForPlayerRequest;
};
export type MarketGetProductsApiResponse =
  /** status 200 Active products with a price, in market order. */ {
    data: Product[];
    count: number;
    message: string;
  };
export type MarketGetProductsApiArg = {
  /** Only products of this type. */
  productType?: ProductType;
};
export type AdminGetCouponsApiResponse =
  /** status 200 One page of coupons; TotalCount counts all matching. */ {
    data: Coupon[];
    count: number;
    message: string;
  };
export type AdminGetCouponsApiArg = {
  couponListRequest: CouponListRequest;
};
export type AdminInsertCouponApiResponse = /** status 200 The new coupon. */ {
  data: Coupon;
  count: number;
  message: string;
};
export type AdminInsertCouponApiArg = {
  insertCouponRequest: InsertCouponRequest;
};
export type AdminUpdateCouponApiResponse = /** status 200 The updated coupon. */ {
  data: Coupon;
  count: number;
  message: string;
};
export type AdminUpdateCouponApiArg = {
  updateCouponRequest: UpdateCouponRequest;
};
export type AdminGetProductsApiResponse = /** status 200 All products. */ {
  data: AdminProduct[];
  count: number;
  message: string;
};
export type AdminGetProductsApiArg = void;
export type AdminUpsertProductApiResponse = /** status 200 The stored product. */ {
  data: AdminProduct;
  count: number;
  message: string;
};
export type AdminUpsertProductApiArg = {
  upsertProductRequest: UpsertProductRequest;
};
export type AdminGetUserWalletApiResponse = /** status 200 The wallet entries. */ {
  data: WalletEntry[];
  count: number;
  message: string;
};
export type AdminGetUserWalletApiArg = {
  userId: Id;
};
export type AdminGetUserWalletHistoryApiResponse =
  /** status 200 One page of movements; TotalCount counts all matching. */ {
    data: WalletHistoryEntry[];
    count: number;
    message: string;
  };
export type AdminGetUserWalletHistoryApiArg = {
  adminWalletHistoryRequest: AdminWalletHistoryRequest;
};
export type ProductType = 1 | 2 | 3 | 5 | 7;
export type ProductCode = string;
export type Count = number;
export type WalletEntry = {
  ProductType: ProductType;
  ProductCode: ProductCode;
  /** In the caller's language. */
  Name: string;
  Quantity: Count;
  /** When a time-bound item (the subscription, a pass with a duration) lapses; null if never. */
  ExpiresAt: string | null;
};
export type Id = number;
export type Currency = 'COIN' | 'FANGOLD' | 'TRY';
export type ProductGrant = {
  ProductType: ProductType;
  ProductCode: ProductCode;
  /** In the caller's language. */
  Name?: string;
  Quantity: number;
};
export type DateTime = string;
export type Order = {
  Id: Id;
  ProductId: Id;
  ProductCode: ProductCode;
  ProductType: ProductType;
  /** In the caller's language. */
  ProductName: string;
  /** The chosen player of a `CARD` order; null otherwise. */
  PlayerId: number | null;
  Quantity: number;
  Currency: Currency;
  /** What was paid, in Currency (kuruş for TRY). */
  Amount: number;
  Status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
  Channel: 'Web' | 'iOS' | 'Android';
  /** What the order puts in the wallet, fixed when the order is made (credited once it is paid); empty for a `CARD`, which gives a card. */
  Grants: ProductGrant[];
  CreatedAt: DateTime;
  CompletedAt: string | null;
};
export type PurchaseResult = {
  Order: Order;
  Wallet: WalletEntry[];
};
export type IdempotencyKey = string;
export type ChipForPayRequest = {
  productId: Id;
  /** 'Web' from the web client. */
  channel: 'Web' | 'iOS' | 'Android';
  IdempotencyKey: IdempotencyKey;
  /** FANGOLD only for products with a PriceFanGold. */
  PayWith?: 'COIN' | 'FANGOLD';
};
export type AwardSource = 'prize' | 'coupon' | 'ad' | 'achievement' | 'set' | 'grant' | 'admin';
export type AwardEntry = {
  Id: Id;
  Source: AwardSource;
  ProductType: ProductType;
  ProductCode: ProductCode;
  /** In the caller's language. */
  ProductName: string;
  Quantity: number;
  /** What it was for, in the caller's language (e.g. "Süper Lig 12. Hafta: 3."). */
  Title: string;
  /** The contest of a prize; null otherwise. */
  ContestId: number | null;
  CreatedAt: DateTime;
};
export type SortItem = {
  /** A field of the listed rows. */
  ColumnName: string;
  ColumnOrder: 'asc' | 'desc';
};
export type SortingPaging = {
  SortItem?: SortItem;
  /** Zero-based page. */
  PageNumber?: number;
  /** Page size. */
  NumberRecords?: number;
};
export type CompetitionCode = string;
export type SportsCode = 'FTBL';
export type PagedRequest = {
  SortingPaging?: SortingPaging;
  CompetitionCode?: CompetitionCode;
  SportsCode?: SportsCode;
};
export type AwardHistoryRequest = PagedRequest & {
  Source?: AwardSource;
};
export type LedgerReason =
  | 'order'
  | 'prize'
  | 'coupon'
  | 'ad'
  | 'achievement'
  | 'set'
  | 'grant'
  | 'admin'
  | 'teamBooster'
  | 'boosterReturned'
  | 'extraTeam'
  | 'packOpened';
export type WalletHistoryEntry = {
  Id: Id;
  Reason: LedgerReason;
  ProductType: ProductType;
  ProductCode: ProductCode;
  /** In the caller's language. */
  ProductName: string;
  /** Positive for a credit */
  Quantity: number;
  /** What it was for, in the caller's language. */
  Title: string;
  /** The order of an `order` entry; null otherwise. */
  OrderId: number | null;
  CreatedAt: DateTime;
};
export type WalletHistoryRequest = PagedRequest & {
  ProductCode?: ProductCode;
};
export type Ad = {
  AdId: string;
  Title: string;
  Text: string;
  /** Where the ad leads (a path of this site for the house ad). */
  LinkUrl: string | null;
  /** How long the client shows it before the reward may be claimed. */
  Seconds: number;
};
export type AdWatchStatus = {
  WatchedToday: Count;
  /** 5 by the game rules. */
  DailyLimit: number;
  Remaining: Count;
  CoinsPerWatch: Count;
  ResetsAt: DateTime;
  /** The ad to show next; null when none is left today. */
  Ad: Ad | null;
};
export type AdWatchResult = AdWatchStatus & {
  CoinsEarned: Count;
  CoinBalance: Count;
};
export type CaptchaResponse = string;
export type CouponRedeemRequest = {
  /** 5-16 letters and digits after trimming: white space around the code (a pasted code with a trailing space or new line) is removed before the length check, and lower-case letters count as upper-case. */
  CouponCode: string;
  IsSpecialCoupon: boolean;
  CaptchaResponse: CaptchaResponse;
};
export type TestCard = {
  CardNumber: string;
  Outcome: 'success' | 'declined' | 'insufficient_funds';
  /** The card first goes through a 3-D Secure-style bank check (a few seconds' wait). */
  ThreeDSecure: boolean;
};
export type PaymentStart = {
  OrderId: Id;
  Provider: 'payzee' | 'sandbox';
  /** Where the player pays: Payzee's payment page, or the sandbox provider's checkout page on this server (`/sandbox/checkout/<OrderId>?t=…`, both languages). */
  PaymentUrl: string;
  /** In kuruş. */
  Amount: number;
  Currency: 'TRY';
  ExpiresAt: DateTime;
  /** The sandbox's test cards and what each does (the checkout page lists them too); always present, empty with a real provider. */
  TestCards: TestCard[];
};
export type PayRequest = {
  ProductId: Id;
  IdempotencyKey: IdempotencyKey;
};
export type SandboxConfirmRequest = {
  OrderId: Id;
  Outcome: 'success' | 'declined' | 'insufficient_funds';
  /** The provider's id of the charge. */
  PaymentReference: string;
  Signature: string;
};
export type PayzeeCallbackRequest = {
  /** `PAYZEE_MERCHANT_ID`. */
  merchant: string;
  order: Id;
  /** The amount charged */
  amount: number;
  currency: string;
  status: 'success' | 'declined' | 'insufficient_funds';
  /** Payzee's id of the charge. */
  reference: string;
  /** HMAC-SHA256 of the other fields with `PAYZEE_SECRET`, lower-case hex. */
  signature: string;
};
export type OrderHistoryRequest = PagedRequest & {
  Status?: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
};
export type Position = 'GK' | 'DEF' | 'MID' | 'FWD';
export type CollectedCard = {
  PlayerId: Id;
  PlayerName: string;
  Position: Position;
  TeamId: Id;
  /** The caller's first copy of this player. */
  IsNew: boolean;
};
export type ClubSetProgress = {
  TeamId: Id;
  Collected: Count;
  Total: Count;
  Completed: boolean;
  RewardCoins: Count;
};
export type CollectionResult = {
  Cards: CollectedCard[];
  SetsCompleted: ClubSetProgress[];
  /** What the completed sets paid (already in Wallet). */
  Rewards: ProductGrant[];
  Wallet: WalletEntry[];
  /** ChipForPlayer only. */
  Order?: Order;
};
export type SpendCollectionRequest = {
  ProductId: Id;
  IdempotencyKey: IdempotencyKey;
};
export type CollectionUserPlayer = {
  PlayerId: Id;
  PlayerName: string;
  Position: Position;
  TeamId: Id;
  OwnedCount: Count;
  FirstCollectedAt: string | null;
  ClubSet: ClubSetProgress;
};
export type CollectionUserPlayersRequest = PagedRequest & {
  TeamId?: Id;
  Position?: Position;
  /** False lists the whole album, missing cards with OwnedCount 0. */
  OwnedOnly?: boolean;
};
export type ChipForPlayerRequest = {
  PlayerId: Id;
  IdempotencyKey: IdempotencyKey;
};
export type ProductFields = {
  Id: Id;
  ProductType: ProductType;
  Code: ProductCode;
  /** Price in coins; null if not sold for coins. */
  PriceCoins: number | null;
  /** Price in FanGold; null if not sold for FanGold. */
  PriceFanGold: number | null;
  /** Price in TRY kuruş (Payzee/Pay); null if not sold for money. */
  PriceKurus: number | null;
  /** What buying it puts in the wallet (empty for `CARD`, which gives a card). */
  Grants: ProductGrant[];
  /** Subscriptions and passes; null otherwise. */
  DurationDays: number | null;
  /** Purchase cap per user (boosters 2); null if none. */
  MaxPerHalfSeason: number | null;
};
export type Product = ProductFields & {
  Name: string;
  Description: string;
};
export type Coupon = {
  Id: Id;
  Code: string;
  /** A sponsor coupon. */
  IsSpecial: boolean;
  Grants: ProductGrant[];
  /** Global use limit (each user once). */
  MaxUses: number;
  UsedCount: Count;
  ExpiresAt: DateTime;
  IsActive: boolean;
  Note: string | null;
  CreatedAt: DateTime;
};
export type CouponListRequest = PagedRequest & {
  /** Part of a code. */
  Search?: string;
  IsActive?: boolean;
  IsSpecial?: boolean;
};
export type ProductGrantInput = {
  ProductCode: ProductCode;
  Quantity: number;
};
export type InsertCouponRequest = {
  /** Upper-case letters and digits. */
  Code: string;
  IsSpecial?: boolean;
  Grants: ProductGrantInput[];
  MaxUses: number;
  ExpiresAt: DateTime;
  IsActive?: boolean;
  Note?: string;
};
export type UpdateCouponRequest = {
  Id: Id;
  IsSpecial?: boolean;
  Grants?: ProductGrantInput[];
  MaxUses?: number;
  ExpiresAt?: DateTime;
  IsActive?: boolean;
  Note?: string | null;
};
export type LocalizedText = {
  Tr: string;
  En: string;
};
export type AdminProduct = ProductFields & {
  Name: LocalizedText;
  Description: LocalizedText;
  IsActive: boolean;
  SortOrder: number;
  UpdatedAt: DateTime;
};
export type UpsertProductRequest = {
  Id?: Id;
  ProductType: ProductType;
  Code: ProductCode;
  Name: LocalizedText;
  Description: LocalizedText;
  PriceCoins: number | null;
  PriceFanGold: number | null;
  PriceKurus: number | null;
  Grants: ProductGrantInput[];
  DurationDays?: number | null;
  MaxPerHalfSeason?: number | null;
  IsActive: boolean;
  SortOrder?: number;
};
export type AdminWalletHistoryRequest = PagedRequest & {
  UserId: Id;
  ProductCode?: ProductCode;
};
export const {
  useWalletGetWalletsQuery,
  useLazyWalletGetWalletsQuery,
  useWalletChipForPayMutation,
  useWalletGetAwardHistoryQuery,
  useLazyWalletGetAwardHistoryQuery,
  useWalletGetWalletHistoryQuery,
  useLazyWalletGetWalletHistoryQuery,
  useWalletAdWatchCheckCountQuery,
  useLazyWalletAdWatchCheckCountQuery,
  useWalletWatchForEarnMutation,
  usePayzeeBuyWithCouponCodeMutation,
  usePayzeePayMutation,
  usePayzeeSandboxConfirmMutation,
  usePayzeeCallbackMutation,
  useOrderGetOrderHistoryQuery,
  useLazyOrderGetOrderHistoryQuery,
  useCollectionSpendCollectionMutation,
  useCollectionGetCollectionUserPlayersQuery,
  useLazyCollectionGetCollectionUserPlayersQuery,
  useCollectionChipForPlayerMutation,
  useMarketGetProductsQuery,
  useLazyMarketGetProductsQuery,
  useAdminGetCouponsQuery,
  useLazyAdminGetCouponsQuery,
  useAdminInsertCouponMutation,
  useAdminUpdateCouponMutation,
  useAdminGetProductsQuery,
  useLazyAdminGetProductsQuery,
  useAdminUpsertProductMutation,
  useAdminGetUserWalletQuery,
  useLazyAdminGetUserWalletQuery,
  useAdminGetUserWalletHistoryQuery,
  useLazyAdminGetUserWalletHistoryQuery,
} = injectedRtkApi;
