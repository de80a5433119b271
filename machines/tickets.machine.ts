import { assign, fromPromise, setup } from 'xstate';
import type { TicketPage } from '../contract/bets.ts';

export interface TicketsContext {
  page: TicketPage | null;
  error: string | null;
}

export type TicketsEvent = { type: 'RELOAD' };

/**
 * View Tickets (spec 02 §2.2 /tickets/page, §7.6 GET bet/page2): the user's tickets load when the
 * page opens, newest first; Refresh loads them again; a failure says why and offers Refresh.
 */
export const ticketsMachine = setup({
  types: {
    context: {} as TicketsContext,
    events: {} as TicketsEvent,
  },
  actors: {
    loadTickets: fromPromise<TicketPage>(async () => {
      throw new Error('loadTickets is provided by the app');
    }),
  },
}).createMachine({
  id: 'tickets',
  context: { page: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTickets',
        src: 'loadTickets',
        onDone: { target: 'loaded', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    loaded: { on: { RELOAD: 'loading' } },
    failed: { on: { RELOAD: 'loading' } },
  },
});
