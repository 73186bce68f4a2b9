/**
 * One product as the market shows it: its name, what it does, its prices, how many the
 * wallet holds, and a button per way to pay (coins, FanGold, money). A coin pack is paid
 * with money on the provider's page; the chosen card is picked in the card collection.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Product } from '../../../store/api/wallet';
import { formatCoins, formatLira, useCulture } from '../../components/culture';
import { useLanguage } from '../../reads/language';
import { CHOSEN_CARD } from './marketData';
import type { Purchase } from './usePurchase';

export function ProductCard({
  product,
  owned,
  expiresAt,
  purchase,
  onPayMoney,
  paying,
}: {
  product: Product;
  /** How many the wallet holds (wallet items); undefined for what the wallet cannot hold. */
  owned: number | undefined;
  /** Until when a time-bound item held (the subscription, a pass with a duration) lasts. */
  expiresAt?: string | null;
  purchase: Purchase;
  onPayMoney: (product: Product) => void;
  paying: boolean;
}) {
  const { t } = useTranslation('market');
  const language = useLanguage();
  const culture = useCulture();
  const busy = purchase.buying || paying;
  const isChosenCard = product.Code === CHOSEN_CARD;
  const coinButton = (payWith: 'COIN' | 'FANGOLD', price: number) => {
    const affords = purchase.affords(product, payWith);
    const label =
      payWith === 'COIN'
        ? t('buy.withCoins', { price: formatCoins(price) })
        : t('buy.withFanGold', { price: formatCoins(price) });
    return (
      <button
        type="button"
        className={payWith === 'COIN' ? 'button' : 'button button--ghost'}
        disabled={busy || !affords}
        aria-describedby={affords || payWith !== 'COIN' ? undefined : `${product.Code}-short`}
        onClick={() => purchase.ask(product, payWith)}
      >
        {label}
      </button>
    );
  };
  // Short of coins: say how to get some (FanGold comes only from prizes).
  const short = !isChosenCard && product.PriceCoins !== null && !purchase.affords(product, 'COIN');

  return (
    <li className="product" data-product={product.Code}>
      <div className="product__head">
        <h3 className="product__name">{product.Name}</h3>
        {owned !== undefined && owned > 0 && (
          <span className="chip">
            {expiresAt
              ? t('buy.until', { date: culture.date(expiresAt) })
              : t('buy.owned', { count: owned })}
          </span>
        )}
      </div>
      <p className="product__text">{product.Description}</p>
      <p className="product__meta muted">
        {product.DurationDays !== null && t('buy.duration', { days: product.DurationDays })}
        {product.DurationDays !== null && product.MaxPerHalfSeason !== null && ' · '}
        {product.MaxPerHalfSeason !== null && t('buy.cap', { max: product.MaxPerHalfSeason })}
      </p>
      <div className="product__actions">
        {isChosenCard ? (
          <Link className="button" to="/market/kartlar#chosen-card">
            {t('buy.chooseCard', { price: formatCoins(product.PriceCoins ?? 0) })}
          </Link>
        ) : (
          <>
            {product.PriceCoins !== null && coinButton('COIN', product.PriceCoins)}
            {product.PriceFanGold !== null && coinButton('FANGOLD', product.PriceFanGold)}
            {product.PriceKurus !== null && (
              <button
                type="button"
                className={product.PriceCoins === null ? 'button' : 'button button--ghost'}
                disabled={busy}
                onClick={() => onPayMoney(product)}
              >
                {t('buy.withMoney', { price: formatLira(product.PriceKurus, language) })}
              </button>
            )}
          </>
        )}
      </div>
      {short && (
        <p id={`${product.Code}-short`} className="product__short muted">
          {t('buy.notEnough')}
        </p>
      )}
    </li>
  );
}
