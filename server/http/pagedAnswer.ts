/**
 * The answer of a paged data-screen call: one page as JSON (`{ Rows, Total, PageIndex, PageSize,
 * Totals }`), or with Format=csv every row of the query streamed as text/csv, in the order asked.
 * A route describes its query (server/db/pagedQuery.ts) and hands it here; CSV comes with the
 * declaration's `csv: true`.
 */
import type { Context } from 'hono';
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import type { Queryable } from '../db/database.ts';
import { csvLineBatches, fetchPage, keysetBatches, type Page, type PagedQuery } from '../db/pagedQuery.ts';
import { csvColumnsOf, csvHeader, csvRecords, pageRowSchemaOf } from './csv.ts';
import { csvLineSql } from './csvSql.ts';
import { fail } from './envelope.ts';

/** Rows per database read of a CSV export: large enough to amortise a round trip, small enough to hold. */
export const CSV_BATCH_ROWS = 5_000;

/** The paging entries of a validated query (contract/paging.ts pageQueryEntries). */
export interface PagingQuery<SortBy extends string> {
  PageIndex: number;
  PageSize: number;
  SortBy: SortBy;
  SortDir: 'asc' | 'desc';
  Format: 'json' | 'csv';
}

export interface PagedAnswerRequest<SortBy extends string> {
  c: Context;
  db: Queryable;
  endpoint: EndpointDeclaration;
  query: PagingQuery<SortBy>;
  paged: PagedQuery<SortBy>;
  /** The download's file name, without `.csv`. */
  csvName: string;
}

export async function answerPaged<Row, Totals, SortBy extends string>(
  request: PagedAnswerRequest<SortBy>,
): Promise<Page<Row, Totals> | Response> {
  const { c, db, endpoint, query, paged } = request;
  const order = { sortBy: query.SortBy, sortDir: query.SortDir };
  if (query.Format === 'csv') {
    if (!endpoint.csv) return fail(c, 400, 'This call has no CSV export.');
    return streamCsv(db, endpoint, paged, order, request.csvName);
  }
  return fetchPage<Row, Totals, SortBy>(db, paged, { ...order, pageIndex: query.PageIndex, pageSize: query.PageSize });
}

/**
 * The export's text in batches: the lines the backend wrote when the query declares its cells (on
 * PostgreSQL), else its rows formatted here. Nothing is read before the first batch is asked for.
 */
async function* csvBatches<SortBy extends string>(
  db: Queryable,
  paged: PagedQuery<SortBy>,
  order: { sortBy: SortBy; sortDir: 'asc' | 'desc' },
  columns: ReturnType<typeof csvColumnsOf>,
): AsyncGenerator<string> {
  const line = paged.csvCells ? csvLineSql(columns, paged.csvCells) : null;
  const lines = line ? await csvLineBatches(db, paged, order, CSV_BATCH_ROWS, line) : null;
  if (lines) {
    yield* lines;
    return;
  }
  for await (const batch of keysetBatches<SortBy>(db, paged, order, CSV_BATCH_ROWS)) yield csvRecords(columns, batch.columns, batch.rows);
}

function streamCsv<SortBy extends string>(
  db: Queryable,
  endpoint: EndpointDeclaration,
  paged: PagedQuery<SortBy>,
  order: { sortBy: SortBy; sortDir: 'asc' | 'desc' },
  csvName: string,
): Response {
  const rowSchema = pageRowSchemaOf(endpoint.answer);
  if (!rowSchema) throw new Error(`${endpoint.path}: csv is declared but its answer is not a page of rows.`);
  const columns = csvColumnsOf(rowSchema);
  const encoder = new TextEncoder();
  const batches = csvBatches(db, paged, order, columns);
  // Pull-based: the next batch is read only when the client has taken the previous one, so a slow
  // download holds one batch, not the whole query.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHeader(columns)));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvName}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
