import { expect } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import { drawSettingMachine } from '../../machines/drawSetting.machine.ts';
import type { NewDraw } from '../../machines/drawSetting.machine.ts';
import { DrawSettingPage } from '../../src/views/control/DrawSettingPage.tsx';
import { settlementJobReport } from '../../src/views/control/controlActors.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage } from '../support/renderPage.tsx';
import { stubControlFlows } from '../support/stubControlFlows.ts';
import { BAD_ENTRY, events, FAILED, projectContext, SETTLED, VALID_ENTRY } from './drawSetting.events.ts';

interface DrawSettingHarness extends Harness {
  actor(): ActorRefFrom<typeof drawSettingMachine>;
}

const button = (name: string, within_: HTMLElement = document.body) =>
  within(within_).queryByRole('button', { name }) as HTMLButtonElement | null;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const rowOf = (drawDate: string) => screen.getByRole('row', { name: new RegExp(`^${drawDate}`) });
const resultForm = () => screen.getByRole('form', { name: 'Result' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types a 4D result field by field, as the labels name them. */
function typeResult(entry: typeof VALID_ENTRY) {
  type('1st Prize', entry.First);
  type('2nd Prize', entry.Second);
  type('3rd Prize', entry.Third);
  entry.Starters.forEach((number, index) => type(`Starter ${index + 1}`, number));
  entry.Consolations.forEach((number, index) => type(`Consolation ${index + 1}`, number));
}

const status = (harness: DrawSettingHarness) => harness.actor().getSnapshot().context.result?.Draw.Status ?? null;

/** The week's table and the messages above it (every state that shows the week). */
function expectWeek(harness: DrawSettingHarness) {
  const { context } = harness.actor().getSnapshot();
  const table = screen.getByRole('table', { name: 'Draws of the week' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Draw Date', 'Day', 'Draw Time', 'Cut-off', 'Status', 'Special', 'Actions',
  ]);
  expect(rowOf('2026-11-21').textContent).toContain('Sat19:0018:30Drawn');
  expect(rowOf('2026-11-24').textContent).toContain('Tue19:0018:30OpenSpecial');
  // The state of each draw decides its buttons: no result before Closed, no times after Drawn.
  expect(button('Results', rowOf('2026-11-24'))!.disabled).toBe(true);
  expect(button('Edit Times', rowOf('2026-11-21'))!.disabled).toBe(true);
  if (context.notice === 'drawAdded') expect(screen.getByRole('status').textContent).toBe('Draw added.');
  if (context.notice === 'timesSaved') expect(screen.getByRole('status').textContent).toBe('Times saved.');
}

const expectState: Record<string, (harness: DrawSettingHarness) => void> = {
  loading: ({ stubs }) => {
    expect(stubs.isWaiting('loadWeek')).toBe(true);
    expect(screen.queryByRole('table', { name: 'Draws of the week' })).toBeNull();
  },
  failed: () => {
    expect(alerts()).toContain('The draws could not be loaded.');
    expect(button('Try again')).not.toBeNull();
  },
  listed: (harness) => {
    expectWeek(harness);
    expect(button('Edit Times', rowOf('2026-11-22'))!.disabled).toBe(false);
    expect(button('Add Special Draw')).not.toBeNull();
  },
  'adding.editing': (harness) => {
    expectWeek(harness);
    expect(screen.getByRole('heading', { name: 'Add Special Draw' })).toBeTruthy();
    expect(screen.getByLabelText('Draw Date')).toBeTruthy();
    if (harness.actor().getSnapshot().context.error) expect(alerts()).toContain('A draw on 2026-11-24 already exists.');
  },
  'adding.saving': ({ stubs }) => {
    expect(stubs.calls.get('createDraw')?.at(-1)).toEqual({ DrawDate: '2026-11-24', DrawTime: '19:00', CutOffTime: '18:30' } satisfies NewDraw);
    expect(button('Add Draw')!.disabled).toBe(true);
  },
  'editingTimes.editing': (harness) => {
    expect(screen.getByRole('heading', { name: 'Edit Times of 2026-11-22' })).toBeTruthy();
    // The times in force, in operator time; after a refusal the times as typed stay, with the server's reason.
    const refused = harness.actor().getSnapshot().context.error !== null;
    expect((screen.getByLabelText('Draw Time') as HTMLInputElement).value).toBe(refused ? '19:30' : '19:00');
    expect((screen.getByLabelText('Cut-off Time') as HTMLInputElement).value).toBe(refused ? '19:00' : '18:30');
    if (refused) expect(alerts()).toContain('The cut-off must come before the draw time.');
  },
  'editingTimes.saving': ({ stubs }) => {
    expect(stubs.calls.get('updateDraw')?.at(-1)).toEqual({ DrawId: 2, DrawTime: '19:30', CutOffTime: '19:00' });
    expect(button('Save Times')!.disabled).toBe(true);
  },
  'results.loading': ({ stubs }) => {
    expect(stubs.calls.get('loadResult')?.at(-1)).toBe(3);
    expect(stubs.isWaiting('loadResult')).toBe(true);
  },
  'results.failed': () => {
    expect(alerts()).toContain('The result could not be loaded.');
    expect(button('Try again')).not.toBeNull();
  },
  'results.entering': (harness) => {
    const { context } = harness.actor().getSnapshot();
    const drawStatus = status(harness);
    expect(screen.getByRole('heading', { name: 'Results of 2026-11-21' })).toBeTruthy();
    // 23 inputs, each labelled; a saved result fills them.
    expect(within(resultForm()).getAllByRole('textbox')).toHaveLength(23);
    if (drawStatus !== 'closed' && context.problems.length === 0) expect((screen.getByLabelText('Starter 10') as HTMLInputElement).value).toBe('0010');
    expect(button('Insert Results')!.disabled).toBe(drawStatus !== 'drawn');
    expect(button('Reset Settlement')!.disabled).toBe(drawStatus !== 'finalised');
    expect(button('Reset Results')!.disabled).toBe(drawStatus === 'closed');
    // Each problem on its field, translated by its code; nothing was sent.
    const byField = Object.fromEntries(context.problems.map((problem) => [problem.field, problem]));
    if (byField['starter-4']) {
      expect(screen.getByLabelText('Starter 4').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Starter 4: this number is already 1st Prize.')).toBeTruthy();
      expect(screen.getByText('A number has 4 digits (0-9).')).toBeTruthy();
      expect(screen.getByLabelText('Consolation 2').getAttribute('aria-invalid')).toBe('true');
    }
    if (byField['starter-7']) {
      expect(screen.getByLabelText('Starter 7').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('A number has 4 digits (0-9).')).toBeTruthy();
    }
    if (context.error) expect(alerts().some((text) => text && /has closed|DrawSetting/.test(text))).toBe(true);
    if (context.notice === 'resultSaved') expect(screen.getByRole('status').textContent).toBe('Results saved.');
    if (context.notice === 'settlementReset') expect(screen.getByRole('status').textContent).toBe('The settlement was reset.');
    if (context.notice === 'resultsReset') expect(screen.getByRole('status').textContent).toBe('The results and settlement were reset.');
  },
  'results.saving': (harness) => {
    const { stubs } = harness;
    const sent = stubs.calls.get('saveResult')?.at(-1) as { drawId: number; entry: unknown; correction: boolean };
    expect(sent.drawId).toBe(3);
    expect(sent.entry).toEqual(VALID_ENTRY);
    // POST for a draw without a result, PUT (a correction) once it has one.
    expect(sent.correction).toBe(status(harness) !== 'closed');
    expect(button('Save Results')!.disabled).toBe(true);
  },
  'results.inserting': ({ stubs }) => {
    // The job was started for the draw (its failure before was shown, and Retry started it again).
    expect(stubs.calls.get('startJob')?.at(-1)).toEqual({ drawId: 3 });
    expect(screen.getByText('Starting…')).toBeTruthy();
    expect(button('Insert Results')!.disabled).toBe(true);
  },
  'results.confirmingReset': (harness) => {
    const dialog = screen.getByRole('alertdialog', { name: 'Reset' });
    expect(dialog.textContent).toContain(
      harness.actor().getSnapshot().context.reset === 'settlement' ? 'Reset the settlement of this draw?' : 'Reset the results and settlement of this draw?',
    );
    expect(button('Reset', dialog)).not.toBeNull();
    expect(button('Cancel', dialog)).not.toBeNull();
  },
  'results.resetting': (harness) => {
    expect(harness.stubs.calls.get('resetDraw')?.at(-1)).toEqual({ drawId: 3, kind: harness.actor().getSnapshot().context.reset });
  },
};

/** After the job ended the draw is read again, and the job's outcome stays on screen. */
function expectFinishedJob(harness: DrawSettingHarness) {
  const job = harness.actor().getSnapshot().context.job;
  if (!job?.getSnapshot().matches('succeeded')) return;
  expect(screen.getByTestId('insertion-summary').textContent).toBe('Results inserted: 2 winning entries, $2,000.00 paid.');
  const bar = screen.getByRole('progressbar', { name: 'Entries settled' });
  expect(bar.getAttribute('aria-valuenow')).toBe('40');
  expect(screen.getByText('40 of 40')).toBeTruthy();
}

walkModel<DrawSettingHarness>({
  machine: drawSettingMachine,
  projectContext: projectContext as never,
  events,
  setup: (inspect) => {
    const page = renderPage(<DrawSettingPage />, { inspect, flows: (stubs) => ({ control: stubControlFlows(stubs) }) });
    return {
      actor: () => page.started('drawSetting') as ReturnType<DrawSettingHarness['actor']>,
      stubs: page.stubs,
      clock: page.clock,
      cleanup: () => page.view.unmount(),
    };
  },
  perform: {
    PREVIOUS_WEEK: (_, harness) => {
      const before = harness.actor().getSnapshot().context.weekOffset;
      fireEvent.click(button('Previous Week')!);
      expect(harness.stubs.calls.get('loadWeek')?.at(-1)).toBe(before - 1);
    },
    NEXT_WEEK: (_, harness) => {
      const before = harness.actor().getSnapshot().context.weekOffset;
      fireEvent.click(button('Next Week')!);
      expect(harness.stubs.calls.get('loadWeek')?.at(-1)).toBe(before + 1);
    },
    RETRY: () => {
      fireEvent.click(button('Try again')!);
    },
    OPEN_ADD: () => {
      fireEvent.click(button('Add Special Draw')!);
    },
    ADD_DRAW: () => {
      type('Draw Date', '2026-11-24');
      type('Draw Time', '19:00');
      type('Cut-off Time', '18:30');
      fireEvent.click(button('Add Draw')!);
    },
    CANCEL: () => {
      const dialog = screen.queryByRole('alertdialog', { name: 'Reset' });
      fireEvent.click(dialog ? button('Cancel', dialog)! : button('Cancel', screen.getByRole('button', { name: /Add Draw|Save Times/ }).closest('form')!)!);
    },
    EDIT_TIMES: () => {
      fireEvent.click(button('Edit Times', rowOf('2026-11-22'))!);
    },
    SAVE_TIMES: () => {
      type('Draw Time', '19:30');
      type('Cut-off Time', '19:00');
      fireEvent.click(button('Save Times')!);
    },
    OPEN_RESULTS: () => {
      fireEvent.click(button('Results', rowOf('2026-11-21'))!);
    },
    SAVE_RESULT: (event, harness) => {
      const entry = (event as unknown as { entry: typeof VALID_ENTRY }).entry;
      const saves = harness.stubs.calls.get('saveResult')?.length ?? 0;
      typeResult(entry);
      fireEvent.click(button('Save Results')!);
      // A result the browser refuses is never sent.
      if (entry === BAD_ENTRY) expect(harness.stubs.calls.get('saveResult')?.length ?? 0).toBe(saves);
    },
    INSERT: async (_, harness) => {
      fireEvent.click(button('Insert Results')!);
      // The first attempt fails on the server: its reason shows, and the job's own Retry starts it again.
      await harness.stubs.resolveWhenInvoked('startJob', { jobId: '3', report: settlementJobReport(FAILED) });
      await screen.findByText('The settlement stopped: the database is busy.');
      fireEvent.click(button('Retry')!);
    },
    // The job ends when its server says so: the status answers that every entry is settled.
    'xstate.done.actor.insertResults': async (_, harness) => {
      await harness.stubs.resolveWhenInvoked('startJob', { jobId: '3', report: settlementJobReport(SETTLED) });
    },
    RESET_SETTLEMENT: () => {
      fireEvent.click(button('Reset Settlement')!);
    },
    RESET_RESULTS: () => {
      fireEvent.click(button('Reset Results')!);
    },
    CONFIRM: () => {
      fireEvent.click(button('Reset', screen.getByRole('alertdialog', { name: 'Reset' }))!);
    },
    CLOSE: () => {
      fireEvent.click(button('Close')!);
    },
  },
  expectState: Object.fromEntries(
    Object.entries(expectState).map(([state, check]) => [
      state,
      (harness: DrawSettingHarness) => {
        check(harness);
        if (state === 'results.loading' || state === 'results.entering') expectFinishedJob(harness);
      },
    ]),
  ),
});

