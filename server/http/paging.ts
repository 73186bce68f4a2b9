/**
 * The paging body of spec section 3 (`SortingPaging{SortItem{ColumnName, ColumnOrder},
 * PageNumber, NumberRecords}`) turned into SQL. Sorting is by a whitelist of columns: a
 * name from the request never reaches the SQL text unless it is in the list.
 */
import { FAILURES, Failure } from './failures';

export interface SortingPaging {
  SortItem?: { ColumnName: string; ColumnOrder?: 'asc' | 'desc' };
  PageNumber?: number;
  NumberRecords?: number;
}

export interface PageSpec {
  /** API column name → SQL expression. */
  columns: Record<string, string>;
  fallback: { column: string; order: 'asc' | 'desc' };
}

export interface Page {
  orderBy: string;
  limit: number;
  offset: number;
}

export const DEFAULT_PAGE_SIZE = 100;

export function pageOf(paging: SortingPaging | undefined, spec: PageSpec): Page {
  const column = paging?.SortItem?.ColumnName ?? spec.fallback.column;
  const order = paging?.SortItem?.ColumnOrder ?? (paging?.SortItem ? 'asc' : spec.fallback.order);
  const expression = spec.columns[column];
  if (!expression) {
    throw new Failure(
      FAILURES.invalidRequest,
      `SortItem.ColumnName must be one of ${Object.keys(spec.columns).join(', ')}`,
    );
  }
  const limit = paging?.NumberRecords ?? DEFAULT_PAGE_SIZE;
  return {
    orderBy: `${expression} ${order === 'desc' ? 'DESC' : 'ASC'}`,
    limit,
    offset: (paging?.PageNumber ?? 0) * limit,
  };
}
