import { expect, test as base, type ConsoleMessage } from '@playwright/test';

/**
 * Playwright's `test`, failing any test whose page broke the Content-Security-Policy (issue 14,
 * finding 8): Chromium reports each violation on the console ("… violates the following Content
 * Security Policy directive …"), so an inline script, an eval or a resource the policy blocks fails
 * the test that caused it instead of passing with a quietly broken page.
 *
 * One report is expected and allowed: the seeded hostile announcement (`<img onerror=…>`) is parsed
 * by DOMPurify (sanitizeHtml), and Chromium reports the inline handler it meets while parsing even
 * though DOMPurify then drops it. That is the policy being the second wall behind DOMPurify, as
 * designed; tests/e2e/home.spec.ts checks that nothing of it runs.
 */
const isSanitizerMeetingHostileHtml = (message: ConsoleMessage) =>
  /inline event handler/i.test(message.text()) && /\/assets\/sanitizeHtml-[\w-]+\.js$/.test(message.location().url);

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (!/Content Security Policy/i.test(message.text()) || isSanitizerMeetingHostileHtml(message)) return;
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
