/**
 * Audit (`Admin/GetAuditLog`): every admin action, newest first: who, when, which call, on
 * what, and the target before and after. Filtered by call, target, admin and time.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminGetAuditLogQuery, type AuditListRequest } from '../../../store/api/auth';
import { useCulture } from '../../components/culture';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Spinner } from '../../components/Spinner';
import { Pager } from '../../components/Pager';

const PAGE_SIZE = 25;
export const TARGET_TYPES = [
  'user',
  'round',
  'match',
  'player',
  'coupon',
  'product',
  'import',
  'specialLeague',
  'clock',
  'supportLog',
  'season',
  'audit',
];

interface Filters {
  Operation: string;
  TargetType: string;
  TargetId: string;
  AdminUserId: string;
  From: string;
  To: string;
}

const NO_FILTERS: Filters = {
  Operation: '',
  TargetType: '',
  TargetId: '',
  AdminUserId: '',
  From: '',
  To: '',
};

/** The filters as the request: empty ones left out, dates from the browser's midnight. */
export function auditRequest(filters: Filters, page: number): AuditListRequest {
  const day = (value: string, next = false) => {
    const date = new Date(`${value}T00:00:00`);
    if (next) date.setDate(date.getDate() + 1);
    return date.toISOString();
  };
  return {
    ...(filters.Operation.trim() && { Operation: filters.Operation.trim() }),
    ...(filters.TargetType && { TargetType: filters.TargetType }),
    ...(filters.TargetId.trim() && { TargetId: filters.TargetId.trim() }),
    ...(Number(filters.AdminUserId) > 0 && { AdminUserId: Number(filters.AdminUserId) }),
    ...(filters.From && { From: day(filters.From) }),
    ...(filters.To && { To: day(filters.To, true) }),
    SortingPaging: { PageNumber: page, NumberRecords: PAGE_SIZE },
  };
}

export default function AuditScreen() {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const list = useAdminGetAuditLogQuery({ auditListRequest: auditRequest(filters, page) });
  const rows = list.data?.data ?? [];
  const total = list.data?.count ?? 0;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(0);
  };
  const input = (name: keyof Filters, type = 'text') => (
    <div className="field">
      <label className="field__label" htmlFor={`audit-${name}`}>
        {t(`audit.filters.${name}`)}
      </label>
      <input
        id={`audit-${name}`}
        className="input"
        type={type}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <section className="page panel">
      <h1>{t('audit.title')}</h1>
      <form className="panel-toolbar" onSubmit={apply} aria-label={t('audit.filter')}>
        {input('Operation')}
        <div className="field">
          <label className="field__label" htmlFor="audit-TargetType">
            {t('audit.filters.TargetType')}
          </label>
          <select
            id="audit-TargetType"
            className="input"
            value={draft.TargetType}
            onChange={(event) => setDraft({ ...draft, TargetType: event.target.value })}
          >
            <option value="">{t('audit.anyTarget')}</option>
            {TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        {input('TargetId')}
        {input('AdminUserId', 'number')}
        {input('From', 'date')}
        {input('To', 'date')}
        <div className="form__actions">
          <button type="submit" className="button">
            {t('audit.filter')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
              setPage(0);
            }}
          >
            {t('audit.clear')}
          </button>
        </div>
      </form>
      {list.isFetching && !list.data && <Spinner />}
      {list.error && (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      )}
      {list.data && rows.length === 0 && <EmptyState message={t('audit.none')} />}
      {rows.length > 0 && (
        <>
          <p>{t('audit.count', { count: total })}</p>
          <ul className="panel-cards">
            {rows.map((row) => (
              <li key={row.Id} className="card panel-card">
                <p>
                  <strong>{row.Operation}</strong>
                  {row.TargetType && (
                    <span className="panel-muted">
                      {' '}
                      · {row.TargetType} {row.TargetId ?? ''}
                    </span>
                  )}
                </p>
                <p className="panel-muted">
                  {t('audit.by', { admin: row.Admin.UserName, at: c.dateTime(row.At) })}
                </p>
                {(row.Before !== null || row.After !== null) && (
                  <details>
                    <summary>{t('audit.changes')}</summary>
                    <div className="panel__columns">
                      <div>
                        <h3>{t('audit.before')}</h3>
                        <pre className="panel__code">{json(row.Before)}</pre>
                      </div>
                      <div>
                        <h3>{t('audit.after')}</h3>
                        <pre className="panel__code">{json(row.After)}</pre>
                      </div>
                    </div>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {total > PAGE_SIZE && (
        <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} onPage={setPage} />
      )}
    </section>
  );
}

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));
