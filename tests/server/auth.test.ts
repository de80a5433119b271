import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PasswordChangeDemandSchema, TokenResponseSchema } from '../../contract/auth.ts';
import { ProfileSchema } from '../../contract/profile.ts';
import { bearer, countRows, DEMO_PASSWORD, errorEnvelope, form, json, signIn, startTestServer, successData, type TestServer } from './testServer.ts';

const TOKEN = '/api/v1/oauth/token';
const LOGIN_FAILED = {
  success: false,
  message: 'Login Failed',
  isMemberAuthFailed: true,
  error: { message: 'Invalid User Id or Password.' },
};
const SESSION_ERROR = { success: false, message: 'Session Error.' };
/** Passwords sent by this file: none may ever come back in any answer. */
const SENT_PASSWORDS = [DEMO_PASSWORD, 'Wrong#Pass99', 'Sneaky!Secret42'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const tokenEnvelope = (response: Response) => successData(response, TokenResponseSchema);

describe('POST oauth/token, password grant', () => {
  it('signs admin in: the token envelope of the shared schema', async () => {
    const data = await tokenEnvelope(await server.app.request(TOKEN, form({ username: 'admin', password: DEMO_PASSWORD })));
    expect(data.token_type).toBe('bearer');
    expect(data.expires_in).toBe(15 * 60);
    expect(data.updatePassword).toBe(false);
    expect(data.user).toEqual({ UserId: 'admin', Role: 'ADMIN', LocId: 'SG' });
    expect(data.access_token.split('.')).toHaveLength(3);
    expect(data.refresh_token).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts the fields the app sends (Token, Lang) and answers updatePassword (and no tokens) for newuser', async () => {
    const data = await successData(
      await server.app.request(TOKEN, form({ username: 'newuser', password: DEMO_PASSWORD, Token: '', Lang: 'en' })),
      PasswordChangeDemandSchema,
    );
    expect(data).toEqual({ updatePassword: true, user: { UserId: 'newuser', Role: 'MEM', LocId: 'SG' } });
  });

  it('reads the user id case-insensitively (and trimmed), answering the stored spelling', async () => {
    for (const username of ['ADMIN', 'Admin', '  admin  ']) {
      const data = await tokenEnvelope(await server.app.request(TOKEN, form({ username, password: DEMO_PASSWORD })));
      expect(data.user.UserId, username).toBe('admin');
    }
    const agent = await tokenEnvelope(await server.app.request(TOKEN, form({ username: 'AGENT1', password: DEMO_PASSWORD })));
    expect(agent.user).toEqual({ UserId: 'agent1', Role: 'AG', LocId: 'SG' });
  });

  it('keeps the password case-sensitive', async () => {
    const body = await errorEnvelope(await server.app.request(TOKEN, form({ username: 'admin', password: 'demo@1234' })), 400);
    expect(body).toEqual(LOGIN_FAILED);
  });

  it('answers a wrong password with the member-authentication failure', async () => {
    const body = await errorEnvelope(
      await server.app.request(TOKEN, form({ username: 'admin', password: 'Wrong#Pass99' })),
      400,
    );
    expect(body).toEqual(LOGIN_FAILED);
  });

  it('answers an unknown user exactly like a wrong password (no user enumeration)', async () => {
    const wrongPassword = await server.app.request(TOKEN, form({ username: 'agent1', password: 'Wrong#Pass99' }));
    const unknownUser = await server.app.request(TOKEN, form({ username: 'nobody', password: 'Wrong#Pass99' }));
    expect(unknownUser.status).toBe(wrongPassword.status);
    expect(await unknownUser.text()).toBe(await wrongPassword.text());
    expect(unknownUser.headers.get('content-type')).toBe(wrongPassword.headers.get('content-type'));
  });

  it('answers a missing username with the validation envelope', async () => {
    const body = await errorEnvelope(await server.app.request(TOKEN, form({ password: DEMO_PASSWORD })), 400);
    expect(body.success).toBe(false);
    expect(body.message).toEqual(expect.stringContaining('username'));
    expect(body.data).toEqual([body.message]);
    expect(body).not.toHaveProperty('isMemberAuthFailed');
  });

  it('answers an empty (or blank) username with "User Id is required."', async () => {
    for (const username of ['', '   ']) {
      const body = await errorEnvelope(
        await server.app.request(TOKEN, form({ username, password: DEMO_PASSWORD })),
        400,
      );
      expect(body).toEqual({ success: false, message: 'username: User Id is required.', data: ['username: User Id is required.'] });
    }
  });

  it('answers an empty password with "Password is required."', async () => {
    const body = await errorEnvelope(await server.app.request(TOKEN, form({ username: 'admin', password: '' })), 400);
    expect(body).toEqual({ success: false, message: 'password: Password is required.', data: ['password: Password is required.'] });
  });

  it('lists every problem in data when several fields are wrong', async () => {
    const body = await errorEnvelope(await server.app.request(TOKEN, form({ username: '', password: '' })), 400);
    expect(body.data).toEqual(['username: User Id is required.', 'password: Password is required.']);
    expect(body.message).toBe('username: User Id is required.');
  });

  it('rejects over-long fields and unknown Lang with 400, before touching the database', async () => {
    const cases: Record<string, string>[] = [
      { username: 'a'.repeat(65), password: DEMO_PASSWORD },
      { username: 'admin', password: 'x'.repeat(129) },
      { username: 'admin', password: DEMO_PASSWORD, Lang: 'fr' },
      { username: 'admin', password: DEMO_PASSWORD, Token: 't'.repeat(33) },
      { username: 'admin', password: DEMO_PASSWORD, grant_type: 'client_credentials' },
    ];
    for (const fields of cases) {
      const body = await errorEnvelope(await server.app.request(TOKEN, form(fields)), 400);
      expect(body.success, JSON.stringify(fields)).toBe(false);
      expect(typeof body.message).toBe('string');
      expect(Array.isArray(body.data)).toBe(true);
    }
  });

  it('answers a body that is not a form (JSON, none, repeated fields) with 400, not 500', async () => {
    const asJson = await server.app.request(TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    expect((await errorEnvelope(asJson, 400)).success).toBe(false);

    const noBody = await server.app.request(TOKEN, { method: 'POST' });
    expect((await errorEnvelope(noBody, 400)).success).toBe(false);

    const repeated = await server.app.request(TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=Sneaky!Secret42&password=Demo%401234',
    });
    const body = await errorEnvelope(repeated, 400);
    expect(body.message).toMatch(/^password: /);
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const bodies = [
      'this is not multipart at all',
      // Cut off before the closing boundary, with a password inside (which must not come back).
      '--nope\r\nContent-Disposition: form-data; name="username"\r\n\r\nadmin\r\n--nope\r\n' +
        'Content-Disposition: form-data; name="password"\r\n\r\nSneaky!Secret42',
    ];
    for (const raw of bodies) {
      const before = await countRows(server.db, 'refresh_tokens');
      const response = await server.app.request(TOKEN, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=nope' },
        body: raw,
      });
      const body = await errorEnvelope(response, 400);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^Malformed FormData request/);
      expect(await countRows(server.db, 'refresh_tokens')).toBe(before);
    }
  });

  it('accepts a well-formed multipart body as well', async () => {
    const data = new FormData();
    data.set('username', 'member1');
    data.set('password', DEMO_PASSWORD);
    const token = await tokenEnvelope(await server.app.request(TOKEN, { method: 'POST', body: data }));
    expect(token.user).toEqual({ UserId: 'member1', Role: 'MEM', LocId: 'SG' });
  });

  it('answers GET oauth/token with 404, not a sign-in', async () => {
    const body = await errorEnvelope(await server.app.request(`${TOKEN}?username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`), 404);
    expect(body).toEqual({ success: false, message: 'No such API: GET /api/v1/oauth/token' });
  });
});

