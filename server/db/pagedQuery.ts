/**
 * Every paged call of the data screens (spec 02 §9) reads through this one helper: a page with the
 * query's row count and totals (`fetchPage`), or every row of the query in batches (`keysetBatches`,
 * for CSV export). No route writes its own limit, offset or count.
 *
 * A query is described, not written: its select list, its from and where with parameters $1..$n, the
 * columns it may be sorted by (a whitelist of SQL expressions keyed by the contract's SortBy values,
 * so the client never sends SQL), a unique tie-breaker that makes every order total (pages never
 * overlap or skip a row), and the aggregate select list of its totals.
 */
import type { CsvCellKind } from '../http/csvSql.ts';
import type { Queryable } from './database.ts';
import type { PlainRows } from './plainRows.ts';

/** A sortable SQL expression and its type: the type casts keyset values back from their text form. */
export interface SortKey {
  sql: string;
  type: 'text' | 'bigint' | 'integer' | 'date' | 'timestamptz';
  /** The expression reads a table that only `from` joins (not `baseFrom`). */
  joined?: boolean;
  /** The expression reads only `skipFrom`: an order of such keys alone finds a deep page's first row there. */
  inSkipFrom?: boolean;
}

export interface PagedQuery<SortBy extends string> {
  /** The select list; its names are the contract's row fields. */
  columns: string;
  /**
   * `from` with its joins, without `where`. A grouped query (a summary) is given as a derived table,
   * so sorting, keyset and totals work on its rows like on a table's.
   */
  from: string;
  /** The condition, with parameters $1..$n taken from `params`. */
  where: string;
  params: readonly unknown[];
  /** SortBy value -> expression. Only these orders exist. */
  sortable: Record<SortBy, SortKey>;
  /** Expressions that together identify a row: the last keys of every order. */
  tieBreaker: readonly [SortKey, ...SortKey[]];
  /** The aggregate select list of the Totals, over every row of the query (not only the page). */
  totals: string;
  /**
   * `from` without the joins that only add columns (a ticket's draw), when `where` does not read
   * them: the count, the totals and the search for a deep page's first row read it instead, so they
   * do not join every row they count or skip. Default: `from`.
   */
  baseFrom?: string;
  /**
   * The one table the search for a deep page's first row reads, when `where` and every key of the order
   * read only it (keys marked `inSkipFrom`): the skip is then one index-only scan of the rows it passes
   * (View Tickets: migration 0041's ticket_draws copy of the ticket's owner and time; left to join,
   * PostgreSQL hashed both tables whole and sorted every row, 520 ms on three processes for a
   * 120 000-row skip). Run without JIT (compiling took 95-230 ms of statements priced above
   * `jit_above_cost`). Other orders read `baseFrom`. Default: `baseFrom`.
   */
  skipFrom?: string;
  /**
   * A statement answering the row count (`__total`) and the totals from a summary kept beside the rows,
   * with the same parameters, for a query whose rows are too many to aggregate on each request (View
   * Tickets: migration 0039's ticket_draw_sums). It must answer what aggregating the rows would.
   * Default: `count(*)` and `totals` over `baseFrom ?? from` where `where`.
   */
  summary?: string;
  /**
   * What each field of the select list holds, as its CSV cell is written (server/http/csvSql.ts): with
   * it, a CSV export on PostgreSQL has the backend write each line (`csvLineBatches`). Without it, or
   * when a column of the export is not in it, Node formats the rows.
   */
  csvCells?: Readonly<Record<string, CsvCellKind>>;
}

export interface Order<SortBy extends string> {
  sortBy: SortBy;
  sortDir: 'asc' | 'desc';
}

export interface PageRequest<SortBy extends string> extends Order<SortBy> {
  /** 1-based. */
  pageIndex: number;
  pageSize: number;
}

export interface Page<Row, Totals> {
  Rows: Row[];
  Total: number;
  PageIndex: number;
  PageSize: number;
  Totals: Totals;
}

/** The keys of an order: the chosen column, then the tie-breaker, all in the one direction. */
const orderKeys = <S extends string>(query: PagedQuery<S>, sortBy: S): SortKey[] => [query.sortable[sortBy], ...query.tieBreaker];

