/**
 * Clans: `/lig/klanlar` (my clan, founding one, finding and joining one, the clan table)
 * and `/lig/klan/:clanId` (a clan's member table; the owner renames, adds a friend,
 * removes members, hands over or deletes; a member leaves). Owner-only controls are shown
 * to the owner only; the server refuses them to anyone else anyway.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  useClansLeagueDeleteClanMutation,
  useClansLeagueDeleteClanUserMutation,
  useClansLeagueGetByClanScoresQuery,
  useClansLeagueGetClanLeagueUserScoresQuery,
  useClansLeagueGetClansQuery,
  useClansLeagueGetClanUsersQuery,
  useClansLeagueInsertClanMutation,
  useClansLeagueInsertClanUserMutation,
  useClansLeagueUpdateClanMutation,
  useClansLeagueUpdateClanUserMutation,
  type Clan,
  type ClanUser,
} from '../../../store/api/league';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { ConfirmButton, TextForm, useOutcome } from './LeagueForms';
import { OwnerControls } from './OwnerControls';
import {
  TableFrame,
  tableRequest,
  UserLeagueTable,
  useMyUserId,
  useTableState,
} from './LeagueTable';
import { clanRow } from './tableRows';

const LIST = { ...DEFAULT_LEAGUE_CONTEXT, SortingPaging: { PageNumber: 0, NumberRecords: 20 } };

/** The caller's clan (a user is in at most one). */
export function useMyClan() {
  const me = useMyUserId();
  const query = useClansLeagueGetClansQuery(
    { getClansRequest: { ...LIST, MemberUserId: me } },
    { skip: me === undefined },
  );
  return { ...query, clan: query.data?.data[0] ?? null };
}

function ClanName({ clan }: { clan: Clan }) {
  const { t } = useTranslation('leagues');
  return (
    <>
      <Link to={`/lig/klan/${clan.Id}`}>{clan.Name}</Link>{' '}
      <span className="muted">
        · {t('clans.members', { count: clan.MemberCount, max: clan.MaxMembers })}
      </span>
    </>
  );
}

