import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_VARIANT_KEY, VARIANTS } from '../../variants/registry.ts';
import { imagesFolder, logoFileSize, logoPath } from '../../variants/logo.ts';
import type { Variant, VariantFamily } from '../../variants/types.ts';
import { DEMO_PASSWORD } from './support/signIn.ts';

/**
 * The white-label brands for real: every brand served at http://<key>.localhost:<port>/login
 * (Chromium resolves *.localhost to the loopback address), against the registry.
 */

const PARALLEL_PAGES = 4;

const byFamily = (family: VariantFamily) => VARIANTS.find((variant) => variant.family === family)!;
const brandUrl = (baseURL: string | undefined, host: string, path = '/login') => `http://${host}:${new URL(baseURL!).port}${path}`;
const localUrl = (baseURL: string | undefined, variant: Pick<Variant, 'key'>, path = '/login') =>
  brandUrl(baseURL, `${variant.key.toLowerCase()}.localhost`, path);

/** The stylesheet's name without Vite's hash: `lucky88-C2q-NLpR.css` -> `lucky88`. */
const sheetName = (href: string) => /\/([^/]+)-[\w-]{8}\.css$/.exec(href)?.[1] ?? href;
const BRAND_SHEETS = new Set(VARIANTS.map((variant) => variant.stylesheet.replace(/\.css$/, '')));

/** What a brand's sign-in screen shows, read in one go (the screen must be rendered). */
function readScreen() {
  const root = document.querySelector<HTMLElement>('[data-variant]');
  const logo = document.querySelector<HTMLImageElement>('[data-testid="brand-logo"]');
  const rect = logo?.getBoundingClientRect();
  return {
    key: root?.dataset.variant,
    family: root?.dataset.family,
    // The form's texts (the login box may be closed: attributes and text are read all the same).
    placeholders: {
      userId: document.querySelector('input[name="UserId"]')?.getAttribute('placeholder'),
      password: document.querySelector('input[name="Password"]')?.getAttribute('placeholder'),
    },
    buttonText: document.querySelector('form button[type="submit"]')?.textContent,
    logo:
      logo && rect
        ? { src: logo.getAttribute('src'), alt: logo.alt, file: [logo.naturalWidth, logo.naturalHeight], width: rect.width, height: rect.height }
        : null,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    sheets: [...document.styleSheets].map((sheet) => sheet.href ?? ''),
  };
}

/** Checks the brand's sign-in screen on `page` against its registry entry. */
async function expectBrand(page: Page, variant: Variant) {
  await expect(page.locator(`[data-variant="${variant.key}"]`), `${variant.key}: the brand's screen`).toBeAttached();
  // The logo file has loaded (or failed) before it is measured.
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="brand-logo"]')?.complete ?? true);
  const shown = await page.evaluate(readScreen);
  const file = variant.logo && logoFileSize(variant.logo);
  expect(shown, variant.key).toEqual({
    key: variant.key,
    family: variant.family,
    placeholders: variant.placeholders,
    buttonText: variant.buttonText,
    // The file at its pixel size, shown at the registry's size (175.88 stays 175.88).
    logo: variant.logo
      ? {
          src: logoPath(variant.key),
          alt: variant.brand,
          file: [file!.width, file!.height],
          width: expect.closeTo(variant.logo.width, 1),
          height: expect.closeTo(variant.logo.height, 1),
        }
      : null,
    // Its own stylesheet is applied, and no other brand's was loaded.
    primary: variant.colors.primary,
    sheets: expect.any(Array),
  });
  const brandSheets = shown.sheets.map(sheetName).filter((name) => BRAND_SHEETS.has(name));
  expect(brandSheets, `${variant.key}: brand stylesheets loaded`).toEqual([variant.stylesheet.replace(/\.css$/, '')]);
}

/** Runs `check` for every item on a few pages at once (one browser context each). */
async function onPages<T>(browser: Browser, items: T[], check: (page: Page, item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: PARALLEL_PAGES }, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(page, item);
      } finally {
        await context.close();
      }
    }),
  );
}

test('every brand at <key>.localhost shows its logo, texts and stylesheet as the registry says', async ({ browser, baseURL }) => {
  // About 10 s on an idle machine; the margin is for a loaded one.
  test.setTimeout(180_000);
  await onPages(browser, VARIANTS, async (page, variant) => {
    await page.goto(localUrl(baseURL, variant));
    await expectBrand(page, variant);
  });
});

test('an unknown host gets the default brand', async ({ page, baseURL }) => {
  await page.goto(brandUrl(baseURL, 'unknown-brand.localhost'));
  await expectBrand(page, VARIANTS.find((variant) => variant.key === DEFAULT_VARIANT_KEY)!);
});

test('listed host names choose their brand, and one domain hides the logo', async ({ playwright, baseURL }, testInfo) => {
  // Only this test maps the reserved example domains to this machine, as a real DNS would.
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--host-resolver-rules=MAP *.example 127.0.0.1, MAP *.example.com 127.0.0.1, MAP *.example.org 127.0.0.1, MAP *.example.net 127.0.0.1',
      '--disable-features=HttpsUpgrades',
    ],
  });
  try {
    const page = await browser.newPage();
    const hiding = VARIANTS.find((variant) => variant.extras?.hideLogoOnDomain)!;
    const domain = hiding.extras!.hideLogoOnDomain!;
    const lucky88 = VARIANTS.find((variant) => variant.key === 'lucky88')!;
    for (const host of lucky88.hosts) {
      await page.goto(brandUrl(baseURL, host));
      await expectBrand(page, lucky88);
    }
    await page.goto(brandUrl(baseURL, hiding.hosts.find((host) => !host.includes(domain))!));
    await expectBrand(page, hiding);
    await page.goto(brandUrl(baseURL, hiding.hosts.find((host) => host.includes(domain))!));
    await expectBrand(page, { ...hiding, logo: null });
  } finally {
    await browser.close();
  }
});

