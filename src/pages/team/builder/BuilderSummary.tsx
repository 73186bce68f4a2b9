/**
 * The builder's budget bar (the round's one line on the builder): the round and its
 * countdown, budget left (kept players at the
 * lower of their picked and today's price, GAME_RULES), the squad's value at today's prices
 * and players chosen.
 */
import { useTranslation } from 'react-i18next';
import type { WeeklyLeagueInformation } from '../../../../store/api/engine';
import { Countdown } from '../../../components/countdown/Countdown';
import { culture } from '../../../components/culture';
import { useLanguage } from '../../../reads/language';

export function BuilderSummary({
  round,
  remaining,
  value,
  picked,
  squadSize,
}: {
  round: WeeklyLeagueInformation;
  remaining: number;
  value: number;
  picked: number;
  squadSize: number;
}) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  return (
    <div className="builder__summary">
      <p className="muted builder__round">
        {round.Title} · <Countdown deadline={round.Deadline} />
      </p>
      <div className="stat">
        <span className="stat__label">{t('summary.budgetLeft')}</span>
        <span
          className={`stat__value tabular ${remaining < 0 ? 'stat__value--negative' : ''}`}
          data-testid="team-budget-left"
        >
          {culture(language).price(remaining)}
        </span>
      </div>
      <div className="stat">
        <span className="stat__label">{t('summary.value')}</span>
        <span className="stat__value tabular" data-testid="team-squad-value">
          {culture(language).price(value)}
        </span>
      </div>
      <div className="stat">
        <span className="stat__label">{t('summary.players')}</span>
        <span className="stat__value tabular" data-testid="team-player-count">
          {t('summary.playersCount', { count: picked, total: squadSize })}
        </span>
      </div>
    </div>
  );
}
