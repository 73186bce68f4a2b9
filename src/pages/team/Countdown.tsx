/**
 * The deadline as a live countdown ("Son değişiklik: 1 g 3 sa 12 dk"), with the date
 * itself as the element's machine-readable time and title. Past the deadline (by this
 * device's clock) it shows the date only.
 */
import { useTranslation } from 'react-i18next';
import { useNow } from '../../components/clock';
import { formatDeadline } from './format';
import { useLanguage } from './teamData';

const MINUTE = 60_000;

export function Countdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const now = useNow();
  const date = formatDeadline(deadline, language);
  const left = Date.parse(deadline) - now;
  if (!(left > 0)) {
    return <time dateTime={deadline}>{t('round.deadline', { date })}</time>;
  }
  const minutes = Math.ceil(left / MINUTE);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [
    days > 0 ? t('round.days', { count: days }) : '',
    days > 0 || hours > 0 ? t('round.hours', { count: hours }) : '',
    t('round.minutes', { count: minutes % 60 }),
  ].filter(Boolean);
  return (
    <time dateTime={deadline} title={date}>
      {t('round.deadline', { date: parts.join(' ') })}
    </time>
  );
}
