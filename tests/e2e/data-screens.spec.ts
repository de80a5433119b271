import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { accessToken } from './support/api.ts';
import { signIn } from './support/signIn.ts';

/**
 * The data-screen layer in the browser (issue 13) against the real server and its seeded tickets:
 * the URL is the state (filters, pages, Back, a pasted link), a menu link followed again reloads,
 * drill-down and breadcrumb, the grid's keyboard, CSV export, and the route guard.
 * Accounts (read-only here): member1 and agent2 (agent2 → agent3 → member4, agent2 → member3).
 */

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/** The data rows of a grid (its first row is the header, the last the totals). */
const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
/** The texts of the first `count` data rows, one string per row. */
async function firstRows(table: Locator, count = 5) {
  const rows = dataRows(table);
  await expect(rows.first()).toBeVisible();
  const texts: string[] = [];
  for (let i = 0; i < Math.min(count, await rows.count()); i += 1) texts.push((await rows.nth(i).innerText()).replace(/\s+/g, ' '));
  return texts;
}
const query = (page: Page) => new URL(page.url()).searchParams;

test('filters and paging change the URL, Back restores the previous table, and a pasted URL shows the same rows', async ({ page, context }) => {
  await signIn(page, 'member1');
  // A link with a page size of 50, as a user may bookmark it.
  await page.goto('/tickets/search?LocId=SG&VW=TICKETSEARCH&PageSize=50');
  const tickets = grid(page, 'Search Tickets');
  const firstPage = await firstRows(tickets);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => query(page).get('PageIndex')).toBe('2');
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  const secondPage = await firstRows(tickets);
  expect(secondPage).not.toEqual(firstPage);

  // A filter: numbers starting with 12; the page goes back to the first.
  await page.getByRole('searchbox', { name: 'Number' }).fill('12');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => query(page).get('txtSearch')).toBe('12');
  expect(query(page).get('PageIndex')).toBeNull();
  // The Number column (the 4th) of the first row starts with 12.
  await expect(dataRows(tickets).first().locator('[aria-colindex="4"]')).toHaveText(/^12\d\d$/);
  const filtered = await firstRows(tickets);
  for (const row of filtered) expect(row).toMatch(/\b12\d\d\b/);

  // Back: the second page again, as it was.
  await page.goBack();
  await expect.poll(() => query(page).get('PageIndex')).toBe('2');
  await expect.poll(() => firstRows(tickets)).toEqual(secondPage);
  await page.goBack();
  await expect.poll(() => firstRows(tickets)).toEqual(firstPage);

  // The filtered URL pasted into another tab shows the same rows.
  const pasted = await context.newPage();
  await pasted.goto(`/tickets/search?LocId=SG&VW=TICKETSEARCH&PageSize=50&txtSearch=12`);
  await expect.poll(() => firstRows(grid(pasted, 'Search Tickets'))).toEqual(filtered);
  await pasted.close();
});

test('following the same menu link again loads the screen again', async ({ page }) => {
  await signIn(page, 'member1');
  // Home pops up SG's announcements 0.5 s after it opens; on a slow machine they are up before the click.
  await closeAnnouncementPopUps(page);
  const menuLink = page.getByRole('link', { name: 'Search Tickets' });
  const loads = () => page.waitForRequest((request) => request.url().includes('/api/v1/4d/bet/search?'));
  let loaded = loads();
  await menuLink.click();
  await loaded;
  await expect(grid(page, 'Search Tickets')).toBeVisible();
  const firstStamp = query(page).get('rand');
  expect(firstStamp).not.toBeNull();
  loaded = loads();
  await menuLink.click();
  await loaded;
  await expect.poll(() => query(page).get('rand')).not.toBe(firstStamp);
});

