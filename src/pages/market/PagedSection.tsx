/**
 * A titled section holding one page of a list as a table, with the pager below: a spinner
 * while the first page loads, the error with a retry, the empty message, or the table.
 */
import type { ReactNode } from 'react';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';

/** What the section reads of a paged query (RTK Query's result). */
export interface PagedQuery<Row> {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
  data?: { data: Row[]; count: number };
}

export function PagedSection<Row>({
  headingId,
  title,
  query,
  page,
  pageSize,
  onPage,
  empty,
  head,
  row,
  tableTestId,
}: {
  headingId: string;
  title: string;
  query: PagedQuery<Row>;
  /** Zero-based. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Said when the list is empty. */
  empty: string;
  /** The header row's cells. */
  head: ReactNode;
  /** One row of the table. */
  row: (item: Row) => ReactNode;
  tableTestId?: string;
}) {
  const list = query.data?.data ?? [];
  return (
    <section className="market__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {query.isLoading ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <div className="table-scroll">
          <table className="table" data-testid={tableTestId}>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{list.map(row)}</tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pages={Math.ceil((query.data?.count ?? 0) / pageSize)}
        onPage={onPage}
        label={title}
      />
    </section>
  );
}
