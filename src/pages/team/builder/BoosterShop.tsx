/**
 * The boosters the wallet holds, and for one it lacks a button that buys it with coins
 * without leaving the builder (the market's confirm dialog and purchase); once bought it
 * is chosen for the team.
 */
import { useTranslation } from 'react-i18next';
import type { Booster } from '../../../../store/api/engine';
import { useMarketGetProductsQuery } from '../../../../store/api/wallet';
import { formatCoins } from '../../../components/culture';
import { useBalances } from '../../market/marketData';
import { usePurchase } from '../../market/usePurchase';
import { BOOSTER_CODES, BOOSTERS } from '../teamData';

const BOOSTER_TYPE = 2;

export function BoosterShop({
  saved,
  onBought,
}: {
  /** The saved team's booster: it needs no purchase. */
  saved: Booster | null | undefined;
  onBought: (booster: Booster) => void;
}) {
  const { t } = useTranslation('team');
  const balances = useBalances();
  const products = useMarketGetProductsQuery({ productType: BOOSTER_TYPE });
  const purchase = usePurchase({
    onBought: (product) => {
      const booster = BOOSTERS.find((b) => BOOSTER_CODES[b] === product.Code);
      if (booster) onBought(booster);
    },
  });
  if (balances.isLoading) return null;
  const missing = BOOSTERS.filter(
    (booster) => booster !== saved && balances.quantityOf(BOOSTER_CODES[booster]) === 0,
  );
  return (
    <div className="booster-shop">
      <p className="field__hint" data-testid="booster-wallet">
        {t('booster.wallet', {
          list: BOOSTERS.map(
            (b) => `${t(`booster.${b}`)} ${balances.quantityOf(BOOSTER_CODES[b])}`,
          ).join(' · '),
        })}
      </p>
      {missing.length > 0 && (
        <div className="builder__actions">
          {missing.map((booster) => {
            const product = (products.data?.data ?? []).find(
              (p) => p.Code === BOOSTER_CODES[booster],
            );
            if (!product || product.PriceCoins === null) return null;
            return (
              <button
                key={booster}
                type="button"
                className="button button--ghost"
                disabled={purchase.buying || !purchase.affords(product, 'COIN')}
                onClick={() => purchase.ask(product, 'COIN')}
              >
                {t('booster.buy', {
                  name: t(`booster.${booster}`),
                  price: formatCoins(product.PriceCoins),
                })}
              </button>
            );
          })}
        </div>
      )}
      {purchase.dialog}
    </div>
  );
}
