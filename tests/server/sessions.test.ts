import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '../../contract/auth.ts';
import { ProfileSchema } from '../../contract/profile.ts';
import { TermsAcceptanceSchema } from '../../contract/terms.ts';
import {
  bearer,
  countRows,
  errorEnvelope,
  form,
  json,
  sessionIdOf,
  signIn as signInAndAgree,
  startTestServer,
  successData,
  type TestServer,
} from './testServer.ts';

/** These tests look at fresh sessions, terms not yet accepted. */
const signIn = (app: TestServer['app'], userId: string) => signInAndAgree(app, userId, undefined, { acceptTerms: false });

/** Server sessions: one per password sign-in, kept by refreshes, ended by logout; terms per session. */

const TOKEN = '/api/v1/oauth/token';
const ACCEPT = '/api/v1/terms/accept';
const SESSION_ERROR = { success: false, message: 'Session Error.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const profile = (accessToken: string) => server.app.request('/api/v1/profile', bearer(accessToken));
const refresh = (refresh_token: string) => server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token }));
const logout = (accessToken: string) => server.app.request('/api/v1/logout', { method: 'POST', ...bearer(accessToken) });
const termsAccepted = async (accessToken: string) => (await successData(await profile(accessToken), ProfileSchema)).TermsAccepted;

function acceptTerms(accessToken: string, body: string | undefined = JSON.stringify({ LocId: 'SG' })) {
  return server.app.request(ACCEPT, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  });
}

async function sessionRow(sessionId: string) {
  const { rows } = await server.db.query<{ user_id: string; created_at: Date | string; terms_accepted_at: unknown; ended_at: unknown }>(
    'select user_id, created_at, terms_accepted_at, ended_at from sessions where session_id = $1',
    [sessionId],
  );
  return rows[0];
}

describe('sessions', () => {
  it('opens one per password sign-in; the access token carries its id', async () => {
    const before = await countRows(server.db, 'sessions');
    const startedAt = server.now();
    const first = await signIn(server.app, 'agent1');
    const second = await signIn(server.app, 'agent1');
    expect(await countRows(server.db, 'sessions')).toBe(before + 2);
    const [a, b] = [sessionIdOf(first.access_token), sessionIdOf(second.access_token)];
    expect(a).toMatch(/^[\w-]{20,}$/);
    expect(a).not.toBe(b);
    const row = (await sessionRow(a))!;
    expect(row.user_id).toBe('agent1');
    expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(startedAt);
    expect(row.terms_accepted_at).toBeNull();
    expect(row.ended_at).toBeNull();
  });

  it('a refresh keeps the session (same sid, no new session) and rotates the refresh token', async () => {
    const signedIn = await signIn(server.app, 'member1');
    const before = await countRows(server.db, 'sessions');
    const next = await successData(await refresh(signedIn.refresh_token), TokenResponseSchema);
    expect(sessionIdOf(next.access_token)).toBe(sessionIdOf(signedIn.access_token));
    expect(await countRows(server.db, 'sessions')).toBe(before);
    expect(await errorEnvelope(await refresh(signedIn.refresh_token), 400)).toEqual(SESSION_ERROR);
    const third = await successData(await refresh(next.refresh_token!), TokenResponseSchema);
    expect(sessionIdOf(third.access_token)).toBe(sessionIdOf(signedIn.access_token));
  });

  it('access tokens expire by the app clock (15 min); the refresh token still renews the session', async () => {
    const signedIn = await signIn(server.app, 'ttagent');
    server.advanceClock(15 * 60 * 1000);
    expect(await errorEnvelope(await profile(signedIn.access_token), 401)).toEqual(SESSION_ERROR);
    const renewed = await successData(await refresh(signedIn.refresh_token), TokenResponseSchema);
    expect((await successData(await profile(renewed.access_token), ProfileSchema)).UserId).toBe('ttagent');
  });

  it('answers 401 "Session Error." to a valid, unexpired token whose session has ended', async () => {
    const signedIn = await signIn(server.app, 'admin');
    await server.db.query(`update sessions set ended_at = $2::timestamptz where session_id = $1`, [
      sessionIdOf(signedIn.access_token),
      new Date(server.now()).toISOString(),
    ]);
    for (const path of ['/api/v1/profile', '/api/v1/profile/refresh', '/api/v1/settings', '/api/v1/locIdAvailable', '/api/v1/4d/announcements?LocId=SG']) {
      expect(await errorEnvelope(await server.app.request(path, bearer(signedIn.access_token)), 401), path).toEqual(SESSION_ERROR);
    }
    expect(await errorEnvelope(await refresh(signedIn.refresh_token), 400)).toEqual(SESSION_ERROR);
  });

  it('never takes a token from the URL', async () => {
    const { access_token } = await signIn(server.app, 'admin');
    for (const query of [`access_token=${access_token}`, `token=${access_token}`, `Authorization=Bearer%20${access_token}`]) {
      expect(await errorEnvelope(await server.app.request(`/api/v1/profile?${query}`), 401)).toEqual(SESSION_ERROR);
    }
  });
});

