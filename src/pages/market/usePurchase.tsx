/**
 * Buying a product with coins or FanGold (`Wallet/ChipForPay`), as the market and the team
 * builder both do it: a confirm dialog (`Vazgeç` / `Evet`) that says the price and the
 * balance after it, then the purchase with a fresh idempotency key, then a toast with the
 * new balance as the server counted it. The wallet's cache is invalidated by the call, so
 * the coin chip and every balance follow without a reload.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useWalletChipForPayMutation,
  type Product,
  type WalletEntry,
} from '../../../store/api/wallet';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatCoins } from '../../components/culture';
import { useNotify } from '../../components/toast/notify';
import { purchaseKey, useBalances } from './marketData';

export type PayWith = 'COIN' | 'FANGOLD';

interface Pending {
  product: Product;
  payWith: PayWith;
  key: string;
}

const priceIn = (product: Product, payWith: PayWith) =>
  (payWith === 'COIN' ? product.PriceCoins : product.PriceFanGold) ?? 0;

const balanceIn = (wallet: readonly WalletEntry[], payWith: PayWith) =>
  wallet.find((entry) => entry.ProductCode === payWith)?.Quantity ?? 0;

export interface Purchase {
  /** Opens the confirm dialog for this product in this currency. */
  ask: (product: Product, payWith: PayWith) => void;
  /** Whether the wallet holds enough for it. */
  affords: (product: Product, payWith: PayWith) => boolean;
  /** The confirm dialog while one is asked; render it anywhere. */
  dialog: ReactNode;
  buying: boolean;
}

export function usePurchase({ onBought }: { onBought?: (product: Product) => void } = {}) {
  const { t } = useTranslation('market');
  const notify = useNotify();
  const balances = useBalances();
  const [pending, setPending] = useState<Pending | null>(null);
  const [chipForPay, { isLoading }] = useWalletChipForPayMutation();

  const currency = (payWith: PayWith, amount: number) =>
    payWith === 'COIN'
      ? t('price.coins', { value: formatCoins(amount) })
      : t('price.fanGold', { value: formatCoins(amount) });
  const held = (payWith: PayWith) => (payWith === 'COIN' ? balances.coins : balances.fanGold);

  const confirm = async ({ product, payWith, key }: Pending) => {
    setPending(null);
    const result = await chipForPay({
      chipForPayRequest: {
        productId: product.Id,
        channel: 'Web',
        IdempotencyKey: key,
        PayWith: payWith,
      },
    });
    if ('error' in result) {
      const error = result.error as ApiError;
      console.error('Purchase failed:', error.ResultMessage);
      notify.error(error.ResultMessage);
      return;
    }
    const balance = balanceIn(result.data.data.Wallet, payWith);
    notify.success(t('bought', { product: product.Name, balance: currency(payWith, balance) }));
    onBought?.(product);
  };

  const purchase: Purchase = {
    ask: (product, payWith) => setPending({ product, payWith, key: purchaseKey() }),
    affords: (product, payWith) => held(payWith) >= priceIn(product, payWith),
    buying: isLoading,
    dialog: pending && (
      <ConfirmDialog
        title={t('confirm.title')}
        message={t('confirm.message', {
          product: pending.product.Name,
          price: currency(pending.payWith, priceIn(pending.product, pending.payWith)),
          balance: currency(
            pending.payWith,
            held(pending.payWith) - priceIn(pending.product, pending.payWith),
          ),
        })}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm(pending)}
      />
    ),
  };
  return purchase;
}
