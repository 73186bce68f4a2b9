/** The user agreement. */
import { useTranslation } from 'react-i18next';

export default function AgreementPage() {
  const { t } = useTranslation('pages');
  const sections = t('agreement.sections', { returnObjects: true }) as {
    title: string;
    text: string;
  }[];
  return (
    <article className="page prose">
      <h1>{t('agreement.title')}</h1>
      <p className="muted">{t('agreement.updated')}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </article>
  );
}
