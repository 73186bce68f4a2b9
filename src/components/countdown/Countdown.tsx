/**
 * The live countdown to a deadline (UI.md: "Son değişiklik: 1 sa 12 dk"), on the home
 * page's round card and in the team area. The deadline itself is the element's
 * machine-readable time and its title. Time comes from the injectable clock.
 */
import { useTranslation } from 'react-i18next';
import { useNow } from '../clock';
import { useCulture } from '../culture';
import { timeLeft } from './timeLeft';
import './countdown.css';

interface Props {
  deadline: string;
  /** `large` on the home page's round card, `inline` within a line of text. */
  size?: 'large' | 'inline';
  /** The server says the deadline has passed, whatever this device's clock says. */
  passed?: boolean;
}

export function Countdown({ deadline, size = 'inline', passed = false }: Props) {
  const { t } = useTranslation('common');
  const date = useCulture().deadline(deadline);
  const left = timeLeft(Date.parse(deadline), useNow());
  const className = `countdown countdown--${size}`;
  if (passed || left.unit === 'passed') {
    return (
      <time className={`${className} countdown--passed`} dateTime={deadline} title={date}>
        {t('countdown.passed')}
      </time>
    );
  }
  return (
    <time className={className} role="timer" dateTime={deadline} title={date}>
      <span className="countdown__label">{t('countdown.label')}</span>{' '}
      <span className="countdown__value">{t(`countdown.${left.unit}`, left)}</span>
    </time>
  );
}
