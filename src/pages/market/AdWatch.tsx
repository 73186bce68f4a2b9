/**
 * Watch an ad to earn coins: today's count against the daily limit, the ad shown for its
 * seconds, then the reward claimed (`Wallet/WatchForEarn`). The server counts and caps the
 * watches; this screen only waits the ad's time before offering the claim.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useWalletAdWatchCheckCountQuery,
  useWalletWatchForEarnMutation,
  type Ad,
} from '../../../store/api/wallet';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { formatCoins } from '../../components/culture';
import { useNotify } from '../../components/toast/notify';

/** Seconds left of the ad being shown (mounted per showing), counting down once a second. */
function useSecondsLeft(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** The ad for its seconds, then the button that claims the reward. */
function AdPlayer({
  ad,
  coins,
  claiming,
  onClaim,
}: {
  ad: Ad;
  coins: number;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('market');
  const left = useSecondsLeft(ad.Seconds);
  return (
    <div className="ad" role="region" aria-label={ad.Title}>
      <p className="ad__title">{ad.Title}</p>
      <p>{ad.Text}</p>
      <button type="button" className="button" disabled={left > 0 || claiming} onClick={onClaim}>
        {left > 0 ? t('ad.wait', { seconds: left }) : t('ad.claim', { coins: formatCoins(coins) })}
      </button>
    </div>
  );
}

export function AdWatch() {
  const { t } = useTranslation('market');
  const notify = useNotify();
  const status = useWalletAdWatchCheckCountQuery();
  const [watch, { isLoading }] = useWalletWatchForEarnMutation();
  const [showing, setShowing] = useState<Ad | null>(null);
  const counter = status.data?.data;
  if (!counter) return null;

  const claim = async () => {
    const result = await watch();
    setShowing(null);
    if ('error' in result) {
      const error = result.error as ApiError;
      console.error('Ad reward failed:', error.ResultMessage);
      notify.error(error.ResultMessage);
      return;
    }
    const earned = result.data.data;
    notify.success(
      t('ad.earned', {
        coins: formatCoins(earned.CoinsEarned),
        balance: formatCoins(earned.CoinBalance),
      }),
    );
  };

  return (
    <section className="market__ad" aria-labelledby="market-ad-title">
      <h2 id="market-ad-title">{t('ad.title')}</h2>
      <p data-testid="ad-count">
        {t('ad.count', { watched: counter.WatchedToday, limit: counter.DailyLimit })}
      </p>
      {showing ? (
        <AdPlayer
          ad={showing}
          coins={counter.CoinsPerWatch}
          claiming={isLoading}
          onClaim={() => void claim()}
        />
      ) : counter.Ad ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setShowing(counter.Ad)}
        >
          {t('ad.watch', { coins: formatCoins(counter.CoinsPerWatch) })}
        </button>
      ) : (
        <p className="muted">{t('ad.done')}</p>
      )}
    </section>
  );
}