test('a drill-down into a user, and back through the breadcrumb', async ({ page }) => {
  await signIn(page, 'agent2');
  await page.goto('/tickets/search?LocId=MG&VW=TICKETSEARCH&PageSize=200');
  const tickets = grid(page, 'Search Tickets');
  // agent2 sees its whole tree: member4 (MG) is under agent3.
  const member4 = tickets.getByRole('link', { name: 'member4', exact: true }).first();
  await member4.click();
  await expect.poll(() => query(page).get('UserId')).toBe('member4');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Search Tickets', 'agent3', 'member4']);
  await expect(breadcrumb.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
  // Every row is member4's now.
  for (const row of await firstRows(tickets)) expect(row).toContain('member4');

  await breadcrumb.getByRole('link', { name: 'agent3' }).click();
  await expect.poll(() => query(page).get('UserId')).toBe('agent3');
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Search Tickets', 'agent3']);
  await breadcrumb.getByRole('link', { name: 'Search Tickets' }).click();
  await expect.poll(() => query(page).get('UserId')).toBeNull();
  await expect(breadcrumb).toHaveCount(0);
});

test('the grid is worked with the keyboard', async ({ page }) => {
  await signIn(page, 'member1');
  await page.goto('/tickets/page?LocId=SG');
  const tickets = grid(page, 'View Tickets');
  await expect(dataRows(tickets).first()).toBeVisible();
  // One tab stop: the first cell of the first row.
  await tickets.locator('[role="gridcell"][tabindex="0"]').focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
  await expect.poll(focused).toBe('0:0');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('1:0');
  await page.keyboard.press('ArrowRight');
  await expect.poll(focused).toBe('1:1');
  // End: the last column, whichever columns the screen declares.
  const lastColumn = (await tickets.getByRole('columnheader').count()) - 1;
  await page.keyboard.press('End');
  await expect.poll(focused).toBe(`1:${lastColumn}`);
  await page.keyboard.press('Home');
  await page.keyboard.press('PageDown');
  await expect.poll(async () => Number((await focused())?.split(':')[0])).toBeGreaterThan(5);
  // Ctrl+End: the last cell of the last row, scrolled into view by the virtualiser.
  await page.keyboard.press('Control+End');
  const total = await tickets.getAttribute('aria-rowcount');
  const lastRow = Number(total) - 3; // header and totals rows, 0-based
  await expect.poll(focused).toBe(`${lastRow}:${lastColumn}`);
  await expect(page.locator(`[data-cell="${lastRow}:${lastColumn}"]`)).toBeInViewport();
  // On the User Id column, Enter follows the drill-down link.
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => query(page).get('UserId')).toBe('member1');
});

