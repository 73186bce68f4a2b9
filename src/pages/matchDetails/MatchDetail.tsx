/**
 * One match: the scoreboard (score, state, minute), a provisional-points marker until its
 * round is scored, the events in match order (goals with assists, cards, substitutions),
 * both line-ups with minutes and fantasy points, and both sides' statistics.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  useMatchGetMatchDetailQuery,
  type MatchDetail as MatchDetailData,
  type MatchEvent,
  type MatchLineupPlayer,
} from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Shirt } from '../../components/pitch/PlayerToken';
import { useClubs } from '../../reads/clubs';
import { useCulture } from '../../components/culture';
import { hasScore } from '../information/matchStatus';
import { playerPath } from '../information/PlayersSection';
import { ROUND_PARAM } from '../information/rounds';
import { TeamStatsTable } from './TeamStatsTable';

const FIXTURES_PATH = '/bilgiler/fiksture-ve-sonuclar';

export function MatchDetail({ matchId }: { matchId: number | undefined }) {
  const { t } = useTranslation('stats');
  // Club names first, so the page never shows ids in their place.
  const clubs = useClubs();
  const { data, isLoading, isError, error, refetch } = useMatchGetMatchDetailQuery(
    { matchId: matchId ?? 0 },
    { skip: matchId === undefined },
  );
  if (matchId === undefined) {
    return (
      <div className="stack">
        <EmptyState message={t('matchPage.choose')} />
        <Link to={FIXTURES_PATH}>{t('matchPage.toFixtures')}</Link>
      </div>
    );
  }
  if (isLoading || clubs.isLoading) return <Spinner />;
  if (isError || !data) {
    return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  }
  return <MatchView detail={data.data} />;
}

function MatchView({ detail }: { detail: MatchDetailData }) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const clubs = useClubs();
  const { Match: match } = detail;
  const home = clubs.name(match.HomeTeamId);
  const away = clubs.name(match.AwayTeamId);
  const names = new Map(
    [...detail.HomeLineup, ...detail.AwayLineup].map((p) => [p.PlayerId, p.DisplayName]),
  );
  const started = hasScore(match);
  const status =
    match.State === 'live'
      ? t('match.liveMinute', { minute: match.Minute ?? 0 })
      : t(`match.state.${match.State}`);
  return (
    <div className="stack">
      <div className="scoreboard card" aria-label={t('matchPage.scoreboard')} role="group">
        <p className="scoreboard__meta muted">
          {t('round.short', { number: match.RoundNumber })} · {culture.dateTime(match.Kickoff)}
        </p>
        <div className="scoreboard__main">
          <TeamSide teamId={match.HomeTeamId} name={home} />
          <div className="scoreboard__score">
            <span className="display tabular">
              {started ? `${match.HomeScore} - ${match.AwayScore}` : culture.time(match.Kickoff)}
            </span>
            <span className={`round-state round-state--${match.State}`}>{status}</span>
          </div>
          <TeamSide teamId={match.AwayTeamId} name={away} />
        </div>
        {detail.IsProvisional && started && (
          <p className="provisional">{t('matchPage.provisional')}</p>
        )}
      </div>
      {!started ? (
        <EmptyState message={t('matchPage.notStarted')} />
      ) : (
        <>
          <section aria-labelledby="events-title" className="card">
            <h2 id="events-title">{t('matchPage.events')}</h2>
            {detail.Events.length === 0 ? (
              <p className="muted">{t('matchPage.noEvents')}</p>
            ) : (
              <ol className="timeline">
                {detail.Events.map((event) => (
                  <EventRow
                    key={event.Id}
                    event={event}
                    // An own goal counts for (and shows on) the other side.
                    home={(event.TeamId === match.HomeTeamId) !== (event.Type === 'ownGoal')}
                    names={names}
                    team={event.TeamId === match.HomeTeamId ? home : away}
                  />
                ))}
              </ol>
            )}
          </section>
          <div className="lineups">
            <Lineup
              title={t('matchPage.lineup', { team: home })}
              players={detail.HomeLineup}
              round={match.RoundNumber}
            />
            <Lineup
              title={t('matchPage.lineup', { team: away })}
              players={detail.AwayLineup}
              round={match.RoundNumber}
            />
          </div>
          <section aria-labelledby="team-stats-title" className="card">
            <h2 id="team-stats-title">{t('matchPage.teamStats')}</h2>
            {detail.HomeStats && detail.AwayStats ? (
              <TeamStatsTable
                home={detail.HomeStats}
                away={detail.AwayStats}
                homeName={home}
                awayName={away}
                caption={t('matchPage.teamStats')}
              />
            ) : (
              <p className="muted">{t('teamStats.empty')}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function TeamSide({ teamId, name }: { teamId: number; name: string }) {
  const clubs = useClubs();
  const colours = clubs.colours(teamId);
  return (
    <span className="scoreboard__team">
      <Shirt primary={colours.PrimaryColor} secondary={colours.SecondaryColor} />
      <span className="scoreboard__name">{name}</span>
    </span>
  );
}

/** Drawn with CSS and SVG, so no emoji font is needed (many phones and Linux lack one). */
function EventIcon({ type }: { type: MatchEvent['Type'] }) {
  switch (type) {
    case 'goal':
    case 'penaltyGoal':
    case 'ownGoal':
      return (
        <svg viewBox="0 0 20 20" className={`ball${type === 'ownGoal' ? ' ball--own' : ''}`}>
          <circle cx="10" cy="10" r="8.5" />
          <path d="M10 5.5l3.2 2.3-1.2 3.8H8l-1.2-3.8z" />
        </svg>
      );
    case 'yellowCard':
      return <span className="card-icon card-icon--yellow" />;
    case 'secondYellow':
      return <span className="card-icon card-icon--second" />;
    case 'redCard':
      return <span className="card-icon card-icon--red" />;
    case 'substitution':
      return <span className="sub-icon">⇄</span>;
    case 'penaltyMissed':
      return <span className="pen-icon pen-icon--missed">P</span>;
    case 'penaltySaved':
      return <span className="pen-icon pen-icon--saved">P</span>;
  }
}

