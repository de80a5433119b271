import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db/database.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { findOpenSession } from '../auth/sessions.ts';
import { fail } from './envelope.ts';

export interface AuthVariables {
  userId: string;
  role: string;
  /** The server session the access token belongs to (its `sid`). */
  sessionId: string;
  /** Whether the terms were accepted in this session, read with the session itself. */
  termsAccepted: boolean;
}

/**
 * Requires a valid bearer access token whose session is still open (one primary-key lookup, so
 * logout and password changes end access at once); answers 401 in the envelope otherwise.
 */
export const requireAuth = ({ db, signingKey, now }: { db: Queryable; signingKey: string; now: () => number }) =>
  createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const claims = token ? await verifyAccessToken(signingKey, token, now()) : null;
    const session = claims ? await findOpenSession(db, claims.sid, claims.sub) : null;
    if (!claims || !session) return fail(c, 401, 'Session Error.');
    c.set('userId', claims.sub);
    c.set('role', claims.role);
    c.set('sessionId', claims.sid);
    c.set('termsAccepted', session.termsAccepted);
    await next();
  });
