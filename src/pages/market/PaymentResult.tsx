/**
 * Where the payment provider sends the buyer back (`/market/odeme/<order>`): the order as
 * the server decided it, said plainly. Paid: what it put in the wallet and the new
 * balance (the wallet is read again, so the coin chip follows). Failed or expired: nothing
 * was charged, try again. Still pending (the provider's callback may land a moment later):
 * the order is read again every few seconds.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useOrderGetOrderHistoryQuery, walletEndpoints } from '../../../store/api/wallet';
import { useAppDispatch } from '../../../store/hooks';
import { formatCoins } from '../../components/culture';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { HISTORY_PAGE } from './History';
import { useBalances } from './marketData';

const PENDING_POLL_MS = 2000;

export function PaymentResult() {
  const { t } = useTranslation('market');
  const dispatch = useAppDispatch();
  const orderId = Number(useParams().orderId);
  // The newest orders: the one just paid is among them (the order list's first page).
  const orders = useOrderGetOrderHistoryQuery(
    { orderHistoryRequest: { SortingPaging: { PageNumber: 0, NumberRecords: HISTORY_PAGE } } },
    { refetchOnMountOrArgChange: true },
  );
  const order = (orders.data?.data ?? []).find((o) => o.Id === orderId);
  const status = order?.Status;
  const balances = useBalances();

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(() => void orders.refetch(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [status, orders]);
  useEffect(() => {
    // A paid order changed the wallet behind the cache's back (the provider paid it).
    if (status === 'paid') dispatch(walletEndpoints.util.invalidateTags(['Wallet', 'Award']));
  }, [status, dispatch]);

  if (orders.isLoading) return <Spinner />;
  if (orders.isError) {
    return (
      <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
    );
  }
  const back = (
    <p>
      <Link className="button" to="/market">
        {t('payment.back')}
      </Link>
    </p>
  );
  if (!order) {
    return (
      <section className="payment-result" aria-labelledby="payment-title">
        <h2 id="payment-title">{t('payment.unknownTitle')}</h2>
        <p>{t('payment.unknown')}</p>
        {back}
      </section>
    );
  }
  const granted = order.Grants.map(
    (g) => `${formatCoins(g.Quantity)} ${g.Name ?? g.ProductCode}`,
  ).join(', ');
  const outcome =
    order.Status === 'paid' ? 'success' : order.Status === 'pending' ? 'pending' : 'failure';
  return (
    <section
      className={`payment-result payment-result--${outcome}`}
      aria-labelledby="payment-title"
      data-outcome={outcome}
    >
      <h2 id="payment-title">{t(`payment.${outcome}Title`)}</h2>
      <p role="status">
        {outcome === 'success'
          ? t('payment.success', {
              product: order.ProductName,
              granted,
              balance: formatCoins(balances.coins),
            })
          : outcome === 'pending'
            ? t('payment.pending')
            : t(order.Status === 'cancelled' ? 'payment.expired' : 'payment.failure')}
      </p>
      {outcome === 'pending' && <Spinner />}
      {back}
    </section>
  );
}
