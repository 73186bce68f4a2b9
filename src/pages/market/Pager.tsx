/** Previous / next through a paged list, with "page 2 of 5" between; hidden for one page. */
import { useTranslation } from 'react-i18next';

export function Pager({
  page,
  count,
  size,
  onPage,
  label,
}: {
  /** Zero-based. */
  page: number;
  /** Rows in all pages (the answer's TotalCount). */
  count: number;
  size: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('market');
  const pages = Math.max(1, Math.ceil(count / size));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('history.previous')}
      </button>
      <span className="tabular">{t('history.page', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('history.next')}
      </button>
    </nav>
  );
}
