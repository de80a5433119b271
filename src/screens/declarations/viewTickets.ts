import { msg } from '@lingui/core/macro';
import { ticketPage } from '../../../contract/bets.ts';
import type { ScreenDeclaration } from '../declaration.ts';
import { ticketView } from '../ticketView.ts';
import { drawDatesSource, memberTreeSource } from '../optionSources.ts';

/** View Tickets (spec 02 §2.2 /tickets/page, §7.6 GET bet/page2): the user's tickets, or a downline's, newest first. */
export const viewTickets: ScreenDeclaration = {
  id: 'viewTickets',
  title: msg`View Tickets`,
  menuItem: 'viewTickets',
  filters: [
    { kind: 'draw', options: drawDatesSource },
    { kind: 'user', options: memberTreeSource },
  ],
  views: [ticketView({ vw: 'TICKET', label: msg`Tickets`, endpoints: { '4d': ticketPage, tt: ticketPage } })],
};
