/** Placeholder until its issue builds the screen (its own chunk). */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../ComingSoon';

export default function MatchDetailsPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('sections.matchDetails')} />;
}
