import { expect, test } from './support/test.ts';
import { E2E_CAPTCHA_ANSWER, fillSignIn, signIn, signOut } from './support/signIn.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';

test('sign-in goes to the terms, and Agree goes home with the location', async ({ page }) => {
  await fillSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/);
  await expect(page.getByTestId('header-user-id')).toHaveText('admin');
});

test('a wrong password shows the server message in red and stays on sign-in', async ({ page }) => {
  await fillSignIn(page, 'member1', 'wrong-password');
  const message = page.getByRole('alert');
  await expect(message).toHaveText('Invalid User Id or Password.');
  await expect(message).toHaveCSS('color', 'rgb(198, 40, 40)');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
});

test('the third failure demands a captcha, and the right answer signs in', async ({ page }) => {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await fillSignIn(page, 'agent1', `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid User Id or Password.');
  }
  await fillSignIn(page, 'agent1', 'wrong-3');
  await expect(page.getByRole('alert')).toHaveText('Login Failed');
  const captcha = page.getByRole('textbox', { name: 'Captcha' });
  await expect(captcha).toBeVisible();
  await expect(captcha).toHaveAttribute('placeholder', 'Captcha');
  const image = page.getByRole('img', { name: 'Captcha image' });
  await expect(image).toHaveAttribute('width', '100');
  await expect(image).toHaveAttribute('height', '40');

  // Without a captcha answer the form cannot be sent; a wrong answer is refused.
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await captcha.fill('WRONG');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Captcha incorrect.');

  // A new image came with the failure; the right answer now signs in.
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await captcha.fill(E2E_CAPTCHA_ANSWER);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test('a signed-in user is sent away from /login at once', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/);
});

test('Disagree signs the user out', async ({ page }) => {
  await fillSignIn(page, 'member1');
  await page.getByRole('button', { name: 'Disagree' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/home?LocId=SG');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('the session survives a reload and ends with Logout', async ({ page }) => {
  await signIn(page, 'member1');
  await page.reload();
  await expect(page.getByTestId('header-user-id')).toHaveText('member1');
  // Home's pop-up announcements are modal: the user closes them before reaching Logout.
  await closeAnnouncementPopUps(page);
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/home?LocId=SG');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
