import type { AnyEventObject } from 'xstate';
import type { SummaryByTypeRow } from '../../contract/betSummary.ts';
import type { PrintAnswer, PrintPage } from '../../machines/printView.machine.ts';
import { SCREEN_URL } from './dataScreen.events.ts';

/**
 * The print view is walked on Bet Summary's URL with the print flag. The whole query is 520 rows in
 * two pages (260 + 260), so rendering takes a first chunk of 500 and one tick for the last 20; a
 * short query (2 rows, one page) is complete as soon as it arrives.
 */
export const PRINT_URL = `${SCREEN_URL}&Print=1`;

const row = (i: number): SummaryByTypeRow => ({
  UserId: `member${i}`,
  UserName: `Member ${i}`,
  // Every second row a roll: its tone (RRRR) shows in print as on screen.
  BetType: i % 2 === 0 ? 'roll' : 'straight',
  Tickets: 1,
  BigCents: 100,
  SmallCents: 0,
  TotoAmountCents: 0,
  CostCents: 100,
});
export const ALL_ROWS = Array.from({ length: 520 }, (_, i) => row(i + 1));
const totals = { Tickets: 520, BigCents: 52_000, SmallCents: 0, TotoAmountCents: 0, CostCents: 52_000 };
const page = (rows: SummaryByTypeRow[], total: number, pageSize: number): PrintPage => ({ Rows: rows, Total: total, PageSize: pageSize, Totals: totals });

const options = { betSummaryDrawDates: [{ DrawId: 7, DrawDate: '2026-11-22' }] };
/** The first of two pages of 260. */
export const FIRST_OF_TWO: PrintAnswer = { page: page(ALL_ROWS.slice(0, 260), 520, 260), options };
export const SECOND_PAGE: PrintPage = page(ALL_ROWS.slice(260), 520, 260);
/** A query of two rows, one page. */
export const SHORT: PrintAnswer = { page: { ...page(ALL_ROWS.slice(0, 2), 2, 2000), Totals: { ...totals, Tickets: 2, BigCents: 200, CostCents: 200 } }, options };
export const INCOMPLETE: PrintAnswer = { page: null, options };
export const REFUSED: PrintAnswer = { page: null, options: {}, refused: true };
export const FORBIDDEN = Object.assign(new Error('User agent2 is not in your downline.'), { status: 403 });

export const input = { request: PRINT_URL };
/** The rows fetched and shown tell one step of the reading from another. */
export const contextKeys = ['pageIndex', 'shown'];

export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.load', output: FIRST_OF_TWO },
  { type: 'xstate.done.actor.load', output: SHORT },
  { type: 'xstate.done.actor.load', output: INCOMPLETE },
  { type: 'xstate.done.actor.load', output: REFUSED },
  { type: 'xstate.error.actor.load', error: new Error('The summary is not available.') },
  { type: 'xstate.error.actor.load', error: FORBIDDEN },
  { type: 'xstate.done.actor.fetchPage', output: SECOND_PAGE },
  { type: 'xstate.error.actor.fetchPage', error: new Error('The summary is not available.') },
  { type: 'xstate.error.actor.fetchPage', error: FORBIDDEN },
  { type: 'xstate.after.tick.printView.rendering' },
  { type: 'RETRY' },
  { type: 'PRINT' },
];
