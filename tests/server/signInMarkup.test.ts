import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltApp } from '../../server/http/static.ts';
import { SIGN_IN_MARKUP_DIR } from '../../server/http/signInMarkup.ts';

/**
 * Issue 24 (Lighthouse on /login): /login's page carries the host brand's sign-in screen, as the
 * build wrote it (scripts/prerenderSignIn.ts), in place of the start-up preloader, and asks for the
 * app's script at low priority; no other page, no page whose URL asks for a message, no deployment
 * whose captcha is on from the start, and no build without the files gets any of it.
 */

const INDEX = `<!doctype html><html><head><title>x</title>
<script type="module" crossorigin src="/assets/index-abcdefgh.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-abcdefgh.js">
</head><body>
<!-- Shown until the app has started. -->
<div id="preloader" aria-hidden="true" style="position:fixed"><div></div><style>@keyframes x{}</style></div>
<div id="root"></div></body></html>`;
const DEFAULT_SCREEN = '<div id="signin-static" class="signin-static" inert><main class="login">default brand</main></div>';
const GOLDEN_SCREEN = '<div id="signin-static" class="signin-static" inert><main class="login">golden dragon</main></div>';
const ROYAL_SCREEN = '<div id="signin-static" class="signin-static" inert><main class="login"><img alt="Royal Toto">royal toto</main></div>';
const ROYAL_SCREEN_WITHOUT_LOGO = '<div id="signin-static" class="signin-static" inert><main class="login">royal toto</main></div>';

let staticDir: string;
const app = new Hono();

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'signin-markup-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  writeFileSync(join(staticDir, 'app-config.json'), JSON.stringify({ captchaEnabled: false }));
  mkdirSync(join(staticDir, SIGN_IN_MARKUP_DIR));
  writeFileSync(join(staticDir, SIGN_IN_MARKUP_DIR, 'default.html'), DEFAULT_SCREEN);
  writeFileSync(join(staticDir, SIGN_IN_MARKUP_DIR, 'goldendragon.html'), GOLDEN_SCREEN);
  writeFileSync(join(staticDir, SIGN_IN_MARKUP_DIR, 'royaltoto.html'), ROYAL_SCREEN);
  writeFileSync(join(staticDir, SIGN_IN_MARKUP_DIR, 'royaltoto.without-logo.html'), ROYAL_SCREEN_WITHOUT_LOGO);
  serveBuiltApp(app, staticDir);
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const page = async (path: string, host = 'localhost:4173') => (await app.request(path, { headers: { host } })).text();

describe("/login's page brings the sign-in screen", () => {
  it("puts the host brand's screen before the app's root, instead of the preloader", async () => {
    const html = await page('/login');
    expect(html).toContain(`${DEFAULT_SCREEN}\n    <div id="root">`);
    expect(html).not.toContain('id="preloader"');
    expect(html).not.toContain('Shown until the app has started');
    expect(await page('/login', 'goldendragon.example.org')).toContain(GOLDEN_SCREEN);
  });

  it('brings the screen without the logo on the domain where the brand hides it (spec 01 §2), as the app then draws it', async () => {
    // Registry: royaltoto hides its logo on agents.example.org.
    const hidden = await page('/login', 'royaltoto.agents.example.org');
    expect(hidden).toContain(ROYAL_SCREEN_WITHOUT_LOGO);
    expect(hidden).not.toContain('<img alt="Royal Toto">');
    expect(hidden).not.toContain('rel="preload" as="image"');
    const shown = await page('/login', 'www.royaltoto.example');
    expect(shown).toContain(ROYAL_SCREEN);
    expect(shown).toContain('rel="preload" as="image"');
  });

  it("asks for the app's script at low priority there, since the screen paints without it", async () => {
    const html = await page('/login?returnUrl=%2Fadmin%2Fhome');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abcdefgh.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
  });

  it('leaves every other page as it is: the preloader, and the script at its default priority', async () => {
    for (const html of [await page('/admin/home'), await page('/change-password'), await page('/login?Msg=Session%20expired')]) {
      expect(html).not.toContain('signin-static');
      expect(html).toContain('id="preloader"');
      expect(html).not.toContain('fetchpriority="low"');
    }
  });

  it('sends none when the deployment turns the captcha on from the start (the screen has no captcha)', async () => {
    writeFileSync(join(staticDir, 'app-config.json'), JSON.stringify({ captchaEnabled: true }));
    try {
      expect(await page('/login')).not.toContain('signin-static');
    } finally {
      writeFileSync(join(staticDir, 'app-config.json'), JSON.stringify({ captchaEnabled: false }));
    }
  });

  it('sends none for a brand the build wrote no screen for', async () => {
    rmSync(join(staticDir, SIGN_IN_MARKUP_DIR, 'goldendragon.html'));
    try {
      const html = await page('/login', 'goldendragon.example.org');
      expect(html).not.toContain('signin-static');
      expect(html).toContain('id="preloader"');
    } finally {
      writeFileSync(join(staticDir, SIGN_IN_MARKUP_DIR, 'goldendragon.html'), GOLDEN_SCREEN);
    }
  });
});
