/**
 * Lists of tickets (View Tickets bet/page2, Search Tickets bet/search, History Tickets
 * bet/page2ByDate) as one paged query: the contract's Ticket row, the ticket sort columns of the
 * contract (TICKET_SORT_COLUMNS) mapped to their SQL, ticket_id as the tie-breaker, and the totals
 * of the contract's TicketTotals. Each call only says which tickets (its condition).
 */
import type { TICKET_SORT_COLUMNS } from '../../contract/bets.ts';
import type { PagedQuery, SortKey } from '../db/pagedQuery.ts';
import { TICKET_COLUMNS } from './ticketColumns.ts';

export type TicketSortBy = (typeof TICKET_SORT_COLUMNS)[number];

const TICKET_SORT: Record<TicketSortBy, SortKey> = {
  CreatedDate: { sql: 't.created_at', type: 'timestamptz' },
  DrawDate: { sql: 'd.draw_date', type: 'date', joined: true },
  Number: { sql: 't.number', type: 'text' },
  UserId: { sql: 't.user_id', type: 'text' },
  BigCents: { sql: 't.big_cents', type: 'bigint' },
  SmallCents: { sql: 't.small_cents', type: 'bigint' },
  CostCents: { sql: 't.cost_cents', type: 'bigint' },
};

const TICKET_TOTALS = `coalesce(sum(t.tickets), 0)::float8 as "Tickets",
  coalesce(sum(t.big_cents), 0)::float8 as "BigCents", coalesce(sum(t.small_cents), 0)::float8 as "SmallCents",
  coalesce(sum(t.toto_amount_cents), 0)::float8 as "TotoAmountCents", coalesce(sum(t.cost_cents), 0)::float8 as "CostCents"`;

/**
 * Tickets `t` (joined with their draw `d`) that meet `where` (parameters $1..$n of `params`).
 * `whereReadsDraw`: the condition reads `d` (a draw date range); otherwise the count, the totals and
 * the search for a deep page's first row skip the join (every ticket has its draw: draw_id is a not-null foreign key).
 */
export function ticketQuery(where: string, params: readonly unknown[], { whereReadsDraw = false } = {}): PagedQuery<TicketSortBy> {
  return {
    columns: TICKET_COLUMNS,
    from: 'tickets t join draws d on d.draw_id = t.draw_id',
    baseFrom: whereReadsDraw ? undefined : 'tickets t',
    where,
    params,
    sortable: TICKET_SORT,
    tieBreaker: [{ sql: 't.ticket_id', type: 'bigint' }],
    totals: TICKET_TOTALS,
  };
}
