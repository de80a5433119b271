import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillSignIn, signIn } from './support/signIn.ts';
import { accessToken, setMaintenance } from './support/api.ts';

const FEED_POLL_MS = 60_000;
const UNTIL = '2026-11-22T10:00:00Z';

test.describe('maintenance', () => {
  let token: string;
  test.beforeEach(async ({ request }) => {
    token = await accessToken(request);
  });
  // Maintenance ends with each test, here rather than in the test: a test stopped by its timeout
  // never reaches its own cleanup, and every later test would meet the maintenance page.
  test.afterEach(async ({ request }) => {
    await setMaintenance(request, token, '');
  });

  test('maintenance switched on reaches an open page within one poll; switched off, it returns to /login', async ({ page, request }) => {
    await page.clock.install();
    await signIn(page, 'member1');
    await setMaintenance(request, token, UNTIL);
    await page.clock.runFor(FEED_POLL_MS);
    await expect(page).toHaveURL(new RegExp(`/maintenance\\?t=${encodeURIComponent(UNTIL)}$`));
    // The time is shown at GMT+8, and the user is signed out.
    await expect(page.getByTestId('maintenance-text')).toContainText('22/11/2026 18:00 (GMT +8)');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

    await setMaintenance(request, token, '');
    // A jump, not runFor: the poll then goes out with its 20 s timeout on a clock that stands still.
    // runFor also runs every timer set while it runs, so a poll due early in its minute was aborted
    // by its own timeout within the same minute (seen when the maintenance page came from a 503
    // answer before the feed's poll, whose timer then fell early in the next minute).
    await page.clock.fastForward(FEED_POLL_MS);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a call answered with subCode 8000 ends the session and shows the maintenance page', async ({ page, request }) => {
    await signIn(page, 'member1');
    await setMaintenance(request, token, UNTIL);
    // The tab becomes visible again and re-validates its session: the API answers maintenance.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(new RegExp(`/maintenance\\?t=${encodeURIComponent(UNTIL)}$`));
    await expect(page.getByTestId('maintenance-text')).toContainText('22/11/2026 18:00');
  });

  test('a sign-in during maintenance lands on /maintenance?t= at once, not back on the form', async ({ page, request }) => {
    // The form is on screen before maintenance starts, and the feed, polled at start, found none (the
    // poll goes out once the API client's chunk is in, which may be after the form shows: waited for here).
    const startPoll = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/feed');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await startPoll;
    await setMaintenance(request, token, UNTIL);
    // The next feed poll is a minute away: the sign-in's own calls meet subCode 8000.
    await page.getByRole('textbox', { name: 'User Id' }).fill('member1');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/maintenance\\?t=${encodeURIComponent(UNTIL)}$`));
    await expect(page.getByTestId('maintenance-text')).toContainText('22/11/2026 18:00 (GMT +8)');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });
});

test('/maintenance with a missing or invalid time shows null', async ({ page }) => {
  for (const url of ['/maintenance?t=garbage', '/maintenance']) {
    await page.goto(url);
    await expect(page.getByTestId('maintenance-text')).toHaveText(
      'Web is under maintenance, please try again later at null (GMT +8). This page will auto load website when maintenance is done.',
    );
  }
});

test('the Chinese toggle translates the terms and sign-in pages, without a reload, and is remembered', async ({ page }) => {
  await fillSignIn(page, 'member1');
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '条款与条件' })).toBeVisible();
  await expect(page.getByRole('button', { name: '同意', exact: true })).toBeVisible();
  // Same page, no reload.
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ch');

  await page.getByRole('button', { name: '不同意' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('用户名', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
});

test('English after Chinese on the terms page: the signed-in shell shows its English texts, from the whole catalog it loads', async ({ page }) => {
  // The entry bundles only the sign-in page's English; the signed-in area loads the whole catalog with its code.
  await fillSignIn(page, 'member1');
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: '同意', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
});

test('Chinese comes from /assets/i18n/zh.json at run time: a text corrected on the server shows without a rebuild', async ({ page }) => {
  const catalogs: string[] = [];
  // What an operator's correction looks like to the app: the served catalog, changed.
  await page.route('**/assets/i18n/zh.json', async (route) => {
    catalogs.push(route.request().url());
    const served = (await (await route.fetch()).json()) as Record<string, string>;
    expect(served['Login']).toBe('登录');
    await route.fulfill({ json: { ...served, Login: '登录（已更正）' } });
  });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'ch'));
  await page.reload();
  await expect(page.getByRole('button', { name: '登录（已更正）' })).toBeVisible();
  expect(catalogs.length).toBeGreaterThan(0);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
});

test('English needs no catalog call, and a Chinese catalog that cannot be loaded starts the app in English', async ({ page }) => {
  const catalogs: string[] = [];
  await page.route('**/assets/i18n/*.json', async (route) => {
    catalogs.push(route.request().url());
    await route.fulfill({ status: 503, body: 'unavailable' });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(catalogs).toEqual([]);
  await page.evaluate(() => localStorage.setItem('locale', 'ch'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(catalogs.length).toBeGreaterThan(0);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
});

test('the not-found page offers a way back and the Help Center', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText("Page not found. Uh oh, we can't seem to find the page you're looking for.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help Center' })).toBeVisible();
});

test('the Help Center link of the not-found page works for a signed-out visitor', async ({ page }) => {
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Help Center' }).click();
  // Not the sign-in form: the help itself, public.
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Installation Guide' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
