import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support/signIn.ts';

/**
 * The Audit Log (issue 20; /utilities/auditLog) in the browser against the real server: the admin's
 * own sign-in and agreement to the terms are there, newest first, with the address the browser
 * came from, and the Action and date filters narrow the rows through the URL.
 */

const dataRows = (table: Locator) => table.locator('[role="rowgroup"].data-table__body [role="row"]');
/** The cells of a data row, by column: Time, User, Address, Action, Entity, Before → After. */
const cells = async (row: Locator) => (await row.getByRole('gridcell').allInnerTexts()).map((text) => text.trim());

test("the admin's sign-in is in the log with its address, and the filters narrow it", async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/utilities/auditLog?LocId=SG');
  const log = page.getByRole('grid', { name: 'Audit Log' });
  const rows = dataRows(log);
  await expect(rows.first()).toBeVisible();
  // Newest first: the terms were accepted after the sign-in, both by the admin from this machine.
  const [accepted, signedIn] = [await cells(rows.nth(0)), await cells(rows.nth(1))];
  expect(accepted.slice(1, 4)).toEqual(['admin', expect.stringMatching(/^(127\.0\.0\.1|::1)$/), 'terms.accept']);
  expect(accepted[5]).toBe('{"TermsAccepted":false} → {"TermsAccepted":true}');
  expect(signedIn.slice(1, 4)).toEqual(['admin', accepted[2], 'session.signIn']);

  await page.getByRole('searchbox', { name: 'Action' }).fill('session');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('Action')).toBe('session');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\bsession\.(signIn|logout)\b/);

  // A range of days before anything happened (typed day/month/year, as the date inputs read): nothing to show.
  await page.getByRole('textbox', { name: 'Date From' }).fill('1/1/2001');
  await page.getByRole('textbox', { name: 'Date To' }).fill('2/1/2001');
  await page.getByRole('textbox', { name: 'Date To' }).press('Tab');
  await expect.poll(() => new URL(page.url()).searchParams.get('DateTo')).toBe('2001-01-02');
  expect(new URL(page.url()).searchParams.get('DateFrom')).toBe('2001-01-01');
  await expect(rows).toHaveCount(0);
});
