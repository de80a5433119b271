import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './signIn.ts';

/**
 * An access token for a demo account, from the real token endpoint, its session past the terms
 * (the API refuses data calls until then), as the app's Agree does.
 */
export async function accessToken(request: APIRequestContext, userId = 'admin') {
  const response = await request.post('/api/v1/oauth/token', { form: { username: userId, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  const agreed = await request.post('/api/v1/terms/accept', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(agreed.ok(), await agreed.text()).toBe(true);
  return token;
}

/** Switches maintenance on (`t` = a time) or off (`''`) through the admin endpoint. */
export async function setMaintenance(request: APIRequestContext, token: string, t: string) {
  const response = await request.put('/api/v1/maintenance', { headers: { Authorization: `Bearer ${token}` }, data: { t } });
  expect(response.ok(), await response.text()).toBe(true);
}
