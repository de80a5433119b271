import { cellText, listItems } from './cellText.ts';
import type { DataColumn } from './types.ts';

/**
 * Column widths sized to their content, so no money, date, number or id is ever cut off (issue 19).
 * The rows are separate grids (the virtualiser places them), so CSS cannot size a column across them:
 * the widths are computed from every row's text, the header and the totals (the DataTable measures a
 * big query's rows a slice at a time, see useColumnWidths.ts).
 */

/** How wide a text is in px, in the grid's font (bold for the header and totals). */
export type MeasureText = (text: string, bold: boolean) => number;

/** The cell's horizontal padding (0.6rem each side in dataTable.css) and a little slack for rounding. */
export const CELL_PADDING_PX = 2 * 9.6 + 4;
/** A list cell (prize numbers) wraps after this many items, so a row of 10 numbers is two lines. */
export const LIST_ITEMS_PER_LINE = 5;
/** The sort mark a sortable header may show (" ▲"): counted always, so choosing a sort never moves the columns. */
const SORT_MARK = ' ▲';
/** Texts of one column measured: its longest few by characters (a wider glyph mix may beat the longest by one). */
const CANDIDATES = 8;

/** Keeps the `CANDIDATES` longest texts seen (of equal lengths, the first met), without sorting every row. */
class LongestTexts {
  texts: string[] = [];
  private shortest = 0;
  add(text: string) {
    // Once full, a text no longer than the shortest kept adds nothing: most rows of a column (dates,
    // ids of one length) stop here instead of being kept and sorted.
    if (text.length < this.shortest || (text.length === this.shortest && this.texts.length >= CANDIDATES)) return;
    this.texts.push(text);
    if (this.texts.length > CANDIDATES * 4) {
      this.texts = this.texts.sort((a, b) => b.length - a.length).slice(0, CANDIDATES);
      this.shortest = this.texts.at(-1)!.length;
    }
  }
}

/**
 * The texts a column can show: for money and numbers only the extremes (the longest formatted figure
 * is the largest or the most negative, so 100 000 rows cost two formats, not 100 000); for text the
 * longest few; for a list the widest line of `LIST_ITEMS_PER_LINE` items.
 */
function columnTexts<Row>(column: DataColumn<Row>, rows: readonly Row[]): string[] {
  const longest = new LongestTexts();
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const value = column.value(row);
    if (value === null) continue;
    if (typeof value === 'number' && column.kind !== 'text' && column.kind !== 'link' && column.kind !== 'list') {
      if (value < min) min = value;
      if (value > max) max = value;
    } else if (column.kind === 'list') {
      for (const item of listItems(String(value))) longest.add(item);
    } else {
      longest.add(cellText(column.kind, value));
    }
  }
  const texts = longest.texts;
  if (min !== Infinity) texts.push(cellText(column.kind, min), cellText(column.kind, max));
  if (column.kind === 'list' && texts.length > 0) {
    const widest = [...texts].sort((a, b) => b.length - a.length)[0]!;
    return [Array.from({ length: LIST_ITEMS_PER_LINE }, () => widest).join(' ')];
  }
  return texts;
}

/** The widest text of each column's cells in `rows`, in px without the padding (0 for none). */
export function rowTextWidths<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[], measure: MeasureText): number[] {
  return columns.map((column) => {
    let width = 0;
    for (const text of columnTexts(column, rows)) width = Math.max(width, measure(text, false));
    return width;
  });
}

/** Each column's header (with room for the sort mark) and totals figure, in px without the padding. */
export function frameWidths<Row>(
  columns: readonly DataColumn<Row>[],
  totals: Partial<Record<string, string | number | null>> | null | undefined,
  totalLabel: string,
  measure: MeasureText,
): number[] {
  return columns.map((column, col) => {
    const width = measure(`${column.header}${column.sortable === false ? '' : SORT_MARK}`, true);
    const total = totals?.[column.id];
    const totalText = total === undefined || total === null ? (col === 0 && totals ? totalLabel : '') : cellText(column.kind === 'link' ? 'text' : column.kind, total);
    return totalText ? Math.max(width, measure(totalText, true)) : width;
  });
}

/** A column's width from its widest text: the text plus the cell padding, in whole px. */
export const paddedWidth = (textWidth: number) => Math.ceil(textWidth + CELL_PADDING_PX);

/**
 * Each column's width in px: the widest of its cells, its header (with room for the sort mark) and
 * its totals figure, plus the cell padding.
 */
export function columnWidths<Row>(
  columns: readonly DataColumn<Row>[],
  rows: readonly Row[],
  totals: Partial<Record<string, string | number | null>> | null | undefined,
  totalLabel: string,
  measure: MeasureText,
): number[] {
  const cells = rowTextWidths(columns, rows, measure);
  return frameWidths(columns, totals, totalLabel, measure).map((width, col) => paddedWidth(Math.max(width, cells[col]!)));
}

/** The lines a row's tallest list cell wraps to (1 for a row without lists). */
export function rowLines<Row>(columns: readonly DataColumn<Row>[], row: Row): number {
  let lines = 1;
  for (const column of columns) {
    if (column.kind !== 'list') continue;
    const value = column.value(row);
    if (value !== null) lines = Math.max(lines, Math.ceil(listItems(String(value)).length / LIST_ITEMS_PER_LINE));
  }
  return lines;
}
