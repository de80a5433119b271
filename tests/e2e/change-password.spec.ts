import { expect, test } from '@playwright/test';
import { E2E_CAPTCHA_ANSWER, fillSignIn } from './support/signIn.ts';

test('newuser is forced through the password change, with every validation message', async ({ page }) => {
  await fillSignIn(page, 'newuser');
  await expect(page).toHaveURL(/\/change-password\?LoginId=newuser$/);
  await expect(page.getByRole('heading', { name: /Update Password/ })).toBeVisible();
  // The user id comes from LoginId: shown, not asked for.
  await expect(page.getByLabel('User Id')).toHaveCount(0);

  const newPassword = page.getByLabel('New Password');
  const confirm = page.getByLabel('Confirm Password');
  const problem = (text: string) => page.getByText(text, { exact: true });
  const rules: [string, string][] = [
    ['Ab1!', 'Your password must be between 8 and 15 characters long'],
    ['Abcdefgh1!Abcdefgh', 'Your password must be between 8 and 15 characters long'],
    ['abcdefg1!', 'Your password must contain at least 1 uppercase letter'],
    ['ABCDEFG1!', 'Your password must contain at least 1 lowercase letter'],
    ['Abcdefgh!', 'Your password must contain at least 1 number'],
    ['Abcdefgh1', 'Your password must contain at least 1 special character'],
    ['Abcd efg1!', 'Your password cannot contain spaces'],
  ];
  for (const [value, message] of rules) {
    await newPassword.fill(value);
    await newPassword.blur();
    await expect(problem(message)).toBeVisible();
  }

  await newPassword.fill('NewPass#123');
  await confirm.fill('NewPass#12');
  await confirm.blur();
  await expect(problem('Password does not match')).toBeVisible();
  // The confirmation is re-checked when the other field changes.
  await newPassword.fill('NewPass#12');
  await expect(problem('Password does not match')).toHaveCount(0);
  await newPassword.fill('NewPass#123');
  await expect(problem('Password does not match')).toBeVisible();
  await confirm.fill('NewPass#123');

  // Submitting while invalid (Enter, as a keyboard user does) shows the problems and focuses the
  // first invalid input.
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await confirm.press('Enter');
  await expect(problem('Old password is required.')).toBeVisible();
  await expect(page.getByLabel('Old Password')).toBeFocused();

  // A wrong old password: the server's refusal on its field, and a new captcha image to answer.
  const captcha = page.getByRole('textbox', { name: 'Captcha' });
  await page.getByLabel('Old Password').fill('Wrong#Pass1');
  await captcha.fill(E2E_CAPTCHA_ANSWER);
  await submit.click();
  await expect(problem('Old password is incorrect.')).toBeVisible();
  await expect(page.getByLabel('Old Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(captcha).toHaveValue('');

  await page.getByLabel('Old Password').fill('Demo@1234');
  await captcha.fill(E2E_CAPTCHA_ANSWER);
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  await submit.click();

  await expect(page).toHaveURL(/\/login\?MsgSuccess=Password\+updated\.$/);
  await expect(page.getByRole('status')).toHaveText('Password updated.');

  // The new password works, and no change is demanded any more.
  await fillSignIn(page, 'newuser', 'NewPass#123');
  await expect(page).toHaveURL(/\/terms$/);
});
