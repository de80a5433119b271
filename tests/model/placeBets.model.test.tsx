import { expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import { placeBetsMachine, type PlaceBetsEvent } from '../../machines/placeBets.machine.ts';
import { PlaceBetsPage } from '../../src/views/bets/PlaceBetsPage.tsx';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage } from '../support/renderPage.tsx';
import { stubBetFlows } from '../support/stubBetFlows.ts';
import { events, MESSAGE, projectContext } from './placeBets.events.ts';

interface PlaceBetsHarness extends Harness {
  actor(): ActorRefFrom<typeof placeBetsMachine>;
}

const textArea = () => screen.getByRole('textbox', { name: 'Bets' }) as HTMLTextAreaElement;
const drawSelect = () => screen.getByRole('combobox', { name: 'Draw Date' }) as HTMLSelectElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

function expectForm(harness: PlaceBetsHarness) {
  const { context } = harness.actor().getSnapshot();
  expect(textArea().value).toBe(context.message);
  expect(drawSelect().value).toBe(context.drawId === null ? '' : String(context.drawId));
  // Live parsing: the totals and the errors of what is written, before anything is sent.
  const totals = screen.getByTestId('bet-totals').textContent;
  const sms = screen.getByTestId('sms-limit').textContent;
  if (context.message === MESSAGE && context.drawId === null) {
    // Without a draw, lines without a day code have nothing to bet on, and say so.
    expect(totals).toBe('Tickets: 0 · Cost: $0.00');
    const errors = screen.getByRole('list', { name: 'Errors in the bets' }).querySelectorAll('li');
    expect(errors).toHaveLength(3);
    expect(errors[0]!.textContent).toBe('Line 1, column 1: There is no next draw to bet on: start the line with a day code (0, 2, 3, 6, 7)');
  } else if (context.message === MESSAGE) {
    expect(totals).toBe('Tickets: 11 · Cost: $23.00');
    expect(screen.getByRole('list', { name: 'Errors in the bets' }).textContent).toBe(
      'Line 2, column 3: A number has 4 digits (0-9); to roll one position write R in its place, e.g. R234',
    );
    expect(textArea().getAttribute('aria-invalid')).toBe('true');
    expect(sms).toBe('SMS: 3 of 10 sets, 26 of 150 characters.');
  } else {
    expect(totals).toBe('Tickets: 0 · Cost: $0.00');
    expect(screen.queryByRole('list', { name: 'Errors in the bets' })).toBeNull();
  }
}

walkModel<PlaceBetsHarness>({
  machine: placeBetsMachine,
  projectContext: projectContext as never,
  events,
  setup: (inspect) => {
    const page = renderPage(<PlaceBetsPage />, { inspect, flows: (stubs) => ({ bets: stubBetFlows(stubs) }) });
    return {
      actor: () => page.started('placeBets') as ReturnType<PlaceBetsHarness['actor']>,
      stubs: page.stubs,
      clock: page.clock,
      cleanup: () => page.view.unmount(),
    };
  },
  perform: {
    EDIT: (event) => {
      fireEvent.change(textArea(), { target: { value: (event as Extract<PlaceBetsEvent, { type: 'EDIT' }>).message } });
    },
    SELECT_DRAW: (event) => {
      const { drawId } = event as Extract<PlaceBetsEvent, { type: 'SELECT_DRAW' }>;
      fireEvent.change(drawSelect(), { target: { value: drawId === null ? '' : String(drawId) } });
    },
    SUBMIT: () => {
      fireEvent.click(submitButton());
    },
    RETRY: () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    },
  },
  expectState: {
    loading: ({ stubs }) => {
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Bets' })).toBeNull();
      expect(stubs.isWaiting('loadDraws')).toBe(true);
    },
    loadFailed: () => {
      expect(alertText()).toContain('Draws could not be loaded.');
      expect(screen.queryByRole('textbox', { name: 'Bets' })).toBeNull();
    },
    editing: (harness) => {
      expectForm(harness);
      const { context } = harness.actor().getSnapshot();
      // Only the open draws are offered, the soonest chosen first.
      expect([...drawSelect().options].map((option) => option.textContent)).toEqual(['-- Select --', '2026-11-28', '2026-11-29']);
      expect(submitButton().disabled).toBe(context.drawId === null || context.message.trim() === '');
      const resultTable = screen.queryByRole('region', { name: 'Result' });
      if (context.result) {
        expect(screen.getByText('2 lines accepted, 1 rejected. Tickets: 11 · Cost: $23.00')).toBeTruthy();
        expect(resultTable!.textContent).toContain('Rejected (column 3): A number has 4 digits');
        expect(resultTable!.textContent).toContain('Accepted');
      } else {
        expect(resultTable).toBeNull();
      }
      expect(alertText()).toBe(context.error ? 'Betting is closed for this draw.' : null);
    },
    submitting: (harness) => {
      expectForm(harness);
      const { context } = harness.actor().getSnapshot();
      expect(submitButton().disabled).toBe(true);
      expect(textArea().readOnly).toBe(true);
      expect(harness.stubs.calls.get('submitBets')?.at(-1)).toEqual({ DrawId: context.drawId, Message: context.message });
    },
  },
});
