/**
 * /bilgiler/futbolcu-bilgileri: the player pool (`Player/GetPlayersList`), filtered by
 * position, club and name, sorted by any figure, 50 a page; each player links to his page.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  usePlayerGetPlayersListQuery,
  type PlayerListRequest,
  type Position,
} from '../../../store/api/engine';
import { POSITIONS } from '../../../rules/squad';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { useClubs } from '../../reads/clubs';
import { useCulture } from '../../components/culture';
import { pageCount, sortingPaging, useTableState, type TableControls } from './pagedTable';
import { Pager } from '../../components/Pager';
import { SortHeader } from './SortHeader';
import { byShownName, clubName } from '../../components/clubNames';
import { distinctNames } from '../../components/playerNames';

export const PLAYERS_PATH = '/bilgiler/futbolcu-bilgileri';
export const playerPath = (id: number) => `${PLAYERS_PATH}/${id}`;

const COLUMNS = [
  'TotalPoints',
  'RoundPoints',
  'Price',
  'Form',
  'SelectedByPercent',
  'DisplayName',
] as const;
const SEARCH_DELAY_MS = 300;
const SEARCH_MAX = 60;

/** The request body of the table's state (filters from the address, validated). */
export function playerListRequest(table: TableControls, clubIds: number[]): PlayerListRequest {
  const position = table.filter('mevki');
  const club = Number(table.filter('kulup'));
  const search = table.filter('ara')?.trim().slice(0, SEARCH_MAX);
  return {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: sortingPaging(table),
    ...(position && (POSITIONS as string[]).includes(position)
      ? { Position: position as Position }
      : {}),
    ...(Number.isInteger(club) && club > 0 && (clubIds.length === 0 || clubIds.includes(club))
      ? { TeamId: club }
      : {}),
    ...(search ? { Search: search } : {}),
  };
}

export function PlayersSection() {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const clubs = useClubs();
  const table = useTableState('TotalPoints', 'desc', COLUMNS);
  const { data, isFetching, isError, error, refetch } = usePlayerGetPlayersListQuery({
    playerListRequest: playerListRequest(
      table,
      clubs.list.map((c) => c.Id),
    ),
  });
  const rows = data?.data ?? [];
  // The same surname twice on a page: told apart by the first name's initial.
  const nameOf = distinctNames(rows);
  return (
    <div className="stack">
      <PlayerFilters table={table} />
      {isFetching && !data ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('players.empty')} />
      ) : (
        <>
          <div className="table-scroll" aria-busy={isFetching}>
            <table className="table info-table">
              <caption className="visually-hidden">{t('players.caption')}</caption>
              <thead>
                <tr>
                  <SortHeader
                    table={table}
                    column="DisplayName"
                    label={t('players.player')}
                    naturalOrder="asc"
                    numeric={false}
                    sticky
                  />
                  <SortHeader table={table} column="Price" label={t('col.price')} />
                  <SortHeader table={table} column="TotalPoints" label={t('col.totalPoints')} />
                  <SortHeader table={table} column="RoundPoints" label={t('col.roundPoints')} />
                  <SortHeader table={table} column="Form" label={t('col.form')} />
                  <SortHeader table={table} column="SelectedByPercent" label={t('col.selected')} />
                </tr>
              </thead>
              <tbody>
                {rows.map((player) => (
                  <tr key={player.Id}>
                    <th scope="row" className="info-table__sticky">
                      <Link to={playerPath(player.Id)} className="player-cell">
                        <span className="player-cell__name">
                          {nameOf(player)}
                          {player.Status !== 'available' && (
                            <span className={`status-dot status-dot--${player.Status}`}>
                              <span className="visually-hidden">
                                {' '}
                                {t(`status.${player.Status}`)}
                              </span>
                            </span>
                          )}
                        </span>
                        <span className="player-cell__meta muted">
                          <span className={`pos pos--${player.Position}`}>
                            {t(`position.${player.Position}`)}
                          </span>{' '}
                          {clubs.name(player.TeamId)}
                        </span>
                      </Link>
                    </th>
                    <td className="num tabular">{culture.price(player.Price)}</td>
                    <td className="num tabular strong">{culture.number(player.TotalPoints)}</td>
                    <td className="num tabular">
                      {player.RoundPoints === null ? '–' : culture.number(player.RoundPoints)}
                    </td>
                    <td className="num tabular">{culture.number(player.Form, 1)}</td>
                    <td className="num tabular">{culture.percent(player.SelectedByPercent, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={table.page}
            pages={pageCount(data?.count ?? 0)}
            total={t('pager.total', {
              count: data?.count ?? 0,
              total: culture.number(data?.count ?? 0),
            })}
            onPage={table.goTo}
            busy={isFetching}
          />
        </>
      )}
    </div>
  );
}

function PlayerFilters({ table }: { table: TableControls }) {
  const { t } = useTranslation('stats');
  const clubs = useClubs();
  const id = useId();
  const applied = table.filter('ara') ?? '';
  const [search, setSearch] = useState(applied);
  // The address changed from elsewhere (back button, a link): the box follows it.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (search.trim() !== applied) setSearch(applied);
  }
  // Typing settles for a moment before the list is asked again.
  useEffect(() => {
    if (search.trim() === applied) return;
    const timer = setTimeout(() => table.setFilter('ara', search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, applied, table]);
  return (
    <form className="filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-search`} className="field__label">
          {t('players.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="input"
          value={search}
          maxLength={SEARCH_MAX}
          placeholder={t('players.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-position`} className="field__label">
          {t('players.position')}
        </label>
        <select
          id={`${id}-position`}
          className="input"
          value={table.filter('mevki') ?? ''}
          onChange={(event) => table.setFilter('mevki', event.target.value)}
        >
          <option value="">{t('players.allPositions')}</option>
          {POSITIONS.map((position) => (
            <option key={position} value={position}>
              {t(`positionLong.${position}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-club`} className="field__label">
          {t('players.club')}
        </label>
        <select
          id={`${id}-club`}
          className="input"
          value={table.filter('kulup') ?? ''}
          onChange={(event) => table.setFilter('kulup', event.target.value)}
        >
          <option value="">{t('players.allClubs')}</option>
          {byShownName(clubs.list).map((club) => (
            <option key={club.Id} value={club.Id}>
              {clubName(club)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
