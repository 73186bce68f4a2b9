/** My last round with points as big numbers: points, round rank and overall rank with its move. */
import { useTranslation } from 'react-i18next';
import {
  useUserWeeklyScoreGetWeeklyScoreByUserIdQuery,
  type UserWeeklyScore,
} from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { culture } from '../../components/culture';
import { Badge, HomeCard } from './HomeCard';
import { useLanguage } from '../../reads/language';
import { LIVE_POLL_MS } from '../../reads/livePoll';
import { LEAGUE } from './homeData';

export function ScoreCard() {
  const { t } = useTranslation('home');
  const { data, isLoading, isError, error, refetch } =
    useUserWeeklyScoreGetWeeklyScoreByUserIdQuery({ weeklyScoreByUserIdRequest: { ...LEAGUE } });
  const score = data?.data ?? null;
  // Provisional points move while the round plays: asked again once a minute until final.
  useUserWeeklyScoreGetWeeklyScoreByUserIdQuery(
    { weeklyScoreByUserIdRequest: { ...LEAGUE } },
    { pollingInterval: score?.IsProvisional ? LIVE_POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const title = score
    ? `${t('score.title')} · ${t('round.title', { number: score.RoundNumber })}`
    : t('score.title');
  let body;
  if (isLoading) body = <Spinner />;
  else if (isError)
    body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!score) body = <EmptyState message={t('score.empty')} />;
  else body = <ScoreFigures score={score} />;
  return (
    <HomeCard
      title={title}
      className="home-card--score"
      badge={score?.IsProvisional ? <Badge tone="live">{t('score.provisional')}</Badge> : undefined}
    >
      {body}
    </HomeCard>
  );
}

function ScoreFigures({ score }: { score: UserWeeklyScore }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const show = (value: number | null) =>
    value === null ? t('score.none') : culture(language).number(value, 1);
  return (
    <>
      {score.UserTeamId === null && <p>{t('score.noTeam')}</p>}
      <dl className="home-figures">
        <div className="home-figure home-figure--big">
          <dt>{t('score.points')}</dt>
          <dd className="tabular">{show(score.Points)}</dd>
        </div>
        <div className="home-figure home-figure--big">
          <dt>{t('score.roundRank')}</dt>
          <dd className="tabular">
            {show(score.RoundRank)}
            <span className="home-figure__sub">
              {t('score.of', { total: culture(language).number(score.RankedTeams, 1) })}
            </span>
          </dd>
        </div>
        <div className="home-figure home-figure--big">
          <dt>{t('score.overallRank')}</dt>
          <dd className="tabular">
            {show(score.OverallRank)}
            <RankMove now={score.OverallRank} before={score.PreviousOverallRank} />
          </dd>
        </div>
      </dl>
      <dl className="home-figures home-figures--small">
        <div className="home-figure">
          <dt>{t('score.total')}</dt>
          <dd className="tabular">{show(score.TotalPoints)}</dd>
        </div>
        <div className="home-figure">
          <dt>{t('score.average')}</dt>
          <dd className="tabular">{show(score.AveragePoints)}</dd>
        </div>
        <div className="home-figure">
          <dt>{t('score.highest')}</dt>
          <dd className="tabular">{show(score.HighestPoints)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The overall rank's change since the previous scored round: a smaller rank is better. */
function RankMove({ now, before }: { now: number | null; before: number | null }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  if (now === null || before === null) return null;
  const places = culture(language).number(Math.abs(before - now), 1);
  if (before > now) {
    return (
      <span className="home-rank-move home-rank-move--up" title={t('score.up', { places })}>
        <span aria-hidden="true">▲ {places}</span>
        <span className="visually-hidden">{t('score.up', { places })}</span>
      </span>
    );
  }
  if (before < now) {
    return (
      <span className="home-rank-move home-rank-move--down" title={t('score.down', { places })}>
        <span aria-hidden="true">▼ {places}</span>
        <span className="visually-hidden">{t('score.down', { places })}</span>
      </span>
    );
  }
  return (
    <span className="home-rank-move" title={t('score.same')}>
      <span aria-hidden="true">=</span>
      <span className="visually-hidden">{t('score.same')}</span>
    </span>
  );
}
