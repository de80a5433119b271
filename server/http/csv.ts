/**
 * CSV export of a data-screen call (Format=csv): the columns are the fields of the call's answer row
 * schema, in schema order, so a screen gets its CSV by declaring `csv: true` and nothing else.
 *
 * - header: the field names; a money field (name ending in `Cents`) is named without the suffix
 *   (`CostCents` -> `Cost`) and written as an exact decimal with two places, computed from the
 *   integer (never through a float division);
 * - arrays are joined with a space; null is empty;
 * - RFC 4180: CRLF line ends, a field holding a comma, quote, CR or LF is quoted, quotes doubled;
 * - no cell starts a formula (issue 19, defect 6; OWASP "CSV Injection"): user names, announcements and
 *   group names reach exports, and a spreadsheet runs a cell starting with =, +, -, @, tab or CR.
 *   Such a cell gets a leading single quote and is quoted; a number (-12.50, +3) stays a number.
 */
import * as v from 'valibot';

export interface CsvColumn {
  field: string;
  header: string;
  money: boolean;
}

const MONEY_SUFFIX = 'Cents';

/** The columns of a row schema (an object schema), in its order. */
export function csvColumnsOf(row: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>): CsvColumn[] {
  return Object.keys(row.entries).map((field) => {
    const money = field.endsWith(MONEY_SUFFIX) && field.length > MONEY_SUFFIX.length;
    return { field, header: money ? field.slice(0, -MONEY_SUFFIX.length) : field, money };
  });
}

type AnyObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

const isObjectSchema = (schema: unknown): schema is AnyObjectSchema =>
  typeof schema === 'object' && schema !== null && 'type' in schema && schema.type === 'object' && 'entries' in schema;

/**
 * The row schema of a paged answer (contract/paging.ts pageSchema: `{ Rows: array(row), ... }`), or
 * null when the answer is not a page.
 */
export function pageRowSchemaOf(answer: v.GenericSchema): AnyObjectSchema | null {
  if (!isObjectSchema(answer)) return null;
  const rows = answer.entries.Rows;
  if (!rows || rows.type !== 'array' || !('item' in rows)) return null;
  return isObjectSchema(rows.item) ? rows.item : null;
}

/** Integer cents as an exact decimal amount: 123456 -> "1234.56", -5 -> "-0.05". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`A money value is not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  return `${sign}${whole}.${String(magnitude - whole * 100).padStart(2, '0')}`;
}

const NEEDS_QUOTES = /[",\r\n]/;
/** The characters a spreadsheet reads as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, signed or not: a spreadsheet reads it as the number it is. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One field, quoted when RFC 4180 requires it; a would-be formula is neutralised (prefixed with ') and quoted. */
export function csvField(text: string): string {
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Whether a text may need quoting or neutralising: one test for the common case of a plain cell. */
const MAYBE_SPECIAL = /[",\r\n]|^[=+\-@\t]/;

/**
 * One cell as written in the line. A whole number (a count, an id) or an amount is a plain number
 * already: csvField would leave it as it is, so it skips the tests (a CSV export writes about
 * twenty cells a row).
 */
function cellField(value: unknown, money: boolean): string {
  if (typeof value === 'number') {
    if (money) return centsToDecimal(value);
    if (Number.isSafeInteger(value)) return String(value);
  }
  if (typeof value === 'string' && !MAYBE_SPECIAL.test(value)) return value;
  return csvField(cellText(value, money));
}

function cellText(value: unknown, money: boolean): string {
  if (value === null || value === undefined) return '';
  if (money && typeof value === 'number') return centsToDecimal(value);
  if (Array.isArray(value)) return value.map((item) => cellText(item, false)).join(' ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** One CSV line, CRLF-terminated. */
const line = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

export const csvHeader = (columns: readonly CsvColumn[]) => line(columns.map((column) => column.header));

export function csvRecord(columns: readonly CsvColumn[], row: Readonly<Record<string, unknown>>): string {
  let text = '';
  for (let index = 0; index < columns.length; index++) {
    const column = columns[index]!;
    text += (index === 0 ? '' : ',') + cellField(row[column.field], column.money);
  }
  return `${text}\r\n`;
}

/**
 * The CSV lines of plain rows (values in the order of `names`), as csvRecord writes each row's object:
 * a column the rows lack is empty.
 */
export function csvRecords(columns: readonly CsvColumn[], names: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const positions = columns.map((column) => names.indexOf(column.field));
  let text = '';
  for (const values of rows) {
    for (let index = 0; index < columns.length; index++) {
      const position = positions[index]!;
      text += (index === 0 ? '' : ',') + cellField(position === -1 ? undefined : values[position], columns[index]!.money);
    }
    text += '\r\n';
  }
  return text;
}
