import { expect, test } from '@playwright/test';
import { accessToken } from './support/api.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * Limit Setting (issue 21, TT only): ttagent adds a limit of $500.00 per draw on 9087 that refuses
 * what is over it, sees it listed, then places two $300.00 TOTO lines on 9087: the first is accepted,
 * the second refused with the limit's message and what is left. What is left is worked out here from
 * the limit and the stake ttagent's tree already has on 9087 in that draw (the seed's tickets, read
 * through Search Tickets' call), never from the server's own check.
 */
const NUMBER = '9087';
const LIMIT_CENTS = 50_000;
const LINE_CENTS = 30_000;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a TT limit refuses an over-limit line with its message', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, 'ttagent');
  await closeAnnouncementPopUps(page);

  await page.goto('/control/limitSetting?LocId=TT');
  await expect(page.getByRole('heading', { name: 'Limit Setting', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Limit' }).click();
  const form = page.getByRole('form', { name: 'Add Limit' });
  await form.getByLabel('Number').fill(NUMBER);
  await form.getByLabel('Limit per Draw').fill(String(LIMIT_CENTS / 100));
  await form.getByLabel('Over the Limit').selectOption('refuse');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Limit saved.')).toBeVisible();
  await page.goto('/control/limitSetting?LocId=TT');
  const row = page.getByRole('row').filter({ hasText: NUMBER });
  await expect(row).toContainText(dollars(LIMIT_CENTS));
  await expect(row).toContainText('Refuse');

  await page.goto('/bet/placeBets/add-simple?LocId=TT');
  const draw = page.getByRole('combobox', { name: 'Draw Date' });
  await expect(draw).not.toHaveValue('');
  const drawId = await draw.inputValue();
  const token = await accessToken(request, 'ttagent');
  const search = await request.get(`/api/v1/tt/bet/searchT?LocId=TT&DrawId=${drawId}&txtSearch=${NUMBER}&PageSize=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const placedCents = ((await search.json()) as { data: { Totals: { TotoAmountCents: number } } }).data.Totals.TotoAmountCents;
  expect(placedCents + LINE_CENTS).toBeLessThanOrEqual(LIMIT_CENTS);
  const left = LIMIT_CENTS - placedCents - LINE_CENTS;

  await page.getByRole('textbox', { name: 'Bets' }).fill(`${NUMBER}/-${LINE_CENTS / 100}\n${NUMBER}/-${LINE_CENTS / 100}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  const rows = result.getByRole('row');
  await expect(rows.nth(1)).toContainText('Accepted');
  await expect(rows.nth(2)).toContainText(`Rejected: Limit for ${NUMBER} is ${dollars(LIMIT_CENTS)} per draw; ${dollars(left)} is left.`);
  await expect(result.getByRole('status')).toHaveText(`1 lines accepted, 1 rejected. Tickets: 1 · Cost: ${dollars(LINE_CENTS)}`);
});
