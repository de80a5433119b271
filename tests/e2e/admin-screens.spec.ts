import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { DEMO_PASSWORD, signIn } from './support/signIn.ts';

/**
 * Issue 20's screens that no other spec walks, against the real server: Players, Downline Mobile
 * (the chosen user's current number is loaded), Payments in a sub-agent's downline (no Payment link
 * the server would refuse), Super Password and Credit Recalc.
 */

/** A data row of the Payments grid by its user id (as payments.spec.ts finds it). */
const rowOf = (page: Page, userId: string) => {
  const table = page.getByRole('grid', { name: 'Payments' });
  return table.locator('[role="rowgroup"].data-table__body [role="row"]').filter({ has: page.getByRole('gridcell', { name: userId, exact: true }) });
};

test("an agent's Players, Downline Mobile with the chosen user's number, and no Payment in a sub-agent's downline", async ({ browser }) => {
  test.setTimeout(120_000);
  const agent1 = await (await browser.newContext()).newPage();
  await signIn(agent1, 'agent1');
  await closeAnnouncementPopUps(agent1);

  await agent1.goto('/admin/players?LocId=SG');
  await expect(agent1.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  await expect(agent1.getByRole('row').filter({ hasText: 'member1' }).first()).toBeVisible();

  // member1's demo number (server/db/seedSms.ts) appears when member1 is chosen.
  await agent1.goto('/admin/mobile?LocId=SG&Downline=1');
  const form = agent1.getByRole('form', { name: 'Downline Mobile' });
  await form.getByLabel('User Id').selectOption('member1');
  await expect(agent1.getByRole('form', { name: 'Downline Mobile' }).getByLabel('Mobile Number')).toHaveValue('6591110001');
  await expect(agent1).toHaveURL(/UserId=member1/);

  const agent2 = await (await browser.newContext()).newPage();
  await signIn(agent2, 'agent2');
  await closeAnnouncementPopUps(agent2);
  await agent2.goto('/admin/payments?LocId=SG&VW=PAYMENT');
  const own = rowOf(agent2, 'member3');
  await expect(own).toBeVisible({ timeout: 30_000 });
  await expect(own.getByRole('link', { name: 'Payment', exact: true })).toHaveCount(1);
  // agent3's downline is agent3's to pay: Statement and By Month only.
  await agent2.goto('/admin/payments?LocId=SG&VW=PAYMENT&UserId=agent3');
  const drilled = rowOf(agent2, 'member4');
  await expect(drilled).toBeVisible({ timeout: 30_000 });
  await expect(drilled.getByRole('link', { name: 'Statement', exact: true })).toHaveCount(1);
  await expect(drilled.getByRole('link', { name: 'Payment', exact: true })).toHaveCount(0);
});

test('admin sets a super password and runs Credit Recalc, which finds every figure agrees with the ledger', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);

  await page.goto('/utilities/superPassword?LocId=SG');
  const form = page.getByRole('form', { name: 'Super Password' });
  await form.getByLabel('Old Super Password (your password if none is set)').fill(DEMO_PASSWORD);
  const fields = form.locator('input[type="password"]');
  await fields.nth(1).fill('Super#2468');
  await fields.nth(2).fill('Super#2468');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Super password updated.')).toBeVisible();

  await page.goto('/utilities/creditRecal?LocId=SG');
  await page.getByRole('button', { name: 'Recalculate' }).click();
  await expect(page.getByText("Every user's figures agree with the ledger.")).toBeVisible({ timeout: 60_000 });
});
