import { type Page } from '@playwright/test';
import { VARIANTS } from '../../variants/registry.ts';
import { axeViolations, trackRequests, type ScanPlace } from './support/axe.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { fillSignIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 24: axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practice; no rule off, nothing excluded)
 * on every screen, at a desktop and a mobile width: the sign-in screen of each brand family, the
 * terms, home with its announcement pop-up, and every route of the menu the product renders for
 * admin, agent1, member1 and ttagent (TT). Each role signs in once per width and moves inside the
 * app as the menu's links do (history.pushState, which wouter follows), so a pass is a render and
 * a scan, not a page load. Each screen with violations fails softly (the walk goes on), listing screen, width, role, rule and nodes.
 */

const WIDTHS = [
  { name: 'desktop 1280', viewport: { width: 1280, height: 800 } },
  { name: 'mobile 390', viewport: { width: 390, height: 844 } },
] as const;

const ROLES = ['admin', 'agent1', 'member1', 'ttagent'] as const;

const HOME_PATH = '/admin/home';

/** One brand of each login family (variants/registry.ts), served at <key>.localhost. */
const FAMILY_BRANDS = [...new Set(VARIANTS.map((variant) => variant.family))].map((family) => VARIANTS.find((variant) => variant.family === family)!);

const report = (violations: string[]) => `${violations.length} axe violation(s):\n\n${violations.join('\n\n')}`;

/** The menu's routes for this user at this width, as rendered (downloads and Logout are not screens). */
async function menuRoutes(page: Page): Promise<string[]> {
  // At 390 px the closed menu is out of the accessibility tree; its tabs open all the same. A closed
  // tab's entries are drawn only once it opens (LeftMenu), so every tab is opened first.
  const menu = page.getByRole('navigation', { name: 'Main menu', includeHidden: true });
  const closed = menu.locator('.left-menu__tab:has(> h2 > button[aria-expanded="false"])');
  const closedTabs = await closed.evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-tab')));
  for (const tab of closedTabs) await menu.locator(`[data-tab="${tab}"] button.left-menu__toggle`).dispatchEvent('click');
  await expect(closed).toHaveCount(0);
  const hrefs = await menu
    .locator('a.left-menu__link:not([download])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const routes = hrefs.map((href) => {
    const url = new URL(href, 'http://menu');
    url.searchParams.delete('rand'); // the reload stamp differs on every link
    return url.pathname + url.search;
  });
  return [...new Set(routes)].filter((route) => !route.startsWith(`${HOME_PATH}?`) && route !== HOME_PATH);
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width.name}`, () => {
    test.use({ viewport: width.viewport });

    test('the sign-in screen of every brand family', async ({ page, baseURL }) => {
      const settled = trackRequests(page);
      const violations: string[] = [];
      const port = new URL(baseURL!).port;
      for (const brand of FAMILY_BRANDS) {
        await page.goto(`http://${brand.key.toLowerCase()}.localhost:${port}/login`);
        await expect(page.locator(`[data-variant="${brand.key}"]`)).toBeAttached();
        await settled();
        violations.push(...(await axeViolations(page, { screen: `/login (${brand.family}: ${brand.key})`, width: width.name, role: 'signed out' })));
      }
      expect(violations.length, report(violations)).toBe(0);
    });

    for (const role of ROLES) {
      test(`every menu screen of ${role}`, async ({ page }) => {
        // admin has the longest menu (some 90 screens); a loaded CI machine needs minutes for it.
        test.setTimeout(600_000);
        const settled = trackRequests(page);
        const scan = async (screen: string) => {
          await settled();
          const place: ScanPlace = { screen, width: width.name, role };
          const found = await axeViolations(page, place);
          // Soft: each screen's violations are reported as found, the walk goes on to the next screen.
          expect.soft(found.length, report(found)).toBe(0);
        };

        await fillSignIn(page, role);
        await expect(page).toHaveURL(/\/terms$/);
        await scan('/terms');
        await page.getByRole('button', { name: 'Agree', exact: true }).click();
        await expect(page.getByTestId('header-user-id')).toHaveText(role);

        // Home opens with the location's announcements popping up: scanned with the pop-up open.
        const popUp = page.getByRole('dialog', { name: /^Announcement \d+ of \d+$/ });
        await expect(popUp).toBeVisible();
        await scan(`${HOME_PATH} (announcement pop-up)`);
        await closeAnnouncementPopUps(page);
        await scan(HOME_PATH);

        const routes = await menuRoutes(page);
        expect(routes.length, 'the menu lists screens').toBeGreaterThan(0);
        for (const route of routes) {
          await page.evaluate((to) => history.pushState(null, '', to), route);
          await scan(route);
        }
      });
    }
  });
}
