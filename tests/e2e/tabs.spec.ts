import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'admin');
  const second = await context.newPage();
  await second.goto('/admin/home?LocId=SG');
  await expect(second.getByTestId('header-user-id')).toHaveText('admin');

  // Home's pop-up announcements are modal: the user closes them before reaching Logout.
  await closeAnnouncementPopUps(first);
  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/, { timeout: 1_000 });
});

test('signing in in one tab signs in the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/login');
  await expect(second.getByRole('button', { name: 'Login' })).toBeVisible();
  await signIn(first, 'admin');
  await expect(second).toHaveURL(/\/admin\/home\?LocId=SG$/, { timeout: 1_000 });
});

test('a 401 from the server ends the session once, with "Session Error."', async ({ page }) => {
  await signIn(page, 'admin');
  // The session ends on the server (as when an administrator revokes it), not in this tab.
  await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('session')!);
    await fetch('/api/v1/logout', { method: 'POST', headers: { Authorization: `Bearer ${stored.accessToken}` } });
  });
  // The tab becomes visible again: it re-validates its session and meets the 401.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/login\?Msg=Session\+Error\.$/);
  await expect(page.getByRole('alert')).toHaveText('Session Error.');
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});
