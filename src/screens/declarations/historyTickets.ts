import { msg } from '@lingui/core/macro';
import type { Ticket } from '../../../contract/bets.ts';
import { ticketHistory } from '../../../contract/ticketSearch.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { EXAMPLE_TICKET, TICKET_COLUMNS, TICKET_TOTALS } from '../ticketColumns.ts';

/** History Tickets (spec 02 §2.2 /tickets/history, ViewDay 1; §7.6 bet/page2ByDate): the tickets of the draws of a range of days. */
export const historyTickets: ScreenDeclaration = {
  id: 'historyTickets',
  path: '/tickets/history',
  title: msg`History Tickets`,
  menuItem: 'historyTickets',
  filters: [
    { kind: 'dateRange', required: true },
    { kind: 'user', options: 'memberTree' },
  ],
  views: [
    defineView<Ticket>({
      vw: null,
      label: msg`History Tickets`,
      endpoints: { '4d': ticketHistory, tt: ticketHistory },
      columns: TICKET_COLUMNS,
      rowKey: (ticket) => String(ticket.TicketId),
      defaultSort: { by: 'CreatedDate', direction: 'desc' },
      tone: (ticket) => betTone(ticket.BetType),
      totals: TICKET_TOTALS,
      example: EXAMPLE_TICKET,
    }),
  ],
};
