/** Previous / next page with "page x of y": buttons, so the keyboard reaches them. */
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../components/culture';

export function Pager({
  page,
  pages,
  total,
  onPage,
  busy,
}: {
  /** Zero-based. */
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 0 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <p className="pager__status" aria-live="polite">
        {t('pager.status', { page: page + 1, pages })}
        <span className="muted">
          {' '}
          · {t('pager.total', { count: total, total: culture.number(total) })}
        </span>
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pages - 1 || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
