import { msg } from '@lingui/core/macro';
import { ticketHistory } from '../../../contract/ticketSearch.ts';
import type { ScreenDeclaration } from '../declaration.ts';
import { ticketView } from '../ticketView.ts';

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
  views: [ticketView({ vw: 'TICKETHIST', label: msg`History Tickets`, endpoints: { '4d': ticketHistory, tt: ticketHistory } })],
};
