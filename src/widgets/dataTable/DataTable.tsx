import { useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { flushSync } from 'react-dom';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { tableRowBackground } from '../tableColours.ts';
import { useFirstFrameDrawn } from './afterNextFrame.ts';
import { cellAddress, cellOf } from './cellAddress.ts';
import { rowLines } from './columnWidths.ts';
import { scrollLeftToShow } from './horizontalScroll.ts';
import { DataTableHeader } from './DataTableHeader.tsx';
import { DataTableRow } from './DataTableRow.tsx';
import { DataTableTotals } from './DataTableTotals.tsx';
import { moveCell, type GridCell } from './gridMove.ts';
import { nextSort } from './sort.ts';
import { useColumnWidths } from './useColumnWidths.ts';
import type { DataColumn, DataTableProps } from './types.ts';
import './dataTable.css';

/**
 * A row's height per line: a row is one line unless a list cell wraps (Draw Result's prize lists),
 * and its lines are counted from its data, so the virtualiser never measures (and 100 000 rows cost nothing).
 */
export const ROW_HEIGHT = 32;
/**
 * Rows rendered beyond each edge of the viewport, so a wheel tick (about 3 rows) scrolled by the
 * compositor before React has rendered shows rows, not a gap. 10 cost about 20% more main-thread CPU
 * per scroll frame than 5 in `npm run bench` (on a fast scroll every row of the window is new).
 */
const OVERSCAN = 5;
const DEFAULT_HEIGHT = 600;

/** The rows a grid `height` px tall can show scrolled to the top, with the overscan below them. */
const firstScreenRows = (height: number) => Math.ceil(height / ROW_HEIGHT) + OVERSCAN;

/**
 * Before the browser has laid the grid out (and in jsdom, which never does), the viewport is the
 * declared height: the first screen of rows renders at once instead of after a measurement.
 */
function observeWithFallback(height: number) {
  return (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) =>
    observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height }));
}

/** The table's data is never read (see useReactTable below): one empty array and one model for every table. */
const NO_ROWS: never[] = [];
const coreRowModel = getCoreRowModel();

