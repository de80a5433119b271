import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { tableRowBackground } from '../tableColours.ts';
import { cellText, isNumeric } from './cellText.ts';
import { moveCell, type GridCell } from './gridMove.ts';
import { nextSort } from './sort.ts';
import type { DataColumn, DataTableProps } from './types.ts';
import './dataTable.css';

/** Every row has one height, so the virtualiser never measures (and 100 000 rows cost nothing). */
export const ROW_HEIGHT = 32;
const OVERSCAN = 10;
const DEFAULT_HEIGHT = 600;

/**
 * Before the browser has laid the grid out (and in jsdom, which never does), the viewport is the
 * declared height: the first screen of rows renders at once instead of after a measurement.
 */
function observeWithFallback(height: number) {
  return (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height }));
}

const ariaSort = (sorted: false | 'asc' | 'desc') => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none');

/**
 * A virtualised ARIA grid (TanStack Table for the row and column model, TanStack Virtual for the
 * windowing): a sticky header and totals row, rows toned by bet type or coloured by the location,
 * one roving tab stop moved by the keyboard. It shows rows as given: sorting and paging belong to
 * the screen (they are URL navigation), so the header only reports the chosen sort.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, rowTone, uplineFlag, totals, sort, onSort, colours, height = DEFAULT_HEIGHT } = props;
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridCell>({ row: rows.length > 0 ? 0 : -1, col: 0 });
  const focusPending = useRef(false);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, accessorFn: column.value, enableSorting: column.sortable !== false })),
    [columns],
  );
  const table = useReactTable({
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => rowKey(row, index),
    manualSorting: true,
    state: { sorting: sort ? [{ id: sort.by, desc: sort.direction === 'desc' }] : [] },
  });
  const tableRows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
    observeElementRect: observeWithFallback(height),
  });
  const pageRows = Math.max(1, Math.floor((height - 2 * ROW_HEIGHT) / ROW_HEIGHT));

  // New rows (another page, another query): the active cell starts again at the top.
  const [rowsSeen, setRowsSeen] = useState(rows);
  if (rowsSeen !== rows) {
    setRowsSeen(rows);
    setActive({ row: rows.length > 0 ? 0 : -1, col: 0 });
  }

  // Focus follows the active cell once the virtualiser has rendered it (it may have been off screen).
  useEffect(() => {
    if (!focusPending.current) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (cell) {
      focusPending.current = false;
      cell.focus();
    }
  });

  const columnAt = (col: number): DataColumn<Row> | undefined => columns[col];

  const activate = (cell: GridCell) => {
    setActive(cell);
    focusPending.current = true;
    if (cell.row >= 0) virtualizer.scrollToIndex(cell.row, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = moveCell(active, event.key, event.ctrlKey || event.metaKey, { rows: tableRows.length, cols: columns.length, pageRows });
    if (moved) {
      event.preventDefault();
      activate(moved);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const column = columnAt(active.col);
    if (!column) return;
    if (active.row === -1 && column.sortable !== false && onSort) {
      event.preventDefault();
      onSort(nextSort(sort, column.id));
    } else if (active.row >= 0 && event.key === 'Enter') {
      const link = scrollRef.current?.querySelector<HTMLAnchorElement>(`[data-cell="${active.row}:${active.col}"] a`);
      if (link) {
        event.preventDefault();
        link.click();
      }
    }
  };

  const tabIndexOf = (row: number, col: number) => (active.row === row && active.col === col ? 0 : -1);
  const template = { gridTemplateColumns: `repeat(${columns.length}, minmax(7rem, 1fr))` };

  return (
    <div
      ref={scrollRef}
      className="data-table"
      role="grid"
      aria-label={label}
      aria-rowcount={tableRows.length + 1 + (totals ? 1 : 0)}
      aria-colcount={columns.length}
      style={{ height }}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="data-table__head">
        <div role="row" aria-rowindex={1} className="data-table__row" style={template}>
          {table.getHeaderGroups()[0]!.headers.map((header, col) => {
            const column = columns[col]!;
            const sortable = header.column.getCanSort() && onSort !== undefined;
            return (
              <div
                key={header.id}
                role="columnheader"
                aria-colindex={col + 1}
                aria-sort={ariaSort(header.column.getIsSorted())}
                data-cell={`-1:${col}`}
                tabIndex={tabIndexOf(-1, col)}
                className={`data-table__cell data-table__header${isNumeric(column.kind) ? ' data-table__cell--numeric' : ''}${sortable ? ' data-table__header--sortable' : ''}`}
                onClick={sortable ? () => onSort(nextSort(sort, column.id)) : undefined}
                onFocus={() => setActive({ row: -1, col })}
              >
                {column.header}
                {header.column.getIsSorted() === 'asc' ? ' ▲' : header.column.getIsSorted() === 'desc' ? ' ▼' : ''}
              </div>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className="data-table__body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = tableRows[item.index]!;
          const tone = rowTone?.(row.original) ?? null;
          const background = tone ? undefined : tableRowBackground(item.index, colours, uplineFlag?.(row.original));
          return (
            <div
              key={row.id}
              role="row"
              aria-rowindex={item.index + 2}
              className={`data-table__row${item.index % 2 === 1 ? ' data-table__row--odd' : ''}${tone ? ` data-table__row--tone-${tone}` : ''}`}
              style={{ ...template, transform: `translateY(${item.start}px)`, background }}
            >
              {columns.map((column, col) => {
                const value = column.value(row.original);
                const href = column.kind === 'link' ? (column.href?.(row.original) ?? null) : null;
                const text = cellText(column.kind, value);
                return (
                  <div
                    key={column.id}
                    role="gridcell"
                    aria-colindex={col + 1}
                    data-cell={`${item.index}:${col}`}
                    tabIndex={tabIndexOf(item.index, col)}
                    className={`data-table__cell${isNumeric(column.kind) ? ' data-table__cell--numeric' : ''}`}
                    onFocus={() => setActive({ row: item.index, col })}
                  >
                    {href ? (
                      <Link href={href} tabIndex={-1}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {totals && (
        <div role="rowgroup" className="data-table__foot">
          <div role="row" aria-rowindex={tableRows.length + 2} className="data-table__row data-table__row--totals" style={template}>
            {columns.map((column, col) => {
              const value = totals[column.id];
              const text = value === undefined || value === null ? (col === 0 ? t`Total` : '') : cellText(column.kind === 'link' ? 'text' : column.kind, value);
              return (
                <div key={column.id} role="gridcell" aria-colindex={col + 1} className={`data-table__cell${isNumeric(column.kind) ? ' data-table__cell--numeric' : ''}`}>
                  {text}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
