import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { accessToken, bearer, ok } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * Collection report and Summary in the browser (issue 22): admin opens the Collection report for a
 * range of settled draws; its totals row is the sum of its rows, to the cent; a downline agent's row
 * drills into that agent's collection (agent1), with the breadcrumb. member1 (the mobile shell, where
 * members see reports) opens Summary from its menu and sees its own draws only. Read-only, on the
 * seeded settled draws.
 */

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
const totalsRow = (table: Locator) => table.locator('.data-table__row--totals');
/** The cents of a money cell's text ($1,234.50, -$3.00). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/** The first and last day of SG's settled (finalised) draws. */
async function settledRange(page: Page) {
  const token = await accessToken(page.request, 'admin');
  const draws = (await ok(await page.request.get('/api/v1/4d/draw/dateAll?LocId=SG', { headers: bearer(token) }))) as { DrawDate: string; Status: string }[];
  const days = draws.filter((d) => d.Status === 'finalised').map((d) => d.DrawDate).sort();
  expect(days.length).toBeGreaterThan(0);
  return { from: days[0]!, to: days.at(-1)! };
}

/** Each money column's cells summed over the rows, and the totals row's figure, by column header. */
async function columnSums(table: Locator, headers: readonly string[]) {
  const sums: Record<string, { rows: number; totals: number }> = {};
  const rows = dataRows(table);
  const count = await rows.count();
  for (const header of headers) {
    const column = await table.getByRole('columnheader', { name: header, exact: true }).getAttribute('aria-colindex');
    let sum = 0;
    for (let i = 0; i < count; i += 1) sum += centsOf(await rows.nth(i).locator(`[aria-colindex="${column}"]`).innerText());
    sums[header] = { rows: sum, totals: centsOf(await totalsRow(table).locator(`[aria-colindex="${column}"]`).innerText()) };
  }
  return sums;
}

const MONEY = ['Win/Loss', 'Commission', 'Tax', 'Share', 'Downline', 'Net', 'Transfers', 'Payments', 'Outstanding'] as const;

test('admin: the Collection report of settled draws adds up to its totals row, and drills into agent1', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  const { from, to } = await settledRange(page);
  await page.goto(`/report/collection?LocId=SG&DrawFrom=${from}&DrawTo=${to}`);
  const table = grid(page, 'Collection Report');
  await expect(dataRows(table).filter({ hasText: 'agent1' })).toHaveCount(1);
  const sums = await columnSums(table, MONEY);
  for (const header of MONEY) expect(sums[header]!.totals, header).toBe(sums[header]!.rows);
  // Settled draws moved money: the net is not zero.
  expect(sums.Net!.totals).not.toBe(0);

  const netColumn = await table.getByRole('columnheader', { name: 'Net', exact: true }).getAttribute('aria-colindex');
  const agent1Net = centsOf(await dataRows(table).filter({ hasText: 'agent1' }).locator(`[aria-colindex="${netColumn}"]`).innerText());

  await dataRows(table).filter({ hasText: 'agent1' }).getByRole('link', { name: 'agent1', exact: true }).click();
  await expect(page).toHaveURL(/UserId=agent1/);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('agent1');
  // agent1's own row (grey) and its members; its rows add up to its totals too, its Net = what admin owes it.
  await expect(dataRows(table).filter({ hasText: 'member1' })).toHaveCount(1);
  await expect(dataRows(table).filter({ hasText: 'agent1' })).toHaveCount(1);
  const agent1 = await columnSums(table, MONEY);
  for (const header of MONEY) expect(agent1[header]!.totals, header).toBe(agent1[header]!.rows);
  expect(agent1.Net!.totals).toBe(agent1Net);
});

test.describe('mobile shell', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('member1 opens Summary from its menu and sees only its own draws', async ({ page }) => {
    test.slow();
    await signIn(page, 'member1');
    await closeAnnouncementPopUps(page);
    await page.getByRole('button', { name: 'Show menu' }).click();
    const menu = page.getByRole('complementary', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Report', exact: true }).click();
    await menu.getByRole('link', { name: 'Summary Report' }).click();
    await expect(page).toHaveURL(/\/report\/summary/);
    const { from, to } = await settledRange(page);
    await page.goto(`/report/summary?LocId=SG&DrawFrom=${from}&DrawTo=${to}`);
    const table = grid(page, 'Summary Report');
    await expect(dataRows(table).first()).toBeVisible();
    // Its own: each row's turnover is member1's own stakes of that draw (the member summary's, by the server).
    const token = await accessToken(page.request, 'member1');
    const own = (await ok(
      await page.request.get(`/api/v1/4d/mMemberReportSummary?LocId=SG&DrawFrom=${from}&DrawTo=${to}&PageSize=1000`, { headers: bearer(token) }),
    )) as { Rows: { DrawDate: string; TurnoverCents: number }[] };
    const rows = dataRows(table);
    expect(await rows.count()).toBe(own.Rows.length);
    const column = await table.getByRole('columnheader', { name: 'Turnover', exact: true }).getAttribute('aria-colindex');
    for (const draw of own.Rows) {
      const row = rows.filter({ hasText: draw.DrawDate });
      expect(centsOf(await row.locator(`[aria-colindex="${column}"]`).innerText()), draw.DrawDate).toBe(draw.TurnoverCents);
    }
    // Another member's summary is refused.
    await page.goto(`/report/summary?LocId=SG&UserId=member2`);
    await expect(page.getByText('Unauthorized Access')).toBeVisible();
  });
});
