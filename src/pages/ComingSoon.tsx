/** The placeholder of a screen that a later issue builds. */
import { useTranslation } from 'react-i18next';

export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page coming-soon">
      <h1>{title}</h1>
      <p className="coming-soon__badge">{t('comingSoon.title')}</p>
      <p>{t('comingSoon.text')}</p>
    </section>
  );
}
