/**
 * A player's wallet and ledger for support, read only (`Admin/GetUserWallet`,
 * `Admin/GetUserWalletHistory`): found by user name or e-mail, or opened from the users
 * screen (`?kullanici=<id>`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAdminGetUsersQuery } from '../../../store/api/auth';
import {
  useAdminGetUserWalletHistoryQuery,
  useAdminGetUserWalletQuery,
} from '../../../store/api/wallet';
import { useCulture } from '../../components/culture';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Pager } from '../../components/Pager';
import { ListStates, PanelSearch } from '../ListStates';

const PAGE_SIZE = 25;

export function UserWallet() {
  const { t } = useTranslation('panel');
  const [params, setParams] = useSearchParams();
  const userId = Number(params.get('kullanici')) || null;
  const [search, setSearch] = useState('');
  const found = useAdminGetUsersQuery(
    {
      adminUserListRequest: {
        Search: search.trim(),
        SortingPaging: { PageNumber: 0, NumberRecords: 10 },
      },
    },
    { skip: search.trim().length < 2 },
  );
  const users = found.data?.data ?? [];
  return (
    <section className="card panel-card" aria-labelledby="panel-wallet">
      <h2 id="panel-wallet">{t('wallet.title')}</h2>
      <PanelSearch
        id="panel-wallet-search"
        label={t('wallet.find')}
        value={search}
        onChange={setSearch}
      />
      {found.error && <ErrorState message={errorMessage(found.error)} />}
      {search.trim().length >= 2 && found.data && users.length === 0 && (
        <EmptyState message={t('users.none')} />
      )}
      {users.length > 0 && (
        <ul className="panel-chips">
          {users.map((user) => (
            <li key={user.Id}>
              <button
                type="button"
                className="chip"
                aria-pressed={user.Id === userId}
                onClick={() => {
                  setParams({ kullanici: String(user.Id) }, { replace: true });
                  setSearch('');
                }}
              >
                {user.UserName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {userId !== null && <WalletOf userId={userId} />}
    </section>
  );
}

function WalletOf({ userId }: { userId: number }) {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const [page, setPage] = useState(0);
  const wallet = useAdminGetUserWalletQuery({ userId });
  const history = useAdminGetUserWalletHistoryQuery({
    adminWalletHistoryRequest: {
      UserId: userId,
      SortingPaging: { PageNumber: page, NumberRecords: PAGE_SIZE },
    },
  });
  const entries = wallet.data?.data ?? [];
  const rows = history.data?.data ?? [];
  const total = history.data?.count ?? 0;
  return (
    <div>
      <h3>{t('wallet.of', { id: userId })}</h3>
      <ListStates read={wallet} isEmpty={entries.length === 0} empty={t('wallet.empty')} />
      {entries.length > 0 && (
        <ul className="panel-list">
          {entries.map((entry) => (
            <li key={entry.ProductCode}>
              {entry.Name}: <strong>{c.number(entry.Quantity)}</strong>
              {entry.ExpiresAt && ` · ${t('wallet.until', { at: c.dateTime(entry.ExpiresAt) })}`}
            </li>
          ))}
        </ul>
      )}
      <h3 id="panel-ledger">{t('wallet.ledger')}</h3>
      <ListStates read={history} isEmpty={rows.length === 0} empty={t('wallet.noMoves')} />
      {rows.length > 0 && (
        <div className="panel__scroll" tabIndex={0} role="region" aria-labelledby="panel-ledger">
          <table className="panel__table">
            <thead>
              <tr>
                <th scope="col">{t('wallet.when')}</th>
                <th scope="col">{t('wallet.what')}</th>
                <th scope="col">{t('wallet.product')}</th>
                <th scope="col">{t('wallet.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.Id}>
                  <td>{c.dateTime(row.CreatedAt)}</td>
                  <td>
                    {row.Title} <span className="panel-muted">({row.Reason})</span>
                  </td>
                  <td>{row.ProductName}</td>
                  <td className={row.Quantity >= 0 ? 'panel-up' : 'panel-down'}>
                    {row.Quantity > 0 ? '+' : ''}
                    {c.number(row.Quantity)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > PAGE_SIZE && (
        <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} onPage={setPage} />
      )}
    </div>
  );
}
