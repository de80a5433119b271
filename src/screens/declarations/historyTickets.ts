import { msg } from '@lingui/core/macro';
import { ticketHistory } from '../../../contract/ticketSearch.ts';
import type { ScreenDeclaration } from '../declaration.ts';
import { ticketView } from '../ticketView.ts';
import { betSummaryDrawDaysSource, memberTreeSource } from '../optionSources.ts';

/** History Tickets (spec 02 §2.2 /tickets/history, ViewDay 1; §7.6 bet/page2ByDate): the tickets of the draws of a range of days. */
export const historyTickets: ScreenDeclaration = {
  id: 'historyTickets',
  title: msg`History Tickets`,
  menuItem: 'historyTickets',
  filters: [
    // The menu link (ViewDay=1) opens on the latest draw day with tickets the caller may see.
    { kind: 'dateRange', required: true, default: { latestOf: betSummaryDrawDaysSource } },
    { kind: 'user', options: memberTreeSource },
  ],
  views: [ticketView({ vw: 'TICKETHIST', label: msg`History Tickets`, endpoints: { '4d': ticketHistory, tt: ticketHistory } })],
};
