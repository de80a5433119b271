import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../auth/tokens.ts';
import { fail } from './envelope.ts';

export interface AuthVariables {
  userId: string;
  role: string;
}

/** Requires a valid bearer access token; answers 401 in the envelope otherwise. */
export const requireAuth = (signingKey: string) =>
  createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const claims = token ? await verifyAccessToken(signingKey, token) : null;
    if (!claims) return fail(c, 401, 'Session Error.');
    c.set('userId', claims.sub);
    c.set('role', claims.role);
    await next();
  });
