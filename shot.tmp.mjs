import { chromium } from '@playwright/test';
const [,, user, path, out] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const base = 'http://localhost:4190';
await page.goto(base + '/login');
await page.getByLabel('User Id').fill(user);
await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
await page.getByRole('button', { name: /sign in|login/i }).first().click();
await page.waitForURL(/terms|home/);
if (page.url().includes('terms')) { await page.getByRole('button', { name: 'Agree', exact: true }).click(); await page.waitForURL(/home/); }
await page.goto(base + path);
await page.waitForTimeout(2500);
await page.screenshot({ path: out });
console.log(page.url());
await browser.close();