const orderBy = (keys: readonly SortKey[], direction: 'asc' | 'desc') => keys.map((key) => `${key.sql} ${direction}`).join(', ');

/** Keyset values are carried as text and cast back: exact for every type (timestamps keep microseconds). */
const KEY_PREFIX = '__key';

interface Slice {
  keys: readonly SortKey[];
  direction: 'asc' | 'desc';
  /** Rows from (inclusive) or after (exclusive) these key values; null: from the first row. */
  from: { values: readonly string[]; inclusive: boolean } | null;
  limit: number;
  /** Whether the last row's keys are wanted (a keyset batch continues after them; a page does not). */
  withKeys: boolean;
}

/** Rows of a slice, and the key values (as text) of its last row: where the next slice starts. */
interface SliceRows<Row> {
  rows: Row[];
  /** Null at the end, or when the slice was read without its keys. */
  lastKeys: string[] | null;
}

/** Whether a select list's columns all have a plain, JSON-equal form (./plainRows.ts), learnt on first read. */
const plainColumns = new Map<string, boolean>();

/**
 * Up to `limit` rows in order from a keyset position, and the last row's key values. On PostgreSQL
 * the rows come as plain rows, built into objects here (json_agg took about half the backend's time of
 * a 10 000-row page); on the embedded database as one JSON text (json_agg, in order of a row_number
 * over the same order), since one text field is several times cheaper to hand over than ten thousand
 * rows of fields. Both give the same values (./plainRows.ts).
 */
async function readSlice<Row, S extends string>(db: Queryable, query: PagedQuery<S>, slice: Slice): Promise<SliceRows<Row>> {
  const n = query.params.length;
  const { keys, direction, from } = slice;
  const comparison = `${direction === 'asc' ? '>' : '<'}${from?.inclusive ? '=' : ''}`;
  // The row comparison decides; the first key's own comparison, which it implies, is what an index on
  // that column can start its scan at (PostgreSQL uses a row comparison as an index bound only when
  // every column of it is in the index, and the keys span two tables): without it a deep page or a
  // late CSV batch read every row before its position and dropped them.
  const position = from
    ? `(${keys.map((key) => key.sql).join(', ')}) ${comparison} (${keys.map((key, index) => `$${n + 2 + index}::${key.type}`).join(', ')})
       and ${keys[0]!.sql} ${direction === 'asc' ? '>=' : '<='} $${n + 2}::${keys[0]!.type}`
    : 'true';
  // A page's rows carry no keys: three more text columns for every row (a timestamp formatted ten
  // thousand times) only for a last row nobody continues after.
  const keyCount = slice.withKeys ? keys.length : 0;
  const selectKeys = keys
    .slice(0, keyCount)
    .map((key, index) => `, (${key.sql})::text as "${KEY_PREFIX}${index}"`)
    .join('');
  const params = [...query.params, slice.limit, ...(from?.values ?? [])];
  const ordered = `select ${query.columns}${selectKeys} from ${query.from} where (${query.where}) and ${position}
       order by ${orderBy(keys, direction)} limit $${n + 1}`;
  if (db.plainRows && plainColumns.get(query.columns) !== false) {
    const plain = await db.plainRows(ordered, params);
    plainColumns.set(query.columns, plain !== null);
    if (plain) return sliceOfPlain<Row>(plain, keyCount);
  }
  const { rows } = await db.query<{ rows: string }>(
    `select coalesce(json_agg(p order by p."__n"), '[]')::text as "rows" from (
       select ${query.columns}${selectKeys}, row_number() over (order by ${orderBy(keys, direction)}) as "__n"
       from ${query.from} where (${query.where}) and ${position}
       order by ${orderBy(keys, direction)} limit $${n + 1}
     ) p`,
    params,
  );
  const parsed: Record<string, unknown>[] = JSON.parse(rows[0]?.rows ?? '[]');
  const tail = parsed[parsed.length - 1];
  const lastKeys = tail && keyCount > 0 ? keys.map((_, index) => String(tail[`${KEY_PREFIX}${index}`])) : null;
  for (const row of parsed) {
    delete row.__n;
    for (let index = 0; index < keyCount; index++) delete row[`${KEY_PREFIX}${index}`];
  }
  return { rows: parsed as Row[], lastKeys };
}

