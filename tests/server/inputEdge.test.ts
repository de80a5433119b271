import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, errorEnvelope, form, signIn, startTestServer, type TestServer } from './testServer.ts';

/**
 * Issue 14, finding 6: input that reached PostgreSQL (or the handler) malformed and came back as a
 * 500, or passed as something it is not. Each answer must be 400 in the error envelope, nothing
 * written. The test server's guard fails any 5xx.
 */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.app, 'admin')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const TOKEN = '/api/v1/oauth/token';
const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

/** A raw JSON request, as an attacker writes it (the text is sent exactly as given). */
const rawJson = (method: string, body: string, token = admin): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body,
});

describe('NUL bytes and lone surrogates', () => {
  it('answers a NUL in the sign-in username (unauthenticated) with 400', async () => {
    for (const username of [`admin${NUL}`, `${NUL}`, `ad${NUL}min`]) {
      const body = await errorEnvelope(await server.app.request(TOKEN, form({ username, password: DEMO_PASSWORD })), 400);
      expect(body.message).toBe('username: The text holds a character that is not allowed.');
    }
  });

  it('answers a NUL in a password, a captcha answer or a refresh token with 400', async () => {
    const cases: Record<string, string>[] = [
      { username: 'admin', password: `Demo@1234${NUL}` },
      { username: 'admin', password: DEMO_PASSWORD, Token: `ab${NUL}` },
      { grant_type: 'refresh_token', refresh_token: `x${NUL}` },
    ];
    for (const fields of cases) await errorEnvelope(await server.app.request(TOKEN, form(fields)), 400);
  });

  it('answers a lone surrogate in the maintenance text with 400, and maintenance stays off', async () => {
    // JSON.stringify would escape it as \ud800, which is exactly what an attacker sends.
    for (const t of ['\\ud800', 'until \\udc00 later', '\\u0000']) {
      const body = await errorEnvelope(await server.app.request('/api/v1/maintenance', rawJson('PUT', `{"t":"${t}"}`)), 400);
      expect(body.message).toBe('t: The text holds a character that is not allowed.');
    }
    const feed = await server.app.request('/api/feed?t=x');
    expect(((await feed.json()) as { data: { t: string } }).data.t).toBe('');
  });

  it('answers NUL and lone surrogates in the upload form, the password change and the member id with 400', async () => {
    const upload = new FormData();
    upload.set('file', new File(['1234 1 1\n'], 'bets.txt', { type: 'text/plain' }));
    upload.set('ARACode', `A${NUL}`);
    await errorEnvelope(await server.app.request('/api/v1/4d/files/upload', { method: 'POST', ...bearer(admin), body: upload }), 400);

    const change = form({ UserId: `newuser${NUL}`, OldPassword: 'x', Password1: 'y', Password2: 'y', Token: 'abc' });
    await errorEnvelope(await server.app.request('/api/v1/update-password', { ...change, method: 'PUT' }), 400);

    await errorEnvelope(await server.app.request(`/api/v1/checkMemberAccess/a%00b`, bearer(admin)), 400);
    await errorEnvelope(await server.app.request(`/api/v1/locIdAvailable?UserId=a%00b`, bearer(admin)), 400);
    await errorEnvelope(await server.app.request('/api/v1/password', rawJson('PUT', `{"OldPassword":${JSON.stringify(`a${LONE_SURROGATE}`)}}`)), 400);
  });
});

describe('numbers beyond the column or in exponent form', () => {
  it('answers DrawId=2147483648, PageIndex=1e20 and FileId=1e20 with 400', async () => {
    const paths = [
      '/api/v1/4d/bet/page2?DrawId=2147483648',
      '/api/v1/4d/bet/page2?PageIndex=1e20',
      '/api/v1/4d/bet/page2?FileId=1e20',
      '/api/v1/4d/files/processUpload/1e20/status',
      '/api/v1/4d/files/processUpload/2147483648/status',
      '/api/v1/4d/betSummaryByType?DrawId=1e3',
      '/api/v1/4d/bet/search?DrawId=-1',
    ];
    for (const path of paths) await errorEnvelope(await server.app.request(path, bearer(admin)), 400);
    for (const DrawId of ['2147483648', '1e20', '1.5', '"1"']) {
      await errorEnvelope(await server.app.request('/api/v1/4d/bet/', rawJson('POST', `{"DrawId":${DrawId},"Message":"1234 1 1"}`)), 400);
    }
  });
});

describe('an object body is an object, in the declared content type', () => {
  const accept = (init: RequestInit) => server.app.request('/api/v1/terms/accept', { method: 'POST', ...init, headers: { ...bearer(admin).headers, ...init.headers } });

  it('refuses an array, a 100 000-deep array, and other JSON values where an object is declared', async () => {
    for (const body of ['[]', '[{"LocId":"SG"}]', '1', '"text"', 'null', 'true']) {
      const answer = await errorEnvelope(await accept({ headers: { 'content-type': 'application/json' }, body }), 400);
      expect(answer.message, body).toBe('The body must be a JSON object.');
    }
    // 200 KB: sent where a body that large is allowed (Place Bets), so the parser meets it.
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const answer = await errorEnvelope(await server.app.request('/api/v1/4d/bet/', rawJson('POST', deep)), 400);
    expect(answer.message).toMatch(/^(The body must be a JSON object\.|Malformed JSON in request body)$/);
  });

  it('refuses a body of another content type instead of reading it as {}', async () => {
    const cases: [string, string][] = [
      ['text/plain', '{"LocId":"SG"}'],
      ['application/x-www-form-urlencoded', 'LocId=SG'],
      ['application/xml', '<LocId>SG</LocId>'],
    ];
    for (const [type, body] of cases) {
      const answer = await errorEnvelope(await accept({ headers: { 'content-type': type }, body }), 400);
      expect(answer.message).toBe('Send the body as application/json.');
    }
    // A form call refuses JSON and text in the same way (before anything is checked).
    for (const type of ['application/json', 'text/plain']) {
      const answer = await errorEnvelope(
        await server.app.request(TOKEN, { method: 'POST', headers: { 'content-type': type }, body: 'username=admin&password=x' }),
        400,
      );
      expect(answer.message).toBe('Send the body as application/x-www-form-urlencoded.');
    }
  });
});
