import { expect, test } from '@playwright/test';

/**
 * Issue 24 (Lighthouse on /login): the sign-in screen comes with the page (server/http/signInMarkup.ts),
 * so it paints before the app's script has loaded; until the app draws its own form the page's copy
 * cannot be used (a click or a key does nothing rather than something else), and the app's form
 * then takes its place where it stands.
 */
for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
  test(`the sign-in screen shows before the script, unusable, and the app's form takes its place (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });

    const copy = page.locator('#signin-static');
    const copiedUserId = copy.locator('input[name="UserId"]');
    await expect(copiedUserId).toBeVisible();
    await expect(copy.getByTestId('brand-logo')).toBeVisible();
    await expect(copy).toHaveAttribute('inert', '');
    // Out of the accessibility tree: the app's form is the only one a user can reach.
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('textbox', { name: 'User Id' })).toHaveCount(0);
    // No start-up preloader over it.
    await expect(page.locator('#preloader')).toHaveCount(0);
    // The browser paints nothing before the page's stylesheets have loaded, but a layout query
    // answers at once: measure the copy as it is first painted, with its styles.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    const before = await copy.locator('form').boundingBox();
    await page.mouse.click(before!.x + before!.width / 2, before!.y + 20);
    await page.keyboard.type('admin');
    await expect(copiedUserId).toHaveValue('');
    await expect(copiedUserId).not.toBeFocused();

    release();
    const userId = page.getByRole('textbox', { name: 'User Id' });
    await expect(userId).toBeEnabled();
    await expect(copy).toHaveCount(0);
    expect(await page.locator('form').boundingBox()).toEqual(before);
    await userId.fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('secret');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
}
