import type { AnyEventObject } from 'xstate';
import type { SmsSetting } from '../../contract/sms.ts';
import { FULL_DATA } from './shell.events.ts';
import type { SummaryByTypeRow } from '../../contract/betSummary.ts';
import type { ScreenAnswer } from '../../machines/dataScreen.machine.ts';
import type { ScreenData } from '../../src/screens/screenData.ts';

/**
 * The dataScreen machine is walked twice: on a data screen (Bet Summary's rows with the row actions
 * of the test declaration tests/support/fixtures/actionScreen.ts, its URL the request) and on a
 * record page (the SMS instructions, the LocId its request).
 */

// ---- the data screen: Bet Summary ----
export const SCREEN_URL = '/bet/betSummary?LocId=SG&DrawId=7';
/** The same screen without the draw it requires. */
export const SCREEN_URL_WITHOUT_DRAW = '/bet/betSummary?LocId=SG';

export const summaryRows: SummaryByTypeRow[] = [
  { UserId: 'member1', UserName: 'Member One', BetType: 'straight', Tickets: 2, BigCents: 300, SmallCents: 100, TotoAmountCents: 0, CostCents: 400 },
  { UserId: 'member2', UserName: 'Member Two', BetType: 'roll', Tickets: 10, BigCents: 1000, SmallCents: 0, TotoAmountCents: 0, CostCents: 1000 },
];
const options: ScreenData['options'] = {
  betSummaryDrawDates: [
    { DrawId: 7, DrawDate: '2026-11-22' },
    { DrawId: 6, DrawDate: '2026-11-21' },
  ],
  betSummaryUsers: [
    { UserId: 'member1', UserName: 'Member One' },
    { UserId: 'member2', UserName: 'Member Two' },
  ],
};
const totals = { Tickets: 12, BigCents: 1300, SmallCents: 100, TotoAmountCents: 0, CostCents: 1400 };
const page = (rows: SummaryByTypeRow[]) => ({ Rows: rows, Total: rows.length, PageIndex: 1, PageSize: 100, Totals: totals });

export const SHOWN: ScreenAnswer = { data: { page: page(summaryRows), options } satisfies ScreenData, rows: 2 };
export const EMPTY: ScreenAnswer = { data: { page: page([]), options } satisfies ScreenData, rows: 0 };
export const INCOMPLETE: ScreenAnswer = { data: { page: null, options } satisfies ScreenData, rows: null };
/** The URL names no draw, and the latest draw with bets is the default. */
export const DEFAULTED: ScreenAnswer = { data: { page: null, options } satisfies ScreenData, rows: null, defaults: { DrawId: '6' } };
/** The member-tree check refused the URL's UserId. */
export const REFUSED: ScreenAnswer = { data: { page: null, options: {} } satisfies ScreenData, rows: null, refused: true };
/** The server's refusal (an ApiError's status is what counts, not its message). */
export const FORBIDDEN = Object.assign(new Error('User agent2 is not in your downline.'), { status: 403 });

export const screenInput = { request: SCREEN_URL };
/** The request tells a state of one URL from the same state of another. */
export const contextKeys = ['request'];

/** The events the data screen is explored with, by its model test and by the QA paths report. */
export const screenEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.load', output: SHOWN },
  { type: 'xstate.done.actor.load', output: EMPTY },
  { type: 'xstate.done.actor.load', output: INCOMPLETE },
  { type: 'xstate.error.actor.load', error: new Error('The summary is not available.') },
  { type: 'RETRY' },
  { type: 'SHOW', request: SCREEN_URL_WITHOUT_DRAW },
  { type: 'SHOW', request: SCREEN_URL },
  { type: 'xstate.done.actor.load', output: DEFAULTED },
  { type: 'xstate.done.actor.load', output: REFUSED },
  { type: 'xstate.error.actor.load', error: FORBIDDEN },
  // The view switch: By Bet Type.
  { type: 'NAVIGATE', changes: { VW: 'RPTSUM' } },
  // Row actions: a delete asks first, a job starts at once.
  { type: 'ACT', action: 'delete', row: summaryRows[0], confirm: true },
  { type: 'ACT', action: 'recount', row: summaryRows[0], confirm: false },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.act', output: { FileId: 2 } },
  { type: 'xstate.error.actor.act', error: new Error('This file is being processed.') },
  { type: 'DISMISS' },
];

// ---- the record page: SMS instructions ----
export const smsSetting: SmsSetting = FULL_DATA.smsSetting!;

export const recordInput = { request: 'SG' };

export const recordEvents: AnyEventObject[] = [
  { type: 'xstate.done.actor.load', output: { data: smsSetting, rows: 1 } },
  // A location without an SMS setting.
  { type: 'xstate.done.actor.load', output: { data: null, rows: 0 } },
  { type: 'xstate.error.actor.load', error: new Error('The SMS setting is not available.') },
  { type: 'xstate.error.actor.load', error: FORBIDDEN },
  { type: 'RETRY' },
  { type: 'SHOW', request: 'TT' },
  { type: 'SHOW', request: 'SG' },
];

/** For the paths report (scripts/paths): the data screen's events, which reach every state. */
export const events = screenEvents;
export const input = screenInput;
