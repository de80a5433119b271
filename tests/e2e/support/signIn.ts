import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

/** Fills the sign-in form as a user does and submits it. */
export async function signIn(page: Page, userId: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'User Id' }).fill(userId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