/**
 * A virtualised ARIA grid (TanStack Table for the column model, TanStack Virtual for the
 * windowing): a sticky header and totals row, rows toned by bet type or coloured by the location,
 * one roving tab stop moved by the keyboard. It shows rows as given: sorting and paging belong to
 * the screen (they are URL navigation), so the header only reports the chosen sort.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, rowTone, uplineFlag, totals, sort, onSort, colours, height = DEFAULT_HEIGHT } = props;
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridCell>({ row: rows.length > 0 ? 0 : -1, col: 0 });
  // The cell a key moved to, until it has focus. The cell itself, not a flag to read with `active`:
  // on a busy page a key can come between another render's commit and its effects, and that
  // render's `active` is the cell before the key (the focus would stay there).
  const focusWanted = useRef<GridCell | null>(null);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, accessorFn: column.value, enableSorting: column.sortable !== false })),
    [columns],
  );
  // TanStack Table gives the column model and the header's sort state only. Its row model would build
  // a Row object with its own memos for every row (100 000 rows: ~0.7 s and as much garbage collection
  // before the first paint); the rows arrive sorted and paged by the server, so row i is rows[i] and
  // only the virtualiser's window of them is ever read.
  const table = useReactTable({
    data: NO_ROWS,
    columns: columnDefs,
    getCoreRowModel: coreRowModel,
    manualSorting: true,
    state: { sorting: sort ? [{ id: sort.by, desc: sort.direction === 'desc' }] : [] },
  });

  const hasLists = columns.some((column) => column.kind === 'list');
  // The virtualiser lays out every row it counts (an offset each: 100 000 rows cost ~5 ms and the
  // compiling of its loop before the first paint). Rows of one line all start at index x ROW_HEIGHT,
  // so until the first frame is drawn it counts only the rows the first screen can show, and the
  // body is given every row's height itself; after that frame it counts them all.
  const firstFrame = useFirstFrameDrawn();
  const counted = firstFrame.drawn || hasLists ? rows.length : Math.min(rows.length, firstScreenRows(height));
  const virtualizer = useVirtualizer({
    count: counted,
    getScrollElement: () => scrollRef.current,
    estimateSize: hasLists ? (index) => rowLines(columns, rows[index]!) * ROW_HEIGHT : () => ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
    observeElementRect: observeWithFallback(height),
  });
  const virtualItems = virtualizer.getVirtualItems();
  // Columns as wide as their widest text (rows, header, totals); wider than the screen, the grid
  // scrolls sideways, header and totals with it. One object while the widths stay the same, so the
  // memoised rows see the same style template.
  const widths = useColumnWidths(columns, rows, virtualItems.map((item) => rows[item.index]!), totals, t`Total`, scrollRef);
  const gridTemplateColumns = widths.map((width) => `minmax(${width}px, 1fr)`).join(' ');
  const minWidth = widths.reduce((sum, width) => sum + width, 0);
  const template = useMemo<CSSProperties>(() => ({ gridTemplateColumns, minWidth }), [gridTemplateColumns, minWidth]);
  const pageRows = Math.max(1, Math.floor((height - 2 * ROW_HEIGHT) / ROW_HEIGHT));

  // New rows (another page, another query): the active cell starts again at the top.
  const [rowsSeen, setRowsSeen] = useState(rows);
  if (rowsSeen !== rows) {
    setRowsSeen(rows);
    setActive({ row: rows.length > 0 ? 0 : -1, col: 0 });
  }

  // Focus follows the cell a key moved to once the virtualiser has rendered it (it may have been off
  // screen), whichever render's effects run first.
  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${cellAddress(wanted.row, wanted.col)}"]`);
    if (cell && scrollRef.current) {
      focusWanted.current = null;
      // Focus scrolls the cell into view (the page too, when the grid is partly below it); the
      // columns are then made sure of, since a sticky header must not decide the sideways scroll.
      cell.focus();
      const grid = scrollRef.current;
      const cellLeft = cell.getBoundingClientRect().left - grid.getBoundingClientRect().left - grid.clientLeft + grid.scrollLeft;
      grid.scrollLeft = scrollLeftToShow(cellLeft, cell.offsetWidth, grid.scrollLeft, grid.clientWidth);
    }
  });

  const columnAt = (col: number): DataColumn<Row> | undefined => columns[col];

  const activate = (cell: GridCell) => {
    // A key before the first frame was drawn may go to any row: count them all first.
    if (counted < rows.length) flushSync(firstFrame.finish);
    setActive(cell);
    focusWanted.current = cell;
    if (cell.row >= 0) virtualizer.scrollToIndex(cell.row, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = moveCell(active, event.key, event.ctrlKey || event.metaKey, { rows: rows.length, cols: columns.length, pageRows });
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
      const cell = `[data-cell="${cellAddress(active.row, active.col)}"]`;
      const link = scrollRef.current?.querySelector<HTMLElement>(`${cell} a, ${cell} button`);
      if (link) {
        event.preventDefault();
        link.click();
      }
    }
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (cell && (cell.row !== active.row || cell.col !== active.col)) setActive(cell);
  };

  return (
    <div
      ref={scrollRef}
      className="data-table"
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1 + (totals ? 1 : 0)}
      aria-colcount={columns.length}
      // At most `height`: a short page leaves no empty box, and a horizontal scroll bar takes no row's room.
      style={{ maxHeight: height }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <DataTableHeader
        columns={columns}
        headers={table.getHeaderGroups()[0]!.headers}
        sort={sort}
        onSort={onSort}
        template={template}
        activeCol={active.row === -1 ? active.col : null}
      />
      <div role="rowgroup" className="data-table__body" style={{ height: counted === rows.length ? virtualizer.getTotalSize() : rows.length * ROW_HEIGHT }}>
        {virtualItems.map((item) => {
          const row = rows[item.index]!;
          const tone = rowTone?.(row) ?? null;
          return (
            <DataTableRow
              key={rowKey(row, item.index)}
              columns={columns}
              row={row}
              index={item.index}
              start={item.start}
              size={item.size}
              template={template}
              tone={tone}
              // A tone is an accent at the row's edge: the location's alternation (or the upline grey) stays.
              background={tableRowBackground(item.index, colours, uplineFlag?.(row))}
              activeCol={active.row === item.index ? active.col : null}
            />
          );
        })}
      </div>
      {totals && <DataTableTotals columns={columns} totals={totals} rowIndex={rows.length + 2} template={template} />}
    </div>
  );
}
