/** The favourite-club picker: the clubs of the default competition, from the engine. */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamsGetTeamsListQuery } from '../../../store/api/engine';
import {
  DEFAULT_LEAGUE_CONTEXT,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
} from '../../../store/constants';
import { ErrorState } from '../../components/StateViews';

export const CLUB_LIST_REQUEST = {
  teamListRequest: {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: { PageNumber: DEFAULT_PAGE_NUMBER, NumberRecords: DEFAULT_PAGE_SIZE },
  },
};

export const ClubSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function ClubSelect(props, ref) {
    const { t } = useTranslation();
    const { data, isLoading, isError, refetch } = useTeamsGetTeamsListQuery(CLUB_LIST_REQUEST);
    if (isError)
      return <ErrorState message={t('auth.clubsError')} onRetry={() => void refetch()} />;
    return (
      // A new element once the clubs arrive: the form's ref callback runs again and selects
      // the saved club, which the empty list could not hold.
      <select
        key={data ? 'clubs' : 'loading'}
        ref={ref}
        className="input"
        disabled={isLoading}
        {...props}
      >
        <option value="">{isLoading ? t('loading') : t('auth.chooseClub')}</option>
        {data?.data.map((club) => (
          <option key={club.Id} value={club.Id}>
            {club.Name}
          </option>
        ))}
      </select>
    );
  },
);
