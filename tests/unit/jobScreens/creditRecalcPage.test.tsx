/**
 * The Credit Recalculation page (a job screen declaration on the layer): Recalculate starts the job
 * through its start call, the job machine watches it, and the finished run's differences are listed
 * with both figures in dollars; a run without differences says every figure agrees.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../support/renderPage.tsx';
import { stubJobScreenFlows } from '../../support/stubJobScreenFlows.ts';
import { JobScreenPage } from '../../../src/jobScreens/JobScreenPage.tsx';
import { creditRecalcScreen } from '../../../src/jobScreens/declarations/creditRecalc.ts';
import type { CreditRecalcRun } from '../../../contract/creditRecalc.ts';

const run = (differences: CreditRecalcRun['Differences']): CreditRecalcRun => ({
  RunId: 7, Status: 'succeeded', StartedBy: 'admin', UsersChecked: 10, Differences: differences, Message: null,
  CreatedAt: '2026-11-26T05:00:00Z', FinishedAt: '2026-11-26T05:00:01Z',
});

function renderRecalc() {
  return renderPage(<JobScreenPage screen={creditRecalcScreen} />, { flows: (stubs) => ({ jobScreens: stubJobScreenFlows(stubs) }) });
}

describe('Credit Recalculation', () => {
  it('starts a run on Recalculate and lists each user whose figures differed', async () => {
    const page = renderRecalc();
    expect(screen.getByRole('heading', { name: 'Credit Recalculation' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    const answer = run([{ UserId: 'member1', StoredOpenStakes: 10, ComputedOpenStakes: 10, StoredAccBal: 123.45, ComputedAccBal: -1380.06 }]);
    await act(async () => page.stubs.resolveWhenInvoked('startJob', creditRecalcScreen.report(answer as never)));
    const table = await screen.findByRole('table', { name: 'Users whose figures differed (now corrected)' });
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['member1', '$10.00', '$10.00', '$123.45', '-$1,380.06']);
  });

  it('says every figure agrees when the run found no difference', async () => {
    const page = renderRecalc();
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await act(async () => page.stubs.resolveWhenInvoked('startJob', creditRecalcScreen.report(run([]) as never)));
    expect(await screen.findByText("Every user's figures agree with the ledger.")).toBeTruthy();
  });
});
