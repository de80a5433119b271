/**
 * A paged call of the data screens (a contract declaration answered with pageSchema and queried with
 * pageQueryEntries, contract/paging.ts) is one query file in this folder: which call, the query a
 * request reads (select, from, where, sort columns, totals: server/db/pagedQuery.ts), and the CSV
 * file's name. The file is listed once (./index.ts), and every listed call is served by the one
 * generic route below: the edge has checked the token, the input and the location (the handler is
 * given `location`, never a LocId to read), the query answers one page as JSON or every row as CSV.
 */
import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter, HandlerRequest } from '../http/implement.ts';
import { answerPaged, type PagingQuery } from '../http/pagedAnswer.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** Why a request gets no rows: a user outside the caller's tree (403), a draw of another location (400). */
export interface Refusal {
  refused: { status: 400 | 403 | 404; message: string };
}

export const refuse = (status: Refusal['refused']['status'], message: string): Refusal => ({ refused: { status, message } });

/** A data call: its location is resolved at the edge (`location`), its caller is signed in. */
type DataEndpoint = EndpointDeclaration & { scope: 'data'; anonymous?: false };

export interface PagedCall<E extends DataEndpoint, SortBy extends string> {
  endpoint: E;
  /** The download's file name, without `.csv`. */
  csvName: string;
  /** The query of one request, or why it is refused. Reads the database only to decide (a tree, a draw). */
  query(request: HandlerRequest<E>): PagedQuery<SortBy> | Refusal | Promise<PagedQuery<SortBy> | Refusal>;
}

/** A paged call as the list holds it: its declaration, and how the generic route mounts it. */
export interface ListedCall {
  endpoint: EndpointDeclaration;
  mount(router: ApiRouter, deps: RouteDeps): void;
}

/** Declares a paged call (one per query file); the list mounts it with the generic route. */
export function pagedCall<const E extends DataEndpoint, SortBy extends string>(call: PagedCall<E, SortBy>): ListedCall {
  return {
    endpoint: call.endpoint,
    mount(router, { db }) {
      router.implement(call.endpoint, async (request) => {
        const paged = await call.query(request);
        if ('refused' in paged) return fail(request.c, paged.refused.status, paged.refused.message);
        // The declaration's query is made with pageQueryEntries (the test over the list checks it), so
        // its validated output carries the paging entries.
        const query = request.query as PagingQuery<SortBy>;
        const page = await answerPaged({ c: request.c, db, endpoint: call.endpoint, query, paged, csvName: call.csvName });
        // The page's rows are the query's select list, named as the declaration's row (pagedQuery.ts).
        return page as never;
      });
    },
  };
}
