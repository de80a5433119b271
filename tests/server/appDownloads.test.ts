import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppDownloadsSchema } from '../../contract/appDownloads.ts';
import { SettingsSchema } from '../../contract/common.ts';
import { bearer, signIn, startTestServer, successData, type TestServer } from './testServer.ts';

/** GET appDownloads: the sign-in screen's app links (spec 02 §2.10), without a token. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET appDownloads', () => {
  it('answers without a token, the same links GET settings gives a signed-in user', async () => {
    const anonymous = await successData(await server.app.request('/api/v1/appDownloads'), AppDownloadsSchema);
    const { access_token } = await signIn(server.app, 'member1');
    const settings = await successData(await server.app.request('/api/v1/settings', bearer(access_token)), SettingsSchema);
    expect(anonymous).toEqual({ mobileAppData: settings.mobileAppData });
    expect(anonymous.mobileAppData.downloadUrl).not.toBeNull();
  });

  it('gives nothing but the links', async () => {
    const response = await server.app.request('/api/v1/appDownloads');
    expect(Object.keys(((await response.json()) as { data: object }).data)).toEqual(['mobileAppData']);
  });
});
