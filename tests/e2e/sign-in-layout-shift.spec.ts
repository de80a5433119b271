import { expect, test } from '@playwright/test';

/**
 * Issue 24 (Lighthouse on /login: no layout shift): the app download links arrive after the sign-in
 * form is drawn (GET appDownloads); their row is there from the start, so the form does not move
 * when they appear, at a phone's width and a desktop's. The call is held back here so the links
 * surely come after the first paint.
 */
for (const viewport of [{ width: 360, height: 640 }, { width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test(`the sign-in form stays where it is drawn when the download links arrive (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/appDownloads**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    const form = page.locator('.signin');
    await expect(page.getByRole('textbox', { name: 'User Id' })).toBeVisible();
    const before = await form.boundingBox();
    release();
    await expect(page.getByRole('link', { name: 'Download the Android app' })).toBeVisible();
    expect(await form.boundingBox()).toEqual(before);
    // Each link a whole button inside the screen, the two apart (at a phone's width the second goes
    // under the first: the sign-in screen once drew them as text running into each other).
    const android = (await page.getByRole('link', { name: 'Download the Android app' }).boundingBox())!;
    const ios = (await page.getByRole('link', { name: 'Download the iOS app' }).boundingBox())!;
    for (const link of [android, ios]) {
      expect(link.x).toBeGreaterThanOrEqual(0);
      expect(link.x + link.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(ios.height).toBe(android.height);
    const apart = android.x + android.width <= ios.x || ios.x + ios.width <= android.x || android.y + android.height <= ios.y;
    expect(apart).toBe(true);
  });
}
