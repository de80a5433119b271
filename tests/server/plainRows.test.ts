/**
 * The paged reads' two forms of the same rows (server/db/plainRows.ts, pagedQuery.ts): on PostgreSQL
 * plain wire rows and a cursor, on PGlite one JSON text (json_agg) and keyset batches. Whichever form
 * an engine uses, a page and a CSV export's batches hold the same values as json_agg gives them:
 * here every column type with a plain form, and a type without one (a date, a timestamp) read as JSON.
 * PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/database.ts';
import { fetchPage, keysetBatches, type PagedQuery } from '../../server/db/pagedQuery.ts';
import type { PlainRows } from '../../server/db/plainRows.ts';
import { openScratchDatabase } from './testServer.ts';

let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
let db: Database;

beforeAll(async () => {
  scratch = await openScratchDatabase();
  db = scratch.db;
  await db.exec(`create table plain_rows_sample (id int primary key, label text, code varchar(4), flag boolean, small smallint,
    cents bigint, ratio float8, amount numeric, tags text[], counts int8[], doc jsonb, day date, at timestamptz)`);
  await db.exec(`insert into plain_rows_sample
    select n, 'row ' || (n % 97) || ', "q"', lpad(n::text, 4, '0'), n % 2 = 0, (n % 300)::smallint,
      n * 1234567890123, n / 7.0::float8, n * 1.25, case when n % 5 = 0 then null else array['a' || n, null, 'b c'] end, array[n, 9007199254740991], jsonb_build_object('n', n, 'x', array[1, 2]),
      date '2026-01-01' + n, timestamptz '2026-01-01 00:00:00.123456+00' + n * interval '1 minute'
    from generate_series(1, 1234) as g (n)`);
}, 60_000);

afterAll(async () => {
  await scratch.close();
});

const columnsWithPlainForm = `s.id as "Id", s.label as "Label", s.code as "Code", s.flag as "Flag", s.small as "Small",
  s.cents::float8 as "Cents", s.ratio as "Ratio", s.amount as "Amount", s.tags as "Tags", s.counts as "Counts", s.doc as "Doc"`;

const sampleQuery = (columns: string): PagedQuery<'Label' | 'Id'> => ({
  columns,
  from: 'plain_rows_sample s',
  where: 's.id > $1',
  params: [3],
  sortable: { Label: { sql: 's.label', type: 'text' }, Id: { sql: 's.id', type: 'integer' } },
  tieBreaker: [{ sql: 's.id', type: 'integer' }],
  totals: 'coalesce(sum(s.cents), 0)::float8 as "Cents"',
});

/** The same database read only as JSON text: what PGlite always does. */
const jsonOnly = (database: Queryable): Queryable => ({ query: (sql, params, prepared) => database.query(sql, params, prepared) });

async function everyBatch(database: Queryable, query: PagedQuery<'Label' | 'Id'>) {
  const batches: PlainRows[] = [];
  for await (const batch of keysetBatches(database, query, { sortBy: 'Label', sortDir: 'desc' }, 100)) batches.push(batch);
  return batches;
}

describe('paged reads in either form', () => {
  it('offers plain rows and cursors on PostgreSQL only', () => {
    expect(typeof db.plainRows).toBe(db.engine === 'postgres' ? 'function' : 'undefined');
    expect(typeof db.openCursor).toBe(db.engine === 'postgres' ? 'function' : 'undefined');
  });

  it('runs a statement without JIT on PostgreSQL, for that statement only, and a failing one leaves the pool usable', async () => {
    expect(typeof db.queryWithoutJit).toBe(db.engine === 'postgres' ? 'function' : 'undefined');
    if (!db.queryWithoutJit) return;
    const setting = async () => (await db.query<{ jit: string }>(`select current_setting('jit') as jit`)).rows[0]!.jit;
    const before = await setting();
    const { rows } = await db.queryWithoutJit<{ jit: string; id: number }>(`select current_setting('jit') as jit, s.id from plain_rows_sample s where s.id = $1`, [7]);
    expect(rows).toEqual([{ jit: 'off', id: 7 }]);
    await expect(db.queryWithoutJit('select 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
    // Every connection of the pool (10) still answers, with the setting it had.
    const settings = await Promise.all(Array.from({ length: 12 }, setting));
    expect(new Set(settings)).toEqual(new Set([before]));
  });

  for (const [name, columns] of [
    ['every type with a plain form', columnsWithPlainForm],
    ['a date and a timestamp, which have none', `${columnsWithPlainForm}, s.day as "Day", s.at as "At"`],
  ] as const) {
    it(`answers the same pages and CSV batches as json_agg, ${name}`, async () => {
      const query = sampleQuery(columns);
      for (const pageIndex of [1, 2, 12, 13]) {
        const request = { sortBy: 'Label' as const, sortDir: 'asc' as const, pageIndex, pageSize: 100 };
        const page = await fetchPage(db, query, request);
        expect(page).toEqual(await fetchPage(jsonOnly(db), query, request));
        expect(page.Rows).toHaveLength(pageIndex === 13 ? 31 : 100);
      }
      const batches = await everyBatch(db, query);
      expect(batches).toEqual(await everyBatch(jsonOnly(db), query));
      expect(batches.map((batch) => batch.rows.length)).toEqual([...Array.from({ length: 12 }, () => 100), 31]);
      // The select list's names, in its order, as a page's rows have them.
      for (const batch of batches) expect(batch.columns).toEqual(Object.keys((await fetchPage(db, query, { sortBy: 'Id', sortDir: 'asc', pageIndex: 1, pageSize: 1 })).Rows[0]!));
    });
  }

  it('gives the cursor connection back when a reader stops early', async () => {
    for (let run = 0; run < 15; run++) {
      for await (const batch of keysetBatches(db, sampleQuery(columnsWithPlainForm), { sortBy: 'Id', sortDir: 'asc' }, 10)) {
        expect(batch.rows).toHaveLength(10);
        break;
      }
    }
    // More early stops than the pool holds connections (10): none was kept.
    expect((await db.query<{ n: number }>('select count(*)::int as n from plain_rows_sample')).rows[0]!.n).toBe(1234);
  });

  it('keeps most of the pool for other requests while many downloads are read at once', async () => {
    let total = 0;
    for await (const batch of keysetBatches(db, sampleQuery(columnsWithPlainForm), { sortBy: 'Id', sortDir: 'asc' }, 100)) total += batch.rows.length;
    expect(total).toBeGreaterThan(1_000);
    // Twelve readers each hold their first batch, more than the pool's 10 connections.
    const readers = Array.from({ length: 12 }, () => keysetBatches(db, sampleQuery(columnsWithPlainForm), { sortBy: 'Id', sortDir: 'asc' }, 100));
    for (const reader of readers) expect((await reader.next()).value?.rows).toHaveLength(100);
    // Another request still gets a connection at once, and every download still reads all its rows.
    const answered = await Promise.race([
      db.query<{ n: number }>('select count(*)::int as n from plain_rows_sample').then(({ rows }) => rows[0]!.n),
      new Promise((resolve) => setTimeout(() => resolve('no connection within 5 s'), 5_000)),
    ]);
    expect(answered).toBe(1234);
    for (const reader of readers) {
      let rows = 100;
      for await (const batch of { [Symbol.asyncIterator]: () => reader }) rows += batch.rows.length;
      expect(rows).toBe(total);
    }
  });
});
