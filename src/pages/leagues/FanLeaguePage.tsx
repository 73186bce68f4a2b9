/** The Taraftar Ligi (`/lig/taraftar-ligi`): the fans of the user's club against each other. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFavoriteTeamLeagueGetFavoriteTeamUserScoreListQuery } from '../../../store/api/league';
import { useAppSelector } from '../../../store/hooks';
import { tableRequest, UserLeagueTable, useTableState } from './LeagueTable';

export function FanLeaguePage() {
  const { t } = useTranslation('leagues');
  const club = useAppSelector((state) => state.session.user.value?.FavoriteTeamId ?? null);
  const state = useTableState();
  const query = useFavoriteTeamLeagueGetFavoriteTeamUserScoreListQuery(
    { favoriteTeamStandingsRequest: tableRequest(state) },
    { skip: club === null },
  );
  return (
    <>
      <h1>{t('fan.title')}</h1>
      <p className="muted">{t('fan.intro')}</p>
      {club === null ? (
        <p className="form-message">
          {t('fan.noClub')} <Link to="/kullanici/profil">{t('fan.profile')}</Link>
        </p>
      ) : (
        <UserLeagueTable name={t('fan.title')} state={state} query={query} />
      )}
    </>
  );
}
