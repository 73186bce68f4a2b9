/** Frequently asked questions, each one expandable. */
import { useTranslation } from 'react-i18next';

export default function FaqPage() {
  const { t } = useTranslation('pages');
  const items = t('faq.items', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <article className="page prose">
      <h1>{t('faq.title')}</h1>
      {items.map((item) => (
        <details key={item.q} className="faq">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </article>
  );
}
