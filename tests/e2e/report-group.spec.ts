import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { accessToken, bearer } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * The Group report (issue 22): the admin saves a group of agent1 and agent2 on Group Setting (reached
 * from the report's action), the report shows the group's row, which equals the sum of the two
 * agents' Full-report rows (the group's drill-down lists them), and the totals row equals the sum of
 * the rows, to the cent. On the seeded settled draws.
 */

const GROUP = 'E2E Pair';
const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
const totalsRow = (table: Locator) => table.locator('.data-table__foot [role="row"]');
const MONEY_HEADERS = ['Turnover', 'Win/Loss', 'Commission', 'Tax', 'Share', 'Net'];

/** "$1,234.50" or "-$0.25" as cents. */
const cents = (text: string) => {
  const negative = /^-|^\(/.test(text.trim());
  const digits = text.replace(/[^0-9]/g, '');
  return (negative ? -1 : 1) * Number(digits || '0');
};

/** The money cells of a row, in MONEY_HEADERS order, as cents. */
async function moneyOf(table: Locator, row: Locator): Promise<number[]> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const cells = await row.locator('[role="gridcell"]').allInnerTexts();
  return MONEY_HEADERS.map((header) => {
    const index = headers.findIndex((text) => text.startsWith(header));
    expect(index, header).toBeGreaterThanOrEqual(0);
    return cents(cells[index]!);
  });
}

const sumOf = (rows: number[][]) => rows.reduce((sum, row) => sum.map((value, i) => value + row[i]!), MONEY_HEADERS.map(() => 0));

test.beforeAll(async ({ request }) => {
  // A rerun starts clean: the admin's group of that name from an earlier run is removed.
  const token = await accessToken(request, 'admin');
  const listed = (await (await request.get('/api/v1/4d/reportGroupSetting?LocId=SG', { headers: bearer(token) })).json()) as { data: { Rows: { GroupId: number; Name: string }[] } };
  for (const group of listed.data.Rows)
    if (group.Name === GROUP) await request.delete('/api/v1/4d/reportGroupSetting', { headers: bearer(token), data: { LocId: 'SG', GroupId: group.GroupId } });
});

test('the admin saves a group of agent1 and agent2; its row is the sum of the two, the totals the sum of the rows', async ({ page, request }) => {
  test.slow();
  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);
  await page.goto('/report/group?LocId=SG');
  const report = grid(page, 'Group Report');
  await expect(dataRows(report).first()).toBeVisible();

  // Group Setting, from the report's action; Add Group opens the form.
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Group Setting' }).click();
  await expect(page).toHaveURL(/\/report\/group\/setting/);
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Add Group' }).click();
  await page.getByRole('textbox', { name: 'Group' }).fill(GROUP);
  await page.getByRole('textbox', { name: /^Members/ }).fill('agent1, agent2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Group saved.')).toBeVisible();

  await page.goto('/report/group?LocId=SG');
  await expect(dataRows(report).first()).toBeVisible();
  const groupRow = dataRows(report).filter({ has: page.getByRole('link', { name: GROUP, exact: true }) });
  await expect(groupRow).toHaveCount(1);
  const group = await moneyOf(report, groupRow);
  expect(group[0]).toBeGreaterThan(0);

  // The two agents' rows of the Full report for the same draw (its call; cents) sum to the group's row.
  const drawId = new URL(page.url()).searchParams.get('DrawId');
  expect(drawId).not.toBeNull();
  const token = await accessToken(request, 'admin');
  const full = (await (await request.get(`/api/v1/4d/reportFull?LocId=SG&DrawId=${drawId}`, { headers: bearer(token) })).json()) as {
    data: { Rows: (Record<string, number> & { UserId: string })[]; Totals: Record<string, number> };
  };
  const FIELDS = ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'];
  const agents = full.data.Rows.filter((row) => row.UserId === 'agent1' || row.UserId === 'agent2').map((row) => FIELDS.map((field) => row[field]!));
  expect(agents.length).toBeGreaterThan(0);
  expect(sumOf(agents)).toEqual(group);

  // The totals row is the sum of the rows.
  const rows = dataRows(report);
  const all: number[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) all.push(await moneyOf(report, rows.nth(i)));
  expect(await moneyOf(report, totalsRow(report))).toEqual(sumOf(all));
  // ... and the Full report's totals for the draw.
  expect(await moneyOf(report, totalsRow(report))).toEqual(FIELDS.map((field) => full.data.Totals[field]!));

  // The group's row lists its members, agent1's and agent2's Full-report rows: their sum is the group's.
  await groupRow.getByRole('link', { name: GROUP, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('GroupId')).not.toBeNull();
  await expect(dataRows(report).first()).toBeVisible();
  const names = await dataRows(report).locator('[role="gridcell"]:first-child').allInnerTexts();
  expect(names.map((name) => name.trim()).every((name) => ['agent1', 'agent2'].includes(name))).toBe(true);
  const members: number[][] = [];
  for (let i = 0; i < (await dataRows(report).count()); i += 1) members.push(await moneyOf(report, dataRows(report).nth(i)));
  expect(sumOf(members)).toEqual(group);
  expect(await moneyOf(report, totalsRow(report))).toEqual(group);
});
