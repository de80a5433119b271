/** Search Tickets for TOTO (spec 02 §7.6 GET bet/searchT): the search of ./ticketSearch.ts, under tt/ only. */
import { ticketSearchToto } from '../../contract/ticketSearch.ts';
import { pagedCall, refuse } from './pagedCall.ts';
import { searchQuery } from './ticketSearch.ts';

export const ticketSearchTotoCall = pagedCall({
  endpoint: ticketSearchToto,
  csvName: 'ticket-search',
  // TT tickets live under tt/ only.
  query: (request) => (request.game === 'tt' ? searchQuery(request) : refuse(400, 'bet/searchT searches TOTO tickets: call it under tt/.')),
});
