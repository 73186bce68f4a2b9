/** A sortable column header: a button that flips the order, with aria-sort on the cell. */
import type { SortOrder, TableControls } from './pagedTable';

export function SortHeader({
  table,
  column,
  label,
  naturalOrder = 'desc',
  numeric = true,
  sticky = false,
}: {
  table: TableControls;
  column: string;
  label: string;
  naturalOrder?: SortOrder;
  numeric?: boolean;
  /** The first column stays in view while the table scrolls sideways. */
  sticky?: boolean;
}) {
  const active = table.column === column;
  const sort = active ? (table.order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th
      scope="col"
      aria-sort={sort}
      className={
        [numeric && 'num', sticky && 'info-table__sticky'].filter(Boolean).join(' ') || undefined
      }
    >
      <button
        type="button"
        className={`sort-button${active ? ' sort-button--active' : ''}`}
        onClick={() => table.sortBy(column, naturalOrder)}
      >
        {label}
        <span aria-hidden="true" className="sort-button__arrow">
          {active ? (table.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
