/**
 * Rows read from PostgreSQL as plain wire rows (pg's `rowMode: 'array'`), each value parsed into what
 * `JSON.parse` gives for the same column aggregated by `json_agg`: the paged reads
 * (./pagedQuery.ts) answer the same rows either way. On PostgreSQL plain rows are the cheaper form
 * (json_agg was about half the backend's time of a 10 000-row page, issue 24); PGlite hands over one
 * JSON text faster than many rows, so it has no plain form.
 *
 * Only the types below have a known JSON-equal form; a read whose columns hold another type (a date,
 * a timestamp, an interval: JSON spells them differently from their text) answers null, and its caller
 * reads the rows as JSON instead.
 */
import pg from 'pg';

export interface PlainRows {
  /** The select list's names, in order. */
  columns: string[];
  /** One array of values per row, in the columns' order. */
  rows: unknown[][];
}

const text = (value: string) => value;
/** A number as JSON gives it; NaN and the infinities are strings in JSON. */
const number = (value: string): unknown => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : value;
};
const textArray = pg.types.getTypeParser(1009 as never /* text[], not in pg.types.builtins */) as (value: string) => unknown[];
const numberArray = (value: string) => textArray(value).map((item) => (item === null ? null : number(item as string)));

const { BOOL, INT2, INT4, INT8, FLOAT4, FLOAT8, NUMERIC, TEXT, VARCHAR, BPCHAR, JSON: JSON_TYPE, JSONB } = pg.types.builtins;

/** Type oid -> parser of its text form. Array oids are not in pg's `builtins`. */
const JSON_EQUAL_PARSERS = new Map<number, (value: string) => unknown>([
  [BOOL, (value) => value === 't'],
  [INT2, number],
  [INT4, number],
  [INT8, number],
  [FLOAT4, number],
  [FLOAT8, number],
  [NUMERIC, number],
  [TEXT, text],
  [VARCHAR, text],
  [BPCHAR, text],
  [19, text], // name
  [JSON_TYPE, (value) => JSON.parse(value)],
  [JSONB, (value) => JSON.parse(value)],
  [1009, textArray], // text[]
  [1015, textArray], // varchar[]
  [1005, numberArray], // int2[]
  [1007, numberArray], // int4[]
  [1016, numberArray], // int8[]
  [1021, numberArray], // float4[]
  [1022, numberArray], // float8[]
  [1231, numberArray], // numeric[]
]);

/** For pg's query config: JSON-equal parsers for the known types, the text itself for any other. */
export const jsonEqualTypes = {
  getTypeParser: (oid: number) => JSON_EQUAL_PARSERS.get(oid) ?? text,
};

/** Whether every column of a result has a JSON-equal form (else its values are raw text). */
export const allJsonEqual = (fields: readonly { dataTypeID: number }[]) => fields.every((field) => JSON_EQUAL_PARSERS.has(field.dataTypeID));

/** A server-side cursor over one statement's rows, on a connection of its own until closed. */
export interface Cursor {
  /** The next `rows` rows (fewer or none at the end), or null when a column has no JSON-equal form. */
  fetch(rows: number): Promise<PlainRows | null>;
  /** Ends the cursor's transaction and gives its connection back; safe to call twice. */
  close(): Promise<void>;
}
