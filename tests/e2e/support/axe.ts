import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices: every rule of those, none off. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Where a scan ran: enough to find the screen again from a CI log. */
export interface ScanPlace {
  screen: string;
  width: string;
  role: string;
}

/**
 * Runs axe on the whole page as it is now and returns one readable line block per violation:
 * screen, width, role, rule (with its impact and help), and each node's target and summary.
 */
export async function axeViolations(page: Page, place: ScanPlace): Promise<string[]> {
  // Legacy mode runs axe in the page itself, without the blank page the default mode opens for each
  // scan to merge frames (this app has none to merge); only violations are serialised back. Both
  // keep a scan of a big grid near a second on a loaded machine; neither changes what is checked.
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return violations.map((violation) =>
    [
      `${place.screen} [${place.width}, ${place.role}] ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`,
      ...violation.nodes.map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replaceAll('\n', ' ')}`),
    ].join('\n'),
  );
}

const BUSY = '.spinner, [aria-busy="true"]';
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Counts the page's requests in flight and returns `settled`, which waits until the screen has
 * settled: nothing in flight, no spinner and nothing marked busy, still so two frames later (the
 * last answer rendered). Two frames first, so that a navigation's render and its loads have begun.
 */
export function trackRequests(page: Page) {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const quiet = async () => inFlight <= 0 && (await page.locator(BUSY).count()) === 0;
  return async function settled() {
    await twoFrames(page);
    await expect
      .poll(async () => (await quiet()) && (await twoFrames(page), await quiet()), { message: 'the screen settles', intervals: [50, 100, 200] })
      .toBe(true);
  };
}
