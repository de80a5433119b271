/**
 * `npm run variants:gallery`: a screenshot of every brand's sign-in screen, desktop (1280 x 800) and
 * narrow (360 px wide, the whole page), for QA, in reports/variants/index.html (brand, key, family,
 * hosts, both screenshots). It needs a running server: BASE_URL (default http://localhost:4173,
 * e.g. `npm start`), each brand opened at http://<key>.localhost:<port>/login. A few pages work in
 * parallel; a brand that fails is reported and makes the exit code 1.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { findChromium, INSTALL_CHROMIUM_HINT } from './findChromium.ts';
import { VARIANTS } from '../variants/registry.ts';
import type { Variant } from '../variants/types.ts';

const OUT = 'reports/variants';
const BASE_URL = new URL(process.env.BASE_URL ?? 'http://localhost:4173');
const PARALLEL_PAGES = Number(process.env.GALLERY_PAGES ?? 4);
const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };

const brandUrl = (variant: Variant) => `${BASE_URL.protocol}//${variant.key.toLowerCase()}.localhost:${BASE_URL.port || 80}/login`;
const shotName = (variant: Variant, kind: 'desktop' | 'narrow') => `${variant.key.toLowerCase()}-${kind}.jpg`;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Shot {
  variant: Variant;
  error?: string;
}

async function shoot(browser: Browser, variant: Variant): Promise<Shot> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  try {
    await page.goto(brandUrl(variant));
    await page.locator(`[data-variant="${variant.key}"]`).waitFor({ timeout: 20_000 });
    // Logo and background images, and fonts, before the picture is taken.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${OUT}/${shotName(variant, 'desktop')}`, type: 'jpeg', quality: 80 });
    await page.setViewportSize(NARROW);
    await page.screenshot({ path: `${OUT}/${shotName(variant, 'narrow')}`, type: 'jpeg', quality: 80, fullPage: true });
    return { variant };
  } catch (error) {
    return { variant, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

function renderHtml(shots: Shot[], generatedAt: string): string {
  const rows = shots
    .map(({ variant, error }) => {
      const hosts = variant.hosts.map((host) => `<li>${escapeHtml(host)}</li>`).join('');
      const picture = (kind: 'desktop' | 'narrow') =>
        `<a href="${shotName(variant, kind)}"><img src="${shotName(variant, kind)}" alt="${escapeHtml(`${variant.brand}, ${kind}`)}" loading="lazy" class="${kind}"></a>`;
      const logo = variant.logo ? `${variant.logo.width} x ${variant.logo.height}` : 'hidden';
      return `<tr id="${escapeHtml(variant.key)}">
  <th scope="row"><strong>${escapeHtml(variant.brand)}</strong><br><code>${escapeHtml(variant.key)}</code>
    <p>${escapeHtml(variant.family)} · logo ${logo} · ${escapeHtml(variant.buttonText)}</p>
    <p><a href="${escapeHtml(brandUrl(variant))}">${escapeHtml(brandUrl(variant))}</a></p><ul>${hosts}</ul></th>
  <td>${error ? `<p class="error">Failed: ${escapeHtml(error)}</p>` : picture('desktop')}</td>
  <td>${error ? '' : picture('narrow')}</td>
</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in variants</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1d2733; }
  table { border-collapse: collapse; }
  th, td { border-bottom: 1px solid #c9d3dd; padding: 0.75rem; vertical-align: top; text-align: left; }
  th[scope="row"] { width: 16rem; font-weight: normal; }
  th p { margin: 0.35rem 0; color: #5f6b78; font-size: 0.85rem; }
  ul { margin: 0.35rem 0 0; padding-left: 1.1rem; font-size: 0.85rem; }
  img { border: 1px solid #c9d3dd; display: block; }
  img.desktop { width: 480px; }
  img.narrow { width: 180px; }
  .error { color: #c62828; }
</style></head>
<body>
<h1>Sign-in variants</h1>
<p>${shots.length} brands from ${escapeHtml(BASE_URL.origin)}, ${escapeHtml(generatedAt)}. Desktop ${DESKTOP.width} x ${DESKTOP.height};
narrow ${NARROW.width} px wide (whole page). Click a picture for full size. Data: <code>npm run variants</code>.</p>
<table>
<thead><tr><th>Brand</th><th>Desktop</th><th>Narrow</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body></html>
`;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(INSTALL_CHROMIUM_HINT);
    process.exit(1);
  }
  const started = Date.now();
  const browser = await chromium.launch({ executablePath, args: playwrightConfig.use?.launchOptions?.args ?? [] });
  const shots: Shot[] = [];
  try {
    // Asked by the browser, which resolves localhost as the screenshots will.
    const probe = await browser.newPage();
    const response = await probe.goto(new URL('/app-config.json', BASE_URL).href).catch(() => null);
    await probe.close();
    if (!response?.ok()) {
      console.error(`No app at ${BASE_URL.origin}. Start it (npm start) or set BASE_URL.`);
      process.exitCode = 1;
      return;
    }
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    const queue = [...VARIANTS];
    await Promise.all(
      Array.from({ length: PARALLEL_PAGES }, async () => {
        for (let variant = queue.shift(); variant; variant = queue.shift()) {
          const shot = await shoot(browser, variant);
          shots.push(shot);
          console.log(`${shot.error ? 'FAILED' : 'ok    '} ${variant.key}${shot.error ? `: ${shot.error}` : ''}`);
        }
      }),
    );
  } finally {
    await browser.close();
  }
  const ordered = VARIANTS.map((variant) => shots.find((shot) => shot.variant === variant)!);
  writeFileSync(`${OUT}/index.html`, renderHtml(ordered, new Date().toISOString()));
  const failed = ordered.filter((shot) => shot.error);
  console.log(
    `${ordered.length - failed.length} of ${ordered.length} brands, ${(ordered.length - failed.length) * 2} screenshots in ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s: ${OUT}/index.html`,
  );
  if (failed.length) process.exitCode = 1;
}

await main();
