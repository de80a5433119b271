import { expect, type Page } from '@playwright/test';

/**
 * Home pops up the location's PopUp 'Y' announcements, one modal at a time, 0.5 s after the page
 * opens and 0.5 s after each one closes (spec 02 §2.6). A modal blocks the page under it, so a
 * test that works on home (the header, the menu) closes them first: it waits for the first, reads
 * how many there are from its title ("Announcement 1 of 2") and closes each as it comes.
 */
export async function closeAnnouncementPopUps(page: Page) {
  const popUp = page.getByRole('dialog', { name: /^Announcement \d+ of \d+$/ });
  await expect(popUp).toBeVisible();
  const title = (await popUp.getByRole('heading').textContent()) ?? '';
  const total = Number(/of (\d+)$/.exec(title)?.[1] ?? 1);
  for (let n = 1; n <= total; n += 1) {
    await expect(popUp).toHaveAccessibleName(`Announcement ${n} of ${total}`);
    await popUp.getByRole('button', { name: 'Close' }).click();
  }
  await expect(popUp).toHaveCount(0);
}
