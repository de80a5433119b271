import { expect } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import { ticketsMachine } from '../../machines/tickets.machine.ts';
import { TicketsPage } from '../../src/views/bets/TicketsPage.tsx';
import { walkModel, type Harness } from '../support/pathRunner.ts';
import { renderBetPage } from '../support/renderBetPage.tsx';
import { events } from './tickets.events.ts';

interface TicketsHarness extends Harness {
  actor(): ActorRefFrom<typeof ticketsMachine>;
}

walkModel<TicketsHarness>({
  machine: ticketsMachine,
  events,
  setup: (inspect) => {
    const page = renderBetPage(<TicketsPage />, inspect);
    return {
      actor: () => page.started('tickets') as ReturnType<TicketsHarness['actor']>,
      stubs: page.stubs,
      clock: page.clock,
      cleanup: () => page.view.unmount(),
    };
  },
  perform: {
    RELOAD: () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    },
  },
  expectState: {
    loading: ({ stubs }) => {
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      expect(screen.queryByRole('table', { name: 'Tickets' })).toBeNull();
      expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);
      expect(stubs.isWaiting('loadTickets')).toBe(true);
    },
    loaded: () => {
      expect(screen.getByTestId('ticket-count').textContent).toBe('Showing 2 of 2');
      const rows = within(screen.getByRole('table', { name: 'Tickets' })).getAllByRole('row').slice(1);
      expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
        ['R234', 'Roll', '2026-11-28', 'Sat', '$1.00', '$1.00', '$20.00', '2026-11-22 09:30:00'],
        ['1234', 'Straight', '2026-11-28', 'Sat', '$1.00', '$2.00', '$3.00', '2026-11-22 09:30:00'],
      ]);
      expect(screen.queryByRole('alert')).toBeNull();
    },
    failed: () => {
      expect(screen.getByRole('alert').textContent).toBe('Sorry, something went wrong. Please refresh this page and try again.');
      expect(screen.queryByRole('table', { name: 'Tickets' })).toBeNull();
    },
  },
});
