import { expect, test } from '@playwright/test';
import { fillSignIn } from './support/signIn.ts';

async function signInWithReturnUrl(page: import('@playwright/test').Page, returnUrl: string) {
  await fillSignIn(page, 'admin', undefined, `/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await expect(page).toHaveURL(/\/terms/);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
}

test('a same-origin returnUrl is followed after sign-in and terms', async ({ page }) => {
  await signInWithReturnUrl(page, '/admin/home?LocId=MG');
  await expect(page).toHaveURL(/\/admin\/home\?LocId=MG$/);
});

for (const unsafe of ['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)']) {
  test(`returnUrl ${unsafe} is refused: the user goes home`, async ({ page }) => {
    await signInWithReturnUrl(page, unsafe);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin\/home\?LocId=SG$/);
  });
}

test('a deep link while signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/admin/home?LocId=MG');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Fhome%3FLocId%3DMG$/);
  await page.getByRole('textbox', { name: 'User Id' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home\?LocId=MG$/);
});

test('Msg is shown as text, never as HTML', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = '<img src=x onerror="alert(1)">';
  await page.goto(`/login?Msg=${encodeURIComponent(payload)}`);
  await expect(page.getByRole('alert')).toHaveText(payload);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('MsgSuccess is shown in a light colour', async ({ page }) => {
  await page.goto(`/login?MsgSuccess=${encodeURIComponent('Password updated.')}`);
  const message = page.getByRole('status');
  await expect(message).toHaveText('Password updated.');
  await expect(message).toHaveCSS('color', 'rgb(107, 142, 35)');
});
