/**
 * The classement (`/lig/klasman`): the caller's division this period, the promotion places
 * (top) and relegation places (bottom) marked as zones.
 */
import { useTranslation } from 'react-i18next';
import {
  useClassementLeagueGetClassementInfoQuery,
  useClassementLeagueGetUserScoresQuery,
} from '../../../store/api/league';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { tableRequest, UserLeagueTable, useTableState } from './LeagueTable';

export function ClassementPage() {
  const { t } = useTranslation('leagues');
  const info = useClassementLeagueGetClassementInfoQuery({
    competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
    sportsCode: DEFAULT_LEAGUE_CONTEXT.SportsCode,
  });
  const state = useTableState();
  const division = info.data?.data.Division ?? null;
  const query = useClassementLeagueGetUserScoresQuery(
    { classementStandingsRequest: { ...tableRequest(state), WeeklyLeagueInformationId: null } },
    { skip: division === null },
  );
  const data = info.data?.data;
  return (
    <>
      <h1>{t('classement.title')}</h1>
      {info.isLoading ? (
        <Spinner />
      ) : info.isError || !data ? (
        <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />
      ) : (
        <>
          <p className="muted">
            {t('classement.intro', {
              promotion: data.PromotionPlaces || 5,
              relegation: data.RelegationPlaces || 5,
            })}
          </p>
          {data.Division === null ? (
            <p className="form-message">{t('classement.noDivision')}</p>
          ) : (
            <>
              <h2>
                {t('classement.division', { division: data.Division })}{' '}
                <span className="muted">
                  ·{' '}
                  {t('classement.period', {
                    start: data.PeriodStartRound,
                    end: data.PeriodEndRound,
                  })}
                </span>
              </h2>
              <p className="muted">{t('classement.zones')}</p>
              <UserLeagueTable
                name={t('classement.division', { division: data.Division })}
                state={state}
                query={query}
                rounds={false}
                zones={{ promotion: data.PromotionPlaces, relegation: data.RelegationPlaces }}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