function FindClan() {
  const { t } = useTranslation('leagues');
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const outcome = useOutcome();
  const [join] = useClansLeagueInsertClanUserMutation();
  const found = useClansLeagueGetClansQuery({ getClansRequest: { ...LIST, Name: search } });
  return (
    <section className="card stack" aria-labelledby="find-clan">
      <h2 id="find-clan">{t('clans.search')}</h2>
      <form
        className="league-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(name.trim());
        }}
      >
        <label className="visually-hidden" htmlFor="clan-search">
          {t('clans.search')}
        </label>
        <input
          id="clan-search"
          className="input"
          value={name}
          maxLength={30}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button--ghost">
          {t('clans.searchButton')}
        </button>
      </form>
      {found.isLoading ? (
        <Spinner />
      ) : found.isError ? (
        <ErrorState message={errorMessage(found.error)} onRetry={() => void found.refetch()} />
      ) : (found.data?.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="league-list">
          {found.data!.data.map((clan) => (
            <li key={clan.Id}>
              <span>
                <ClanName clan={clan} />
              </span>
              <button
                type="button"
                className="button"
                disabled={clan.MemberCount >= clan.MaxMembers}
                onClick={() =>
                  void outcome(
                    join({ clanId: clan.Id, insertClanUserRequest: {} }),
                    t('clans.joined', { name: clan.Name }),
                    t('failed'),
                  )
                }
              >
                {t('clans.join')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ClansPage() {
  const { t } = useTranslation('leagues');
  const mine = useMyClan();
  const [create] = useClansLeagueInsertClanMutation();
  const outcome = useOutcome();
  const state = useTableState();
  const table = useClansLeagueGetByClanScoresQuery({ clanStandingsRequest: tableRequest(state) });
  const page = table.data?.data;
  return (
    <>
      <h1>{t('clans.title')}</h1>
      <p className="muted">{t('clans.intro')}</p>
      <section className="card stack" aria-labelledby="my-clan">
        <h2 id="my-clan">{t('clans.myClan')}</h2>
        {mine.isLoading ? (
          <Spinner />
        ) : mine.isError ? (
          <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />
        ) : mine.clan ? (
          <p>
            <ClanName clan={mine.clan} />
          </p>
        ) : (
          <>
            <p>{t('hub.noClan')}</p>
            <TextForm
              label={t('clans.name')}
              hint={t('clans.nameHint')}
              button={t('clans.create')}
              minLength={3}
              maxLength={30}
              tooShort={t('clans.nameHint')}
              onSubmit={(name) =>
                outcome(
                  create({ insertClanRequest: { Name: name } }),
                  t('clans.created', { name }),
                  t('failed'),
                )
              }
            />
          </>
        )}
      </section>
      {!mine.isLoading && !mine.clan && <FindClan />}
      <h2>{t('clans.table')}</h2>
      <TableFrame
        name={t('clans.table')}
        state={state}
        query={table}
        rows={page?.Rows.map((row) => clanRow(row, mine.clan?.Id))}
        myRow={page?.MyRow ? clanRow(page.MyRow, mine.clan?.Id) : null}
        provisional={page?.IsProvisional ?? false}
        decimals={1}
      />
    </>
  );
}

/** Owner's and member's controls of one clan (the owner also hands it over). */
export function ClanControls({
  clan,
  members,
  me,
}: {
  clan: Clan;
  members: ClanUser[];
  me: number | undefined;
}) {
  const { t } = useTranslation('leagues');
  const outcome = useOutcome();
  const [rename] = useClansLeagueUpdateClanMutation();
  const [remove] = useClansLeagueDeleteClanMutation();
  const [removeUser] = useClansLeagueDeleteClanUserMutation();
  const [add] = useClansLeagueInsertClanUserMutation();
  const [handOver] = useClansLeagueUpdateClanUserMutation();
  const listed = members.map((m) => ({
    id: m.Id,
    userId: m.User.Id,
    userName: m.User.UserName,
    owner: m.Role === 'owner',
  }));
  return (
    <OwnerControls
      headingId="clan-manage"
      name={clan.Name}
      nameHint={t('clans.nameHint')}
      nameMaxLength={30}
      isOwner={clan.OwnerUserId === me}
      members={listed}
      me={me}
      listRoute="/lig/klanlar"
      addLabel={t('manage.addMember')}
      added={(name) => t('manage.added', { name })}
      rename={(name) => rename({ updateClanRequest: { Id: clan.Id, Name: name } })}
      add={(name) => add({ clanId: clan.Id, insertClanUserRequest: { UserName: name } })}
      remove={() => remove({ id: clan.Id })}
      removeMember={(clanUserId) => removeUser({ clanUserId })}
      memberActions={(member) => (
        <ConfirmButton
          message={t('manage.makeOwnerConfirm', { name: member.userName })}
          onConfirm={() =>
            void outcome(
              handOver({ updateClanUserRequest: { Id: member.id, Role: 'owner' } }),
              t('manage.handedOver', { name: member.userName }),
              t('failed'),
            )
          }
        >
          {t('manage.makeOwner')}
        </ConfirmButton>
      )}
      outsider={
        <button
          type="button"
          className="button"
          disabled={clan.MemberCount >= clan.MaxMembers}
          onClick={() =>
            void outcome(
              add({ clanId: clan.Id, insertClanUserRequest: {} }),
              t('clans.joined', { name: clan.Name }),
              t('failed'),
            )
          }
        >
          {t('clans.join')}
        </button>
      }
    />
  );
}

export function ClanPage() {
  const { t } = useTranslation('leagues');
  const clanId = Number(useParams().clanId);
  const valid = Number.isInteger(clanId) && clanId > 0;
  const me = useMyUserId();
  const members = useClansLeagueGetClanUsersQuery(
    {
      getClanUsersRequest: {
        ...LIST,
        SortingPaging: { PageNumber: 0, NumberRecords: 50 },
        ClanId: clanId,
      },
    },
    { skip: !valid },
  );
  const owner = members.data?.data.find((m) => m.Role === 'owner');
  // No call reads one clan by id: the owner's clan is it.
  const clans = useClansLeagueGetClansQuery(
    { getClansRequest: { ...LIST, MemberUserId: owner?.User.Id } },
    { skip: !owner },
  );
  const clan = clans.data?.data.find((c) => c.Id === clanId);
  const state = useTableState();
  const table = useClansLeagueGetClanLeagueUserScoresQuery(
    { clanMemberStandingsRequest: { ...tableRequest(state), ClanId: clanId } },
    { skip: !valid },
  );
  let body;
  if (!valid) body = <ErrorState message={t('clans.notFound')} />;
  else if (members.isLoading || clans.isLoading) body = <Spinner />;
  else if (members.isError || !members.data) {
    body = (
      <ErrorState
        message={errorMessage(members.error) ?? t('clans.notFound')}
        onRetry={() => void members.refetch()}
      />
    );
  } else if (!clan) body = <ErrorState message={t('clans.notFound')} />;
  else {
    body = (
      <>
        <ClanControls clan={clan} members={members.data.data} me={me} />
        <h2>{t('clans.memberTable')}</h2>
        <UserLeagueTable name={clan.Name} state={state} query={table} />
      </>
    );
  }
  return (
    <>
      <p>
        <Link to="/lig/klanlar" className="back-link">
          ← {t('clans.title')}
        </Link>
      </p>
      <h1>{clan?.Name ?? t('clans.clan')}</h1>
      {body}
    </>
  );
}
