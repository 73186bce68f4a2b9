/**
 * Users: search by name or e-mail; a user's role (User or Admin), disabling the account or
 * enabling it again, and signing him out everywhere, each after a confirmation; his wallet
 * opens on the economy screen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  useAdminGetUsersQuery,
  useAdminSetUserDisabledMutation,
  useAdminSignOutUserEverywhereMutation,
  useAdminUpdateUserRoleMutation,
  type AdminUser,
  type RoleId,
} from '../../../store/api/auth';
import { useCulture } from '../../components/culture';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRun } from '../useRun';
import { Pager } from '../../components/Pager';
import { ListStates, PanelSearch } from '../ListStates';

const PAGE_SIZE = 20;

type Pending =
  | { user: AdminUser; kind: 'role'; role: RoleId }
  | { user: AdminUser; kind: 'disable' | 'enable' | 'signOut' };

export default function UsersScreen() {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = useAdminGetUsersQuery({
    adminUserListRequest: {
      ...(search.trim() && { Search: search.trim() }),
      SortingPaging: { PageNumber: page, NumberRecords: PAGE_SIZE },
    },
  });
  const [updateRole] = useAdminUpdateUserRoleMutation();
  const [setDisabled] = useAdminSetUserDisabledMutation();
  const [signOut] = useAdminSignOutUserEverywhereMutation();
  const run = useRun();
  const [pending, setPending] = useState<Pending | null>(null);
  // Roles chosen in the lists and not saved yet, by user.
  const [roles, setRoles] = useState<Record<number, RoleId>>({});
  const users = list.data?.data ?? [];

  const act = (p: Pending) => {
    const user = p.user.UserName;
    if (p.kind === 'role') {
      void run(
        updateRole({ updateUserRoleRequest: { UserId: p.user.Id, RoleId: p.role } }),
        t('users.roleChanged', { user, role: t(`users.roles.${p.role}`) }),
      ).then((outcome) => {
        // Saved: the list's answer shows the role from now on.
        if (outcome.ok) setRoles(({ [p.user.Id]: _saved, ...others }) => others);
      });
    } else if (p.kind === 'signOut') {
      void run(
        signOut({ adminUserRequest: { UserId: p.user.Id } }),
        t('users.signedOut', { user }),
      );
    } else {
      void run(
        setDisabled({
          setUserDisabledRequest: { UserId: p.user.Id, Disabled: p.kind === 'disable' },
        }),
        t(p.kind === 'disable' ? 'users.disabled' : 'users.enabled', { user }),
      );
    }
  };
  const question = (p: Pending) =>
    p.kind === 'role'
      ? t('users.roleConfirm', { user: p.user.UserName, role: t(`users.roles.${p.role}`) })
      : t(`users.${p.kind}Confirm`, { user: p.user.UserName });

  return (
    <section className="page panel">
      <h1>{t('users.title')}</h1>
      <PanelSearch
        id="panel-user-search"
        label={t('users.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      <ListStates read={list} isEmpty={users.length === 0} empty={t('users.none')} />
      {users.length > 0 && (
        <ul className="panel-cards">
          {users.map((user) => (
            <li key={user.Id} className="card panel-card">
              <h2 className="panel-card__title">
                {user.UserName}
                {user.DisabledAt && (
                  <span className="panel-badge panel-badge--warn">{t('users.isDisabled')}</span>
                )}
              </h2>
              <dl className="panel-facts">
                <div>
                  <dt>{t('users.email')}</dt>
                  <dd>{user.Email}</dd>
                </div>
                <div>
                  <dt>{t('users.joined')}</dt>
                  <dd>{c.date(user.CreatedAt)}</dd>
                </div>
                {user.DisabledAt && (
                  <div>
                    <dt>{t('users.disabledAt')}</dt>
                    <dd>{c.dateTime(user.DisabledAt)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('users.lastLogin')}</dt>
                  <dd>{user.LastLoginAt ? c.dateTime(user.LastLoginAt) : '—'}</dd>
                </div>
              </dl>
              <div className="panel-row-actions">
                <label className="visually-hidden" htmlFor={`role-${user.Id}`}>
                  {t('users.roleOf', { user: user.UserName })}
                </label>
                {/* A role is chosen, then saved: arrowing through the list asks nothing. */}
                <select
                  id={`role-${user.Id}`}
                  className="input"
                  value={roles[user.Id] ?? user.RoleId}
                  onChange={(event) =>
                    setRoles({ ...roles, [user.Id]: Number(event.target.value) as RoleId })
                  }
                >
                  <option value={1}>{t('users.roles.1')}</option>
                  <option value={2}>{t('users.roles.2')}</option>
                </select>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={(roles[user.Id] ?? user.RoleId) === user.RoleId}
                  onClick={() => setPending({ user, kind: 'role', role: roles[user.Id]! })}
                >
                  {t('users.saveRole')}
                  <span className="visually-hidden"> {user.UserName}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setPending({ user, kind: user.DisabledAt ? 'enable' : 'disable' })}
                >
                  {t(user.DisabledAt ? 'users.enable' : 'users.disable')}
                  <span className="visually-hidden"> {user.UserName}</span>
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setPending({ user, kind: 'signOut' })}
                >
                  {t('users.signOut')}
                  <span className="visually-hidden"> {user.UserName}</span>
                </button>
                <Link className="button button--ghost" to={`/panel/ekonomi?kullanici=${user.Id}`}>
                  {t('users.wallet')}
                  <span className="visually-hidden"> {user.UserName}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} hasNext={users.length >= PAGE_SIZE} onPage={setPage} />
      {pending && (
        <ConfirmDialog
          message={question(pending)}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const p = pending;
            setPending(null);
            act(p);
          }}
        />
      )}
    </section>
  );
}
