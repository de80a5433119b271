import { expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import { smsSendMachine, type SmsPreview, type SmsSendKind } from '../../machines/smsSend.machine.ts';
import { SendResultPage, SendStrikePage } from '../../src/views/smsSend/SmsSendPage.tsx';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderPage } from '../support/renderPage.tsx';
import { stubSmsSendFlows } from '../support/stubSmsSendFlows.ts';
import { eventsFor, REFUSAL, RESULT_PREVIEW, RESULT_TEXT, STRIKE_PREVIEW } from './smsSend.events.ts';

interface SmsSendHarness extends Harness {
  actor(): ActorRefFrom<typeof smsSendMachine>;
}

const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const statuses = () => screen.queryAllByRole('status').map((status) => status.textContent);
const drawSelect = () => screen.getByLabelText('Draw Date') as HTMLSelectElement;
const lastCall = (harness: SmsSendHarness, id: string) => harness.stubs.calls.get(id)?.at(-1);

/** What the preview shows: the result's SMS parts, or each winner's message and total. */
function expectPreview(kind: SmsSendKind) {
  if (kind === 'result') {
    expect(screen.getByRole('figure', { name: 'Result message' }).textContent).toContain('The result message (1 SMS):');
    expect(screen.getByText(RESULT_TEXT)).not.toBeNull();
  } else {
    const table = screen.getByRole('table', { name: 'Winnings messages' });
    expect(table.textContent).toContain('1 of 3 subscribers won');
    expect(table.textContent).toContain('2,083.05');
    expect(table.textContent).toContain('member1 won: 1234 Straight $2000.00');
  }
}

for (const [kind, preview, Page] of [
  ['result', RESULT_PREVIEW, SendResultPage],
  ['strike', STRIKE_PREVIEW, SendStrikePage],
] as [SmsSendKind, SmsPreview, () => React.JSX.Element][]) {
  walkModel<SmsSendHarness>({
    machine: smsSendMachine,
    title: kind,
    events: eventsFor(preview),
    setup: (inspect) => {
      const page = renderPage(<Page />, { inspect, flows: (stubs) => ({ smsSend: stubSmsSendFlows(stubs) }) });
      return {
        actor: () => page.started('smsSend') as ReturnType<SmsSendHarness['actor']>,
        stubs: page.stubs,
        clock: page.clock,
        cleanup: () => page.view.unmount(),
      };
    },
    perform: {
      RETRY: () => {
        fireEvent.click(button('Try again')!);
      },
      CHOOSE: (event) => {
        fireEvent.change(drawSelect(), { target: { value: String((event as unknown as { drawId: number }).drawId) } });
      },
      SEND: () => {
        fireEvent.click(button('Send')!);
      },
      CONFIRM: () => {
        fireEvent.click(button('OK')!);
      },
      CANCEL: () => {
        fireEvent.click(button('Cancel')!);
      },
    },
    expectState: {
      loadingDraws: (harness) => {
        expect(harness.stubs.isWaiting('loadDraws')).toBe(true);
        expect(lastCall(harness, 'loadDraws')).toBe(kind);
      },
      drawsFailed: () => {
        expect(alerts()).toContain('The draws could not be loaded.');
        expect(button('Try again')).not.toBeNull();
      },
      choosing: () => {
        expect([...drawSelect().options].map((option) => option.textContent)).toEqual(['Choose a draw', '2026-11-22', '2026-11-18']);
        expect(button('Send')).toBeNull();
      },
      composing: (harness) => {
        expect(lastCall(harness, 'compose')).toEqual({ kind, drawId: 101 });
        expect(button('Send')).toBeNull();
      },
      composeFailed: () => {
        expect(alerts()).toContain('The draw of 2026-11-22 has no result yet: enter its result first.');
        expect(button('Send')).toBeNull();
      },
      previewing: () => {
        expect(drawSelect().value).toBe('101');
        expectPreview(kind);
        expect(button('Send')).not.toBeNull();
      },
      confirming: () => {
        expect(screen.getByRole('alertdialog').textContent).toContain(kind === 'result' ? 'Send this result to the subscribers?' : 'Send their winnings to the winning subscribers?');
        expect(drawSelect().disabled).toBe(true);
      },
      sending: (harness) => {
        expect(lastCall(harness, 'send')).toEqual({ kind, drawId: 101 });
        expect(statuses()).toContain('Sending…');
        expect(drawSelect().disabled).toBe(true);
      },
      sent: () => {
        expectPreview(kind);
        expect(statuses()).toContain('Queued: 2 messages for 3 recipients. Already sent before: 1. Without a mobile or bot chat: 1.');
      },
      refused: () => {
        expect(alerts()).toContain(REFUSAL);
        // The server's own refusal: trying the same again would be refused again.
        expect(button('Try again')).toBeNull();
      },
      failed: () => {
        expect(alerts()).toContain('Sorry, something went wrong. Please refresh this page and try again.');
        expect(button('Try again')).not.toBeNull();
      },
    },
  });
}
