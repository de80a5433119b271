import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test`, failing any test whose page broke the Content-Security-Policy (issue 14,
 * finding 8): Chromium reports each violation on the console ("… violates the following Content
 * Security Policy directive …"), so an inline script, an eval or a resource the policy blocks fails
 * the test that caused it instead of passing with a quietly broken page.
 *
 * No report is allowed, not even the one Chromium gives when DOMPurify parses an inline handler it
 * then drops: the demo data carries no hostile markup (the tests that prove the sanitiser,
 * tests/e2e/home.spec.ts and announcements-options.spec.ts, write their own and use Playwright's
 * `test`).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (!/Content Security Policy/i.test(message.text())) return;
        const { url, lineNumber } = message.location();
        violations.push(`${message.text()} (page ${page.url()}; from ${url}:${lineNumber})`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