describe('bad input never writes', () => {
  it('a failed sign-in issues no refresh token; a good one issues exactly one', async () => {
    const before = await countRows(server.db, 'refresh_tokens');
    // Not admin: this would be its third failure in this file, which switches its captcha on
    // (signInCaptcha.test.ts) and would make the admin sign-ins below need one.
    await errorEnvelope(await server.app.request(TOKEN, form({ username: 'ttagent', password: 'Wrong#Pass99' })), 400);
    await errorEnvelope(await server.app.request(TOKEN, form({ username: 'ghost', password: 'Wrong#Pass99' })), 400);
    await errorEnvelope(await server.app.request(TOKEN, form({ username: '', password: DEMO_PASSWORD })), 400);
    await errorEnvelope(await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: 'garbage' })), 400);
    expect(await countRows(server.db, 'refresh_tokens')).toBe(before);

    await signIn(server.app, 'agent1');
    expect(await countRows(server.db, 'refresh_tokens')).toBe(before + 1);
  });

  it('a failed refresh revokes nothing', async () => {
    const { refresh_token } = await signIn(server.app, 'member1');
    const revokedCount = async () =>
      (await server.db.query<{ count: number }>('select count(*)::int as count from refresh_tokens where revoked_at is not null'))
        .rows[0]!.count;
    const revoked = await revokedCount();
    await errorEnvelope(
      await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: `${refresh_token}x` })),
      400,
    );
    await errorEnvelope(await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: '' })), 400);
    expect(await revokedCount()).toBe(revoked);
    // ...so the real token still works.
    await tokenEnvelope(await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token })));
  });

  it('stores refresh tokens hashed, never as issued', async () => {
    const { refresh_token } = await signIn(server.app, 'ttagent');
    const { rows } = await server.db.query<{ count: number }>(
      'select count(*)::int as count from refresh_tokens where token_hash = $1',
      [refresh_token],
    );
    expect(rows[0]!.count).toBe(0);
  });
});

