/** Help and rules: the scoring table from the server's rule set, and the contact form. */
import { useTranslation } from 'react-i18next';
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
    </article>
  );
}
