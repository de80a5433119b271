import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltApp } from '../../server/http/static.ts';
import { precompress } from '../../scripts/precompress.ts';

/**
 * Issue 24 (Lighthouse: the transfer of the app's scripts): the build writes a Brotli and a gzip copy
 * beside each hashed asset, and the server sends the copy the browser accepts, still cached for a
 * year; files whose contents may change after the build (app-config.json, a brand's logo) get none
 * and are revalidated on each load (before this, no file of the build carried a Cache-Control at all).
 */

let dist: string;
const app = new Hono();
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: `row ${i}` })))};\n`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dist, 'assets', 'login_styles'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dist, 'app-config.json'), JSON.stringify({ apiRoot: '/api/v1/', note: 'x'.repeat(2000) }));
  writeFileSync(join(dist, 'assets', 'index-CG7N86EY.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'tiny-AbCdEfGh.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'login_styles', 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(500)}</svg>`);
  precompress(dist);
  serveBuiltApp(app, dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('precompressed assets', () => {
  it('writes copies of hashed assets only, and only when they are worth it', () => {
    expect(existsSync(join(dist, 'assets', 'index-CG7N86EY.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'index-CG7N86EY.js.gz'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-AbCdEfGh.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'login_styles', 'logo.svg.br'))).toBe(false);
    expect(existsSync(join(dist, 'app-config.json.br'))).toBe(false);
  });

  it('sends the Brotli copy to a browser that accepts it, cached for a year', async () => {
    const answer = await get('/assets/index-CG7N86EY.js', 'gzip, deflate, br, zstd');
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('Vary')).toContain('Accept-Encoding');
    expect(answer.headers.get('Content-Type')).toMatch(/javascript/);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to one that takes gzip only, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/index-CG7N86EY.js', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-CG7N86EY.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('keeps revalidating what is not hashed', async () => {
    const config = await get('/app-config.json', 'br');
    expect(config.headers.get('Content-Encoding')).toBeNull();
    expect(config.headers.get('Cache-Control')).toBe('no-cache');
  });
});
