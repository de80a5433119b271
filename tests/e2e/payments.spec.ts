import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/signIn.ts';

/**
 * Payments in the browser (issue 20): admin opens Payments, records a payment received from agent1
 * through the row's Payment form, and agent1's AccBal in the list moves by exactly that amount; the
 * payment is in Payment History. Writes one payment for agent1 on the e2e server's fresh database.
 */

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
const rowOf = (table: Locator, userId: string) =>
  table.locator('[role="rowgroup"].data-table__body [role="row"]').filter({ has: table.page().getByRole('gridcell', { name: userId, exact: true }) });
/** The cents of a money cell's text ($1,234.50, -$3.00). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

async function accBalOf(page: Page, userId: string): Promise<number> {
  const table = grid(page, 'Payments');
  const column = await table.getByRole('columnheader', { name: 'AccBal' }).getAttribute('aria-colindex');
  const cell = rowOf(table, userId).locator(`[aria-colindex="${column}"]`);
  await expect(cell).toBeVisible();
  return centsOf(await cell.innerText());
}

test('admin records a payment received from agent1, and its AccBal in the list moves by the amount', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin/payments?LocId=SG&VW=PAYMENT');
  const before = await accBalOf(page, 'agent1');

  await rowOf(grid(page, 'Payments'), 'agent1').getByRole('link', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/payments\/payment\?.*UserId=agent1/);
  const form = page.getByRole('form', { name: 'Payment' });
  await expect(form.getByLabel('User Id')).toHaveValue('agent1');
  // A submit with nothing typed is refused on the first invalid input (spec 02 §5).
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Enter the amount.')).toBeVisible();
  await expect(form.getByLabel('Amount')).toBeFocused();

  await form.getByLabel('Amount').fill('25.40');
  await form.getByLabel('Direction').selectOption({ label: 'Received from the user' });
  await form.getByLabel('Remark').fill('e2e cash');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Payment recorded.')).toBeVisible();

  await page.goto('/admin/payments?LocId=SG&VW=PAYMENT');
  await expect.poll(() => accBalOf(page, 'agent1')).toBe(before + 2540);

  await page.goto('/admin/paymentHist?LocId=SG&VW=PAYMENTHIST');
  const history = grid(page, 'Payment History');
  await expect(history.getByRole('gridcell', { name: 'e2e cash' })).toBeVisible();
});
