import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltApp } from '../../server/http/static.ts';

/**
 * Issue 24 (Lighthouse: the sign-in page's largest paint, its logo, must be discoverable in the
 * page itself): /login's index.html preloads the logo of the host's brand at high priority; other
 * pages, and a host where the brand hides its logo, get the page unchanged.
 */

let staticDir: string;
const app = new Hono();
const INDEX = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'preload-app-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  serveBuiltApp(app, staticDir);
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const page = async (path: string, host: string) => (await app.request(path, { headers: { host } })).text();

describe('the sign-in page names its logo for an early download', () => {
  it('preloads the default brand logo on localhost, in the head', async () => {
    const html = await page('/login?returnUrl=%2Fadmin%2Fhome', 'localhost:4173');
    expect(html).toContain('<link rel="preload" as="image" href="/assets/login_styles/images_default/logo.png" fetchpriority="high" />');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads the host's own brand logo", async () => {
    expect(await page('/login', 'goldendragon.example.org')).toContain('href="/assets/login_styles/images_goldendragon/logo.png"');
  });

  it('names no logo where the brand hides it, nor on pages that do not show it', async () => {
    expect(await page('/login', 'royaltoto.agents.example.org')).toBe(INDEX);
    expect(await page('/admin/home', 'localhost:4173')).toBe(INDEX);
  });
});
