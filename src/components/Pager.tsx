/**
 * Previous / next through a paged list, with "page x of y" between (and what the list holds,
 * worded by the caller): buttons, so the keyboard reaches them; nothing for a single page.
 * A list whose size is not known (no total in the answer) gives `hasNext` instead of `pages`.
 */
import { useTranslation } from 'react-i18next';

export interface PagerProps {
  /** Zero-based. */
  page: number;
  /** How many pages there are, when the size is known. */
  pages?: number;
  /** Whether a next page exists, when the size is not known. */
  hasNext?: boolean;
  onPage: (page: number) => void;
  /** While a page loads: both buttons wait. */
  busy?: boolean;
  /** What the whole list holds, as the reader should hear it ("1.234 takım"). */
  total?: string;
  /** The pager's name for screen readers (when a page has several lists). */
  label?: string;
}

export function Pager({ page, pages, hasNext, onPage, busy, total, label }: PagerProps) {
  const { t } = useTranslation('common');
  const more = pages === undefined ? Boolean(hasNext) : page < pages - 1;
  if (page <= 0 && !more) return null;
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 0 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <p className="pager__status tabular" aria-live="polite">
        {pages === undefined
          ? t('pager.page', { page: page + 1 })
          : t('pager.status', { page: page + 1, pages })}
        {total && <span className="muted"> · {total}</span>}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={!more || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
