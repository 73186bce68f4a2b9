/**
 * What I bought and what I was given (`/market/gecmis`): the order history and the award
 * history, each paged, newest first.
 */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useOrderGetOrderHistoryQuery,
  useWalletGetAwardHistoryQuery,
  type Order,
} from '../../../store/api/wallet';
import type { Language } from '../../../store/constants';
import { formatCoins, formatLira, useCulture } from '../../components/culture';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Pager } from '../../components/Pager';

export const HISTORY_PAGE = 10;
const paging = (PageNumber: number) => ({
  SortingPaging: { PageNumber, NumberRecords: HISTORY_PAGE },
});

/** What an order cost, in its currency. */
function orderAmount(order: Order, language: Language, t: TFunction<'market'>) {
  if (order.Currency === 'TRY') return formatLira(order.Amount, language);
  return order.Currency === 'COIN'
    ? t('price.coins', { value: formatCoins(order.Amount) })
    : t('price.fanGold', { value: formatCoins(order.Amount) });
}

function Orders() {
  const { t } = useTranslation('market');
  const culture = useCulture();
  const [page, setPage] = useState(0);
  const orders = useOrderGetOrderHistoryQuery({ orderHistoryRequest: paging(page) });
  const list = orders.data?.data ?? [];
  return (
    <section aria-labelledby="orders-title" className="market__section">
      <h2 id="orders-title">{t('history.orders')}</h2>
      {orders.isLoading ? (
        <Spinner />
      ) : orders.isError ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('history.noOrders')} />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.product')}</th>
                <th scope="col" className="num">
                  {t('history.amount')}
                </th>
                <th scope="col">{t('history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order) => (
                <tr key={order.Id} data-order={order.Id}>
                  <td>{culture.dateTime(order.CreatedAt)}</td>
                  <td>
                    {order.ProductName}
                    {order.Grants.length > 0 && (
                      <span className="muted">
                        {' '}
                        (
                        {order.Grants.map(
                          (g) => `${formatCoins(g.Quantity)} ${g.Name ?? g.ProductCode}`,
                        ).join(', ')}
                        )
                      </span>
                    )}
                  </td>
                  <td className="num">{orderAmount(order, culture.language, t)}</td>
                  <td>{t(`history.orderStatus.${order.Status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pages={Math.ceil((orders.data?.count ?? 0) / HISTORY_PAGE)}
        onPage={setPage}
        label={t('history.orders')}
      />
    </section>
  );
}

function Awards() {
  const { t } = useTranslation('market');
  const culture = useCulture();
  const [page, setPage] = useState(0);
  const awards = useWalletGetAwardHistoryQuery({ awardHistoryRequest: paging(page) });
  const list = awards.data?.data ?? [];
  return (
    <section aria-labelledby="awards-title" className="market__section">
      <h2 id="awards-title">{t('history.awards')}</h2>
      {awards.isLoading ? (
        <Spinner />
      ) : awards.isError ? (
        <ErrorState message={errorMessage(awards.error)} onRetry={() => void awards.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={t('history.noAwards')} />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.reason')}</th>
                <th scope="col" className="num">
                  {t('history.received')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((award) => (
                <tr key={award.Id}>
                  <td>{culture.dateTime(award.CreatedAt)}</td>
                  <td>
                    {award.Title}{' '}
                    <span className="muted">({t(`history.source.${award.Source}`)})</span>
                  </td>
                  <td className="num">
                    {formatCoins(award.Quantity)} {award.ProductName}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pages={Math.ceil((awards.data?.count ?? 0) / HISTORY_PAGE)}
        onPage={setPage}
        label={t('history.awards')}
      />
    </section>
  );
}

export function History() {
  return (
    <>
      <Orders />
      <Awards />
    </>
  );
}
