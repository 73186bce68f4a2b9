/**
 * The current round first (UI.md): its title and state, the live deadline countdown and,
 * for a signed-in user, the one call to action: build or edit my team.
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
import { Countdown } from '../../components/countdown/Countdown';
import { culture } from '../../components/culture';
import { Badge, HomeCard } from './HomeCard';
import { useLanguage } from '../../reads/language';
import { LEAGUE } from './homeData';

const TEAM_PATH = '/takim/takimim';
/** Before the deadline the countdown runs; after it the round shows its state only. */
const BUILDING: WeeklyLeagueInformation['State'][] = ['upcoming', 'open'];

/** Memoised: drawn again only when its round changes (see HomeBoard). */
export const RoundCard = memo(function RoundCard({
  round,
  signedIn,
}: {
  round: WeeklyLeagueInformation;
  signedIn: boolean;
}) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const tone = round.State === 'live' ? 'live' : round.State === 'open' ? 'warning' : 'neutral';
  return (
    <HomeCard
      title={t('round.title', { number: round.Number })}
      badge={<Badge tone={tone}>{t(`round.state.${round.State}`)}</Badge>}
      className="home-card--round"
    >
      <Countdown deadline={round.Deadline} size="large" passed={!BUILDING.includes(round.State)} />
      <p className="muted">
        <time dateTime={round.Deadline}>{culture(language).deadline(round.Deadline)}</time>
      </p>
      {signedIn ? (
        <MyTeam round={round} />
      ) : (
        <Link to="/register" className="button button--ghost home-cta">
          {t('team.join')}
        </Link>
      )}
    </HomeCard>
  );
});

function MyTeam({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data, isLoading, isError, error, refetch } = useUserTeamGetUserTeamListQuery({
    competitionCode: LEAGUE.CompetitionCode,
    weeklyLeagueInformationId: round.Id,
  });
  if (isLoading) return <Spinner />;
  if (isError) {
    return (
      <ErrorState message={errorMessage(error) ?? t('team.error')} onRetry={() => void refetch()} />
    );
  }
  const teams = data?.data ?? [];
  const team = teams.find((candidate) => candidate.IsPrimary) ?? teams[0];
  if (!team) {
    return (
      <div className="home-team">
        <p>{t('team.none', { round: t('round.title', { number: round.Number }) })}</p>
        <Link to={TEAM_PATH} className="button button--large home-cta">
          {t('team.build')}
        </Link>
      </div>
    );
  }
  return (
    <div className="home-team">
      <p className="home-team__name">{team.Name}</p>
      <p className={team.BudgetCost > team.Budget ? 'home-team__over tabular' : 'muted tabular'}>
        {t('team.budget', {
          // Against the budget kept players count at their picked price (GAME_RULES).
          cost: culture(language).price(team.BudgetCost),
          budget: culture(language).price(team.Budget),
        })}
      </p>
      {team.IsCarriedOver && team.IsEditable && <p>{t('team.carriedOver')}</p>}
      <Link to={TEAM_PATH} className="button button--large home-cta">
        {team.IsEditable ? t('team.edit') : t('team.view')}
      </Link>
    </div>
  );
}
