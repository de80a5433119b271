import { afterEach, beforeEach, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { printViewMachine } from '../../machines/printView.machine.ts';
import { betSummary } from '../../src/screens/declarations/betSummary.ts';
import { PrintViewPage } from '../../src/screens/print/PrintViewPage.tsx';
import { adminProfile } from '../support/fixtures/session.ts';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage, type RenderedPage } from '../support/renderPage.tsx';
import { stubScreenFlows } from '../support/stubScreenFlows.ts';
import { ALL_ROWS, contextKeys, events, input, PRINT_URL } from './printView.events.ts';

type PrintHarness = Harness & RenderedPage;

// A walk through rendering puts 520 rows in jsdom's DOM (more than one chunk is the point): seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// The browser's print dialog: the chart offers it on completion and on Print (jsdom has none).
let print = vi.fn();
beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal('print', print);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const progress = () => document.querySelector('.print-view__progress')?.textContent;
// By selector, not by role: a role query over 500 printed rows takes seconds in jsdom.
const printButton = () => {
  const button = document.querySelector<HTMLButtonElement>('.print-view .page-header button.print-view__print');
  expect(button?.textContent).toBe('Print');
  return button!;
};
const table = () => document.querySelector('table.print-table');
/** The printed body rows (each chunk is a tbody; the header and the totals are not rows of the data). */
const bodyRows = () => [...document.querySelectorAll('.print-table tbody tr')];
const contextOf = (harness: PrintHarness) => harness.actor().getSnapshot().context as { rows: unknown[]; total: number; shown: number };

walkModel<PrintHarness>({
  machine: printViewMachine,
  input,
  contextKeys,
  events,
  setup: (inspect) => {
    const page = renderPage(<PrintViewPage screen={betSummary} />, {
      path: PRINT_URL,
      profile: adminProfile,
      inspect,
      flows: (stubs) => ({ screens: stubScreenFlows(stubs) }),
    });
    const actor = page.started('printView');
    return { ...page, actor: () => actor };
  },
  perform: {
    RETRY: async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    },
    PRINT: async () => {
      const before = print.mock.calls.length;
      await userEvent.setup().click(printButton());
      expect(print).toHaveBeenCalledTimes(before + 1);
    },
  },
  expectState: {
    loading: (harness) => {
      expect(progress()).toBe('Loading…');
      expect(printButton().disabled).toBe(true);
      expect(table()).toBeNull();
      // The first page of the whole query is asked for the screen's URL (the edge drops the flag).
      expect(harness.stubs.calls.get('load')?.at(-1)).toBe(PRINT_URL);
    },
    fetching: (harness) => {
      expect(progress()).toBe('Loading 260 of 520 rows…');
      expect(table()).toBeNull();
      expect(harness.stubs.calls.get('fetchPage')?.at(-1)).toEqual({ request: PRINT_URL, pageIndex: 2, pageSize: 260 });
    },
    // 500 rows after the first chunk, in the query's order, with the totals and the filters as the caption.
    rendering: (harness) => {
      const { shown, total } = contextOf(harness);
      expect(shown).toBe(500);
      expect(progress()).toBe(`500 of ${total} rows`);
      expect(bodyRows()).toHaveLength(500);
      expect(bodyRows()[499]!.textContent).toContain('member500');
      expect(printButton().disabled).toBe(true);
      expect(print).not.toHaveBeenCalled();
    },
    complete: (harness) => {
      const { rows, total } = contextOf(harness);
      expect(progress()).toBe(`${total} of ${total} rows`);
      const printed = bodyRows();
      expect(printed).toHaveLength(rows.length);
      // Every row, in order: the nth printed row is the nth of the query.
      expect(printed.map((tr) => tr.firstElementChild?.textContent)).toEqual(ALL_ROWS.slice(0, total).map((row) => row.UserId));
      const foot = document.querySelector('.print-table tfoot tr')!;
      expect(foot.textContent).toContain(total === 520 ? '$520.00' : '$2.00');
      const caption = table()!.querySelector('caption')!;
      expect(caption.textContent).toContain('Bet Summary');
      expect(caption.textContent).toContain('Draw Date: 2026-11-22');
      // Row tone by bet type, as on screen.
      expect(printed[1]!.className).toContain('data-table__row--tone-RRRR');
      expect(printButton().disabled).toBe(false);
      expect(print).toHaveBeenCalled();
    },
    incomplete: () => {
      expect(screen.getByText("Choose the screen's filters first: there is nothing to print yet.")).toBeTruthy();
      expect(table()).toBeNull();
    },
    failed: () => {
      expect(screen.getByRole('alert').textContent).toBe('The summary is not available.');
      expect(table()).toBeNull();
    },
    refused: () => {
      expect(screen.getByRole('alert').textContent).toBe('Unauthorized Access');
      expect(table()).toBeNull();
      expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    },
  },
});
