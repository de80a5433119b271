import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { text, UserIdSchema, urlDate, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { TicketPageSchema, ticketPaging } from './bets.ts';

/**
 * Search Tickets (/tickets/search, VW TICKETSEARCH) and History Tickets (/tickets/history, ViewDay 1):
 * tickets of the caller's member tree (its own, and any downline's with UserId), by number, draw and
 * user, or by a range of draw days. The answer is the ticket page of View Tickets, with the query's totals.
 */

/** txtSearch: a number or its start, as written on a ticket (digits, R for a roll position). */
export const TicketNumberSearchSchema = v.pipe(text(8), v.regex(/^[0-9Rr]{1,4}$/, 'txtSearch must be up to 4 digits (R for a roll).'));

/** Query of GET {4d}/bet/search and {tt}/bet/searchT. */
export const TicketSearchQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  /** Whose tickets: the caller's own and its whole downline's when absent; one user of its tree when given. */
  UserId: v.optional(UserIdSchema),
  DrawId: v.optional(urlInteger('DrawId')),
  txtSearch: v.optional(TicketNumberSearchSchema),
  ...ticketPaging,
});

/** GET 4d/bet/search: tickets of the caller's tree by number, draw and user. */
export const ticketSearch = endpoint({
  method: 'GET',
  path: 'bet/search',
  attribute: 'TICKETSEARCH',
  scope: 'data',
  summary: "Search the tickets of the caller's member tree by number, draw and user",
  query: TicketSearchQuerySchema,
  answer: TicketPageSchema,
  csv: true,
});

/** GET tt/bet/searchT: the same search for TOTO tickets (the TT location). */
export const ticketSearchToto = endpoint({
  method: 'GET',
  path: 'bet/searchT',
  attribute: 'TICKETSEARCH',
  scope: 'data',
  summary: "Search the TOTO tickets of the caller's member tree by draw and user",
  query: TicketSearchQuerySchema,
  answer: TicketPageSchema,
  csv: true,
});

/** Query of GET {4d|tt}/bet/page2ByDate: tickets of draws from DrawFrom to DrawTo (operator days, inclusive). */
export const TicketHistoryQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  DrawFrom: urlDate('DrawFrom'),
  DrawTo: urlDate('DrawTo'),
  ...ticketPaging,
});

/** GET {4d|tt}/bet/page2ByDate: History Tickets, by draw day. A DrawFrom after DrawTo is a 400. */
export const ticketHistory = endpoint({
  method: 'GET',
  path: 'bet/page2ByDate',
  attribute: 'TICKETHIST',
  scope: 'data',
  summary: 'Tickets of the draws from DrawFrom to DrawTo (History Tickets)',
  query: TicketHistoryQuerySchema,
  answer: TicketPageSchema,
  csv: true,
});
