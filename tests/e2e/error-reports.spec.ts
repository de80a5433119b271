import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/signIn.ts';
import { accessToken } from './support/api.ts';

interface StoredReport {
  Message: string;
  Release: string;
  Envelope: string;
}

test('an unexpected error is reported through the tunnel, with its message and without secrets', async ({ page, request }) => {
  const sdkChunks: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/sentryReporter-[\w-]+\.js$/.test(sent.url())) sdkChunks.push(sent.url());
  });
  await signIn(page, 'member1');
  // The sign-in page and the home page paid nothing for the SDK: no error happened yet.
  expect(sdkChunks).toEqual([]);

  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null') as { accessToken: string; refreshToken: string });
  const marker = `E2E unexpected failure ${Date.now()}`;
  // An error nothing catches, quoting the session's tokens as a careless message might.
  await page.evaluate(
    ([text, access, refresh]) => setTimeout(() => {
      throw new Error(`${text} access=${access} refresh=${refresh}`);
    }),
    [marker, session.accessToken, session.refreshToken] as const,
  );

  const adminToken = await accessToken(request);
  let report: StoredReport | undefined;
  await expect(async () => {
    const response = await request.get('/api/v1/errorReports', { headers: { Authorization: `Bearer ${adminToken}` } });
    const reports = ((await response.json()) as { data: StoredReport[] }).data;
    report = reports.find((stored) => stored.Message.includes(marker));
    expect(report).toBeDefined();
  }).toPass({ timeout: 15_000 });

  expect(sdkChunks.length).toBe(1);
  expect(report!.Release).toBe('sg-1.0.0');
  expect(report!.Message).toContain(`Error: ${marker} access=[Filtered] refresh=[Filtered]`);
  for (const secret of [session.accessToken, session.refreshToken, DEMO_PASSWORD]) {
    expect(report!.Envelope).not.toContain(secret);
  }
});
