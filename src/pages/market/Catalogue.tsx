/**
 * The market's shop (`/market`): the balances, the rewarded ad, and the products by type
 * with their prices and what each does. Coins and FanGold buy after a confirm dialog; money
 * leaves for the payment provider's page (`Payzee/Pay`), which sends the buyer back to
 * `/market/odeme/<order>`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMarketGetProductsQuery,
  usePayzeePayMutation,
  type Product,
} from '../../../store/api/wallet';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { useAppDispatch } from '../../../store/hooks';
import { paymentStarted } from '../../../store/wallet/walletEvents';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { useNotify } from '../../components/toast/notify';
import { AdWatch } from './AdWatch';
import { BalanceBar } from './BalanceBar';
import { PRODUCT_TYPES, productsOfType, purchaseKey, useBalances } from './marketData';
import { ProductCard } from './ProductCard';
import { usePurchase } from './usePurchase';

// Wallet items the wallet lists; the coin packs and the chosen card are not held.
const isWalletItem = (product: Product) =>
  product.Grants.some((g) => g.ProductCode === product.Code);

export function Catalogue() {
  const { t } = useTranslation('market');
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const products = useMarketGetProductsQuery({});
  const balances = useBalances();
  const purchase = usePurchase();
  const [pay, { isLoading: paying }] = usePayzeePayMutation();
  const [leaving, setLeaving] = useState(false);

  const payMoney = async (product: Product) => {
    const result = await pay({
      payRequest: { ProductId: product.Id, IdempotencyKey: purchaseKey() },
    });
    if ('error' in result) {
      const error = result.error as ApiError;
      console.error('Payment could not start:', error.ResultMessage);
      notify.error(error.ResultMessage);
      return;
    }
    setLeaving(true);
    dispatch(
      paymentStarted({
        OrderId: result.data.data.OrderId,
        PaymentUrl: result.data.data.PaymentUrl,
      }),
    );
  };

  const list = products.data?.data ?? [];
  return (
    <>
      <BalanceBar balances={balances} />
      {leaving && (
        <p className="form-message" role="status">
          {t('payment.leaving')}
        </p>
      )}
      <AdWatch />
      {products.isLoading ? (
        <Spinner />
      ) : products.isError ? (
        <ErrorState
          message={errorMessage(products.error)}
          onRetry={() => void products.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        PRODUCT_TYPES.map(({ type, key }) => {
          const ofType = productsOfType(list, type);
          if (ofType.length === 0) return null;
          return (
            <section key={type} className="market__section" aria-labelledby={`market-type-${key}`}>
              <h2 id={`market-type-${key}`}>{t(`types.${key}`)}</h2>
              <p className="muted">{t(`typeHint.${key}`)}</p>
              <ul className="products">
                {ofType.map((product) => (
                  <ProductCard
                    key={product.Id}
                    product={product}
                    owned={isWalletItem(product) ? balances.quantityOf(product.Code) : undefined}
                    expiresAt={
                      balances.entries.find((e) => e.ProductCode === product.Code)?.ExpiresAt
                    }
                    purchase={purchase}
                    onPayMoney={(p) => void payMoney(p)}
                    paying={paying || leaving}
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
      {purchase.dialog}
    </>
  );
}
