/**
 * The key rules for a visitor, every number from the published rule set
 * (`PlayerScoreRuleSet/GetRuleSets`), never from client code.
 */
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { culture } from '../../components/culture';
import { HomeCard } from './HomeCard';
import type { Language } from '../../../store/constants';
import { useLanguage } from '../../reads/language';
import { useRuleSet } from '../../reads/ruleSet';

/** Memoised, and drawn from the deferred answer (see HomeBoard). */
export const RulesCard = memo(function RulesCard() {
  const rules = useRuleSet();
  const language = useLanguage();
  return <RulesView rules={useDeferredValue(rules)} language={useDeferredValue(language)} />;
});

const RulesView = memo(function RulesView({
  rules: { ruleSet, isLoading, isError, error, refetch },
  language,
}: {
  rules: ReturnType<typeof useRuleSet>;
  language: Language;
}) {
  const { t } = useTranslation('home');
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
});
