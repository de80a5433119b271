/**
 * A bench's signed-in user, as the app makes one: sign in, then accept the terms for the session (the
 * API refuses data calls until they are accepted). `request` is the server under test: Hono's
 * in-process `app.request`, or `fetch` against a base URL.
 */
export type BenchRequest = (path: string, init: RequestInit) => Promise<Response>;

export const BENCH_PASSWORD = 'Demo@1234';

/** POST oauth/token for `username` (paths relative to /api/v1). */
export const signInRequest = (request: BenchRequest, username: string, password = BENCH_PASSWORD) =>
  request('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });

/** An access token of a session that has accepted the terms. */
export async function benchToken(request: BenchRequest, username: string, password = BENCH_PASSWORD): Promise<string> {
  const response = await signInRequest(request, username, password);
  const body = (await response.json()) as { data?: { access_token?: string }; message?: string };
  const token = body.data?.access_token;
  if (!token) throw new Error(`${username} could not sign in: ${response.status} ${body.message ?? ''}`);
  const accepted = await request('/terms/accept', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!accepted.ok) throw new Error(`${username} could not accept the terms: ${accepted.status} ${await accepted.text()}`);
  return token;
}
