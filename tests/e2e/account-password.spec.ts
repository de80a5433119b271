import { expect, test } from '@playwright/test';
import { fillSignIn, signIn, signOut } from './support/signIn.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';

// agent3 is used by no other spec: its password changes here for the rest of this run.
const USER = 'agent3';
const NEW_PASSWORD = 'Agent3#Pass1';

test('a signed-in user changes the password from the menu: a wrong old password is refused on its field, the new one signs in', async ({ page }) => {
  await signIn(page, USER);
  await closeAnnouncementPopUps(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // Home highlights Bets; Administration opens with a click.
  await menu.getByRole('button', { name: 'Administration' }).click();
  await menu.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin\/changePassword\?LocId=MG&rand=\d+$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  // No user id, no captcha: the session says who is changing the password.
  const form = page.getByRole('form', { name: 'Change Password' });
  await expect(form.getByLabel('User Id')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);

  const oldPassword = form.getByLabel('Old Password');
  const newPassword = form.getByLabel('New Password');
  const confirm = form.getByLabel('Confirm Password');
  // The rules of the password change at sign-in, checked as one types.
  await newPassword.fill('short');
  await newPassword.blur();
  await expect(form.getByText('Your password must be between 8 and 15 characters long', { exact: true })).toBeVisible();

  await oldPassword.fill('Wrong#Pass1');
  await newPassword.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await confirm.press('Enter');
  // The server's refusal (400, data.Problems) stands on the field it names, which takes the focus.
  await expect(form.getByText('Old password is incorrect.', { exact: true })).toBeVisible();
  await expect(oldPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(oldPassword).toBeFocused();
  await expect(newPassword).not.toHaveAttribute('aria-invalid', 'true');

  await oldPassword.fill('Demo@1234');
  // Typing again takes the refusal away.
  await expect(form.getByText('Old password is incorrect.', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated.' })).toBeVisible();
  await expect(oldPassword).toHaveValue('');
  // Still signed in on this page.
  await expect(page.getByTestId('header-user-id')).toHaveText(USER);

  await signOut(page);
  await fillSignIn(page, USER);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, USER, NEW_PASSWORD);
});
