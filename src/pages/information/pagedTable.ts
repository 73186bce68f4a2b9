/**
 * The state of a paged, sorted, filtered table kept in the address (so the back button
 * from a player's page returns to the same page, order and filters), and the paging body
 * of spec section 3 built from it.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortingPaging } from '../../../store/api/engine';

/** Rows per page (UI.md: tables page by 50). */
export const TABLE_PAGE_SIZE = 50;

export type SortOrder = 'asc' | 'desc';

export interface TableState {
  page: number;
  column: string;
  order: SortOrder;
  /** A filter's value, or undefined when it is not set. */
  filter: (name: string) => string | undefined;
}

export interface TableControls extends TableState {
  goTo: (page: number) => void;
  /** A new column sorts in its natural order; the same column flips the order. */
  sortBy: (column: string, naturalOrder: SortOrder) => void;
  /** Sets (or clears, with '') a filter and goes back to the first page. */
  setFilter: (name: string, value: string) => void;
}

export const PAGE_PARAM = 'sayfa';
const PAGE = PAGE_PARAM;
const SORT = 'sirala';
const ORDER = 'yon';

export function useTableState(
  defaultColumn: string,
  defaultOrder: SortOrder,
  columns: readonly string[],
): TableControls {
  const [params, setParams] = useSearchParams();
  return useMemo(() => {
    const asked = params.get(SORT);
    const column = asked && columns.includes(asked) ? asked : defaultColumn;
    const orderParam = params.get(ORDER);
    const order: SortOrder =
      orderParam === 'asc' || orderParam === 'desc'
        ? orderParam
        : column === defaultColumn
          ? defaultOrder
          : 'desc';
    const page = Math.max(0, Math.floor(Number(params.get(PAGE)) || 1) - 1);
    const update = (change: (p: URLSearchParams) => void) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          change(next);
          return next;
        },
        { replace: true },
      );
    return {
      page,
      column,
      order,
      filter: (name: string) => params.get(name) || undefined,
      goTo: (target: number) =>
        update((p) => (target > 0 ? p.set(PAGE, String(target + 1)) : p.delete(PAGE))),
      sortBy: (target: string, naturalOrder: SortOrder) =>
        update((p) => {
          const nextOrder = target === column ? (order === 'asc' ? 'desc' : 'asc') : naturalOrder;
          p.set(SORT, target);
          p.set(ORDER, nextOrder);
          p.delete(PAGE);
        }),
      setFilter: (name: string, value: string) =>
        update((p) => {
          if (value) p.set(name, value);
          else p.delete(name);
          p.delete(PAGE);
        }),
    };
  }, [params, setParams, defaultColumn, defaultOrder, columns]);
}

export function sortingPaging(state: TableState, pageSize = TABLE_PAGE_SIZE): SortingPaging {
  return {
    SortItem: { ColumnName: state.column, ColumnOrder: state.order },
    PageNumber: state.page,
    NumberRecords: pageSize,
  };
}

export const pageCount = (total: number, pageSize = TABLE_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize));