describe('POST logout', () => {
  it('ends the current session only: its tokens stop working, the other session of the user keeps going', async () => {
    const a = await signIn(server.app, 'agent1');
    const b = await signIn(server.app, 'agent1');
    const response = await logout(a.access_token);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, data: null });

    expect(await errorEnvelope(await profile(a.access_token), 401)).toEqual(SESSION_ERROR);
    expect(await errorEnvelope(await refresh(a.refresh_token), 400)).toEqual(SESSION_ERROR);
    expect((await sessionRow(sessionIdOf(a.access_token)))!.ended_at).not.toBeNull();
    // Its refresh tokens are revoked too, not only refused because the session is over.
    const { rows } = await server.db.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from refresh_tokens where session_id = $1',
      [sessionIdOf(a.access_token)],
    );
    expect(rows.map((r) => r.revoked)).toEqual([true]);
    const { rows: kept } = await server.db.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from refresh_tokens where session_id = $1',
      [sessionIdOf(b.access_token)],
    );
    expect(kept.map((r) => r.revoked)).toEqual([false]);

    expect((await successData(await profile(b.access_token), ProfileSchema)).UserId).toBe('agent1');
    const renewed = await successData(await refresh(b.refresh_token), TokenResponseSchema);
    expect((await successData(await profile(renewed.access_token), ProfileSchema)).UserId).toBe('agent1');
    expect((await sessionRow(sessionIdOf(b.access_token)))!.ended_at).toBeNull();
  });

  it('with a refreshed access token ends the whole session, earlier access tokens included', async () => {
    const signedIn = await signIn(server.app, 'member1');
    const renewed = await successData(await refresh(signedIn.refresh_token), TokenResponseSchema);
    expect((await logout(renewed.access_token)).status).toBe(200);
    expect(await errorEnvelope(await profile(signedIn.access_token), 401)).toEqual(SESSION_ERROR);
    expect(await errorEnvelope(await refresh(renewed.refresh_token!), 400)).toEqual(SESSION_ERROR);
  });

  it('answers 401 a second time (the session is over), and without a token', async () => {
    const { access_token } = await signIn(server.app, 'ttagent');
    expect((await logout(access_token)).status).toBe(200);
    expect(await errorEnvelope(await logout(access_token), 401)).toEqual(SESSION_ERROR);
    expect(await errorEnvelope(await server.app.request('/api/v1/logout', { method: 'POST' }), 401)).toEqual(SESSION_ERROR);
  });
});

describe('terms, per session', () => {
  it('start not accepted at every sign-in; accepting answers TermsAccepted: true', async () => {
    const first = await signIn(server.app, 'admin');
    expect(await termsAccepted(first.access_token)).toBe(false);
    const response = await acceptTerms(first.access_token);
    const body = await json(response);
    expect(response.status).toBe(200);
    expect(body).toEqual({ success: true, data: { TermsAccepted: true } });
    expect(await successData(await acceptTerms(first.access_token), TermsAcceptanceSchema)).toEqual({ TermsAccepted: true });
    expect(await termsAccepted(first.access_token)).toBe(true);
    expect((await sessionRow(sessionIdOf(first.access_token)))!.terms_accepted_at).not.toBeNull();

    // A second sign-in of the same user is a new session: not accepted there, still accepted in the first.
    const second = await signIn(server.app, 'admin');
    expect(await termsAccepted(second.access_token)).toBe(false);
    expect(await termsAccepted(first.access_token)).toBe(true);

    // A refresh keeps the session, so the flag too.
    const renewed = await successData(await refresh(first.refresh_token), TokenResponseSchema);
    expect(await termsAccepted(renewed.access_token)).toBe(true);
    const renewedSecond = await successData(await refresh(second.refresh_token), TokenResponseSchema);
    expect(await termsAccepted(renewedSecond.access_token)).toBe(false);
  });

  it('accepting in one session leaves the other session as it was', async () => {
    const first = await signIn(server.app, 'member1');
    const second = await signIn(server.app, 'member1');
    await successData(await acceptTerms(second.access_token), TermsAcceptanceSchema);
    expect(await termsAccepted(second.access_token)).toBe(true);
    expect(await termsAccepted(first.access_token)).toBe(false);
  });

  it('accepts an empty body or extra fields; ignores LocId', async () => {
    const { access_token } = await signIn(server.app, 'agent1');
    expect(await successData(await acceptTerms(access_token, undefined), TermsAcceptanceSchema)).toEqual({ TermsAccepted: true });
    const other = await signIn(server.app, 'agent1');
    expect(await successData(await acceptTerms(other.access_token, JSON.stringify({ LocId: 'XX', extra: 1 })), TermsAcceptanceSchema)).toEqual({
      TermsAccepted: true,
    });
  });

  it('answers bad JSON with 400, writing nothing', async () => {
    const { access_token } = await signIn(server.app, 'ttagent');
    const malformed = await acceptTerms(access_token, '{"LocId":');
    expect(await errorEnvelope(malformed, 400)).toEqual({ success: false, message: 'Malformed JSON in request body' });
    for (const body of ['"text"', 'null', '{"LocId": 5}']) {
      const answer = await errorEnvelope(await acceptTerms(access_token, body), 400);
      expect(answer.success, body).toBe(false);
      expect(answer.data).toEqual([answer.message]);
    }
    expect(await termsAccepted(access_token)).toBe(false);
  });

  it('needs an open session', async () => {
    expect(await errorEnvelope(await server.app.request(ACCEPT, { method: 'POST' }), 401)).toEqual(SESSION_ERROR);
    const { access_token } = await signIn(server.app, 'ttagent');
    await logout(access_token);
    expect(await errorEnvelope(await acceptTerms(access_token), 401)).toEqual(SESSION_ERROR);
    expect((await sessionRow(sessionIdOf(access_token)))!.terms_accepted_at).toBeNull();
  });

  it('answers GET terms/accept with 404', async () => {
    const { access_token } = await signIn(server.app, 'ttagent');
    expect(await errorEnvelope(await server.app.request(ACCEPT, bearer(access_token)), 404)).toEqual({
      success: false,
      message: 'No such API: GET /api/v1/terms/accept',
    });
  });
});

describe('the whole conversation', () => {
  it('had no 5xx answer in this file', () => {
    expect(server.exchanges.length).toBeGreaterThan(50);
    expect(server.exchanges.filter((e) => e.status >= 500)).toEqual([]);
  });
});
