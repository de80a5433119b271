import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/signIn.ts';

/**
 * Spec 01 §2 and 02 §2.1: the embed layout (recognised by /embed/ in the URL) loads the same pages
 * as the home layout, without header or menu, behind the same sign-in and terms gates; a URL with
 * Modal=true marks a page shown inside a modal (another page's frame around it): no frame of its own.
 */

const frameGone = async (page: import('@playwright/test').Page) => {
  await expect(page.getByTestId('header-user-id')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
};

test('/embed/ shows the same page without header or menu', async ({ page }) => {
  await signIn(page, 'agent1');
  await page.goto('/embed/admin/profile?LocId=SG');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Profile of agent1')).toContainText('Agent');
  await frameGone(page);
  // The same page in the home layout has the frame.
  await page.goto('/admin/profile?LocId=SG');
  await expect(page.getByTestId('header-user-id')).toHaveText('agent1');
});

test('/embed/ is for signed-in users: a visitor signs in, accepts the terms, and comes back to the embedded page', async ({ page }) => {
  await page.goto('/embed/admin/profile?LocId=SG');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fembed%2Fadmin%2Fprofile%3FLocId%3DSG$/);
  await page.getByRole('textbox', { name: 'User Id' }).fill('agent1');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/terms\?returnUrl=/);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/embed\/admin\/profile\?LocId=SG$/);
  await expect(page.getByLabel('Profile of agent1')).toBeVisible();
  await frameGone(page);
});

test('an unknown page under /embed/ is the not-found page', async ({ page }) => {
  await signIn(page, 'agent1');
  await page.goto('/embed/admin/no-such-page?LocId=SG');
  await expect(page).toHaveURL(/\/404$/);
});

test('Modal=true: the page is shown as inside a modal, without a frame of its own', async ({ page }) => {
  await signIn(page, 'agent1');
  await page.goto('/admin/profile?LocId=SG&Modal=true');
  await expect(page.getByLabel('Profile of agent1')).toContainText('Agent');
  await expect(page.locator('.page--modal')).toBeVisible();
  await frameGone(page);
  // Without it, the frame is there.
  await page.goto('/admin/profile?LocId=SG');
  await expect(page.getByTestId('header-user-id')).toHaveText('agent1');
  await expect(page.locator('.page--modal')).toHaveCount(0);
});
