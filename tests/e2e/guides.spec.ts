import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn.ts';

test('a TT user gets the TOTO variant of the SMS instructions, fed by the TT SMS setting', async ({ page }) => {
  await signIn(page, 'ttagent');
  await page.goto('/sms/instructions?LocId=TT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TOTO SMS Betting Instructions');
  await expect(page.getByText('Send your bets by SMS to 6580005678.')).toBeVisible();
  await expect(page.getByText('Open Mon-Sun, from 09:00 to 18:30 (GMT +8).')).toBeVisible();
  await expect(page.getByText('Helpdesk: 6560008765')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to write a TOTO bet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to write a 4D bet' })).toHaveCount(0);
  // The spec's advice.
  const advice = page.getByRole('region', { name: 'Please note' });
  await expect(advice).toContainText('at most 10 sets of numbers or 150 characters');
  await expect(advice).toContainText('Write international phone numbers without +.');
  await expect(advice).toContainText('Singapore numbers must begin with 65.');
  await expect(advice).toContainText('must be registered on this site');
  await expect(advice).toContainText('Processing takes 5 to 15 minutes.');

  // The messaging-bot page links the TT bot.
  await page.goto('/sms/bot-instructions?LocId=TT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TOTO Messaging Bot Instructions');
  await expect(page.getByRole('link', { name: 'https://t.me/DrawTotoBot' })).toHaveAttribute('href', 'https://t.me/DrawTotoBot');
});

test('an SG user gets the 4D variant; Help On Bets is the same page; the installation guide covers Android and iOS', async ({ page }) => {
  await signIn(page, 'member2');
  await page.goto('/bet/betsInstruction?LocId=SG');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SMS Betting Instructions');
  await expect(page.getByText('Send your bets by SMS to 6580001234.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to write a 4D bet' })).toBeVisible();

  await page.goto('/admin/installation-guide?LocId=SG');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation Guide');
  await expect(page.getByRole('region', { name: 'Android' })).toContainText('download the APK');
  await expect(page.getByRole('region', { name: 'Android' })).toContainText('unknown sources');
  await expect(page.getByRole('region', { name: 'iOS' })).toContainText('Open Settings');
});

test('the app downloads the installation guide points to are on the sign-in screen, without a token', async ({ page, request }) => {
  const settings = ((await (await request.get('/api/v1/appDownloads')).json()) as { data: { mobileAppData: { downloadUrl: string; iosDownloadUrl: string } } }).data;
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const downloads = page.getByRole('navigation', { name: 'App downloads' });
  await expect(downloads.getByRole('link', { name: 'Download the Android app' })).toHaveAttribute('href', settings.mobileAppData.downloadUrl);
  await expect(downloads.getByRole('link', { name: 'Download the iOS app' })).toHaveAttribute('href', settings.mobileAppData.iosDownloadUrl);
});
