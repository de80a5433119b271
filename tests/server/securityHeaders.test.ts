import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { bearer, signIn, startTestServer, type TestServer } from './testServer.ts';

/**
 * Issue 14, finding 8: every answer, page or API, carries the security headers; the page's
 * Content-Security-Policy runs only the app's own scripts and lets no other site frame it.
 */

let server: TestServer;
let app: ReturnType<typeof createApp>;
let staticDir: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.app, 'admin')).access_token;
  // A built app of two files: the page, and an app-config.json whose feed is on another host.
  staticDir = mkdtempSync(join(tmpdir(), 'csp-app-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>x</title><script type="module" src="/assets/index.js"></script>');
  writeFileSync(join(staticDir, 'app-config.json'), JSON.stringify({ apiRoot: '/api/v1/', messageFeedUrl: 'https://feed.example.com/api/feed?x=1' }));
  app = createApp({ db: server.db, jobs: server.jobs, config: { ...server.config, staticDir }, signingKey: server.signingKey, now: server.now });
});
afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(directives(response.headers.get('content-security-policy'))['frame-ancestors'], what).toEqual(["'none'"]);
}

describe('the pages', () => {
  it('allow only the app’s own scripts: no inline script, no eval, no other site framing them', async () => {
    for (const path of ['/', '/login', '/admin/home?LocId=SG', '/app-config.json']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response, path);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['script-src'], path).toEqual(["'self'"]);
      expect(csp['default-src'], path).toEqual(["'self'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
      expect(csp['base-uri'], path).toEqual(["'self'"]);
      expect(csp['img-src'], path).toEqual(["'self'", 'data:']);
      expect(response.headers.get('content-security-policy'), path).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*;.*script|\*/);
    }
  });

  it('may connect to the app’s own origin and to the hosts app-config.json names', async () => {
    const csp = directives((await app.request('/')).headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'", 'https://feed.example.com']);
  });
});

describe('the API', () => {
  it('answers every call with the headers and a policy that allows nothing, errors included', async () => {
    const calls: [string, RequestInit | undefined][] = [
      ['/api/v1/settings', bearer(token)],
      ['/api/v1/profile', undefined],
      ['/api/v1/nothing-here', undefined],
      ['/api/captcha?t=1', undefined],
      ['/api/feed?t=x', undefined],
      ['/api/v1/oauth/token', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
    ];
    for (const [path, init] of calls) {
      const response = await app.request(path, init);
      expectCommonHeaders(response, path);
      expect(directives(response.headers.get('content-security-policy'))['default-src'], path).toEqual(["'none'"]);
    }
  });
});
