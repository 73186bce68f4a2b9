/** What the home board looks like while its module loads: grey cards, a hidden status. */
import { useTranslation } from 'react-i18next';

export function HomeSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div className="home-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      {[0, 1, 2].map((card) => (
        <div key={card} className="home-skeleton__card" aria-hidden="true">
          <span className="home-skeleton__line home-skeleton__line--title" />
          <span className="home-skeleton__line" />
          <span className="home-skeleton__line home-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