test('CSV export holds every row of the query, as the grid shows them', async ({ page }) => {
  await signIn(page, 'member1');
  await page.goto('/tickets/search?LocId=SG&VW=TICKETSEARCH&txtSearch=12&PageSize=20');
  const tickets = grid(page, 'Search Tickets');
  const shown = await firstRows(tickets, 20);
  const summary = page.locator('.pager__summary');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
  const header = lines[0]!.split(',');
  const rows = lines.slice(1).map((line) => Object.fromEntries(line.split(',').map((cell, i) => [header[i]!, cell.replace(/^"|"$/g, '')])));
  // Every row of the query, not only the page: the pager says how many pages of 20 there are.
  await expect(summary).toBeVisible();
  const pages = Number(/of (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThan(1);
  expect(rows.length).toBeGreaterThan((pages - 1) * 20);
  expect(rows.length).toBeLessThanOrEqual(pages * 20);
  // The first rows, in the same order, with the same ticket, number and cost as the grid.
  shown.forEach((text, i) => {
    const row = rows[i]!;
    expect(text).toContain(row.TicketId!);
    expect(text).toContain(row.Number!);
    expect(text).toContain(`$${Number(row.Cost).toFixed(2)}`);
  });
});

test('the route guard: a member sent to an admin URL sees Unauthorized Access, and so does one asking for another member', async ({ page }) => {
  await signIn(page, 'member1');
  await page.goto('/utilities/auditLog?LocId=SG');
  await expect(page.getByRole('alert')).toHaveText('Unauthorized Access');
  await page.goto('/bet/outBets?LocId=SG');
  await expect(page.getByRole('alert')).toHaveText('Unauthorized Access');
  // A screen the member may open, asked for another user's tickets: refused, as a state.
  await page.goto('/tickets/search?LocId=SG&VW=TICKETSEARCH&UserId=member2');
  await expect(page.getByRole('alert')).toHaveText('Unauthorized Access');
});

/** Refused (spec 02 §6, §8): 'Unauthorized Access', and no rows, no filters, no Try again. */
async function expectRefused(page: Page) {
  await expect(page.getByRole('alert')).toHaveText('Unauthorized Access');
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.locator('.data-screen').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

test("a member outside the caller's tree is refused, typed or followed from a link, and the server still answers 403", async ({ page, request }) => {
  await signIn(page, 'agent1');
  // Typed: agent2 is not in agent1's tree.
  await page.goto('/bet/betSummary?LocId=SG&UserId=agent2');
  await expectRefused(page);

  // Followed: a pasted link whose trail leads to agent2's summary; its breadcrumb step is a link in the page.
  await page.goto(`/tickets/page?LocId=SG&trail=${encodeURIComponent('/bet/betSummary?LocId=SG&UserId=agent2')}`);
  await expect(grid(page, 'View Tickets')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bet Summary (agent2)' }).click();
  await expect.poll(() => query(page).get('UserId')).toBe('agent2');
  await expectRefused(page);

  // The server decides on its own: agent1 asking for agent2's summary gets 403.
  const token = await accessToken(request, 'agent1');
  const drawDates = await request.get('/api/v1/4d/bet/summary/drawDate?LocId=SG', { headers: { Authorization: `Bearer ${token}` } });
  const [latest] = ((await drawDates.json()) as { data: { DrawId: number }[] }).data;
  const refused = await request.get(`/api/v1/4d/betSummaryByType?LocId=SG&DrawId=${latest!.DrawId}&UserId=agent2`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});

test('Bet Summary opens on the latest draw with bets; a drill-down to a member’s tickets and back through the breadcrumb returns to the same rows', async ({ page }) => {
  // Three screens, a reload and a return: more than the default 30 s on a loaded machine.
  test.slow();
  await signIn(page, 'agent1');
  await closeAnnouncementPopUps(page);
  await page.getByRole('link', { name: 'Bet Summary' }).click();
  const summary = grid(page, 'Bet Summary');
  // The latest draw is put in the URL (the dropdown shows it), no "Choose the filters above".
  await expect.poll(() => query(page).get('DrawId')).not.toBeNull();
  const rowsBefore = await firstRows(summary);
  const summaryUrl = page.url();
  await expect(page.getByText('Choose the filters above to see the rows.')).toHaveCount(0);

  // The Tickets figure of member1's first row leads to member1's tickets of that draw on View Tickets.
  const memberRow = dataRows(summary).filter({ has: page.getByRole('link', { name: 'member1', exact: true }) }).first();
  await memberRow.locator('[aria-colindex="4"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/tickets\/page\?/);
  expect(query(page).get('UserId')).toBe('member1');
  const tickets = grid(page, 'View Tickets');
  for (const row of await firstRows(tickets)) expect(row).toContain('member1');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Bet Summary', 'View Tickets', 'member1']);

  // A reload keeps the trail: it is in the URL.
  await page.reload();
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Bet Summary', 'View Tickets', 'member1']);

  await breadcrumb.getByRole('link', { name: 'Bet Summary' }).click();
  await expect(page).toHaveURL(summaryUrl);
  await expect.poll(() => firstRows(summary)).toEqual(rowsBefore);
});

test('History Tickets from the menu opens on the latest draw day and shows its rows', async ({ page }) => {
  await signIn(page, 'agent1');
  await closeAnnouncementPopUps(page);
  await page.getByRole('link', { name: 'History Tickets' }).click();
  await expect.poll(() => query(page).get('DrawFrom')).not.toBeNull();
  expect(query(page).get('DrawTo')).toBe(query(page).get('DrawFrom'));
  expect(query(page).get('ViewDay')).toBe('1');
  expect((await firstRows(grid(page, 'History Tickets'))).length).toBeGreaterThan(0);
  await expect(page.getByText('Choose the filters above to see the rows.')).toHaveCount(0);
});

test("a drill-down link that names another location shows that location's data through its prefix", async ({ page }) => {
  await signIn(page, 'admin');
  const toto = page.waitForRequest((request) => request.url().includes('/api/v1/tt/bet/searchT?') && request.url().includes('LocId=TT'));
  await page.goto('/tickets/search?LocId=TT&VW=TICKETSEARCH');
  await toto;
  await expect(grid(page, 'Search Tickets').or(page.getByText('No data.'))).toBeVisible();
  // The frame follows: the location is stored, and the header shows TOTO.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('loc'))).toBe('TT');
  await expect(page.getByRole('radiogroup', { name: 'Location' }).getByRole('radio', { name: 'TOTO' })).toBeChecked();
});
