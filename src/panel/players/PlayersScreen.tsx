/**
 * Players: search by name, club or availability; each player's availability and price is
 * edited in place. Below, a season file is imported (SeasonImport.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminGetPlayersQuery, type PlayerStatus } from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { useCulture } from '../../components/culture';
import { useClubs } from '../../reads/clubs';
import { PLAYER_STATUSES, PlayerForm } from './PlayerForm';
import { SeasonImport } from './SeasonImport';
import { Pager } from '../../components/Pager';
import { ListStates } from '../ListStates';

const PAGE_SIZE = 25;

export default function PlayersScreen() {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const clubs = useClubs();
  const [search, setSearch] = useState('');
  const [teamId, setTeamId] = useState<number | undefined>();
  const [status, setStatus] = useState<PlayerStatus | undefined>();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useAdminGetPlayersQuery({
    adminPlayerListRequest: {
      ...DEFAULT_LEAGUE_CONTEXT,
      ...(search.trim() && { Search: search.trim() }),
      ...(teamId !== undefined && { TeamId: teamId }),
      ...(status && { Status: status }),
      SortingPaging: { PageNumber: page, NumberRecords: PAGE_SIZE },
    },
  });
  const players = list.data?.data ?? [];
  const total = list.data?.count ?? 0;

  return (
    <section className="page panel">
      <h1>{t('players.title')}</h1>
      <div className="panel-toolbar">
        <div className="field">
          <label className="field__label" htmlFor="panel-player-search">
            {t('players.search')}
          </label>
          <input
            id="panel-player-search"
            className="input"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="panel-player-club">
            {t('players.club')}
          </label>
          <select
            id="panel-player-club"
            className="input"
            value={teamId ?? ''}
            onChange={(event) => {
              setTeamId(event.target.value ? Number(event.target.value) : undefined);
              setPage(0);
            }}
          >
            <option value="">{t('players.allClubs')}</option>
            {clubs.list.map((club) => (
              <option key={club.Id} value={club.Id}>
                {club.Name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="panel-player-status">
            {t('players.status')}
          </label>
          <select
            id="panel-player-status"
            className="input"
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as PlayerStatus | undefined);
              setPage(0);
            }}
          >
            <option value="">{t('players.anyStatus')}</option>
            {PLAYER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`players.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListStates read={list} isEmpty={players.length === 0} empty={t('players.none')} />
      <ul className="panel-cards">
        {players.map((player) => (
          <li key={player.Id} className="card panel-card">
            <div className="panel-player">
              <h2 className="panel-card__title">
                {player.DisplayName}{' '}
                <span className="panel-muted">
                  {clubs.name(player.TeamId)} · {player.Position}
                </span>
              </h2>
              <p>
                {c.price(player.Price)} ·{' '}
                <span className={`panel-status panel-status--${player.Status}`}>
                  {t(`players.statuses.${player.Status}`)}
                </span>
                {player.StatusReason &&
                  ` · ${c.language === 'tr-TR' ? player.StatusReason.Tr : player.StatusReason.En}`}
                {player.ExpectedReturnDate &&
                  ` · ${t('players.back', { date: c.date(player.ExpectedReturnDate) })}`}
                {player.ExpectedReturnRound !== null &&
                  ` · ${t('players.backRound', { round: player.ExpectedReturnRound })}`}
              </p>
              <button
                type="button"
                className="button button--ghost"
                aria-expanded={editing === player.Id}
                onClick={() => setEditing(editing === player.Id ? null : player.Id)}
              >
                {t(editing === player.Id ? 'players.close' : 'players.edit')}
                <span className="visually-hidden"> {player.DisplayName}</span>
              </button>
            </div>
            {editing === player.Id && (
              <PlayerForm
                key={`${player.Id}-${player.Status}-${player.Price}`}
                player={player}
                onDone={() => setEditing(null)}
              />
            )}
          </li>
        ))}
      </ul>
      {total > PAGE_SIZE && (
        <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} onPage={setPage} />
      )}
      <SeasonImport />
    </section>
  );
}
