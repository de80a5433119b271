import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './support/signIn.ts';
import { accessToken } from './support/api.ts';

/**
 * Fixed bets in the browser (issue 21 "Done when": a fixed bet appears on the next draw exactly once
 * after the fixed process runs). The admin sets Fixed Setting to a week, creates a fixed bet for
 * member1 on every SG draw day, runs Fixed Process twice, and View Tickets of member1 for the next
 * draw shows the bet once. Writes on the e2e server's fresh database: the setting, the fixed bet
 * ($2.00 a draw of member1's credit for the draws of the coming week).
 */

const NUMBER = '9091';

interface NextDraw {
  DrawId: number;
  DrawDate: string;
}

async function nextSgDraw(request: APIRequestContext): Promise<NextDraw> {
  const token = await accessToken(request, 'admin');
  const response = await request.get('/api/v1/4d/draw/activeLatest?LocId=SG', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: NextDraw }).data;
}

test('a fixed bet appears on the next draw exactly once after the fixed process runs twice', async ({ page, request }) => {
  const next = await nextSgDraw(request);
  await signIn(page, 'admin');

  await page.goto('/control/fixedSetting?LocId=SG');
  const setting = page.getByRole('form', { name: 'Fixed Setting' });
  await setting.getByLabel("Place fixed bets this many hours before a draw's cut-off").fill('168');
  await setting.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Fixed Setting saved.')).toBeVisible();

  await page.goto('/bet/fixedBets?LocId=SG');
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create Fixed Bet' });
  await form.getByLabel('User Id').selectOption('member1');
  // A line with a day code is refused on the field: the fixed bet's days say which draws.
  await form.getByLabel('Bets (one per line, no day code)').fill(`0 ${NUMBER} 1-1`);
  for (const day of ['Wed', 'Sat', 'Sun']) await form.getByRole('checkbox', { name: day }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Line 1, column 1: A fixed bet repeats on its Days: write the line without a day code.')).toBeVisible();
  await form.getByLabel('Bets (one per line, no day code)').fill(`${NUMBER} 1-1`);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Fixed bet created.')).toBeVisible();

  await page.goto('/bet/fixedBets?LocId=SG');
  const list = page.getByRole('grid', { name: 'Fixed Bets' });
  await expect(list.getByRole('gridcell', { name: `${NUMBER} 1-1`, exact: true })).toBeVisible();

  await page.goto('/control/fixedProcess?LocId=SG');
  await page.getByRole('button', { name: 'Place fixed bets' }).click();
  const report = page.getByRole('table', { name: 'Fixed bets placed and refused by the last run' });
  const placedOnNext = report.getByRole('row').filter({ hasText: 'member1' }).filter({ hasText: next.DrawDate });
  await expect(placedOnNext).toHaveCount(1);
  await expect(placedOnNext).toContainText('Placed');
  // The second run finds nothing left to place.
  await page.getByRole('button', { name: 'Place fixed bets' }).click();
  await expect(page.getByText('No fixed bet was due.')).toBeVisible();

  await page.goto(`/tickets/page?LocId=SG&UserId=member1&DrawId=${next.DrawId}`);
  const tickets = page.getByRole('grid', { name: 'View Tickets' });
  await expect(tickets.getByRole('gridcell', { name: NUMBER, exact: true })).toHaveCount(1);
});
