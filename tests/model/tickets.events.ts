import type { AnyEventObject } from 'xstate';
import type { TicketPage } from '../../contract/bets.ts';

export const page: TicketPage = {
  Rows: [
    {
      TicketId: 8, UserId: 'member2', DrawId: 11, DrawDate: '2026-11-28', Number: 'R234', BetType: 'roll', Draws: ['Sat'],
      BigCents: 100, SmallCents: 100, TotoForm: null, TotoAmountCents: 0, Tickets: 10, CostCents: 2000, FileId: null,
      LineNumber: 3, CreatedDate: '2026-11-22T09:30:00.000Z',
    },
    {
      TicketId: 7, UserId: 'member2', DrawId: 11, DrawDate: '2026-11-28', Number: '1234', BetType: 'straight', Draws: ['Sat'],
      BigCents: 100, SmallCents: 200, TotoForm: null, TotoAmountCents: 0, Tickets: 1, CostCents: 300, FileId: null,
      LineNumber: 1, CreatedDate: '2026-11-22T09:30:00.000Z',
    },
  ],
  Total: 2,
  PageIndex: 1,
  PageSize: 100,
  Totals: { Tickets: 11, BigCents: 200, SmallCents: 300, TotoAmountCents: 0, CostCents: 2300 },
};

/** The events the tickets machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadTickets', output: page },
  { type: 'xstate.error.actor.loadTickets', error: new Error('Sorry, something went wrong. Please refresh this page and try again.') },
  { type: 'RELOAD' },
];
