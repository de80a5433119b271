import { msg } from '@lingui/core/macro';
import { ticketSearch, ticketSearchToto } from '../../../contract/ticketSearch.ts';
import type { ScreenDeclaration } from '../declaration.ts';
import { ticketView } from '../ticketView.ts';
import { drawDatesSource, memberTreeSource } from '../optionSources.ts';

/** Search Tickets (spec 02 §2.2 /tickets/search, VW TICKETSEARCH; §7.6 bet/search, bet/searchT): by number, draw and user. */
export const searchTickets: ScreenDeclaration = {
  id: 'searchTickets',
  title: msg`Search Tickets`,
  menuItem: 'searchTickets',
  filters: [
    { kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 4 },
    { kind: 'draw', options: drawDatesSource },
    { kind: 'user', options: memberTreeSource },
  ],
  views: [ticketView({ vw: 'TICKETSEARCH', label: msg`Search Tickets`, endpoints: { '4d': ticketSearch, tt: ticketSearchToto } })],
};
