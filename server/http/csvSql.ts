/**
 * A CSV export's lines written by the backend: one text a row, built in SQL by the rules of ./csv.ts
 * (money from cents, arrays joined with a space, RFC 4180 quoting, formula cells neutralised, CRLF),
 * with migration 0041's csv_text and csv_cents. Node then only passes the text on: parsing every value
 * and formatting it here was about 6 ms of this process's CPU per 1 000 rows (issue 24).
 * tests/server/csvSql.test.ts proves the bytes equal csvRecords' on awkward values.
 */
import type { CsvColumn } from './csv.ts';

/**
 * What a select list's field holds, as its CSV cell is written: a whole number (an id, a count, cents
 * when the field is money), a text, or an array of texts.
 */
export type CsvCellKind = 'integer' | 'text' | 'texts';

/** One cell of field `field` of the derived table `p`, never null. */
function cellSql(column: CsvColumn, kind: CsvCellKind): string {
  const value = `p."${column.field}"`;
  if (kind === 'integer') return column.money ? `csv_cents(${value}::bigint)` : `coalesce(${value}::bigint::text, '')`;
  if (kind === 'texts') return `csv_text(array_to_string(${value}, ' ', ''))`;
  return `csv_text(${value}::text)`;
}

/**
 * The expression of a row's CSV line (CRLF-terminated) over the derived table `p` of the select list,
 * or null when a column's kind is not declared (the export then formats in Node).
 */
export function csvLineSql(columns: readonly CsvColumn[], kinds: Readonly<Record<string, CsvCellKind>>): string | null {
  if (columns.some((column) => kinds[column.field] === undefined)) return null;
  return `${columns.map((column) => cellSql(column, kinds[column.field]!)).join(` || ',' || `)} || E'\\r\\n'`;
}
