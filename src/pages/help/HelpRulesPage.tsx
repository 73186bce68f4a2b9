/**
 * Help and rules: the scoring table from the server's rule set, the contact form, and the
 * "Download debug log" button for a problem report.
 */
import { useTranslation } from 'react-i18next';
import { DownloadDebugLog } from '../../components/debugLog/DownloadDebugLog';
import { ContactForm } from './ContactForm';
import { ScoringTable } from './ScoringTable';

export default function HelpRulesPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page prose">
      <h1>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      <ScoringTable />
      <ContactForm />
      <DownloadDebugLog />
    </article>
  );
}
