/**
 * Found by the load check (npm run bench): scrypt and WebCrypto share libuv's threadpool, so during a
 * burst of sign-ins the HMAC of every access token signed or checked (hono/jwt) waited behind every
 * queued password hash, and every other signed-in request with it. Password hashes now take at most
 * two threads at a time. Deterministic: it asserts the order things finish in, not a duration.
 */
import { sign, verify } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/passwords.ts';

describe('password hashing under a burst of sign-ins', () => {
  it('leaves the token checks of other requests their turn', async () => {
    const stored = await hashPassword('Demo@1234');
    let checked = 0;
    const burst = Array.from({ length: 24 }, () => verifyPassword('Demo@1234', stored).then(() => checked++));
    const token = await sign({ sub: 'someone', exp: Math.floor(Date.now() / 1000) + 60 }, 'a secret of the test', 'HS256');
    await verify(token, 'a secret of the test', 'HS256');
    // Before: the token was signed and checked after about 20 of the 24 hashes (behind the queue).
    expect(checked).toBeLessThan(8);
    await Promise.all(burst);
    expect(checked).toBe(24);
  });
});
