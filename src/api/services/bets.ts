import type { ApiClient } from '../client.ts';
import { placeBets as placeBetsCall, ticketPage, type PlaceBetsRequest } from '../../../contract/bets.ts';
import { drawDates } from '../../../contract/draws.ts';

/** Lists the user reads right after changing them are asked afresh, never from the response cache. */
const FRESH = { 'x-no-cache': '1' };

/** GET {4d|tt}/draw/dateAll: the location's draws, latest first. */
export const loadDrawDates = (api: ApiClient) => api.call(drawDates, { headers: FRESH });

/**
 * POST {4d|tt}/bet/: one bet message for one draw; the answer reports every line. `idempotencyKey`
 * is the submission's (src/api/submissionKeys.ts): the same on a retry, so bets are never doubled.
 */
export const placeBets = (api: ApiClient, request: PlaceBetsRequest, idempotencyKey: string) =>
  api.call(placeBetsCall, { body: request, idempotencyKey });

export interface TicketQuery {
  UserId?: string;
  DrawId?: number;
  FileId?: number;
  PageIndex?: number;
  PageSize?: number;
}

/** GET {4d|tt}/bet/page2: the user's tickets, newest first. */
export const loadTickets = (api: ApiClient, query: TicketQuery = {}) => api.call(ticketPage, { query, headers: FRESH });
