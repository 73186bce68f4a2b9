/**
 * /bilgiler/mac-istatistikleri: a round's matches with both sides' statistics
 * (`Match/GetMatchDetail` per match), then the round's players with their figures
 * (`Player/GetPlayerWithWeeklyMatchDetailList`: paged and sortable).
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  useMatchGetMatchDetailQuery,
  useMatchesOfTheWeekGetMatchesOfTheWeekListQuery,
  usePlayerGetPlayerWithWeeklyMatchDetailListQuery,
  type Match,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { TeamStatsTable } from '../matchDetails/TeamStatsTable';
import { MatchLink } from './MatchLink';
import { useClubs } from '../../reads/clubs';
import { useCulture } from '../../components/culture';
import { roundMatchesArg } from './FixturesSection';
import { hasScore } from './matchStatus';
import { pageCount, sortingPaging, useTableState } from './pagedTable';
import { Pager } from '../../components/Pager';
import { playerPath } from './PlayersSection';
import { RoundPicker } from './RoundPicker';
import { ROUND_PARAM, useRoundPick } from './rounds';
import { SortHeader } from './SortHeader';
import { distinctNames } from '../../components/playerNames';

export function MatchStatsSection() {
  const { t } = useTranslation('stats');
  const pick = useRoundPick('started');
  if (pick.isLoading) return <Spinner />;
  if (pick.isError) {
    return <ErrorState message={errorMessage(pick.error)} onRetry={pick.refetch} />;
  }
  if (!pick.round) return <EmptyState message={t('matchStats.noRound')} />;
  return (
    <>
      <RoundPicker rounds={pick.rounds} round={pick.round} onSelect={pick.select} />
      <RoundMatchStats round={pick.round} />
      <RoundPlayers round={pick.round} />
    </>
  );
}

function RoundMatchStats({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('stats');
  const { data, isFetching, isError, error, refetch } =
    useMatchesOfTheWeekGetMatchesOfTheWeekListQuery(roundMatchesArg(round));
  if (isFetching && !data) return <Spinner />;
  if (isError) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const played = (data?.data ?? []).filter(hasScore);
  if (played.length === 0) return <EmptyState message={t('matchStats.empty')} />;
  return (
    <section aria-labelledby="round-matches" className="stack">
      <h2 id="round-matches">{t('matchStats.matchesTitle')}</h2>
      <div className="match-stats__grid">
        {played.map((match) => (
          <MatchStatsCard key={match.Id} match={match} />
        ))}
      </div>
    </section>
  );
}

function MatchStatsCard({ match }: { match: Match }) {
  const { t } = useTranslation('stats');
  const clubs = useClubs();
  const { data, isLoading, isError, error, refetch } = useMatchGetMatchDetailQuery({
    matchId: match.Id,
  });
  const home = clubs.name(match.HomeTeamId);
  const away = clubs.name(match.AwayTeamId);
  const title = `${home} ${match.HomeScore} - ${match.AwayScore} ${away}`;
  const detail = data?.data;
  return (
    <article className="card match-stats__card" aria-label={title}>
      <h3 className="match-stats__title">
        <MatchLink matchId={match.Id}>{title}</MatchLink>
        {match.State === 'live' && (
          <span className="round-state round-state--live">
            {t('match.liveMinute', { minute: match.Minute ?? 0 })}
          </span>
        )}
      </h3>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : detail?.HomeStats && detail.AwayStats ? (
        <TeamStatsTable
          home={detail.HomeStats}
          away={detail.AwayStats}
          homeName={home}
          awayName={away}
          caption={t('teamStats.caption', { match: title })}
        />
      ) : (
        <EmptyState message={t('teamStats.empty')} />
      )}
    </article>
  );
}

const PLAYER_COLUMNS = ['RoundPoints', 'Minutes', 'Goals', 'Assists', 'Saves', 'BonusPoints'];

function RoundPlayers({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const clubs = useClubs();
  const table = useTableState('RoundPoints', 'desc', PLAYER_COLUMNS);
  const { data, isFetching, isError, error, refetch } =
    usePlayerGetPlayerWithWeeklyMatchDetailListQuery({
      roundPlayersRequest: {
        ...DEFAULT_LEAGUE_CONTEXT,
        WeeklyLeagueInformationId: round.Id,
        SortingPaging: sortingPaging(table),
      },
    });
  const rows = data?.data ?? [];
  const nameOf = distinctNames(rows.map((row) => row.Player));
  return (
    <section aria-labelledby="round-players" className="stack">
      <h2 id="round-players">{t('matchStats.playersTitle')}</h2>
      {isFetching && !data ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={t('matchStats.noPlayers')} />
      ) : (
        <>
          <div className="table-scroll" aria-busy={isFetching}>
            <table className="table info-table">
              <caption className="visually-hidden">
                {t('matchStats.playersCaption', { round: round.Title })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="info-table__sticky">
                    {t('players.player')}
                  </th>
                  <SortHeader table={table} column="RoundPoints" label={t('col.points')} />
                  <SortHeader table={table} column="Minutes" label={t('col.minutes')} />
                  <SortHeader table={table} column="Goals" label={t('col.goals')} />
                  <SortHeader table={table} column="Assists" label={t('col.assists')} />
                  <SortHeader table={table} column="Saves" label={t('col.saves')} />
                  <SortHeader table={table} column="BonusPoints" label={t('col.bonus')} />
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.Player.Id}>
                    <th scope="row" className="info-table__sticky">
                      <Link
                        to={`${playerPath(row.Player.Id)}?${ROUND_PARAM}=${round.Number}`}
                        className="player-cell"
                      >
                        <span className="player-cell__name">{nameOf(row.Player)}</span>
                        <span className="player-cell__meta muted">
                          {clubs.name(row.Player.TeamId)} · {t(`position.${row.Player.Position}`)}
                        </span>
                      </Link>
                    </th>
                    <td className="num tabular strong">{culture.number(row.RoundPoints)}</td>
                    <td className="num tabular">{row.Stats.Minutes}</td>
                    <td className="num tabular">{row.Stats.Goals}</td>
                    <td className="num tabular">{row.Stats.Assists}</td>
                    <td className="num tabular">{row.Stats.Saves}</td>
                    <td className="num tabular">{row.Stats.BonusPoints}</td>
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
    </section>
  );
}
