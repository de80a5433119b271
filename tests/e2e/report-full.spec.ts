import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/signIn.ts';

/**
 * The Full report in the browser (issue 22) on the seeded, settled draws: the admin drills from its
 * report to agent1, then member1, then member1's tickets, and back through the breadcrumb to the same
 * rows; the totals row is the sum of the rows; agent1 cannot open agent2's branch; TT shows the TT bet
 * row; the CSV export has the rows the screen shows. Read-only.
 */

const grid = (page: Page) => page.getByRole('grid');
const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
const totalsRow = (table: Locator) => table.locator('.data-table__row--totals');
const query = (page: Page) => new URL(page.url()).searchParams;

/** The seeded settled draws lie in the weeks before today: a range over them. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const RANGE = `DrawFrom=${day(-60)}&DrawTo=${day(0)}`;

async function rowTexts(table: Locator): Promise<string[]> {
  const rows = dataRows(table);
  await expect(rows.first()).toBeVisible();
  const texts: string[] = [];
  for (let i = 0; i < (await rows.count()); i += 1) texts.push((await rows.nth(i).innerText()).replace(/\s+/g, ' '));
  return texts;
}

/** A money cell's text ($1,234.56, -$0.50) in cents. */
const cents = (text: string) => {
  const match = /(-?)\$([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`Not money: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
};

/** Each money column's sum over the data rows equals its cell in the totals row, to the cent. */
async function expectTotalsAreSums(table: Locator, columns: number[]) {
  const rows = dataRows(table);
  for (const column of columns) {
    let sum = 0;
    for (let i = 0; i < (await rows.count()); i += 1) sum += cents(await rows.nth(i).locator(`[aria-colindex="${column}"]`).innerText());
    expect(cents(await totalsRow(table).locator(`[aria-colindex="${column}"]`).innerText()), `column ${column}`).toBe(sum);
  }
}

const FIGURE_COLUMNS = [2, 3, 4, 5, 6, 7]; // Turnover, Win/Loss, Commission, Tax, Share, Net

test('the admin drills to agent1, member1 and its tickets, and returns through the breadcrumb to the same rows', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto(`/report/full?LocId=SG&${RANGE}`);
  const report = grid(page);
  const rowsBefore = await rowTexts(report);
  const reportUrl = page.url();
  await expectTotalsAreSums(report, FIGURE_COLUMNS);

  await report.getByRole('link', { name: 'agent1', exact: true }).click();
  await expect.poll(() => query(page).get('UserId')).toBe('agent1');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Full Report', 'agent1']);
  const agent1Rows = await rowTexts(report);
  expect(agent1Rows.some((row) => row.includes('member1'))).toBe(true);
  await expectTotalsAreSums(report, FIGURE_COLUMNS);

  await report.getByRole('link', { name: 'member1', exact: true }).click();
  await expect(page).toHaveURL(/\/report\/full\/tickets\?/);
  expect(query(page).get('UserId')).toBe('member1');
  const tickets = grid(page);
  await expect(dataRows(tickets).first()).toBeVisible();
  await expect(tickets.getByRole('columnheader', { name: 'Big In', exact: true })).toBeVisible();
  // The earlier screen with its user, then this screen with member1's place in the tree.
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Full Report (agent1)', 'Full Report Tickets', 'agent1', 'member1']);

  await breadcrumb.getByRole('link', { name: 'Full Report (agent1)' }).click();
  await expect(page).toHaveURL(/\/report\/full\?/);
  await expect.poll(() => rowTexts(report)).toEqual(agent1Rows);
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Full Report', 'agent1']);
  await breadcrumb.getByRole('link', { name: 'Full Report' }).click();
  await expect(page).toHaveURL(reportUrl);
  await expect.poll(() => rowTexts(report)).toEqual(rowsBefore);
});

test('agent1 cannot open agent2’s branch: Unauthorized Access', async ({ page }) => {
  await signIn(page, 'agent1');
  await page.goto(`/report/full?LocId=SG&${RANGE}&UserId=agent2`);
  await expect(page.getByRole('alert')).toHaveText('Unauthorized Access');
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('at TT the tickets show the TT bet row: Type, TT, Unit In, Unit Intake, Unit Out, Max Payout', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin');
  await page.goto(`/report/tt/full?LocId=TT&${RANGE}`);
  const report = grid(page);
  await report.getByRole('link', { name: 'ttagent', exact: true }).click();
  await expect.poll(() => query(page).get('UserId')).toBe('ttagent');
  // ttagent bets for itself: its own row leads to its tickets.
  await report.getByRole('link', { name: 'ttagent', exact: true }).click();
  await expect(page).toHaveURL(/\/report\/full\/tickets\?/);
  const tickets = grid(page);
  await expect(dataRows(tickets).first()).toBeVisible();
  const headers = (await tickets.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  expect(headers).toEqual(expect.arrayContaining(['Type', 'TT', 'Unit In', 'Unit Intake', 'Unit Out', 'Max Payout']));
  expect(headers).not.toContain('Big In');
  expect(headers).not.toContain('Number');
});

test('the CSV export has the rows the screen shows', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`/report/full?LocId=SG&${RANGE}&UserId=agent1`);
  const report = grid(page);
  const shown = await rowTexts(report);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
  const header = lines[0]!.split(',');
  const rows = lines.slice(1).map((line) => Object.fromEntries(line.split(',').map((cell, i) => [header[i]!, cell.replace(/^"|"$/g, '')])));
  expect(rows).toHaveLength(shown.length);
  shown.forEach((text, i) => {
    const row = rows[i]!;
    expect(text).toContain(row.UserId!);
    // Money columns are named without Cents and written in dollars (server/http/csv.ts).
    for (const name of ['Turnover', 'WinLoss', 'Commission', 'Tax', 'Share', 'Net']) {
      const value = Number(row[name]);
      const money = `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      expect(text, name).toContain(money);
    }
  });
});
