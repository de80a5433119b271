/**
 * Lists of tickets (View Tickets bet/page2, Search Tickets bet/search and bet/searchT, History Tickets
 * bet/page2ByDate) as one paged query. A row is one ticket in one of its draws (ticket_draws): a line
 * with a day code shows once per draw it covers, under that draw, with its entries, stake and result
 * there (betting/ticketInDraw.ts), so every figure per draw agrees with settlement to the cent.
 * Each call only says which rows (its condition on `t` the ticket, `td` its draw, `d` the draw's row).
 * A ticket's owner, location and time of placement are read from `td` (migration 0041 copies them
 * there): a condition and an order on them alone are served by ticket_draws' own indexes.
 */
import type { TICKET_SORT_COLUMNS } from '../../contract/bets.ts';
import type { PagedQuery, SortKey } from '../db/pagedQuery.ts';
import type { CsvCellKind } from '../http/csvSql.ts';
import { entriesInDraw, stakeInDraw, TICKETS_IN_DRAWS } from '../betting/ticketInDraw.ts';

export type TicketSortBy = (typeof TICKET_SORT_COLUMNS)[number];

/**
 * A ticket row as the contract names it (contract/bets.ts Ticket). Cents are bigint in the table and
 * read as float8: exact below 2^53 and a plain number on both engines. Tickets and CostCents are the
 * ticket's in this draw; BigCents and SmallCents the stake of each entry; StrikeCents and WinLossCents
 * its result in this draw (ticket_results), null until the draw is settled.
 */
const TICKET_COLUMNS = `
  t.ticket_id::float8 as "TicketId", td.user_id as "UserId", td.draw_id as "DrawId",
  to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", t.number as "Number", t.bet_type as "BetType", t.draws as "Draws",
  t.big_cents::float8 as "BigCents", t.small_cents::float8 as "SmallCents", t.toto_form as "TotoForm",
  t.toto_amount_cents::float8 as "TotoAmountCents", ${entriesInDraw('t')}::float8 as "Tickets", ${stakeInDraw('t')}::float8 as "CostCents",
  t.file_id as "FileId", t.line_number as "LineNumber",
  to_char(td.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedDate",
  tr.strike_cents::float8 as "StrikeCents", tr.win_loss_cents::float8 as "WinLossCents"`;

/** What each of TICKET_COLUMNS holds, so a CSV export's lines are written by the backend (server/http/csvSql.ts). */
const TICKET_CSV_CELLS: Record<string, CsvCellKind> = {
  TicketId: 'integer', UserId: 'text', DrawId: 'integer', DrawDate: 'text', Number: 'text', BetType: 'text', Draws: 'texts',
  BigCents: 'integer', SmallCents: 'integer', TotoForm: 'text', TotoAmountCents: 'integer', Tickets: 'integer', CostCents: 'integer',
  FileId: 'integer', LineNumber: 'integer', CreatedDate: 'text', StrikeCents: 'integer', WinLossCents: 'integer',
};

const TICKET_SORT: Record<TicketSortBy, SortKey> = {
  CreatedDate: { sql: 'td.created_at', type: 'timestamptz', inSkipFrom: true },
  DrawDate: { sql: 'd.draw_date', type: 'date', joined: true },
  Number: { sql: 't.number', type: 'text' },
  UserId: { sql: 'td.user_id', type: 'text', inSkipFrom: true },
  BigCents: { sql: 't.big_cents', type: 'bigint' },
  SmallCents: { sql: 't.small_cents', type: 'bigint' },
  CostCents: { sql: stakeInDraw('t'), type: 'bigint' },
};

const TICKET_TOTALS = `coalesce(sum(${entriesInDraw('t')}), 0)::float8 as "Tickets",
  coalesce(sum(t.big_cents), 0)::float8 as "BigCents", coalesce(sum(t.small_cents), 0)::float8 as "SmallCents",
  coalesce(sum(t.toto_amount_cents), 0)::float8 as "TotoAmountCents", coalesce(sum(${stakeInDraw('t')}), 0)::float8 as "CostCents"`;

