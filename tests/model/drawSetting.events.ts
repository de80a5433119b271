import type { AnyEventObject } from 'xstate';
import type { Draw, DrawStatus } from '../../contract/draws.ts';
import type { DrawResult, SettlementJob } from '../../contract/drawResults.ts';
import type { DrawSettingContext } from '../../machines/drawSetting.machine.ts';
import { ResultRefused } from '../../machines/rules/resultForm.ts';

/** A draw of the SG calendar as the draw calls answer it (also the declared-screen test's draw list). */
export const draw = (DrawId: number, DrawDate: string, Status: DrawStatus, Special = false): Draw => ({
  DrawId,
  DrawDate,
  IsFinalised: Status === 'finalised',
  LocId: 'SG',
  // 19:00 and 18:30 at GMT+8.
  DrawTime: `${DrawDate}T11:00:00.000Z`,
  CutOff: `${DrawDate}T10:30:00.000Z`,
  Special,
  Status,
  HasResult: Status === 'drawn' || Status === 'finalised',
});

/** The week: a finalised Wednesday, a drawn Saturday, a closed Sunday and an open special Tuesday of the next week. */
export const WEEK: Draw[] = [
  draw(4, '2026-11-18', 'finalised'),
  draw(3, '2026-11-21', 'drawn'),
  draw(2, '2026-11-22', 'closed'),
  draw(1, '2026-11-24', 'open', true),
];

export const STARTERS = ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'];
export const CONSOLATIONS = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010'];
const SAVED = { Game: '4D' as const, First: '1234', Second: '5678', Third: '9012', Starters: STARTERS, Consolations: CONSOLATIONS };

const resultOf = (status: DrawStatus): DrawResult => ({
  Draw: draw(3, '2026-11-21', status),
  Result: status === 'closed' ? null : SAVED,
  EnteredBy: status === 'closed' ? null : 'admin',
  EnteredAt: status === 'closed' ? null : '2026-11-21T11:05:00.000Z',
});

export const RESULTS = { closed: resultOf('closed'), drawn: resultOf('drawn'), finalised: resultOf('finalised') };

/** A valid result as typed, and one the browser refuses: Starter 4 repeats the 1st prize, Consolation 2 has 5 digits. */
export const VALID_ENTRY = { Game: '4D' as const, First: '1234', Second: '5678', Third: '9012', Starters: STARTERS, Consolations: CONSOLATIONS };
export const BAD_ENTRY = {
  ...VALID_ENTRY,
  Starters: STARTERS.map((number, index) => (index === 3 ? '1234' : number)),
  Consolations: CONSOLATIONS.map((number, index) => (index === 1 ? '10021' : number)),
};

/** The server refuses a result the browser accepted (e.g. another admin's rule): Starter 7 on its field. */
export const REFUSAL = new ResultRefused([{ field: 'starter-7', code: 'four-d-digits', message: 'A number has 4 digits (0-9).', sameAs: null }]);

export const SETTLED: SettlementJob = { DrawId: 3, Status: 'succeeded', EntriesTotal: 40, EntriesSettled: 40, Strikes: 2, StrikeCents: 200_000, Message: null };
export const FAILED: SettlementJob = { DrawId: 3, Status: 'failed', EntriesTotal: 40, EntriesSettled: 10, Strikes: 0, StrikeCents: 0, Message: 'The settlement stopped: the database is busy.' };

/** The graph tells states apart by the open draw's state (what the insert and reset guards read). */
export const projectContext = (context: DrawSettingContext) => ({ status: context.result?.Draw.Status ?? null });

/** The events the drawSetting machine is explored with, by its model test and by the QA paths report. */
export const events: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadWeek', output: WEEK },
  { type: 'xstate.error.actor.loadWeek', error: new Error('The draws could not be loaded.') },
  { type: 'PREVIOUS_WEEK' },
  { type: 'NEXT_WEEK' },
  { type: 'RETRY' },
  { type: 'OPEN_ADD' },
  { type: 'ADD_DRAW', draw: { DrawDate: '2026-11-24', DrawTime: '19:00', CutOffTime: '18:30' } },
  { type: 'xstate.done.actor.createDraw', output: WEEK[3] },
  { type: 'xstate.error.actor.createDraw', error: new Error('A draw on 2026-11-24 already exists.') },
  { type: 'CANCEL' },
  { type: 'EDIT_TIMES', drawId: 2 },
  { type: 'SAVE_TIMES', times: { DrawId: 2, DrawTime: '19:30', CutOffTime: '19:00' } },
  { type: 'xstate.done.actor.updateDraw', output: WEEK[2] },
  { type: 'xstate.error.actor.updateDraw', error: new Error('The cut-off must come before the draw time.') },
  { type: 'OPEN_RESULTS', drawId: 3 },
  ...Object.values(RESULTS).map((output) => ({ type: 'xstate.done.actor.loadResult', output })),
  { type: 'xstate.error.actor.loadResult', error: new Error('The result could not be loaded.') },
  { type: 'SAVE_RESULT', entry: VALID_ENTRY },
  { type: 'SAVE_RESULT', entry: BAD_ENTRY },
  { type: 'xstate.done.actor.saveResult', output: RESULTS.drawn },
  { type: 'xstate.error.actor.saveResult', error: REFUSAL },
  { type: 'xstate.error.actor.saveResult', error: new Error('Results can be entered once the draw has closed.') },
  { type: 'INSERT' },
  { type: 'xstate.done.actor.insertResults' },
  { type: 'RESET_SETTLEMENT' },
  { type: 'RESET_RESULTS' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.resetDraw', output: RESULTS.drawn },
  { type: 'xstate.error.actor.resetDraw', error: new Error('Only an admin with DrawSetting may reset a draw.') },
  { type: 'CLOSE' },
];