/** Plain rows (the select list, then `keyCount` key columns) as the contract's row objects and the last keys. */
function sliceOfPlain<Row>(plain: PlainRows, keyCount: number): SliceRows<Row> {
  const names = plain.columns.slice(0, plain.columns.length - keyCount);
  const rows = plain.rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index]!] = values[index];
    return row as Row;
  });
  const tail = plain.rows[plain.rows.length - 1];
  return { rows, lastKeys: tail && keyCount > 0 ? (tail.slice(names.length) as string[]) : null };
}

/** The key values (as text) of the row at `offset` (0-based) of the order, or null past the end. */
async function keysAt<S extends string>(db: Queryable, query: PagedQuery<S>, keys: readonly SortKey[], direction: 'asc' | 'desc', offset: number) {
  const n = query.params.length;
  const joined = keys.some((key) => key.joined);
  const skipping = !joined && query.skipFrom !== undefined && keys.every((key) => key.inSkipFrom);
  const from = joined ? query.from : skipping ? query.skipFrom : (query.baseFrom ?? query.from);
  // The skipped rows carry only the raw keys; the one row found is turned into text.
  const sql = `select array[${keys.map((_, index) => `k.k${index}::text`).join(', ')}] as "keys" from (
       select ${keys.map((key, index) => `${key.sql} as k${index}`).join(', ')} from ${from} where ${query.where}
       order by ${orderBy(keys, direction)} limit 1 offset $${n + 1}
     ) k`;
  const params = [...query.params, offset];
  const { rows } =
    skipping && db.queryWithoutJit
      ? await db.queryWithoutJit<{ keys: string[] }>(sql, params)
      : await db.query<{ keys: string[] }>(sql, params);
  return rows[0]?.keys ?? null;
}

/**
 * One page and the whole query's row count and totals. A page after the first is found by its first
 * row's keys (an offset over the keys alone, from the nearer end), then read from there like a CSV
 * batch, so deep pages do not compute the columns of every row they skip. Rows beyond the last page answer
 * an empty page (with the right Total), not an error.
 */
export async function fetchPage<Row, Totals, S extends string>(
  db: Queryable,
  query: PagedQuery<S>,
  request: PageRequest<S>,
): Promise<Page<Row, Totals>> {
  const keys = orderKeys(query, request.sortBy);
  const offset = (request.pageIndex - 1) * request.pageSize;
  // Page 1 needs nothing of the count: its rows are read beside the count and totals (on PostgreSQL,
  // on another connection of the pool, so the page takes the longer of the two, not their sum). The
  // statements were never one snapshot; a page read beside its count is as consistent as one after it.
  // Promise.all: a failure of either is the call's, and neither is left unhandled.
  const [summary, firstPage] = await Promise.all([
    db.query<{ __total: number } & Totals>(
      query.summary ?? `select count(*)::float8 as "__total", ${query.totals} from ${query.baseFrom ?? query.from} where ${query.where}`,
      [...query.params],
    ),
    offset === 0 ? readSlice<Row, S>(db, query, { keys, direction: request.sortDir, from: null, limit: request.pageSize, withKeys: false }) : undefined,
  ]);
  const [first] = summary.rows;
  if (!first) throw new Error('An aggregate query answered no row.');
  const { __total: total, ...totals } = first;
  let rows: Row[] = [];
  if (firstPage) {
    rows = firstPage.rows;
  } else if (offset < total) {
    // The row at `offset` is the row at `total - 1 - offset` of the reversed order (the order is total,
    // thanks to the tie-breaker): from whichever end is nearer, so no page skips more than half the rows.
    const fromEnd = offset > (total - 1) / 2;
    const start = fromEnd
      ? await keysAt(db, query, keys, request.sortDir === 'asc' ? 'desc' : 'asc', total - 1 - offset)
      : await keysAt(db, query, keys, request.sortDir, offset);
    // A row deleted between the count and keysAt can leave the offset past the end: an empty page.
    if (start) {
      ({ rows } = await readSlice<Row, S>(db, query, {
        keys,
        direction: request.sortDir,
        from: { values: start, inclusive: true },
        limit: request.pageSize,
        withKeys: false,
      }));
    }
  }
  return {
    Rows: rows,
    Total: total,
    PageIndex: request.pageIndex,
    PageSize: request.pageSize,
    Totals: totalsOf<Totals>(totals),
  };
}

