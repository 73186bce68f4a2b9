/**
 * The player pool beside (desktop) or below (phone) the pitch: search, position / club /
 * price filters and sorting over the whole pool in memory, each row with its add button.
 * A player who cannot join says why on his row (budget, club limit, position full).
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, Position, Team } from '../../../store/api/engine';
import {
  POOL_SORTS,
  makePoolSelector,
  type PoolFilter,
  type PoolSort,
} from '../../../store/team/playerPool';
import { POSITIONS } from '../../../rules/squad';
import type { AddBlocker } from '../../../store/team/teamBuilderSlice';
import { culture } from '../../components/culture';
import { useLanguage } from '../../reads/language';
import { byShownName, clubName } from '../../components/clubNames';
import { NextOpponents } from '../../components/fixtures/NextOpponents';
import { PriceChange } from '../../components/fixtures/PriceChange';
import { distinctNames } from '../../components/playerNames';

/** Rows shown at first and added by "more" (a phone passes fewer: its rows are taller). */
const PAGE = 50;

export interface PlayerPoolProps {
  players: readonly Player[];
  clubs: ReadonlyMap<number, Team>;
  filter: PoolFilter;
  onFilter: (filter: PoolFilter) => void;
  blockerOf: (player: Player) => AddBlocker | null;
  maxPerClub: number;
  onAdd: (player: Player) => void;
  /** The search box's id, so an empty slot's tap can focus it. */
  searchId: string;
  pageSize?: number;
}

export function PlayerPool(props: PlayerPoolProps) {
  const { players, clubs, filter, onFilter, blockerOf, onAdd } = props;
  const { t } = useTranslation('team');
  const language = useLanguage();
  const id = useId();
  const select = useMemo(() => makePoolSelector(), []);
  const rows = select(players, filter);
  // The same surname twice in the pool: told apart by the first name's initial.
  const nameOf = useMemo(() => distinctNames(players), [players]);
  const page = props.pageSize ?? PAGE;
  const [shown, setShown] = useState(page);
  const set = (change: Partial<PoolFilter>) => {
    setShown(page);
    onFilter({ ...filter, ...change });
  };
  const prices = useMemo(() => {
    const steps = new Set(players.map((p) => Math.ceil(p.Price / 5) * 5));
    return [...steps].sort((a, b) => a - b);
  }, [players]);
  const sortedClubs = useMemo(() => byShownName([...clubs.values()]), [clubs]);

  return (
    <section className="pool" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('pool.title')}</h2>
      <div className="pool__filters">
        <div className="field pool__search">
          <label htmlFor={props.searchId} className="field__label">
            {t('pool.search')}
          </label>
          <input
            id={props.searchId}
            className="input"
            type="search"
            value={filter.search}
            onChange={(e) => set({ search: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-position`} className="field__label">
            {t('pool.position')}
          </label>
          <select
            id={`${id}-position`}
            className="input"
            value={filter.position ?? ''}
            onChange={(e) => set({ position: (e.target.value || null) as Position | null })}
          >
            <option value="">{t('pool.allPositions')}</option>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`position.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-club`} className="field__label">
            {t('pool.club')}
          </label>
          <select
            id={`${id}-club`}
            className="input"
            value={filter.teamId ?? ''}
            onChange={(e) => set({ teamId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('pool.allClubs')}</option>
            {sortedClubs.map((club) => (
              <option key={club.Id} value={club.Id}>
                {clubName(club)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`} className="field__label">
            {t('pool.maxPrice')}
          </label>
          <select
            id={`${id}-price`}
            className="input"
            value={filter.maxPrice ?? ''}
            onChange={(e) => set({ maxPrice: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('pool.anyPrice')}</option>
            {prices.map((price) => (
              <option key={price} value={price}>
                {culture(language).price(price)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`} className="field__label">
            {t('pool.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className="input"
            value={filter.sort}
            onChange={(e) => set({ sort: e.target.value as PoolSort })}
          >
            {POOL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`pool.sortBy.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--ghost pool__order"
          onClick={() => set({ order: filter.order === 'asc' ? 'desc' : 'asc' })}
        >
          {filter.order === 'asc' ? '↑' : '↓'} {t(`pool.order.${filter.order}`)}
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {t('pool.count', { count: rows.length })}
      </p>
      {rows.length === 0 ? (
        <p className="state state--empty">{t('pool.empty')}</p>
      ) : (
        <ul className="pool__list">
          {rows.slice(0, shown).map((player) => {
            const blocker = blockerOf(player);
            const club = clubs.get(player.TeamId);
            return (
              <li key={player.Id} className={`pool__row ${blocker ? 'pool__row--blocked' : ''}`}>
                <span className={`pos-chip pos-chip--${player.Position.toLowerCase()}`}>
                  {t(`positionShort.${player.Position}`)}
                </span>
                <span className="pool__who">
                  <span className="pool__name">{nameOf(player)}</span>
                  <span className="muted pool__club">
                    {club?.ShortName}
                    {player.Status !== 'available' && (
                      <span className="pool__status"> · {t(`pitch.${player.Status}`)}</span>
                    )}
                  </span>
                  {blocker && (
                    <span className="pool__reason">
                      {t(`pool.blocked.${blocker}`, { max: props.maxPerClub })}
                    </span>
                  )}
                </span>
                <span className="pool__price tabular">
                  {culture(language).price(player.Price)}{' '}
                  <PriceChange change={player.PriceChange} />
                </span>
                {/* The figures have a line of their own under the name, never over it. */}
                <span className="muted pool__stats tabular">
                  {t('pool.points')} {player.TotalPoints} · {t('pool.form')}{' '}
                  {player.Form.toLocaleString(language)} · {t('pool.selected')}{' '}
                  {culture(language).percent(player.SelectedByPercent, 1)}{' '}
                  <NextOpponents clubId={player.TeamId} />
                </span>
                <button
                  type="button"
                  className="icon-button pool__add"
                  aria-label={t('pool.add', { name: player.DisplayName })}
                  disabled={blocker !== null}
                  onClick={() => onAdd(player)}
                >
                  +
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > shown && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setShown(shown + page)}
        >
          {t('pool.more')}
        </button>
      )}
    </section>
  );
}
