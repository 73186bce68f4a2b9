/**
 * The key rules for a visitor, every number from the published rule set
 * (`PlayerScoreRuleSet/GetRuleSets`), never from client code.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { culture } from '../../components/culture';
import { HomeCard } from './HomeCard';
import { useLanguage } from '../../reads/language';
import { useRuleSet } from '../../reads/ruleSet';

export function RulesCard() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { ruleSet, isLoading, isError, error, refetch } = useRuleSet();
  let body;
  if (isLoading) body = <Spinner />;
  else if (isError)
    body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!ruleSet) body = <EmptyState message={t('rules.empty')} />;
  else {
    const { Squad: squad } = ruleSet;
    body = (
      <ul className="home-rules">
        <li>
          {t('rules.squad', {
            size: squad.SquadSize,
            gk: squad.PositionCounts.GK,
            def: squad.PositionCounts.DEF,
            mid: squad.PositionCounts.MID,
            fwd: squad.PositionCounts.FWD,
          })}
        </li>
        <li>{t('rules.budget', { budget: culture(language).price(squad.Budget) })}</li>
        <li>{t('rules.perClub', { max: squad.MaxPlayersPerTeam })}</li>
        <li>{t('rules.captain', { multiplier: ruleSet.CaptainMultiplier })}</li>
        <li>{t('rules.deadline', { minutes: squad.DeadlineMinutesBeforeKickoff })}</li>
      </ul>
    );
  }
  return (
    <HomeCard title={t('rules.title')} className="home-card--rules">
      {body}
      <p className="home-card__more home-card__links">
        <Link to="/nasil-oynanir">{t('rules.howToPlay')}</Link>
        <Link to="/yardim-ve-kurallar">{t('rules.scoring')}</Link>
      </p>
    </HomeCard>
  );
}
