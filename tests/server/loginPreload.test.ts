import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { serveBuiltApp } from '../../server/http/static.ts';
import { brandRecordScript, readBrandRecord } from '../../variants/brandRecord.ts';
import { resolveVariant } from '../../variants/resolve.ts';
import { brandStylesheetLinks } from '../../server/http/brandStylesheets.ts';

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
    expect(await page('/login', 'royaltoto.agents.example.org')).not.toContain('rel="preload"');
    expect(await page('/admin/home', 'localhost:4173')).not.toContain('rel="preload"');
  });
});

/** Issue 24: the app reads the host's brand from its page instead of carrying every brand's record. */
describe("every page carries the host's brand", () => {
  const recordOf = (html: string) => {
    const document = new JSDOM(html).window.document;
    return readBrandRecord(document);
  };

  it('is the brand the registry resolves for the host, on every path, / included', async () => {
    for (const path of ['/login', '/admin/home', '/', '/index.html']) {
      expect(recordOf(await page(path, 'goldendragon.example.org'))).toEqual(resolveVariant('goldendragon.example.org'));
    }
    expect(recordOf(await page('/login', 'localhost:4173'))).toEqual(resolveVariant('localhost'));
  });

  it("is the host's own logo choice: hidden where the brand hides it", async () => {
    expect(recordOf(await page('/login', 'royaltoto.agents.example.org'))?.logo).toBeNull();
  });

  it('is in the head, where no text of it can close its element', async () => {
    const html = await page('/login', 'lucky88.example.org');
    expect(html.indexOf('id="brand-record"')).toBeLessThan(html.indexOf('</head>'));
    expect(brandRecordScript({ ...resolveVariant('localhost'), key: '</script><b>' })).not.toContain('</script><b>');
  });
});

/** Issue 24: the brand's stylesheets are linked in the page, as the build manifest names them. */
describe("the host's brand stylesheets", () => {
  let builtDir: string;
  beforeAll(() => {
    builtDir = mkdtempSync(join(tmpdir(), 'brand-css-'));
    mkdirSync(join(builtDir, '.vite'));
    writeFileSync(
      join(builtDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'variants/styles/families/standard.css': { file: 'assets/standard-AAAA1111.css' },
        'variants/styles/goldendragon.css': { file: 'assets/goldendragon-BBBB2222.css' },
      }),
    );
  });
  afterAll(() => rmSync(builtDir, { recursive: true, force: true }));

  it("links the family's base, then the brand's own", () => {
    const links = brandStylesheetLinks(builtDir, resolveVariant('goldendragon.example.org'));
    expect(links.indexOf('href="/assets/standard-AAAA1111.css"')).toBeGreaterThan(-1);
    expect(links.indexOf('href="/assets/standard-AAAA1111.css"')).toBeLessThan(links.indexOf('href="/assets/goldendragon-BBBB2222.css"'));
  });

  it('links nothing when the manifest lacks one of them, or is not there: the app loads them itself', () => {
    expect(brandStylesheetLinks(builtDir, resolveVariant('lucky88.example'))).toBe('');
    expect(brandStylesheetLinks(staticDir, resolveVariant('goldendragon.example.org'))).toBe('');
  });
});
