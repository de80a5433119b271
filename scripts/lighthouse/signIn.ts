import type { BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';

/**
 * Signs the demo admin in through the real UI, as tests/e2e/support/signIn.ts does (User Id,
 * Password, Login, then Agree on the terms), and waits for the header to show the user: the
 * session's tokens are then in the context's localStorage for every later tab.
 */
export async function signInAsAdmin(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'User Id' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/terms$/);
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await page.getByTestId('header-user-id').filter({ hasText: 'admin' }).waitFor();
  await page.close();
}
