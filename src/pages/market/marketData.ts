/**
 * What the market's screens share: the wallet's balances by product code, the product
 * types in market order, and a fresh idempotency key per purchase attempt.
 */
import { useMemo } from 'react';
import {
  useWalletGetWalletsQuery,
  type Product,
  type ProductType,
  type WalletEntry,
} from '../../../store/api/wallet';

/** Product types in the market's order (spec section 3), with their locale keys. */
export const PRODUCT_TYPES: readonly { type: ProductType; key: string }[] = [
  { type: 2, key: 'booster' },
  { type: 3, key: 'collection' },
  { type: 5, key: 'subscription' },
  { type: 7, key: 'special' },
  { type: 1, key: 'coin' },
];

export interface Balances {
  coins: number;
  fanGold: number;
  /** How many of a wallet item the wallet holds (0 when absent). */
  quantityOf: (code: string) => number;
  entries: readonly WalletEntry[];
  isLoading: boolean;
  isError: boolean;
}

/** The wallet as balances: the coin chip's read, so one cache entry for both. */
export function useBalances(): Balances {
  const { data, isLoading, isError } = useWalletGetWalletsQuery();
  return useMemo(() => {
    const entries = data?.data ?? [];
    const quantityOf = (code: string) =>
      entries.find((entry) => entry.ProductCode === code)?.Quantity ?? 0;
    return {
      coins: quantityOf('COIN'),
      fanGold: quantityOf('FANGOLD'),
      quantityOf,
      entries,
      isLoading,
      isError,
    };
  }, [data, isLoading, isError]);
}

/** The products of one type, in market order (the server's). */
export function productsOfType(products: readonly Product[], type: ProductType): Product[] {
  return products.filter((product) => product.ProductType === type);
}

/** A fresh key per purchase attempt (IdempotencyKey: 16-64 of [A-Za-z0-9_-]). */
export function purchaseKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The product code a wallet item is bought as (a wallet item grants itself). */
export const CARD_PACK = 'CARD_PACK';
export const CHOSEN_CARD = 'CARD';
