import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Strings only the Stately inspector (or our wiring of it) contains; if the package renames them,
// the first test says so instead of the second passing vacuously.
const INSPECTOR_MARKERS = ['https://stately.ai/inspect', 'xstateinspector'];

test('the markers are really in the inspector package', () => {
  const source = readFileSync('node_modules/@statelyai/inspect/dist/index.mjs', 'utf8');
  for (const marker of INSPECTOR_MARKERS) expect(source).toContain(marker);
});

test('the production build contains none of the inspector', () => {
  const files = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = readFileSync(`dist/assets/${file}`, 'utf8');
    for (const marker of [...INSPECTOR_MARKERS, 'Open the Stately inspector']) {
      expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
    }
  }
});

test('?inspect does nothing in production', async ({ page }) => {
  await page.goto('/login?inspect');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inspect' })).toHaveCount(0);
});
