/**
 * /bilgiler/futbolcu-bilgileri/:id: a player's card (price and its change since the last
 * round, position, club, availability, season figures), his next five opponents coloured by
 * difficulty with the rule in words, his points round by round as bars (each bar picks the
 * round whose reason-by-reason breakdown shows below) and his matches with their rows.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  usePlayerGetPlayerByIdQuery,
  usePlayerGetPlayerMatchesBreakdownQuery,
  usePlayerGetWeeklyPlayerScoreBreakdownQuery,
  usePlayerGetWeeklyPlayerScoreQuery,
  type PlayerDetail,
  type PlayerMatchBreakdown,
  type PlayerWeeklyScore,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Shirt } from '../../components/pitch/PlayerToken';
import { BreakdownList } from '../../components/breakdown/BreakdownList';
import { DifficultyLegend, NextOpponents } from '../../components/fixtures/NextOpponents';
import { PriceChange } from '../../components/fixtures/PriceChange';
import { useClubs } from '../../reads/clubs';
import { useCulture } from '../../components/culture';
import { matchDetailsPath } from './matchStatus';
import { useAppSelector } from '../../../store/hooks';
import { PLAYERS_PATH } from './PlayersSection';
import { ROUND_PARAM } from './rounds';

export function PlayerPage({ playerId }: { playerId: number }) {
  const { t } = useTranslation('stats');
  const { data, isLoading, isError, error, refetch } = usePlayerGetPlayerByIdQuery({
    id: playerId,
  });
  const back = (
    <Link to={PLAYERS_PATH} className="back-link">
      ‹ {t('player.back')}
    </Link>
  );
  if (isLoading) {
    return (
      <>
        {back}
        <h1>{t('player.title')}</h1>
        <Spinner />
      </>
    );
  }
  if (isError || !data) {
    return (
      <>
        {back}
        <h1>{t('player.title')}</h1>
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      </>
    );
  }
  const player = data.data;
  return (
    <article className="player-page stack">
      {back}
      <PlayerHead player={player} />
      <section className="card stack" aria-labelledby="next-opponents-title">
        <h2 id="next-opponents-title">{t('opponents.title')}</h2>
        <NextOpponents clubId={player.TeamId} count={5} />
        <DifficultyLegend />
      </section>
      <SeasonFigures player={player} />
      <WeeklyScores playerId={player.Id} />
      <MatchBreakdowns playerId={player.Id} />
    </article>
  );
}

function PlayerHead({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const clubs = useClubs();
  const colours = clubs.colours(player.TeamId);
  return (
    <header className="player-head card">
      <Shirt primary={colours.PrimaryColor} secondary={colours.SecondaryColor} />
      <div className="player-head__text">
        <h1 className="player-head__name">
          {player.FirstName} {player.LastName}
        </h1>
        <p className="player-head__meta">
          <span className={`pos pos--${player.Position}`}>
            {t(`positionLong.${player.Position}`)}
          </span>{' '}
          {clubs.name(player.TeamId)}
          {player.ShirtNumber !== null && ` · #${player.ShirtNumber}`}
        </p>
        {player.Status !== 'available' && (
          <p className={`availability availability--${player.Status}`}>
            <strong>{t(`status.${player.Status}`)}</strong>
            {player.StatusReason && `: ${player.StatusReason}`}
            {player.ExpectedReturnRound !== null &&
              ` · ${t('unavailable.returns', { round: player.ExpectedReturnRound })}`}
          </p>
        )}
      </div>
      <dl className="tiles">
        <div className="tile">
          <dt>{t('col.price')}</dt>
          <dd className="tabular">
            {culture.price(player.Price)} <PriceChange change={player.PriceChange} />
          </dd>
        </div>
        <div className="tile">
          <dt>{t('col.totalPoints')}</dt>
          <dd className="tabular">{culture.number(player.TotalPoints)}</dd>
        </div>
        <div className="tile">
          <dt>{t('col.form')}</dt>
          <dd className="tabular">{culture.number(player.Form, 1)}</dd>
        </div>
        <div className="tile">
          <dt>{t('col.selected')}</dt>
          <dd className="tabular">{culture.percent(player.SelectedByPercent, 1)}</dd>
        </div>
      </dl>
    </header>
  );
}

const SEASON_FIGURES = [
  'Appearances',
  'Minutes',
  'Goals',
  'Assists',
  'CleanSheets',
  'Saves',
  'YellowCards',
  'RedCards',
  'BonusPoints',
] as const;

function SeasonFigures({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  return (
    <section aria-labelledby="season-title" className="card">
      <h2 id="season-title">{t('player.season')}</h2>
      <dl className="season-figures">
        {SEASON_FIGURES.map((figure) => (
          <div key={figure} className="season-figures__item">
            <dt>{t(`season.${figure}`)}</dt>
            <dd className="tabular">{culture.number(player.Season[figure])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WeeklyScores({ playerId }: { playerId: number }) {
  const { t } = useTranslation('stats');
  const { data, isLoading, isError, error, refetch } = usePlayerGetWeeklyPlayerScoreQuery({
    playerScoreRequest: { PlayerId: playerId, ...DEFAULT_LEAGUE_CONTEXT },
  });
  // The chosen round lives in the address (`?hafta=5`), like the other screens' rounds.
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get(ROUND_PARAM));
  const choose = (roundNumber: number) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(ROUND_PARAM, String(roundNumber));
        return next;
      },
      { replace: true },
    );
  const weeks = data?.data ?? [];
  // Opens on the latest round he has points in, else the latest round.
  const shown =
    weeks.find((w) => w.RoundNumber === chosen) ??
    [...weeks].reverse().find((w) => w.Points !== 0 || w.Minutes > 0) ??
    weeks.at(-1);
  return (
    <section aria-labelledby="weekly-title" className="card stack">
      <h2 id="weekly-title">{t('player.weekly')}</h2>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !shown ? (
        <EmptyState message={t('player.noRounds')} />
      ) : (
        <>
          <WeeklyBars weeks={weeks} shown={shown} onChoose={choose} />
          <RoundBreakdown playerId={playerId} week={shown} />
        </>
      )}
    </section>
  );
}

/** Points by round as bars (UI.md: a small bar chart); each bar is a button. */
function WeeklyBars({
  weeks,
  shown,
  onChoose,
}: {
  weeks: PlayerWeeklyScore[];
  shown: PlayerWeeklyScore;
  onChoose: (roundNumber: number) => void;
}) {
  const { t } = useTranslation('stats');
  const top = Math.max(1, ...weeks.map((w) => Math.abs(w.Points)));
  return (
    <div className="bars" role="group" aria-label={t('player.chooseRound')}>
      {weeks.map((week) => {
        const height = Math.round((Math.max(0, week.Points) / top) * 100);
        const selected = week.WeeklyLeagueInformationId === shown.WeeklyLeagueInformationId;
        return (
          <button
            key={week.WeeklyLeagueInformationId}
            type="button"
            className={`bars__bar${selected ? ' bars__bar--selected' : ''}`}
            aria-pressed={selected}
            aria-label={t('player.barLabel', {
              round: week.RoundNumber,
              count: week.Points,
            })}
            onClick={() => onChoose(week.RoundNumber)}
          >
            {/* The round first in the document (CSS shows it under the bar): the visible
                text reads "round points", as the label ends (WCAG 2.5.3). */}
            <span className="bars__round" aria-hidden="true">
              {week.RoundNumber}
            </span>{' '}
            <span className="bars__value tabular" aria-hidden="true">
              {week.Points}
            </span>
            <span className="bars__fill" style={{ height: `${height}%` }} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}

function RoundBreakdown({ playerId, week }: { playerId: number; week: PlayerWeeklyScore }) {
  const { t } = useTranslation('stats');
  // The answer for this round only (currentData): another round's rows under this round's
  // title while it loads would be wrong, not merely old.
  const {
    currentData: data,
    isFetching,
    isError,
    error,
    refetch,
  } = usePlayerGetWeeklyPlayerScoreBreakdownQuery({
    playerRoundRequest: {
      PlayerId: playerId,
      WeeklyLeagueInformationId: week.WeeklyLeagueInformationId,
    },
  });
  const title = t('player.breakdownTitle', { round: week.RoundNumber });
  return (
    <div className="stack" aria-busy={isFetching}>
      <h3 className="points-breakdown__title">
        {title}
        {week.IsProvisional && <span className="provisional">{t('provisional')}</span>}
      </h3>
      {isFetching && !data ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (data?.data ?? []).length === 0 ? (
        <EmptyState
          message={week.MatchCount === 0 ? t('player.blankRound') : t('player.didNotPlay')}
        />
      ) : (
        <BreakdownList rows={data!.data} caption={title} />
      )}
    </div>
  );
}

function MatchBreakdowns({ playerId }: { playerId: number }) {
  const { t } = useTranslation('stats');
  const { data, isLoading, isError, error, refetch } = usePlayerGetPlayerMatchesBreakdownQuery({
    playerScoreRequest: { PlayerId: playerId, ...DEFAULT_LEAGUE_CONTEXT },
  });
  const matches = [...(data?.data ?? [])].reverse();
  return (
    <section aria-labelledby="matches-title" className="card stack">
      <h2 id="matches-title">{t('player.matches')}</h2>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : matches.length === 0 ? (
        <EmptyState message={t('player.noMatches')} />
      ) : (
        <ul className="match-breakdowns">
          {matches.map((match) => (
            <li key={match.MatchId}>
              <MatchBreakdownItem match={match} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchBreakdownItem({ match }: { match: PlayerMatchBreakdown }) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const clubs = useClubs();
  const opponent = clubs.name(match.OpponentTeamId);
  const side = t(match.IsHome ? 'player.home' : 'player.away');
  const score =
    match.TeamScore === null || match.OpponentScore === null
      ? culture.dateTime(match.Kickoff)
      : `${match.TeamScore}-${match.OpponentScore}`;
  const title = t('player.matchTitle', { round: match.RoundNumber, opponent, side });
  // The match page is for signed-in users (spec section 2): no link a visitor cannot follow.
  const signedIn = useAppSelector((state) => state.session.user.value !== null);
  return (
    <details className="match-breakdown">
      <summary className="match-breakdown__summary">
        <span className="match-breakdown__title">{title}</span>
        <span className="muted tabular">{score}</span>
        <span className="muted tabular">
          {t('breakdown.minutes', { count: match.Stats.Minutes })}
        </span>
        <span className="match-breakdown__points tabular">
          {t('player.points', { count: match.Points ?? 0 })}
        </span>
      </summary>
      <div className="match-breakdown__body stack">
        {match.Rows.length === 0 ? (
          <p className="muted">{t('player.didNotPlay')}</p>
        ) : (
          <BreakdownList rows={match.Rows} caption={title} />
        )}
        {signedIn && <Link to={matchDetailsPath(match.MatchId)}>{t('player.openMatch')}</Link>}
      </div>
    </details>
  );
}