function EventRow({
  event,
  home,
  names,
  team,
}: {
  event: MatchEvent;
  home: boolean;
  names: Map<number, string>;
  team: string;
}) {
  const { t } = useTranslation('stats');
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const minute =
    event.AddedMinute === null ? `${event.Minute}'` : `${event.Minute}+${event.AddedMinute}'`;
  const related = event.RelatedPlayerId === null ? null : name(event.RelatedPlayerId);
  const detail =
    event.Type === 'substitution'
      ? t('event.subDetail', { on: related ?? '', off: name(event.PlayerId) })
      : related && (event.Type === 'goal' || event.Type === 'penaltyGoal')
        ? t('event.assist', { name: related })
        : related && event.Type === 'penaltySaved'
          ? t('event.taker', { name: related })
          : null;
  return (
    <li className={`timeline__event timeline__event--${home ? 'home' : 'away'}`}>
      <span className="timeline__minute tabular">{minute}</span>
      <span className="timeline__icon" aria-hidden="true">
        <EventIcon type={event.Type} />
      </span>
      <span className="timeline__text">
        {event.Type === 'substitution' ? (
          <>
            <span className="visually-hidden">{t('event.type.substitution')}: </span>
            {detail}
          </>
        ) : (
          <>
            <strong>{name(event.PlayerId)}</strong>{' '}
            <span className="muted">({t(`event.type.${event.Type}`)})</span>
            {detail && <span className="muted"> · {detail}</span>}
          </>
        )}
        <span className="visually-hidden"> · {team}</span>
      </span>
    </li>
  );
}

/** A side's players with their points; a name opens his page on this round's breakdown. */
function Lineup({
  title,
  players,
  round,
}: {
  title: string;
  players: MatchLineupPlayer[];
  round: number;
}) {
  const { t } = useTranslation('stats');
  const starters = players.filter((p) => p.IsStarter);
  const subs = players.filter((p) => !p.IsStarter);
  const row = (p: MatchLineupPlayer) => (
    <tr key={p.PlayerId}>
      <td className="num tabular muted">{p.ShirtNumber ?? ''}</td>
      <th scope="row">
        <Link to={`${playerPath(p.PlayerId)}?${ROUND_PARAM}=${round}`}>{p.DisplayName}</Link>{' '}
        <span className={`pos pos--${p.Position}`}>{t(`position.${p.Position}`)}</span>
        {p.MinuteOff !== null && <span className="muted"> ↓{p.MinuteOff}&apos;</span>}
        {!p.IsStarter && <span className="muted"> ↑{p.MinuteOn}&apos;</span>}
      </th>
      <td className="num tabular">{p.Stats.Minutes}</td>
      <td className="num tabular strong">{p.Points ?? '–'}</td>
    </tr>
  );
  return (
    <section className="card lineup" aria-label={title}>
      <h2>{title}</h2>
      {players.length === 0 ? (
        <p className="muted">{t('matchPage.noLineup')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  <span className="visually-hidden">{t('matchPage.shirt')}</span>#
                </th>
                <th scope="col">{t('players.player')}</th>
                <th scope="col" className="num">
                  {t('col.minutes')}
                </th>
                <th scope="col" className="num">
                  {t('col.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {starters.map(row)}
              {subs.length > 0 && (
                <tr className="lineup__subs">
                  <th scope="rowgroup" colSpan={4}>
                    {t('matchPage.subs')}
                  </th>
                </tr>
              )}
              {subs.map(row)}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
