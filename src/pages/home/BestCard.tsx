/** Best of the week: the top player and his points, and the top team of the last scored round. */
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePlayerGetBestOfTheWeekQuery } from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Badge, ClubDot, HomeCard } from './HomeCard';
import { useClubs, type Clubs } from '../../reads/clubs';
import { LEAGUE } from './homeData';

const BEST_PATH = '/bilgiler/haftanin-enleri';

/** Memoised, and drawn from deferred answers (see HomeBoard). */
export const BestCard = memo(function BestCard() {
  const best = usePlayerGetBestOfTheWeekQuery({ competitionCode: LEAGUE.CompetitionCode });
  const clubs = useClubs();
  return <BestView best={useDeferredValue(best)} clubs={useDeferredValue(clubs.byId)} />;
});

const BestView = memo(function BestView({
  best: { data, isLoading, isError, error, refetch },
  clubs,
}: {
  best: ReturnType<typeof usePlayerGetBestOfTheWeekQuery>;
  clubs: Clubs['byId'];
}) {
  const { t } = useTranslation('home');
  const best = data?.data ?? null;
  const title = best
    ? `${t('best.title')} · ${t('round.title', { number: best.RoundNumber })}`
    : t('best.title');
  let body;
  if (isLoading) body = <Spinner />;
  else if (isError)
    body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!best) body = <EmptyState message={t('best.empty')} />;
  else {
    const { Player: player, Points: points } = best.TopPlayer;
    const club = clubs.get(player.TeamId);
    const topTeam = best.TopUserTeam;
    body = (
      <>
        <div className="home-best">
          <p className="home-best__label">{t('best.topPlayer')}</p>
          <p className="home-best__name">
            <span className={`home-pos home-pos--${player.Position}`}>
              <abbr title={t(`positionName.${player.Position}`)}>
                {t(`position.${player.Position}`)}
              </abbr>
            </span>
            <span>{player.DisplayName}</span>
          </p>
          {club && (
            <p className="home-best__club muted">
              <ClubDot primary={club.PrimaryColor} secondary={club.SecondaryColor} />
              {club.ShortName}
            </p>
          )}
          <p className="home-best__points tabular">{t('best.points', { points })}</p>
        </div>
        {topTeam && (
          <div className="home-best home-best--team">
            <p className="home-best__label">{t('best.topTeam')}</p>
            <p className="home-best__team">
              {t('best.teamOf', { team: topTeam.TeamName, user: topTeam.User.UserName })}
            </p>
            <p className="home-best__points home-best__points--small tabular">
              {t('best.points', { points: topTeam.Points })}
            </p>
          </div>
        )}
      </>
    );
  }
  return (
    <HomeCard
      title={title}
      className="home-card--best"
      badge={best?.IsProvisional ? <Badge tone="live">{t('score.provisional')}</Badge> : undefined}
    >
      {body}
      <p className="home-card__more">
        <Link to={BEST_PATH}>{t('best.bestXi')}</Link>
      </p>
    </HomeCard>
  );
});
