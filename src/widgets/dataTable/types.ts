import type { ReactNode } from 'react';

/**
 * How a cell's value is shown: money arrives in integer cents and is shown as dollars with two
 * decimals; a list (several values in one cell, such as a draw's Starter numbers) wraps between its
 * values, five to a line.
 */
export type CellKind = 'text' | 'number' | 'money' | 'link' | 'list';

/** One column of a data table, as a screen declares it. */
export interface DataColumn<Row> {
  /** Stable id; also the sort key written to the URL (SortBy). */
  id: string;
  /** The header, already translated. */
  header: string;
  kind: CellKind;
  /** The cell's value; money in integer cents. */
  value: (row: Row) => string | number | null;
  /** Link cells: where following the cell goes (a drill-down), or null for no link in this row. */
  href?: (row: Row) => string | null;
  /** Default true: the server can sort by this column. */
  sortable?: boolean;
  /** Cells with controls of their own (a row's action buttons) in place of the text; Enter presses the first. */
  render?: (row: Row) => ReactNode;
}

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  by: string;
  direction: SortDirection;
}

/**
 * Bet-type tones (spec 02 §2.12: rows colour-coded by bet type 0-7, 9, 24, 25, IBET, KBET, RRRR).
 * The spec does not give the colours; dataTable.css picks one light background per tone.
 */
export const BET_TONES = ['0', '1', '2', '3', '4', '5', '6', '7', '9', '24', '25', 'IBET', 'KBET', 'RRRR'] as const;
export type BetTone = (typeof BET_TONES)[number];

export interface TableColours {
  ColorTbl01: string | null;
  ColorTbl02: string | null;
}

export interface DataTableProps<Row> {
  /** Accessible name of the grid. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The row's bet-type tone, or null for none. */
  rowTone?: (row: Row) => BetTone | null;
  /** The row's upline flag: 1 shows the fixed grey of spec 02 §2.13. */
  uplineFlag?: (row: Row) => number | string | null | undefined;
  /** The totals row, keyed by column id (money in cents, as `value`); none when absent. */
  totals?: Partial<Record<string, string | number | null>> | null;
  /** The sort the rows arrived in (from the URL); the table never sorts by itself. */
  sort?: SortState | null;
  /** A sortable header was chosen: the caller turns it into a navigation. */
  onSort?: (next: SortState) => void;
  /** The location's table colours (profile Loc), alternating from the first row. */
  colours?: TableColours | null;
  /** Height of the scrolling viewport in px. */
  height?: number;
}
