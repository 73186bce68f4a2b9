/** The favourite-club picker: the clubs of the default competition, from the engine. */
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/StateViews';
import { useClubs } from '../../reads/clubs';
import { byShownName, clubName } from '../../components/clubNames';

export const ClubSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function ClubSelect(props, ref) {
    const { t } = useTranslation();
    const { list, isLoading, isError, refetch } = useClubs();
    if (isError)
      return <ErrorState message={t('auth.clubsError')} onRetry={() => void refetch()} />;
    return (
      // A new element once the clubs arrive: the form's ref callback runs again and selects
      // the saved club, which the empty list could not hold.
      <select
        key={isLoading ? 'loading' : 'clubs'}
        ref={ref}
        className="input"
        disabled={isLoading}
        {...props}
      >
        <option value="">{isLoading ? t('loading') : t('auth.chooseClub')}</option>
        {byShownName(list).map((club) => (
          <option key={club.Id} value={club.Id}>
            {clubName(club)}
          </option>
        ))}
      </select>
    );
  },
);
