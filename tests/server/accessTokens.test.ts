import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from '../../server/auth/tokens.ts';

/**
 * The access token check (server/auth/tokens.ts) on its own: it verifies HS256 with node:crypto, so
 * what hono/jwt's verify refused must still be refused, whatever the session lookup after it says.
 */
const KEY = 'the-server-key-0123456789abcdef0123';
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const subject = { userId: 'admin', role: 'ADMIN', sessionId: 'session-1' };
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const hs256 = (key: string, signed: string) => createHmac('sha256', key).update(signed).digest('base64url');
const iat = Math.floor(NOW / 1000);
const claims = { sub: 'admin', role: 'ADMIN', sid: 'session-1', iat, exp: iat + 600 };

describe('verifyAccessToken', () => {
  it('answers the claims of a token the server signed', async () => {
    const token = await signAccessToken(KEY, subject, 600, NOW);
    expect(await verifyAccessToken(KEY, token, NOW)).toEqual(claims);
  });

  it('refuses a token signed by another key', async () => {
    const token = await signAccessToken('another-key-0123456789abcdef012345', subject, 600, NOW);
    expect(await verifyAccessToken(KEY, token, NOW)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await signAccessToken(KEY, subject, 600, NOW)).split('.');
    const changed = `${header}.${encode({ ...claims, sub: 'agent1' })}.${signature}`;
    expect(await verifyAccessToken(KEY, changed, NOW)).toBeNull();
  });

  it('refuses a header that names another algorithm or none, even with the right HMAC over it', async () => {
    for (const alg of ['none', 'HS512', 'hs256']) {
      const signed = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`;
      expect(await verifyAccessToken(KEY, `${signed}.${hs256(KEY, signed)}`, NOW), alg).toBeNull();
      expect(await verifyAccessToken(KEY, `${signed}.`, NOW), `${alg}, unsigned`).toBeNull();
    }
  });

  it('refuses another spelling of the right signature (padding, standard base64)', async () => {
    const signed = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
    const bytes = createHmac('sha256', KEY).update(signed).digest();
    expect(await verifyAccessToken(KEY, `${signed}.${hs256(KEY, signed)}`, NOW)).toEqual(claims);
    expect(await verifyAccessToken(KEY, `${signed}.${hs256(KEY, signed)}=`, NOW)).toBeNull();
    expect(await verifyAccessToken(KEY, `${signed}.${bytes.toString('base64')}`, NOW)).toBeNull();
  });

  it('refuses an expired token, one issued in the future, and malformed ones', async () => {
    expect(await verifyAccessToken(KEY, await signAccessToken(KEY, subject, 60, NOW - 120_000), NOW)).toBeNull();
    expect(await verifyAccessToken(KEY, await signAccessToken(KEY, subject, 600, NOW + 120_000), NOW)).toBeNull();
    for (const token of ['', 'garbage', 'a.b.c', 'a.b.c.d', `${encode({ alg: 'HS256' })}.not-json.x`]) {
      expect(await verifyAccessToken(KEY, token, NOW), token).toBeNull();
    }
  });
});
