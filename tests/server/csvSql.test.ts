/**
 * A CSV export's lines written by the backend (server/http/csvSql.ts, migration 0041's csv_text and
 * csv_cents) are byte for byte the lines ./csv.ts csvRecords writes from the same values, on awkward
 * ones: quotes, commas, CR and LF, cells starting with = + - @ tab or CR (neutralised unless a plain
 * number), unicode, negative and huge cents, null, empty and holed arrays. PGlite and, with
 * DATABASE_URL, PostgreSQL.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvColumnsOf, csvRecords } from '../../server/http/csv.ts';
import { csvLineSql } from '../../server/http/csvSql.ts';
import { startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const ROW = v.object({ Text: v.nullable(v.string()), Count: v.nullable(v.number()), AmountCents: v.nullable(v.number()), Days: v.nullable(v.array(v.string())) });
const COLUMNS = csvColumnsOf(ROW);
const NAMES = ['Text', 'Count', 'AmountCents', 'Days'];

const TEXTS = [
  'plain', '', null, 'a,b', 'say "hi"', '"', 'line\nbreak', 'cr\rin', 'x\r\ny', '=SUM(A1:A2)', '=HYPERLINK("http://x.test","open")',
  '+1', '+3', '-12.50', '-12.', '--1', '-', '+', '@user', '\tlead tab', '\rlead cr', '1e5', ' lead space', "'quoted",
  '中文 數字', 'émoji 🎲', '=中文', 'R234', '0012',
];
const NUMBERS = [0, 1, -5, 12, 123456, -123456, 9007199254740991, -9007199254740991, null];
const ARRAYS: ((string | null)[] | null)[] = [[], ['Sat', 'Sun'], ['=x', 'a,b'], ['a', null, 'b'], ['"q"'], ['-1'], null];

/** The rows: every text, beside numbers, cents and arrays taken in turn. */
const ROWS = TEXTS.map((text, index) => [text, NUMBERS[index % NUMBERS.length]!, NUMBERS[(index + 3) % NUMBERS.length]!, ARRAYS[index % ARRAYS.length]!]);

describe('CSV lines written in SQL', () => {
  it('are the bytes csvRecords writes, line for line', async () => {
    const line = csvLineSql(COLUMNS, { Text: 'text', Count: 'integer', AmountCents: 'integer', Days: 'texts' });
    expect(line).not.toBeNull();
    const { rows } = await server.db.query<{ line: string }>(
      `select ${line} as "line" from (
         select r.text as "Text", r.count as "Count", r.cents as "AmountCents",
           case when jsonb_typeof(r.days) = 'array'
             then array(select e.item from jsonb_array_elements_text(r.days) with ordinality as e (item, n) order by e.n) end as "Days", r.n
         from unnest($1::text[], $2::float8[], $3::float8[], $4::jsonb[]) with ordinality as r (text, count, cents, days, n)
         order by r.n
       ) p`,
      [ROWS.map((r) => r[0]), ROWS.map((r) => r[1]), ROWS.map((r) => r[2]), ROWS.map((r) => JSON.stringify(r[3]))],
    );
    expect(rows).toHaveLength(ROWS.length);
    rows.forEach((row, index) => expect(row.line, JSON.stringify(ROWS[index])).toBe(csvRecords(COLUMNS, NAMES, [ROWS[index]!])));
  });

  it('is not written for a column whose kind is not declared (the export formats it in Node)', () => {
    expect(csvLineSql(COLUMNS, { Text: 'text', Count: 'integer' })).toBeNull();
  });
});
