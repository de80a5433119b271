import { msg } from '@lingui/core/macro';
import type { Ticket } from '../../../contract/bets.ts';
import { ticketSearch, ticketSearchToto } from '../../../contract/ticketSearch.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { EXAMPLE_TICKET, TICKET_COLUMNS, TICKET_TOTALS } from '../ticketColumns.ts';

/** Search Tickets (spec 02 §2.2 /tickets/search, VW TICKETSEARCH; §7.6 bet/search, bet/searchT): by number, draw and user. */
export const searchTickets: ScreenDeclaration = {
  id: 'searchTickets',
  path: '/tickets/search',
  title: msg`Search Tickets`,
  menuItem: 'searchTickets',
  filters: [
    { kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 4 },
    { kind: 'draw', options: 'drawDates' },
    { kind: 'user', options: 'memberTree' },
  ],
  views: [
    defineView<Ticket>({
      vw: 'TICKETSEARCH',
      label: msg`Search Tickets`,
      endpoints: { '4d': ticketSearch, tt: ticketSearchToto },
      columns: TICKET_COLUMNS,
      rowKey: (ticket) => String(ticket.TicketId),
      defaultSort: { by: 'CreatedDate', direction: 'desc' },
      tone: (ticket) => betTone(ticket.BetType),
      totals: TICKET_TOTALS,
      example: EXAMPLE_TICKET,
    }),
  ],
};
