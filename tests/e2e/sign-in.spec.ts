import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn.ts';

test('admin signs in and lands on home with the location in the URL', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/);
  await expect(page.getByTestId('header-user-id')).toHaveText('admin');
});

test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
  await signIn(page, 'admin', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid User Id or Password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the session survives a reload and ends with Logout', async ({ page }) => {
  await signIn(page, 'member1');
  await expect(page.getByTestId('header-user-id')).toHaveText('member1');

  await page.reload();
  await expect(page.getByTestId('header-user-id')).toHaveText('member1');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/home?LocId=SG');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
