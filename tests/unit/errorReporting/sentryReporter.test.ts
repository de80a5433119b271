import { afterAll, describe, expect, it, vi } from 'vitest';
import { flush } from '@sentry/browser';
import { startSentry } from '../../../src/errorReporting/sentryReporter.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZW1iZXIxIn0.c2lnbmF0dXJl';

describe('the Sentry SDK as configured (the lazy chunk)', () => {
  const sent: { url: string; body: string }[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), body: String(init?.body ?? '') });
    return new Response('{}', { status: 200 });
  });
  afterAll(() => fetchSpy.mockRestore());

  it('sends to the tunnel with the release, and scrubs the secrets before anything leaves', async () => {
    document.body.innerHTML = '<input type="password" value="Demo@1234">';
    const capture = startSentry({
      dsn: 'https://public@reports.localhost/1',
      tunnel: '/api/error-reports',
      release: 'sg-1.0.0',
      secrets: () => ['refresh-secret-123'],
    }, { ignoreErrors: [], denyUrls: [] });
    capture(new Error(`Unexpected: ${JWT} refresh-secret-123 Demo@1234`));
    await flush(2000);
    document.body.innerHTML = '';
    const report = sent.find((request) => request.url.endsWith('/api/error-reports'));
    expect(report, JSON.stringify(sent.map((request) => request.url))).toBeDefined();
    expect(report!.body).toContain('Unexpected: [Filtered] [Filtered] [Filtered]');
    expect(report!.body).toContain('"release":"sg-1.0.0"');
    expect(report!.body).toContain('"dsn":"https://public@reports.localhost/1"');
    for (const secret of [JWT, 'refresh-secret-123', 'Demo@1234']) expect(report!.body).not.toContain(secret);
  });
});
