import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
/** The e2e server runs with DEMO_CAPTCHA_ANSWER set to this (playwright.config.ts). */
export const E2E_CAPTCHA_ANSWER = 'E2E42';

/** Fills the sign-in form as a user does and submits it (from `path`, /login by default). */
export async function fillSignIn(page: Page, userId: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'User Id' }).fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in and agrees to the terms: the user ends on the admin home page. */
export async function signIn(page: Page, userId: string, password = DEMO_PASSWORD) {
  await fillSignIn(page, userId, password);
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page.getByTestId('header-user-id')).toHaveText(userId);
}

/** Signs out as a user does: the header's Logout link, then OK to "Are you sure to log it out?". */
export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure to log it out?' }).getByRole('button', { name: 'OK' }).click();
}
