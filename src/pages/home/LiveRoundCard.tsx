/**
 * The round in play headlines home (GAME_RULES: points are live while a match plays,
 * provisional until the round is scored, and screens say which): its matches played so
 * far and, for a signed-in user, his team's points with their label. Asked again every
 * minute while the round plays, so the points move without a reload.
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  useUserTeamGetUserTeamListQuery,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { culture } from '../../components/culture';
import { useLanguage } from '../../reads/language';
import { LIVE_POLL_MS } from '../../reads/livePoll';
import { Badge, HomeCard } from './HomeCard';
import { LEAGUE } from './homeData';

const FIXTURES_PATH = '/bilgiler/fiksture-ve-sonuclar';

/** Memoised: drawn again only when its round changes (see HomeBoard). */
export const LiveRoundCard = memo(function LiveRoundCard({
  round,
  signedIn,
}: {
  round: WeeklyLeagueInformation;
  signedIn: boolean;
}) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <HomeCard
      title={t('round.title', { number: round.Number })}
      badge={<Badge tone="live">{t(`round.state.${round.State}`)}</Badge>}
      className="home-card--round home-card--live"
    >
      <p className="tabular" data-testid="live-matches">
        {t('live.matches', {
          finished: culture(language).number(round.FinishedMatchCount, 0),
          total: culture(language).number(round.MatchCount, 0),
        })}
      </p>
      {signedIn ? (
        <LiveTeam round={round} />
      ) : (
        <Link to={FIXTURES_PATH} className="button button--ghost home-cta">
          {t('live.fixtures')}
        </Link>
      )}
    </HomeCard>
  );
});

function LiveTeam({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data, isLoading, isError, error, refetch } = useUserTeamGetUserTeamListQuery(
    { competitionCode: LEAGUE.CompetitionCode, weeklyLeagueInformationId: round.Id },
    { pollingInterval: LIVE_POLL_MS, skipPollingIfUnfocused: true },
  );
  if (isLoading) return <Spinner />;
  if (isError) {
    return (
      <ErrorState message={errorMessage(error) ?? t('team.error')} onRetry={() => void refetch()} />
    );
  }
  const teams = data?.data ?? [];
  const team = teams.find((candidate) => candidate.IsPrimary) ?? teams[0];
  if (!team) return <p>{t('live.noTeam')}</p>;
  return (
    <div className="home-team">
      <p className="home-team__name">{team.Name}</p>
      <dl className="home-figures">
        <div className="home-figure home-figure--big">
          <dt>
            {t('live.points')}{' '}
            <Badge tone={team.IsProvisional ? 'live' : 'neutral'}>
              {team.IsProvisional ? t('live.provisional') : t('live.final')}
            </Badge>
          </dt>
          <dd className="tabular" data-testid="live-points">
            {team.Points === null ? t('score.none') : culture(language).number(team.Points, 0)}
          </dd>
        </div>
      </dl>
      <p className="muted">{t('live.refresh')}</p>
      <Link to={`/takim/${team.Id}`} className="button button--large home-cta">
        {t('team.view')}
      </Link>
    </div>
  );
}
