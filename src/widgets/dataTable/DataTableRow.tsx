import { Fragment, memo, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { cellAddress } from './cellAddress.ts';
import { cellText, isNumeric, listItems } from './cellText.ts';
import type { BetTone, DataColumn } from './types.ts';

export interface DataTableRowProps<Row> {
  columns: readonly DataColumn<Row>[];
  row: Row;
  /** 0-based index in the rows; aria-rowindex is index + 2 (the header is 1). */
  index: number;
  /** The row's offset in the body, px. */
  start: number;
  /** The row's height, px (more than one line when a list cell wraps). */
  size: number;
  template: CSSProperties;
  tone: BetTone | null;
  background: string | undefined;
  /** The column holding the grid's one tab stop when it is in this row, else null. */
  activeCol: number | null;
}

/** A list cell's values, each kept whole (nowrap), the cell wrapping between them; its text reads as written. */
const listCell = (text: string) =>
  listItems(text).map((item, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span className="data-table__item">{item}</span>
    </Fragment>
  ));

function DataTableRowView<Row>({ columns, row, index, start, size, template, tone, background, activeCol }: DataTableRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`data-table__row${index % 2 === 1 ? ' data-table__row--odd' : ''}${tone ? ` data-table__row--tone-${tone}` : ''}`}
      style={{ ...template, height: size, transform: `translateY(${start}px)`, background }}
    >
      {columns.map((column, col) => {
        const text = cellText(column.kind, column.value(row));
        const href = column.kind === 'link' ? (column.href?.(row) ?? null) : null;
        return (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={col + 1}
            data-cell={cellAddress(index, col)}
            tabIndex={activeCol === col ? 0 : -1}
            className={`data-table__cell${isNumeric(column.kind) ? ' data-table__cell--numeric' : ''}${column.kind === 'list' ? ' data-table__cell--list' : ''}`}
          >
            {column.render ? (
              column.render(row)
            ) : href ? (
              <Link href={href} tabIndex={-1}>
                {text}
              </Link>
            ) : column.kind === 'list' ? (
              listCell(text)
            ) : (
              text
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * One body row of the DataTable. Memoised: a scroll re-renders the table for its new window, and the
 * rows still in the window (same row, place, tone and tab stop) are skipped; only rows entering it
 * render. `memo` drops the generic parameter, so the cast only gives it back.
 */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
