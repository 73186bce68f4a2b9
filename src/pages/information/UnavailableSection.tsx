/**
 * /bilgiler/cezali-sakat-oyuncular: suspended and injured players by club, with the
 * reason, since when and the round they are expected back; filtered by kind.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  usePlayerGetUnavailablePlayersListQuery,
  type UnavailablePlayer,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { useClubs } from '../../reads/clubs';
import { useCulture } from '../../components/culture';
import { useTableState } from './pagedTable';
import { playerPath } from './PlayersSection';
import { distinctNames } from '../../components/playerNames';

const KINDS = ['injured', 'suspended'] as const;
type Kind = (typeof KINDS)[number];
const NO_COLUMNS: string[] = [];

export function UnavailableSection() {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const clubs = useClubs();
  // Only the filter is used; it lives in the address like the other tables' state.
  const table = useTableState('', 'asc', NO_COLUMNS);
  const asked = table.filter('durum');
  const kind = KINDS.find((k) => k === asked);
  const { data, isFetching, isError, error, refetch } = usePlayerGetUnavailablePlayersListQuery({
    unavailablePlayersRequest: { ...DEFAULT_LEAGUE_CONTEXT, ...(kind ? { Status: kind } : {}) },
  });
  const rows = data?.data ?? [];
  const nameOf = distinctNames((data?.data ?? []).map((row) => row.Player));
  const byClub = new Map<number, UnavailablePlayer[]>();
  for (const row of rows) {
    byClub.set(row.Player.TeamId, [...(byClub.get(row.Player.TeamId) ?? []), row]);
  }
  return (
    <div className="stack">
      <div className="choice-group" role="group" aria-label={t('unavailable.filter')}>
        {([undefined, ...KINDS] as (Kind | undefined)[]).map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="choice-group__item"
            aria-pressed={kind === value}
            onClick={() => table.setFilter('durum', value ?? '')}
          >
            {value ? t(`unavailable.kind.${value}`) : t('unavailable.kind.all')}
          </button>
        ))}
      </div>
      {isFetching && !data ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('unavailable.empty')} />
      ) : (
        [...byClub.entries()].map(([clubId, players]) => (
          <section key={clubId} className="card" aria-labelledby={`club-${clubId}`}>
            <h2 id={`club-${clubId}`} className="club-title">
              {clubs.name(clubId)}
            </h2>
            <ul className="unavailable-list">
              {players.map((row) => (
                <li key={row.Player.Id} className="unavailable-list__item">
                  <span className={`status-badge status-badge--${row.Status}`}>
                    {t(`status.${row.Status}`)}
                  </span>
                  <span className="unavailable-list__who">
                    <Link to={playerPath(row.Player.Id)}>{nameOf(row.Player)}</Link>{' '}
                    <span className="muted">{t(`position.${row.Player.Position}`)}</span>
                  </span>
                  <span className="unavailable-list__why">
                    {row.Reason ?? t('unavailable.noReason')}
                    {row.Since && (
                      <span className="muted">
                        {' · '}
                        {t('unavailable.since', { date: culture.date(row.Since) })}
                      </span>
                    )}
                  </span>
                  <span className="unavailable-list__back muted">
                    {row.ExpectedReturnRound === null
                      ? t('unavailable.unknownReturn')
                      : t('unavailable.returns', { round: row.ExpectedReturnRound })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
