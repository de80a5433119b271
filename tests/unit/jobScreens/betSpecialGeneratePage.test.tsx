/**
 * Generate Special Bets (a job screen declared at its own path, issue 21): the user and draw come from
 * the URL and are shown; Generate starts the job with them (DrawId as a number), the job machine polls
 * the status call with the run's list and ticket (SettingId, ticketId) until the run is over, and the
 * lines are listed with their ticket or the reason they were refused. A failed run shows its reason.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../support/renderPage.tsx';
import { JobScreenPage } from '../../../src/jobScreens/JobScreenPage.tsx';
import { createJobScreenFlows } from '../../../src/jobScreens/jobScreenFlows.ts';
import { betSpecialGenerateScreen } from '../../../src/jobScreens/declarations/betSpecialGenerate.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import type { EndpointDeclaration } from '../../../contract/endpoint.ts';
import type { BetSpecialRun } from '../../../contract/betSpecial.ts';

const run = (status: BetSpecialRun['Status'], more: Partial<BetSpecialRun> = {}): BetSpecialRun => ({
  RunId: 9, SettingId: 4, UserId: 'member1', DrawId: 120, DrawDate: '2026-11-28', Status: status, StartedBy: 'agent2',
  LinesAccepted: 0, LinesRejected: 0, Tickets: 0, CostCents: 0, Failure: null, CreatedAt: '2026-11-26T02:00:00Z', FinishedAt: null, Lines: [],
  ...more,
});

/** An API client whose start answers `started` and whose status answers the next of `polls` (the last one again). */
function fakeApi(started: BetSpecialRun, polls: BetSpecialRun[]) {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const api = {
    call: async (declared: EndpointDeclaration, input: Record<string, unknown>) => {
      calls.push({ path: declared.path, input });
      return declared.method === 'PUT' ? started : (polls.shift() ?? started);
    },
  };
  return { api: api as unknown as ApiClient, calls };
}

function renderGenerate(api: ApiClient) {
  return renderPage(<JobScreenPage screen={betSpecialGenerateScreen} />, {
    path: '/outset/betSpecial/generate?UserId=member1&DrawId=120',
    flows: () => ({ jobScreens: createJobScreenFlows(api) }),
  });
}

describe('Generate Special Bets', () => {
  it('starts the job for the URL’s user and draw, polls its run and lists each line', async () => {
    const placed = run('succeeded', {
      LinesAccepted: 1, LinesRejected: 1, Tickets: 1, CostCents: 300,
      Lines: [
        { LineNumber: 1, Text: '1234 1-2', Accepted: true, Reason: null, TicketId: 501 },
        { LineNumber: 2, Text: '5678 9-9', Accepted: false, Reason: 'The Sun draw closed at 18:00.', TicketId: null },
      ],
    });
    const { api, calls } = fakeApi(run('queued'), [placed]);
    renderGenerate(api);
    expect(screen.getByText('member1')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const table = await screen.findByRole('table', { name: 'Lines of the special bets' }, { timeout: 4000 });
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1', '1234 1-2', '501', '', '2', '5678 9-9', '', 'The Sun draw closed at 18:00.',
    ]);
    expect(calls[0]).toEqual({ path: 'bet/generateBetSpecial', input: { body: { UserId: 'member1', DrawId: 120 } } });
    expect(calls[1]).toEqual({ path: 'bet/generateBetSpecial/:SettingId/status', input: { params: { SettingId: '4' }, query: { ticketId: '9' } } });
  });

  it('shows why a run failed', async () => {
    const { api } = fakeApi(run('failed', { Failure: 'Not enough credit: Credit Left is $5.00, this bet costs $6.00.' }), []);
    renderGenerate(api);
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/Not enough credit: Credit Left is \$5\.00/)).toBeTruthy();
  });
});
