/** The Pro league (`/lig/pro-ligi`): every primary team, overall or one round's table. */
import { useTranslation } from 'react-i18next';
import { useUserWeeklyScoreGetUserWeeklyScoreListQuery } from '../../../store/api/engine';
import { tableRequest, UserLeagueTable, useTableState } from './LeagueTable';

export function ProLeaguePage() {
  const { t } = useTranslation('leagues');
  const state = useTableState();
  const query = useUserWeeklyScoreGetUserWeeklyScoreListQuery({
    proStandingsRequest: tableRequest(state),
  });
  return (
    <>
      <h1>{t('pro.title')}</h1>
      <p className="muted">{t('pro.intro')}</p>
      <UserLeagueTable name={t('pro.title')} state={state} query={query} />
    </>
  );
}
