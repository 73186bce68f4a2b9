/** The wallet's balances at the top of the market: coins and FanGold, always in view. */
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../components/icons';
import { formatCoins } from '../../components/culture';
import type { Balances } from './marketData';

export function BalanceBar({ balances }: { balances: Balances }) {
  const { t } = useTranslation('market');
  return (
    <dl className="balances" aria-label={t('balance.title')}>
      <div className="balances__item">
        <dt>
          <CoinIcon width={18} height={18} aria-hidden="true" /> {t('balance.coins')}
        </dt>
        <dd className="tabular" data-testid="balance-coins">
          {balances.isLoading ? '…' : formatCoins(balances.coins)}
        </dd>
      </div>
      <div className="balances__item">
        <dt>{t('balance.fanGold')}</dt>
        <dd className="tabular" data-testid="balance-fangold">
          {balances.isLoading ? '…' : formatCoins(balances.fanGold)}
        </dd>
      </div>
    </dl>
  );
}
