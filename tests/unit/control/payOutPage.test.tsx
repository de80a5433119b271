import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PayRate } from '../../../contract/payRates.ts';
import { PayOutPage } from '../../../src/views/control/PayOutPage.tsx';
import { renderPage } from '../../support/renderPage.tsx';
import { stubControlFlows } from '../../support/stubControlFlows.ts';

/**
 * Pay Out (/payOut, spec 02 §2.2 Options; issue 23): the rates in force for the signed-in user at the
 * URL's location, read-only. The figures are design/DOMAIN.md's published SG table (Big 2000 / 1000 /
 * 490 / 250 / 60, Small 3000 / 2000 / 800), one of them overridden for the user.
 */
let id = 0;
const rate = (Kind: PayRate['Kind'], Variant: string, Prize: PayRate['Prize'], Stake: PayRate['Stake'], PerUnit: number, UserId: string | null = null): PayRate => ({
  PayRateId: ++id, LocId: 'SG', UserId, Kind, Variant, Prize, Stake, PerUnit, ValidFrom: '2026-01-01T00:00:00Z', SetBy: 'admin',
});
const ORDINARY = [
  rate('N', '', 'first', 'big', 2000), rate('N', '', 'second', 'big', 1000), rate('N', '', 'third', 'big', 490),
  rate('N', '', 'starter', 'big', 250), rate('N', '', 'consolation', 'big', 60),
  rate('N', '', 'first', 'small', 3000), rate('N', '', 'second', 'small', 2000), rate('N', '', 'third', 'small', 800),
];
// The user's own override of one System figure, as GET payRates answers it: the figure in force.
const SYSTEM = [rate('K', '', 'first', 'big', 2100, 'member1')];
const IBET_24 = [rate('I', '24', 'first', 'big', 83), rate('I', '24', 'first', 'small', 125)];

describe('Pay Out', () => {
  it("shows each figure in force for the user at the URL's location, read-only", async () => {
    const page = renderPage(<PayOutPage />, { path: '/payOut?LocId=SG', flows: (stubs) => ({ control: stubControlFlows(stubs) }) });
    await page.stubs.resolveWhenInvoked('loadPayOut', [...ORDINARY, ...SYSTEM, ...IBET_24]);
    expect(page.stubs.calls.get('loadPayOut')).toEqual(['SG']);
    const ordinary = await screen.findByRole('table', { name: 'Ordinary' });
    const figure = (name: string, table = ordinary) => within(table).getByLabelText(name).textContent;
    expect([figure('Big 1st Prize'), figure('Big 2nd Prize'), figure('Big 3rd Prize'), figure('Big Starter'), figure('Big Consolation')]).toEqual(['2000', '1000', '490', '250', '60']);
    expect([figure('Small 1st Prize'), figure('Small 2nd Prize'), figure('Small 3rd Prize')]).toEqual(['3000', '2000', '800']);
    expect(figure('Big 1st Prize', screen.getByRole('table', { name: 'System' }))).toBe('2100');
    expect(figure('Small 1st Prize (24)', screen.getByRole('table', { name: 'iBet 24' }))).toBe('125');
    // Read-only: nothing to edit, and no TOTO table where the location has no TOTO rates.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('table', { name: 'TOTO' })).toBeNull();
  });

  it('shows the TOTO table at TT', async () => {
    const page = renderPage(<PayOutPage />, { path: '/payOut?LocId=TT', flows: (stubs) => ({ control: stubControlFlows(stubs) }) });
    await page.stubs.resolveWhenInvoked('loadPayOut', [rate('T', '/', 'one', 'unit', 10), rate('T', '/', 'both', 'unit', 50)]);
    expect(page.stubs.calls.get('loadPayOut')).toEqual(['TT']);
    const toto = await screen.findByRole('table', { name: 'TOTO' });
    expect(within(toto).getByLabelText('/ One').textContent).toBe('10');
    expect(within(toto).getByLabelText('/ Both').textContent).toBe('50');
    expect(screen.queryByRole('table', { name: 'Ordinary' })).toBeNull();
  });
});
