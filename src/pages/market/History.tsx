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
import { PagedSection } from './PagedSection';

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
  return (
    <PagedSection
      headingId="orders-title"
      title={t('history.orders')}
      query={orders}
      page={page}
      pageSize={HISTORY_PAGE}
      onPage={setPage}
      empty={t('history.noOrders')}
      head={
        <>
          <th scope="col">{t('history.date')}</th>
          <th scope="col">{t('history.product')}</th>
          <th scope="col" className="num">
            {t('history.amount')}
          </th>
          <th scope="col">{t('history.status')}</th>
        </>
      }
      row={(order) => (
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
      )}
    />
  );
}

function Awards() {
  const { t } = useTranslation('market');
  const culture = useCulture();
  const [page, setPage] = useState(0);
  const awards = useWalletGetAwardHistoryQuery({ awardHistoryRequest: paging(page) });
  return (
    <PagedSection
      headingId="awards-title"
      title={t('history.awards')}
      query={awards}
      page={page}
      pageSize={HISTORY_PAGE}
      onPage={setPage}
      empty={t('history.noAwards')}
      head={
        <>
          <th scope="col">{t('history.date')}</th>
          <th scope="col">{t('history.reason')}</th>
          <th scope="col" className="num">
            {t('history.received')}
          </th>
        </>
      }
      row={(award) => (
        <tr key={award.Id}>
          <td>{culture.dateTime(award.CreatedAt)}</td>
          <td>
            {award.Title} <span className="muted">({t(`history.source.${award.Source}`)})</span>
          </td>
          <td className="num">
            {formatCoins(award.Quantity)} {award.ProductName}
          </td>
        </tr>
      )}
    />
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