// The spread above drops __total; what remains is the Totals select list by construction.
const totalsOf = <Totals>(rest: Omit<{ __total: number } & Totals, '__total'>): Totals => rest as Totals;

/** Row objects (all with the select list's names, in its order) as plain rows. */
function plainOf(rows: readonly Record<string, unknown>[]): PlainRows {
  const columns = Object.keys(rows[0] ?? {});
  return { columns, rows: rows.map((row) => columns.map((column) => row[column])) };
}

/**
 * Every row of the query in the order asked, `batchSize` rows at a time, as plain rows (a CSV export
 * writes them by column; objects would be built only to be taken apart), only one batch held at a time.
 * On PostgreSQL by one cursor over the whole query (read once; its connection is held until the last
 * batch is taken or the reader stops). Elsewhere, or when the select list has no plain form, in keyset
 * batches: each continues after the last row of the previous one (`(keys) > (last keys)`), one indexed
 * read of batchSize rows whatever its depth; rows written meanwhile may or may not appear, but no row
 * is read twice or skipped.
 */
export async function* keysetBatches<S extends string>(
  db: Queryable,
  query: PagedQuery<S>,
  order: Order<S>,
  batchSize: number,
): AsyncGenerator<PlainRows> {
  const keys = orderKeys(query, order.sortBy);
  const cursor = db.openCursor && plainColumns.get(query.columns) !== false
    ? await db.openCursor(`select ${query.columns} from ${query.from} where (${query.where}) order by ${orderBy(keys, order.sortDir)}`, [...query.params])
    : null;
  if (cursor) {
    try {
      for (let first = true; ; first = false) {
        const batch = await cursor.fetch(batchSize);
        if (first) plainColumns.set(query.columns, batch !== null);
        if (!batch) {
          if (first) break; // no plain form: read in keyset batches below
          throw new Error('A cursor batch changed its columns.');
        }
        if (batch.rows.length > 0) yield batch;
        if (batch.rows.length < batchSize) return;
      }
    } finally {
      await cursor.close();
    }
  }
  let after: string[] | null = null;
  for (;;) {
    const { rows, lastKeys }: SliceRows<Record<string, unknown>> = await readSlice<Record<string, unknown>, S>(db, query, {
      keys,
      direction: order.sortDir,
      from: after ? { values: after, inclusive: false } : null,
      limit: batchSize,
      withKeys: true,
    });
    if (!lastKeys) return;
    after = lastKeys;
    yield plainOf(rows);
    if (rows.length < batchSize) return;
  }
}

/**
 * Every row of the query in the order asked as CSV lines the backend wrote (`line`, the expression of
 * server/http/csvSql.ts csvLineSql over the select list `p`), `batchSize` rows a text, by one cursor;
 * null where there is no cursor (PGlite): the caller formats keysetBatches' rows instead. The select
 * list is the derived table's, ordered there: a subquery with ORDER BY is never merged into the outer
 * query, whose plain projection keeps its order.
 */
export async function csvLineBatches<S extends string>(
  db: Queryable,
  query: PagedQuery<S>,
  order: Order<S>,
  batchSize: number,
  line: string,
): Promise<AsyncGenerator<string> | null> {
  if (!db.openCursor) return null;
  const keys = orderKeys(query, order.sortBy);
  const cursor = await db.openCursor(
    `select ${line} as "line" from (
       select ${query.columns} from ${query.from} where (${query.where}) order by ${orderBy(keys, order.sortDir)}
     ) p`,
    [...query.params],
  );
  if (!cursor) return null;
  return (async function* () {
    try {
      for (;;) {
        const batch = await cursor.fetch(batchSize);
        if (!batch) throw new Error('A cursor of CSV lines answered no plain rows.');
        if (batch.rows.length > 0) yield batch.rows.map((row) => row[0] as string).join('');
        if (batch.rows.length < batchSize) return;
      }
    } finally {
      await cursor.close();
    }
  })();
}
