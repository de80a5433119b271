import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';
import { accessToken, bearer, ok } from './support/api.ts';

/**
 * Issue 23, SMS Subscribe and SMS Agent (spec 02 §2.2, §2.9, §7.15), in Chromium against the real
 * server and its demo data: member1 (a demo mobile) is subscribed by the seed to SG's results.
 */
const rowOf = (page: Page, userId: string) => page.getByRole('row').filter({ hasText: userId });

test('admin subscribes member1 to SG results on SMS Subscribe and sees it subscribed after reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  // member2 without a number (another spec may have registered one): the row says it gets nothing.
  const admin = await accessToken(request);
  await ok(await request.put('/api/v1/mobile2', { headers: bearer(admin), data: { UserId: 'member2', Mobile: '' } }));
  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);
  // The menu entry is the real screen now, not the placeholder.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const smsTab = menu.getByRole('button', { name: 'SMS', exact: true });
  if ((await smsTab.getAttribute('aria-expanded')) !== 'true') await smsTab.click();
  await menu.getByRole('link', { name: 'SMS Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'SMS Subscribe', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe all', exact: true })).toBeVisible();

  // agent1's branch: agent1, member1, member2, newuser.
  await page.goto('/sms/smsSubscribe?LocId=SG&UserId=agent1');
  const member1 = rowOf(page, 'member1');
  await expect(member1).toContainText('Yes');
  await expect(member1).toContainText('SMS');
  await expect(rowOf(page, 'member2')).toContainText('No number: it gets nothing');

  // Take the seed's subscription away, then subscribe member1 again as an operator does.
  await member1.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(member1.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
  await expect(member1).toContainText('No');
  await member1.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(member1.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();

  await page.reload();
  await expect(rowOf(page, 'member1')).toContainText('Yes');
  await expect(rowOf(page, 'member1').getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  // The strikes are their own list: member1's strike subscription is the seed's, untouched.
  await page.getByRole('button', { name: 'Strikes' }).click();
  await expect(page).toHaveURL(/VW=RPTSTRIKE/);
  await expect(rowOf(page, 'member1')).toContainText('Yes');
});

test('admin adds an SMS agent number, the §2.9 rule first, and deletes it after a confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);
  await page.goto('/sms/smsAgent?LocId=SG');
  await expect(rowOf(page, 'agent1')).toContainText('6580001234');

  await page.getByRole('link', { name: 'Add' }).click();
  const form = page.getByRole('form', { name: 'Add SMS Agent' });
  await form.getByLabel('Agent Id').selectOption('agent2');
  const number = form.getByLabel('SMS Number');
  await number.fill('80007777');
  await number.blur();
  await expect(page.getByText('Singapore numbers must begin with 65.')).toBeVisible();
  // A number already an agent's: the server's answer, on the field.
  await number.fill('6580001234');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This number is already an SMS agent number.')).toBeVisible();
  await number.fill('6580007777');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('SMS agent added.')).toBeVisible();

  await page.goto('/sms/smsAgent?LocId=SG');
  const added = rowOf(page, '6580007777');
  await expect(added).toContainText('agent2');
  await added.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText('Delete the SMS number 6580007777 of agent2?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, '6580007777')).toHaveCount(0);
  await expect(rowOf(page, 'agent1')).toContainText('6580001234');
});