describe('POST oauth/token, refresh grant', () => {
  it('answers new tokens for the same user, and the new access token works', async () => {
    const first = await signIn(server.app, 'agent1');
    const next = await tokenEnvelope(
      await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: first.refresh_token })),
    );
    expect(next.user).toEqual({ UserId: 'agent1', Role: 'AG', LocId: 'SG' });
    expect(next.updatePassword).toBe(false);
    expect(next.refresh_token).toBeDefined();
    expect(next.refresh_token).not.toBe(first.refresh_token);

    const profile = await server.app.request('/api/v1/profile', bearer(next.access_token));
    expect(profile.status).toBe(200);
    expect(v.parse(ProfileSchema, ((await json(profile)) as { data: unknown }).data).UserId).toBe('agent1');
  });

  it('rotates: a refresh token works once, the second use fails', async () => {
    const { refresh_token } = await signIn(server.app, 'admin');
    const once = await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token }));
    const rotated = await tokenEnvelope(once);

    const twice = await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token }));
    expect(await errorEnvelope(twice, 400)).toEqual(SESSION_ERROR);

    // The token the rotation answered is itself good exactly once.
    await tokenEnvelope(await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token! })));
    const again = await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token! }));
    expect(await errorEnvelope(again, 400)).toEqual(SESSION_ERROR);
  });

  it('hands out a refresh token only once even when two refreshes race', async () => {
    const { refresh_token } = await signIn(server.app, 'member1');
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('does not accept an access token as a refresh token', async () => {
    const { access_token } = await signIn(server.app, 'admin');
    const response = await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: access_token }));
    expect(await errorEnvelope(response, 400)).toEqual(SESSION_ERROR);
  });

  it('needs the refresh_token field', async () => {
    const body = await errorEnvelope(await server.app.request(TOKEN, form({ grant_type: 'refresh_token' })), 400);
    expect(body.message).toMatch(/^refresh_token: /);
    expect(body.data).toEqual([body.message]);
  });

  it('rejects an expired refresh token', async () => {
    const { refresh_token } = await signIn(server.app, 'agent1');
    await server.db.query(`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = 'agent1' and revoked_at is null`);
    const response = await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token }));
    expect(await errorEnvelope(response, 400)).toEqual(SESSION_ERROR);
  });
});

describe('POST logout', () => {
  it("revokes the refresh tokens of the current session only: the user's other sessions and other users stay", async () => {
    const a = await signIn(server.app, 'ttagent');
    const b = await signIn(server.app, 'ttagent');
    const other = await signIn(server.app, 'member1');

    const response = await server.app.request('/api/v1/logout', { method: 'POST', ...bearer(a.access_token) });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, data: null });

    const refresh = await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: a.refresh_token }));
    expect(await errorEnvelope(refresh, 400)).toEqual(SESSION_ERROR);
    for (const token of [b.refresh_token, other.refresh_token]) {
      await tokenEnvelope(await server.app.request(TOKEN, form({ grant_type: 'refresh_token', refresh_token: token })));
    }
  });

  it('needs a bearer token', async () => {
    const response = await server.app.request('/api/v1/logout', { method: 'POST' });
    expect(await errorEnvelope(response, 401)).toEqual(SESSION_ERROR);
  });
});

describe('secrets', () => {
  it('never echoes a password in any answer of this file', () => {
    // Runs last in this file (tests run in order): it reads every exchange the tests above made.
    expect(server.exchanges.length).toBeGreaterThan(40);
    for (const exchange of server.exchanges) {
      for (const password of SENT_PASSWORDS) {
        expect(exchange.body, `${exchange.method} ${exchange.path}`).not.toContain(password);
        expect(exchange.body).not.toContain(encodeURIComponent(password));
      }
      expect(exchange.body).not.toMatch(/scrypt\$/);
    }
  });

  it('no request of this file answered 5xx', () => {
    expect(server.exchanges.filter((e) => e.status >= 500)).toEqual([]);
  });
});
