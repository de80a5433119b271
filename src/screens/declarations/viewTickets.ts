import { msg } from '@lingui/core/macro';
import { ticketPage, type Ticket } from '../../../contract/bets.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { betTone } from '../betTone.ts';
import { EXAMPLE_TICKET, TICKET_COLUMNS, TICKET_TOTALS } from '../ticketColumns.ts';

/** View Tickets (spec 02 §2.2 /tickets/page, §7.6 GET bet/page2): the user's tickets, or a downline's, newest first. */
export const viewTickets: ScreenDeclaration = {
  id: 'viewTickets',
  path: '/tickets/page',
  title: msg`View Tickets`,
  menuItem: 'viewTickets',
  filters: [
    { kind: 'draw', options: 'drawDates' },
    { kind: 'user', options: 'memberTree' },
  ],
  views: [
    defineView<Ticket>({
      vw: null,
      label: msg`Tickets`,
      endpoints: { '4d': ticketPage, tt: ticketPage },
      columns: TICKET_COLUMNS,
      rowKey: (ticket) => String(ticket.TicketId),
      defaultSort: { by: 'CreatedDate', direction: 'desc' },
      tone: (ticket) => betTone(ticket.BetType),
      totals: TICKET_TOTALS,
      example: EXAMPLE_TICKET,
    }),
  ],
};
