import { expect } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import { payRateMachine, type SaveRateInput } from '../../machines/payRate.machine.ts';
import { payRateSaveOf } from '../../machines/rules/payRateSave.ts';
import { PayRatePage } from '../../src/views/control/PayRatePage.tsx';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage } from '../support/renderPage.tsx';
import { stubControlFlows } from '../support/stubControlFlows.ts';
import { BIG_FIRST, events, projectContext, RATES } from './payRate.events.ts';

interface PayRateHarness extends Harness {
  actor(): ActorRefFrom<typeof payRateMachine>;
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const userSelect = () => screen.getByLabelText('User') as HTMLSelectElement;
const context = (harness: PayRateHarness) => harness.actor().getSnapshot().context;

/** The grid of the tab shown: figures in force, Override marked in words, Edit / Use Default per cell. */
function expectGrid(harness: PayRateHarness) {
  const { userId, tab } = context(harness);
  expect([...userSelect().options].map((option) => option.textContent)).toEqual(['Default table', 'agent1 - Agent One', 'member1']);
  expect(userSelect().value).toBe(userId ?? '');
  expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Ordinary', 'System', 'iBet']);
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tab === 'N' ? 'Ordinary' : 'iBet');
  if (tab === 'I') {
    // One table per permutation count.
    expect(['24', '12', '6', '4'].map((count) => screen.getByRole('table', { name: `iBet ${count}` }).querySelector('caption')?.textContent)).toEqual(['24', '12', '6', '4']);
    expect(within(screen.getByRole('table', { name: 'iBet 24' })).getByRole('row', { name: /^1st Prize/ }).textContent).toContain('83');
    return;
  }
  const grid = screen.getByRole('table', { name: 'Ordinary' });
  expect(within(grid).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Prize', 'Big', 'Small']);
  expect(within(grid).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['1st Prize', '2nd Prize', '3rd Prize', 'Starter', 'Consolation']);
  const first = within(grid).getByRole('row', { name: /^1st Prize/ });
  expect(first.textContent).toContain('2500');
  // member1's own figure is marked in words; the default table has no overrides.
  expect(first.textContent?.includes('Override')).toBe(userId === 'member1');
  expect(button('Use Default for Big 1st Prize') !== null).toBe(userId === 'member1');
}

const expectState: Record<string, (harness: PayRateHarness) => void> = {
  loadingUsers: ({ stubs }) => expect(stubs.isWaiting('loadUsers')).toBe(true),
  usersFailed: () => {
    expect(alerts()).toContain('The users could not be loaded.');
    expect(button('Try again')).not.toBeNull();
  },
  loadingRates: (harness) => {
    // An admin starts on the default table (null), then whoever is chosen.
    expect(harness.stubs.calls.get('loadRates')?.at(-1)).toBe(context(harness).userId);
    expect(harness.stubs.isWaiting('loadRates')).toBe(true);
  },
  ratesFailed: () => {
    expect(alerts()).toContain('The rates could not be loaded.');
    expect(button('Try again')).not.toBeNull();
  },
  shown: (harness) => {
    expectGrid(harness);
    const { notice, error } = context(harness);
    if (notice === 'saved') expect(screen.getByRole('status').textContent).toBe('Rate saved.');
    if (notice === 'defaultRestored') expect(screen.getByRole('status').textContent).toBe('The default rate applies again.');
    if (error) expect(alerts()).toContain('The override has already ended.');
  },
  editing: (harness) => {
    const input = screen.getByRole('spinbutton', { name: 'Big 1st Prize' }) as HTMLInputElement;
    expect(button('Save')).not.toBeNull();
    expect(button('Cancel')).not.toBeNull();
    // The server's refusal (e.g. 403 outside the caller's downline) shows with the editor still open.
    if (context(harness).error) expect(alerts()).toContain('member9 is not in your downline.');
    else expect(input.value).toBe('2500');
  },
  saving: (harness) => {
    const sent = harness.stubs.calls.get('saveRate')?.at(-1) as SaveRateInput;
    const { userId } = context(harness);
    expect(sent).toEqual({ userId, figure: BIG_FIRST, inForce: RATES[0], perUnit: 2600 });
    // The default table: PUT payRateDefault; member1 already has this override: PUT payRate.
    expect(payRateSaveOf(sent.userId, sent.inForce)).toBe(userId === null ? 'default' : 'update');
    expect(button('Save')!.disabled).toBe(true);
  },
  deleting: ({ stubs }) => {
    expect(stubs.calls.get('deleteRate')?.at(-1)).toBe(77);
  },
};

walkModel<PayRateHarness>({
  machine: payRateMachine,
  projectContext: projectContext as never,
  events,
  setup: (inspect) => {
    const page = renderPage(<PayRatePage />, { inspect, flows: (stubs) => ({ control: stubControlFlows(stubs) }) });
    return {
      actor: () => page.started('payRate') as ReturnType<PayRateHarness['actor']>,
      stubs: page.stubs,
      clock: page.clock,
      cleanup: () => page.view.unmount(),
    };
  },
  perform: {
    RETRY: () => {
      fireEvent.click(button('Try again')!);
    },
    SELECT_USER: (event) => {
      fireEvent.change(userSelect(), { target: { value: (event as unknown as { userId: string | null }).userId ?? '' } });
    },
    SELECT_TAB: (event) => {
      fireEvent.click(screen.getByRole('tab', { name: (event as unknown as { tab: string }).tab === 'I' ? 'iBet' : 'Ordinary' }));
    },
    EDIT: () => {
      fireEvent.click(button('Edit Big 1st Prize')!);
    },
    SAVE: () => {
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Big 1st Prize' }), { target: { value: '2600' } });
      fireEvent.click(button('Save')!);
    },
    CANCEL: () => {
      fireEvent.click(button('Cancel')!);
    },
    USE_DEFAULT: () => {
      fireEvent.click(button('Use Default for Big 1st Prize')!);
    },
  },
  expectState,
});
