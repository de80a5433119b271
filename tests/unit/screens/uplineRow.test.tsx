import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DataScreenPage } from '../../../src/screens/DataScreenPage.tsx';
import { betSummary } from '../../../src/screens/declarations/betSummary.ts';
import { renderPage } from '../../support/renderPage.tsx';
import { stubScreenFlows } from '../../support/stubScreenFlows.ts';
import { BASE_PROFILES } from '../menu/fixtures.ts';

const stake = { Tickets: 1, BigCents: 100, SmallCents: 0, TotoAmountCents: 0, CostCents: 100 };
const ROWS = [
  { UserId: 'agent1', UserName: 'Agent One', BetType: 'straight', ...stake },
  { UserId: 'member1', UserName: 'Member One', BetType: 'roll', ...stake },
];

/** Bet Summary by user: the rows of the user whose downline is listed are the upline's (spec 02 §2.13: grey #E0DEDF). */
async function rowsAt(path: string) {
  const page = renderPage(<DataScreenPage screen={betSummary} />, { path, profile: BASE_PROFILES.agent, flows: (stubs) => ({ screens: stubScreenFlows(stubs) }) });
  await page.stubs.resolveWhenInvoked('load', { data: { page: { Rows: ROWS, Total: 2, PageIndex: 1, PageSize: 100, Totals: {} }, options: {} }, rows: 2 });
  const grid = await screen.findByRole('grid', { name: 'Bet Summary' });
  return { page, rows: within(grid).getAllByRole('row').slice(1, 3) };
}

describe('the upline grey', () => {
  it("greys the signed-in user's own row among its downline's", async () => {
    const { page, rows } = await rowsAt('/bet/betSummary?LocId=SG&DrawId=7');
    expect(rows[0]!.style.background).toBe('rgb(224, 222, 223)');
    expect(rows[1]!.style.background).not.toBe('rgb(224, 222, 223)');
    // The roll keeps its tone beside the row's colour.
    expect(rows[1]!.className).toContain('data-table__row--tone-RRRR');
    page.cleanup();
  });

  it('greys the row of the user drilled into, not the signed-in one', async () => {
    const { rows } = await rowsAt('/bet/betSummary?LocId=SG&DrawId=7&UserId=member1');
    expect(rows[0]!.style.background).not.toBe('rgb(224, 222, 223)');
    expect(rows[1]!.style.background).toBe('rgb(224, 222, 223)');
  });
});
