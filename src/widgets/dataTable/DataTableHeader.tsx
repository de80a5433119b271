import { memo, type CSSProperties } from 'react';
import type { Header } from '@tanstack/react-table';
import { cellAddress } from './cellAddress.ts';
import { isNumeric } from './cellText.ts';
import { nextSort } from './sort.ts';
import type { DataColumn, SortState } from './types.ts';

export interface DataTableHeaderProps<Row> {
  columns: readonly DataColumn<Row>[];
  /** TanStack Table's headers of the columns, in the same order. */
  headers: readonly Header<Row, unknown>[];
  sort: SortState | null | undefined;
  onSort: ((next: SortState) => void) | undefined;
  template: CSSProperties;
  /** The column holding the grid's one tab stop when it is in the header, else null. */
  activeCol: number | null;
}

const ariaSort = (sorted: false | 'asc' | 'desc') => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none');

function DataTableHeaderView<Row>({ columns, headers, sort, onSort, template, activeCol }: DataTableHeaderProps<Row>) {
  return (
    <div role="rowgroup" className="data-table__head" style={{ minWidth: template.minWidth }}>
      <div role="row" aria-rowindex={1} className="data-table__row" style={template}>
        {headers.map((header, col) => {
          const column = columns[col]!;
          const sortable = header.column.getCanSort() && onSort !== undefined;
          const sorted = header.column.getIsSorted();
          return (
            <div
              key={header.id}
              role="columnheader"
              aria-colindex={col + 1}
              aria-sort={ariaSort(sorted)}
              data-cell={cellAddress(-1, col)}
              tabIndex={activeCol === col ? 0 : -1}
              className={`data-table__cell data-table__header${isNumeric(column.kind) ? ' data-table__cell--numeric' : ''}${sortable ? ' data-table__header--sortable' : ''}`}
              onClick={sortable ? () => onSort(nextSort(sort, column.id)) : undefined}
            >
              {column.header}
              {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The DataTable's sticky header row. Memoised: scrolling does not render it again. */
export const DataTableHeader = memo(DataTableHeaderView) as typeof DataTableHeaderView;
