import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * The Bets pages off the menu (issue 21): Bet Summary links to Bets By Day and Bets By Number, each
 * opening on the latest draw day with bets; a draw of Bets By Day leads back to its Bet Summary, with
 * the trail. Read-only, on agent1's seeded tickets.
 */

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
const query = (page: Page) => new URL(page.url()).searchParams;

test('Bet Summary leads to Bets By Day, whose draw leads back to that draw’s Bet Summary; Bets By Number lists numbers', async ({ page }) => {
  test.slow();
  await signIn(page, 'agent1');
  await closeAnnouncementPopUps(page);
  await page.getByRole('link', { name: 'Bet Summary' }).click();
  await expect.poll(() => query(page).get('DrawId')).not.toBeNull();

  await page.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Bets By Day' }).click();
  await expect(page).toHaveURL(/\/bet\/betPageByDate\?/);
  // The range opens on the latest draw day with bets: one day, both ends.
  await expect.poll(() => query(page).get('DrawFrom')).not.toBeNull();
  expect(query(page).get('DrawTo')).toBe(query(page).get('DrawFrom'));
  const byDay = grid(page, 'Bets By Day');
  const first = dataRows(byDay).first();
  await expect(first).toBeVisible();
  const day = query(page).get('DrawFrom')!;
  await first.getByRole('link', { name: day }).click();
  await expect(page).toHaveURL(/\/bet\/betSummary\?/);
  expect(query(page).get('DrawId')).not.toBeNull();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Bet Summary', 'Bets By Day', 'Bet Summary']);
  await expect(dataRows(grid(page, 'Bet Summary')).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Actions' }).getByRole('link', { name: 'Bets By Number' }).click();
  await expect(page).toHaveURL(/\/bet\/betViewByDate\?/);
  const byNumber = grid(page, 'Bets By Number');
  await expect(dataRows(byNumber).first()).toBeVisible();
  await expect(dataRows(byNumber).first()).toContainText(/\d{4}/);
});