/**
 * The count and totals of ticketList's rows from ticket_draw_sums `s` (one row per user, location and
 * draw; migration 0039 keeps it in step with every write), for a condition on `s.user_id`, `s.loc_id`
 * and `s.draw_id` only: the same figures as TICKET_TOTALS over the rows, without reading them.
 */
export const ticketSums = (where: string) => `
  select coalesce(sum(s.ticket_rows), 0)::float8 as "__total", coalesce(sum(s.entries), 0)::float8 as "Tickets",
    coalesce(sum(s.big_cents), 0)::float8 as "BigCents", coalesce(sum(s.small_cents), 0)::float8 as "SmallCents",
    coalesce(sum(s.toto_amount_cents), 0)::float8 as "TotoAmountCents", coalesce(sum(s.cost_cents), 0)::float8 as "CostCents"
  from ticket_draw_sums s where ${where}`;

/** TICKETS_IN_DRAWS read row by row: each row's ticket by a probe of its primary key (`offset 0` keeps it from becoming a hash join). */
const TICKET_OF_EACH_ROW = `ticket_draws td cross join lateral (
    select * from tickets t where t.ticket_id = td.ticket_id offset 0
  ) t`;

/**
 * Tickets `t` in their draws `td` (joined with the draw's row `d`) that meet `where` (parameters
 * $1..$n of `params`). `whereReadsDraw`: the condition reads `d` (a draw date range); otherwise the
 * count, the totals and the search for a deep page's first row skip that join (every ticket_draws row
 * has its draw: a not-null foreign key).
 */
export function ticketList(
  where: string,
  params: readonly unknown[],
  {
    whereReadsDraw = false,
    summary,
    whereReadsTicket = true,
    ticketByRow = false,
  }: {
    whereReadsDraw?: boolean;
    summary?: string;
    /**
     * The condition reads `t`. When it reads `td` alone (a member's rows at a location, of a draw or
     * all), a deep page's first row in an order of `td`'s columns is found in ticket_draws alone: one
     * index-only scan of migration 0041's indexes (PagedQuery.skipFrom).
     */
    whereReadsTicket?: boolean;
    /**
     * The condition keeps one draw's rows of one member (a few thousand, by ticket_draws' index on
     * them): each row's ticket is read by its primary key. Left to choose, PostgreSQL priced the ~12 600
     * probes above a sequential scan of every ticket and hashed the whole table for each draw (a
     * draw's CSV: ~300 -> ~120 ms of backend at the bench's million tickets).
     */
    ticketByRow?: boolean;
  } = {},
): PagedQuery<TicketSortBy> {
  return {
    columns: TICKET_COLUMNS,
    // The result joined once by its key (one row or none), not looked up once per column: on PostgreSQL
    // the two lookups also priced a 10 000-row page above jit_above_cost, and compiling it took ~100 ms.
    from: `${ticketByRow ? TICKET_OF_EACH_ROW : TICKETS_IN_DRAWS} join draws d on d.draw_id = td.draw_id
      left join ticket_results tr on tr.draw_id = td.draw_id and tr.ticket_id = t.ticket_id`,
    baseFrom: whereReadsDraw ? undefined : TICKETS_IN_DRAWS,
    skipFrom: whereReadsDraw || whereReadsTicket ? undefined : 'ticket_draws td',
    where,
    params,
    sortable: TICKET_SORT,
    // A ticket is in each draw once (the primary key of ticket_draws).
    tieBreaker: [
      { sql: 'td.ticket_id', type: 'bigint', inSkipFrom: true },
      { sql: 'td.draw_id', type: 'integer', inSkipFrom: true },
    ],
    totals: TICKET_TOTALS,
    summary,
    csvCells: TICKET_CSV_CELLS,
  };
}
