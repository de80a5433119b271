import { expect, test } from '@playwright/test';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { signIn } from './support/signIn.ts';

/**
 * Issue 20: a revoked attribute closes its page for the user, on the menu and at its URL, and the
 * Grant form gives it back. admin revokes TICKETSEARCH from member3 on Permission (asked first),
 * member3's menu loses Search Tickets and its URL shows Unauthorized Access; admin grants it back;
 * then member3 registers its SMS-betting number on Mobile, the phone rule of spec 02 §2.9 first.
 */
test('revoke and grant an attribute, and register a mobile number', async ({ browser }) => {
  // Two users signed in side by side on a shared machine.
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await closeAnnouncementPopUps(admin);
  // Names Z to A: the grid draws the rows in view, and TICKETSEARCH sorts first this way.
  await admin.goto('/control/permission?LocId=SG&UserId=member3&SortBy=Attribute&SortDir=desc');
  const row = admin.getByRole('row').filter({ hasText: 'TICKETSEARCH' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Revoke' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Revoke' });
  await expect(dialog).toContainText('Revoke TICKETSEARCH from member3 and from everyone below member3?');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'TICKETSEARCH' })).toHaveCount(0);
  await expect(admin.getByRole('row').filter({ hasText: 'TICKETHIST' })).toHaveCount(1);

  const member = await (await browser.newContext()).newPage();
  await signIn(member, 'member3');
  await closeAnnouncementPopUps(member);
  const menu = member.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'History Tickets' })).toHaveCount(1);
  await expect(menu.getByRole('link', { name: 'Search Tickets' })).toHaveCount(0);
  await member.goto('/tickets/search?LocId=SG');
  await expect(member.getByRole('alert')).toHaveText('Unauthorized Access');

  // Grant it back through the form the screen links to.
  await admin.getByRole('link', { name: 'Grant' }).click();
  await expect(admin).toHaveURL(/\/control\/permission\/grant\?LocId=SG&UserId=member3/);
  const grant = admin.getByRole('form', { name: 'Grant Permission' });
  await grant.getByLabel('User Id').selectOption('member3');
  await grant.getByLabel('Attribute').selectOption('TICKETSEARCH');
  await grant.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText('Permission granted.')).toBeVisible();

  await member.goto('/tickets/search?LocId=SG');
  await expect(member.getByRole('heading', { name: 'Search Tickets', level: 1 })).toBeVisible();
  await expect(member.getByText('Unauthorized Access')).toHaveCount(0);

  // Mobile: the number for SMS betting.
  await member.goto('/admin/mobile?LocId=SG');
  const number = member.getByLabel('Mobile Number');
  await number.fill('91234567');
  await number.blur();
  await expect(member.getByText('Singapore numbers must begin with 65.')).toBeVisible();
  await number.fill('6591230003');
  await member.getByRole('form', { name: 'Mobile' }).getByRole('button', { name: 'Submit' }).click();
  await expect(member.getByText('Mobile number saved.')).toBeVisible();
  await member.reload();
  await expect(member.getByLabel('Mobile Number')).toHaveValue('6591230003');
});
