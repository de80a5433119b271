import { expect, test, type Locator } from '@playwright/test';
import { accessToken, bearer, ok } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * The share claim report (issue 22; /report/shareClaim) in the browser against the real server: the
 * admin claims 30% of agent2's SG share result (through its call), then opens the report from Share
 * Claim's page: one row per draw the claim posted, each agent2's at 30% claimed by admin, and the
 * totals row equal to the sum of the rows and to what Share Claim says the claim posted.
 */

const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
const cells = async (row: Locator) => (await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim());
/** Cents of a money cell as the grid writes it (1,234.50 or -12.00). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

test('the claim’s lines, draw by draw, add up to what the claim posted', async ({ page, request }) => {
  const admin = await accessToken(request, 'admin');
  const claim = (await ok(
    await request.post('/api/v1/4d/shareClaim', {
      headers: { ...bearer(admin), 'Idempotency-Key': `report-share-claim-${Date.now()}` },
      data: { LocId: 'SG', UserId: 'agent2', ShareBp: 3000, DrawFrom: '2000-01-01', DrawTo: '2099-12-31' },
    }),
  )) as { Id: number; PostedDraws: number; PostedCents: number };
  expect(claim.PostedDraws).toBeGreaterThan(0);

  await signIn(page, 'admin');
  await page.goto('/control/shareClaim?LocId=SG');
  const claims = page.getByRole('grid', { name: 'Share Claim' });
  await expect(dataRows(claims).first()).toBeVisible();
  await page.getByRole('link', { name: 'Share Claim Report', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/report/shareClaim');

  const report = page.getByRole('grid', { name: 'Share Claim Report' });
  const rows = dataRows(report);
  await expect(rows).toHaveCount(claim.PostedDraws);
  let sum = 0;
  for (let i = 0; i < claim.PostedDraws; i += 1) {
    // Draw Date, Downline, Claimed By, Share, Share Result, Claimed, Id.
    const [, downline, claimer, share, , claimed, id] = await cells(rows.nth(i));
    expect([downline, claimer, share, id]).toEqual(['agent2', 'admin', '30%', String(claim.Id)]);
    sum += centsOf(claimed!);
  }
  expect(sum).toBe(claim.PostedCents);
  const totals = await cells(report.locator('.data-table__foot [role="row"]'));
  expect(totals.map(centsOf)).toContain(sum);
  expect(centsOf(totals[5]!)).toBe(sum);
});
