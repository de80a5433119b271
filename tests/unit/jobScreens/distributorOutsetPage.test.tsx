/**
 * The distributor rule outset page (a job screen declaration with URL parameters): its calls take the
 * URL's DistributorId (the start's path and body, the status's path) and the status asks for the run
 * the start answered (ticketId); the finished run shows how many users it sent and sent back.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { renderPage } from '../../support/renderPage.tsx';
import { stubJobScreenFlows } from '../../support/stubJobScreenFlows.ts';
import { JobScreenPage } from '../../../src/jobScreens/JobScreenPage.tsx';
import { createJobScreenFlows } from '../../../src/jobScreens/jobScreenFlows.ts';
import { distributorOutsetScreen } from '../../../src/jobScreens/declarations/distributorOutset.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import type { OutsetRun } from '../../../contract/distributors.ts';

const run = (status: OutsetRun['Status'], set = 0, cleared = 0): OutsetRun => ({
  TicketId: 9, DistributorId: 5, LocId: 'SG', Status: status, StartedBy: 'agent2', UsersSet: set, UsersCleared: cleared,
  Message: status === 'failed' ? 'The distributor was deleted.' : null, CreatedAt: '2026-11-26T05:00:00Z', FinishedAt: null,
});

describe('the rule outset job’s calls', () => {
  it('start with the URL’s DistributorId and poll the run the start answered', async () => {
    const calls: { path: string; request: unknown }[] = [];
    const api = {
      call: async (endpoint: { path: string }, request: unknown) => {
        calls.push({ path: endpoint.path, request });
        return endpoint.path.endsWith('/status') ? run('applied', 2) : run('queued');
      },
    } as unknown as ApiClient;
    const machine = createJobScreenFlows(api).of(distributorOutsetScreen);
    const actors = machine.implementations.actors as Record<string, AnyActorLogic>;
    const request = { DistributorId: '5', LocId: 'SG', trail: 'x' };
    const started = await toPromise(createActor(actors.startJob!, { input: request }).start());
    expect(started).toEqual({ jobId: '9', report: { state: 'queued', progress: null, message: null, details: run('queued') } });
    const polled = await toPromise(createActor(actors.pollJobStatus!, { input: { jobId: '9', request } }).start());
    expect(polled).toMatchObject({ state: 'running' });
    expect(calls).toEqual([
      { path: 'distributors/rule/:DistributorId/outset', request: { body: { DistributorId: '5' }, params: { DistributorId: '5' } } },
      { path: 'distributors/rule/:DistributorId/outset/status', request: { params: { DistributorId: '5' }, query: { ticketId: '9' } } },
    ]);
  });
});

describe('the Rule Outset page', () => {
  it('runs the rule and shows the users sent and sent back', async () => {
    const page = renderPage(<JobScreenPage screen={distributorOutsetScreen} />, { flows: (stubs) => ({ jobScreens: stubJobScreenFlows(stubs) }) });
    expect(screen.getByRole('heading', { name: 'Rule Outset' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Run the rule' }));
    await act(async () => page.stubs.resolveWhenInvoked('startJob', distributorOutsetScreen.report(run('succeeded', 3, 1) as never)));
    const table = await screen.findByRole('table', { name: 'Out settings changed' });
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '1']);
  });

  it('shows why a run failed', async () => {
    const page = renderPage(<JobScreenPage screen={distributorOutsetScreen} />, { flows: (stubs) => ({ jobScreens: stubJobScreenFlows(stubs) }) });
    await userEvent.click(screen.getByRole('button', { name: 'Run the rule' }));
    await act(async () => page.stubs.resolveWhenInvoked('startJob', distributorOutsetScreen.report(run('failed') as never)));
    expect(await screen.findByText(/The distributor was deleted\./)).toBeTruthy();
  });
});
