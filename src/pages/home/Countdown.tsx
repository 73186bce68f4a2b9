/** The live countdown to a round's deadline ("Son değişiklik: 1 sa 12 dk"). */
import { useTranslation } from 'react-i18next';
import { useNow } from '../../components/clock';
import { timeLeft } from './countdown';

export function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('home');
  const left = timeLeft(Date.parse(deadline), useNow());
  if (left.unit === 'passed') {
    return <p className="home-countdown home-countdown--passed">{t('countdown.passed')}</p>;
  }
  return (
    <p className="home-countdown" role="timer">
      <span className="home-countdown__label">{t('countdown.label')}</span>{' '}
      <span className="home-countdown__value">{t(`countdown.${left.unit}`, left)}</span>
    </p>
  );
}
