/**
 * The leagues hub (`/lig/pro-ligleri`): the caller's place in each league at a glance, read
 * from each table's `MyRow` (a one-row page: the server answers the caller's row without
 * reading the table), with links to the full tables.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUserWeeklyScoreGetUserWeeklyScoreListQuery } from '../../../store/api/engine';
import {
  useClassementLeagueGetClassementInfoQuery,
  useFavoriteTeamLeagueGetFavoriteTeamUserScoreListQuery,
  useFriendLeagueGetAllMyGroupUserQuery,
  type StandingsPage,
} from '../../../store/api/league';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { useAppSelector } from '../../../store/hooks';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { useCulture } from '../../components/culture';
import { useMyClan } from './ClansPage';
import type { TableQuery } from './LeagueTable';
import { LEAGUE_PATHS } from './paths';
import { useSpecialLeagues } from './SpecialLeaguesPage';

const MY_ROW_ONLY = {
  ...DEFAULT_LEAGUE_CONTEXT,
  SortingPaging: { PageNumber: 0, NumberRecords: 1 },
  WeeklyLeagueInformationId: null,
};

function Card({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const { t } = useTranslation('leagues');
  return (
    <li className="card stack hub-card">
      <h2>{title}</h2>
      {children}
      <p>
        <Link to={to}>{t('hub.open')}</Link>
      </p>
    </li>
  );
}

function MyPlace({ query }: { query: TableQuery<StandingsPage> }) {
  const { t } = useTranslation('leagues');
  const culture = useCulture();
  if (query.isLoading) return <Spinner />;
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const row = query.data?.data.MyRow;
  if (!row) return <p className="muted">{t('hub.unranked')}</p>;
  return (
    <p className="hub-card__rank">
      <span className="display tabular">{t('hub.rank', { rank: culture.number(row.Rank) })}</span>{' '}
      <span className="muted">
        · {t('hub.points', { points: culture.number(row.TotalPoints) })} ·{' '}
        {t('pager.total', { total: culture.number(query.data?.count ?? 0) })}
      </span>
    </p>
  );
}

export function HubPage() {
  const { t } = useTranslation('leagues');
  const culture = useCulture();
  const club = useAppSelector((state) => state.session.user.value?.FavoriteTeamId ?? null);
  const pro = useUserWeeklyScoreGetUserWeeklyScoreListQuery({ proStandingsRequest: MY_ROW_ONLY });
  const fan = useFavoriteTeamLeagueGetFavoriteTeamUserScoreListQuery(
    { favoriteTeamStandingsRequest: MY_ROW_ONLY },
    { skip: club === null },
  );
  const clan = useMyClan();
  const groups = useFriendLeagueGetAllMyGroupUserQuery();
  const special = useSpecialLeagues();
  const classement = useClassementLeagueGetClassementInfoQuery({
    competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
    sportsCode: DEFAULT_LEAGUE_CONTEXT.SportsCode,
  });
  const division = classement.data?.data;
  const invitations = (groups.data?.data ?? []).filter((g) => g.Status === 'invited').length;
  const memberships = (groups.data?.data ?? []).filter((g) => g.Status === 'member');
  const joined = (special.data?.data ?? []).filter((l) => l.IsMember);
  return (
    <>
      <h1>{t('hub.title')}</h1>
      <p className="muted">{t('hub.intro')}</p>
      <ul className="hub">
        <Card title={t('nav.pro')} to={`/lig/${LEAGUE_PATHS.pro}`}>
          <MyPlace query={pro} />
        </Card>
        <Card title={t('nav.fan')} to={`/lig/${LEAGUE_PATHS.fan}`}>
          {club === null ? <p className="muted">{t('fan.noClub')}</p> : <MyPlace query={fan} />}
        </Card>
        <Card
          title={t('nav.clans')}
          to={clan.clan ? `/lig/klan/${clan.clan.Id}` : `/lig/${LEAGUE_PATHS.clans}`}
        >
          {clan.isLoading ? <Spinner /> : <p>{clan.clan ? clan.clan.Name : t('hub.noClan')}</p>}
        </Card>
        <Card title={t('nav.friends')} to={`/lig/${LEAGUE_PATHS.friends}`}>
          {groups.isLoading ? (
            <Spinner />
          ) : (
            <>
              {memberships.length === 0 ? (
                <p className="muted">{t('hub.noGroups')}</p>
              ) : (
                <ul className="league-list">
                  {memberships.map((row) => (
                    <li key={row.Id}>
                      <Link to={`/lig/arkadas-ligi/${row.GroupId}`}>{row.Group.Name}</Link>
                    </li>
                  ))}
                </ul>
              )}
              {invitations > 0 && (
                <p className="strong">{t('hub.invitations', { n: invitations })}</p>
              )}
            </>
          )}
        </Card>
        <Card title={t('nav.special')} to={`/lig/${LEAGUE_PATHS.special}`}>
          {special.isLoading ? (
            <Spinner />
          ) : (
            <p>{joined.length > 0 ? joined.map((l) => l.Name).join(', ') : t('special.intro')}</p>
          )}
        </Card>
        <Card title={t('nav.classement')} to={`/lig/${LEAGUE_PATHS.classement}`}>
          {classement.isLoading ? (
            <Spinner />
          ) : division?.Division ? (
            <p>
              {t('classement.division', { division: division.Division })}
              {division.MyRank !== null && (
                <span className="muted">
                  {' '}
                  · {t('hub.rank', { rank: culture.number(division.MyRank) })}
                </span>
              )}
            </p>
          ) : (
            <p className="muted">{t('classement.noDivision')}</p>
          )}
        </Card>
      </ul>
    </>
  );
}
