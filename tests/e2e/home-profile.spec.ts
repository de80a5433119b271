import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn.ts';

const profile = (userId: string) => ({ name: `Profile of ${userId}` });

test('the profile page shows one\'s own profile, a downline\'s, and Unauthorized Access outside one\'s downline', async ({ page }) => {
  await signIn(page, 'agent1');

  await page.goto('/admin/profile?LocId=SG');
  const own = page.getByRole('definition').first();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel(profile('agent1').name)).toContainText('Agent');
  await expect(own).toHaveText('agent1');

  // member1 is agent1's direct downline: its profile, behind the member-tree check.
  await page.goto('/admin/profile?UserId=member1&LocId=SG');
  const card = page.getByLabel(profile('member1').name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Member');
  await expect(card).toContainText('agent1');
  await expect(page.getByText('Unauthorized Access')).toHaveCount(0);

  // member3 is under agent2, outside agent1's downline.
  await page.goto('/admin/profile?UserId=member3&LocId=SG');
  await expect(page.getByRole('alert')).toHaveText('Unauthorized Access');
  await expect(page.getByLabel(profile('member3').name)).toHaveCount(0);
});
