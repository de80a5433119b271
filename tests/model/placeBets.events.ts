import type { AnyEventObject } from 'xstate';
import type { PlaceBetsContext } from '../../machines/placeBets.machine.ts';
import type { PlaceBetsResult } from '../../contract/bets.ts';

/** Two open draws, soonest first: Saturday 2026-11-28 and Sunday 2026-11-29. */
export const draws = [
  { DrawId: 11, DrawDate: '2026-11-28', IsFinalised: false },
  { DrawId: 12, DrawDate: '2026-11-29', IsFinalised: false },
];

/** Three lines: a straight bet, a mistyped number (column 3), a roll (10 tickets). */
export const MESSAGE = '1234 1-2\n12x4 1-1\nR234 1-1';

export const result: PlaceBetsResult = {
  Lines: [
    { LineNumber: 1, Text: '1234 1-2', Accepted: true, Reason: null, Column: null, Tickets: 1, CostCents: 300, TicketId: 7 },
    { LineNumber: 2, Text: '12x4 1-1', Accepted: false, Reason: 'A number has 4 digits', Column: 3, Tickets: 0, CostCents: 0, TicketId: null },
    { LineNumber: 3, Text: 'R234 1-1', Accepted: true, Reason: null, Column: null, Tickets: 10, CostCents: 2000, TicketId: 8 },
  ],
  AcceptedLines: 2,
  RejectedLines: 1,
  Tickets: 11,
  CostCents: 2300,
};

/** What the guard and the view read: a draw chosen, something written, an answer or an error on screen. */
export const projectContext = (context: PlaceBetsContext) => ({
  drawId: context.drawId,
  message: context.message,
  result: context.result !== null,
  error: context.error !== null,
});

/** The events the placeBets machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadDraws', output: { location: 'SG', draws } },
  { type: 'xstate.error.actor.loadDraws', error: new Error('Draws could not be loaded.') },
  { type: 'RETRY' },
  { type: 'EDIT', message: MESSAGE },
  { type: 'EDIT', message: '' },
  { type: 'SELECT_DRAW', drawId: 12 },
  { type: 'SELECT_DRAW', drawId: null },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.submitBets', output: result },
  { type: 'xstate.error.actor.submitBets', error: new Error('Betting is closed for this draw.') },
];
