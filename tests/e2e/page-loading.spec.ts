import { expect, test } from './support/test.ts';
import { signIn } from './support/signIn.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';

/**
 * Issue 24 (Lighthouse, signed in): while a page's code is on its way the frame stays, with a data
 * screen's header already in place; before, the whole app gave way to a spinner until every chunk of
 * the next page had arrived. The page's chunk is held back here to see what the user sees meanwhile.
 */
test("a navigation keeps the frame while the page's code arrives, and a data screen shows its title meanwhile", async ({ page }) => {
  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/DataScreenPage-*.js', async (route) => {
    await held;
    await route.continue();
  });

  // From home, through the menu: the frame is drawn, the report's code not loaded yet.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const reports = menu.getByRole('button', { name: 'Report', exact: true });
  if ((await reports.getAttribute('aria-expanded')) !== 'true') await reports.click();
  await menu.getByRole('link', { name: 'Full Report' }).click();
  await expect(page).toHaveURL(/\/report\/full\?/);
  await expect(menu).toBeVisible();
  const title = page.getByRole('heading', { level: 1, name: 'Full Report' });
  await expect(title).toBeVisible();
  const before = await title.boundingBox();
  // The page itself is not there yet: no filters, no table.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  // The page's own header takes the place of the one shown meanwhile: its title starts where it stood
  // (it is narrower now, beside the page's buttons).
  const after = await title.boundingBox();
  expect({ x: after!.x, y: after!.y }).toEqual({ x: before!.x, y: before!.y });
  await expect(menu).toBeVisible();
});
