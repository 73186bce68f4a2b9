/**
 * What the panel's screens show around a read and its search: the search field (a new search
 * starts on the first page), and the read's states: loading, refused with a retry, or answered
 * with nothing.
 */
import { Spinner } from '../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../components/StateViews';

export function ListStates({
  read,
  isEmpty,
  empty,
}: {
  /** An RTK Query read (its hook's answer). */
  read: { isLoading: boolean; error?: unknown; data?: unknown; refetch: () => unknown };
  /** Whether the answer holds nothing to show. */
  isEmpty: boolean;
  empty: string;
}) {
  if (read.isLoading) return <Spinner />;
  if (read.error) {
    return <ErrorState message={errorMessage(read.error)} onRetry={() => void read.refetch()} />;
  }
  if (read.data !== undefined && isEmpty) return <EmptyState message={empty} />;
  return null;
}

export function PanelSearch({
  id,
  label,
  value,
  onChange,
  code = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Codes are typed in capitals (coupons). */
  code?: boolean;
}) {
  return (
    <div className="field panel-search">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={code ? 'input input--code' : 'input'}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
