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
import type { Queryable } from './database.ts';

/** A sortable SQL expression and its type: the type casts keyset values back from their text form. */
export interface SortKey {
  sql: string;
  type: 'text' | 'bigint' | 'integer' | 'date' | 'timestamptz';
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

/**
 * One page and the whole query's row count and totals. Rows beyond the last page answer an empty
 * page (with the right Total), not an error.
 */
export async function fetchPage<Row, Totals, S extends string>(
  db: Queryable,
  query: PagedQuery<S>,
  request: PageRequest<S>,
): Promise<Page<Row, Totals>> {
  const n = query.params.length;
  const keys = orderKeys(query, request.sortBy);
  const [page, summary] = await Promise.all([
    db.query<Row>(
      `select ${query.columns} from ${query.from} where ${query.where}
       order by ${orderBy(keys, request.sortDir)} limit $${n + 1} offset $${n + 2}`,
      [...query.params, request.pageSize, (request.pageIndex - 1) * request.pageSize],
    ),
    db.query<{ __total: number } & Totals>(
      `select count(*)::float8 as "__total", ${query.totals} from ${query.from} where ${query.where}`,
      [...query.params],
    ),
  ]);
  const [first] = summary.rows;
  if (!first) throw new Error('An aggregate query answered no row.');
  const { __total: total, ...totals } = first;
  return { Rows: page.rows, Total: total, PageIndex: request.pageIndex, PageSize: request.pageSize, Totals: totalsOf<Totals>(totals) };
}

// The spread above drops __total; what remains is the Totals select list by construction.
const totalsOf = <Totals>(rest: Omit<{ __total: number } & Totals, '__total'>): Totals => rest as Totals;

/** Keyset values are carried as text and cast back: exact for every type (timestamps keep microseconds). */
const keyAlias = (index: number) => `"__key${index}"`;

/**
 * Every row of the query in the order asked, `batchSize` rows at a time. Each batch continues after
 * the last row of the previous one (keyset: `(keys) > (last keys)`), so each is one indexed read of
 * batchSize rows whatever its depth, and only one batch is held at a time. Rows written while the
 * batches are read may or may not appear, but no row is read twice or skipped.
 */
export async function* keysetBatches<Row, S extends string>(
  db: Queryable,
  query: PagedQuery<S>,
  order: Order<S>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  const keys = orderKeys(query, order.sortBy);
  const n = query.params.length;
  const selectKeys = keys.map((key, index) => `(${key.sql})::text as ${keyAlias(index)}`).join(', ');
  const comparison = order.sortDir === 'asc' ? '>' : '<';
  const after = `(${keys.map((key) => key.sql).join(', ')}) ${comparison} (${keys.map((key, index) => `$${n + 2 + index}::${key.type}`).join(', ')})`;
  let last: string[] | null = null;
  for (;;) {
    const answer: { rows: (Row & Record<string, unknown>)[] } = await db.query<Row & Record<string, unknown>>(
      `select ${query.columns}, ${selectKeys} from ${query.from}
       where (${query.where}) and ${last ? after : 'true'}
       order by ${orderBy(keys, order.sortDir)} limit $${n + 1}`,
      [...query.params, batchSize, ...(last ?? [])],
    );
    const rows = answer.rows;
    const tail: Record<string, unknown> | undefined = rows[rows.length - 1];
    if (!tail) return;
    last = keys.map((_, index): string => String(tail[`__key${index}`]));
    yield rows;
    if (rows.length < batchSize) return;
  }
}