test.describe('the login box', () => {
  test('dropdown: the Login button toggles it, a click outside or Esc closes it', async ({ page, baseURL }) => {
    const variant = byFamily('dropdown');
    await page.goto(localUrl(baseURL, variant));
    const box = page.locator('#login-box');
    const toggle = page.getByRole('button', { name: 'Login', exact: true });
    await expect(box).toBeHidden();

    await toggle.click();
    await expect(box).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: 'User Id' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'User Id' })).toHaveAttribute('placeholder', 'User ID');
    // A click inside the box keeps it open; anywhere else closes it.
    await page.getByText('Password', { exact: true }).click();
    await expect(box).toBeVisible();
    await page.mouse.click(20, 500);
    await expect(box).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(box).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await toggle.click();
    await expect(box).toBeHidden();
  });

  test('landing page: the sign-in entry opens the hidden box, outside click or Esc closes it; narrow below 850 px', async ({ page, baseURL }) => {
    const variant = byFamily('landing');
    await page.goto(localUrl(baseURL, variant));
    // The landing page's own navigation (the app downloads under the form are another one).
    const nav = page.getByRole('navigation').filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) });
    // Home, podcasts gallery, about us, create new account, and the sign-in entry.
    await expect(nav.getByRole('link')).toHaveCount(4);
    expect(await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#home',
      '#podcasts',
      '#about',
      '#create-account',
    ]);
    const bottom = page.getByTestId('bottom-image');
    await expect(bottom).toHaveAttribute('src', `${imagesFolder(variant.key)}/${variant.extras!.bottomImage}`);
    await expect(bottom).toBeVisible();

    const box = page.locator('#login-box');
    const entry = nav.getByRole('button', { name: 'Sign in', exact: true });
    await expect(box).toBeHidden();
    await entry.click();
    await expect(box).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'User Id' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'User Id' })).toHaveAttribute('placeholder', 'Email');
    await expect(page.getByRole('button', { name: 'SignIn', exact: true })).toBeVisible();
    await page.mouse.click(10, 650);
    await expect(box).toBeHidden();
    await entry.click();
    await expect(box).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(entry).toBeFocused();

    const navDirection = () => page.locator('.landing__nav').evaluate((list) => getComputedStyle(list).flexDirection);
    await page.setViewportSize({ width: 850, height: 800 });
    expect(await navDirection()).toBe('row');
    await page.setViewportSize({ width: 849, height: 800 });
    expect(await navDirection()).toBe('column');
  });

  test('landing page with overlay: the sign-in entry opens a full-screen overlay, X or Esc closes it', async ({ page, baseURL }) => {
    const variant = byFamily('landingOverlay');
    await page.goto(localUrl(baseURL, variant));
    const entry = page.getByRole('button', { name: 'Sign in', exact: true });
    const overlay = page.locator('#login-box');
    await expect(overlay).toBeHidden();

    await entry.click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    const viewport = page.viewportSize()!;
    const bounds = (await overlay.boundingBox())!;
    expect(bounds).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(page.getByRole('textbox', { name: 'User Id' })).toBeFocused();
    // The page behind is out of reach while the overlay is open.
    await expect(page.locator('.landing__page')).toHaveAttribute('inert', '');

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await expect(entry).toBeFocused();

    await entry.click();
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  });
});

test('the bilingual brand switches to Chinese and back, remembering en | ch', async ({ page, baseURL }) => {
  const variant = byFamily('languageSelector');
  await page.goto(localUrl(baseURL, variant));
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toHaveText(variant.buttonText);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  await expect(submit).toHaveText(/[\u4e00-\u9fff]/);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ch');
  // The hidden language field of the form stays en.
  await expect(page.locator('input[name="Lang"]')).toHaveValue('en');
  // The choice outlives a reload.
  await page.reload();
  await expect(submit).toHaveText(/[\u4e00-\u9fff]/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(submit).toHaveText(variant.buttonText);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
});

test.describe('signing in works in every family', () => {
  for (const family of ['standard', 'dropdown', 'landing', 'landingOverlay', 'languageSelector'] as const) {
    const variant = family === 'standard' ? VARIANTS.find((v) => v.family === family && v.key !== DEFAULT_VARIANT_KEY)! : byFamily(family);
    test(`${family} (${variant.key})`, async ({ page, baseURL }) => {
      await page.goto(localUrl(baseURL, variant));
      await expect(page.locator(`[data-variant="${variant.key}"]`)).toBeVisible();
      const opener = page.locator('button[aria-controls="login-box"]');
      if (await opener.count()) await opener.click();
      await page.getByRole('textbox', { name: 'User Id' }).fill('member1');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(localUrl(baseURL, variant, '/terms'));
      await expect(page.getByRole('button', { name: 'Agree', exact: true })).toBeVisible();
    });
  }
});
