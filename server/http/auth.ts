import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db/database.ts';
import { verifyAccessToken } from '../auth/tokens.ts';
import { findOpenSession } from '../auth/sessions.ts';
import { fail } from './envelope.ts';
import type { UserRow } from '../users.ts';

export interface AuthVariables {
  userId: string;
  /** The role as stored in the users table now (the token's `role` claim is never trusted). */
  role: string;
  /** The locations the user works in (user_locations), read with the session. */
  locations: string[];
  /** The server session the access token belongs to (its `sid`). */
  sessionId: string;
  /** Whether the terms were accepted in this session, read with the session itself. */
  termsAccepted: boolean;
  /** The caller's users row as stored now, read with the session (GET profile answers from it). */
  user: UserRow;
}

/**
 * Requires a valid bearer access token whose session is still open (one statement of primary-key
 * lookups on every request, no cache, so logout and password changes end access at once on every
 * instance); answers 401 in the envelope otherwise. The
 * token proves who calls and in which session; what the caller may do (role, locations, terms) is
 * read from the database with the session, so a changed role or a forged claim changes nothing.
 */
export const requireAuth = ({ db, signingKey, now }: { db: Queryable; signingKey: string; now: () => number }) =>
  createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const claims = token ? await verifyAccessToken(signingKey, token, now()) : null;
    const session = claims ? await findOpenSession(db, claims.sid, claims.sub) : null;
    if (!claims || !session) return fail(c, 401, 'Session Error.');
    c.set('userId', claims.sub);
    c.set('role', session.role);
    c.set('locations', session.locations);
    c.set('sessionId', claims.sid);
    c.set('termsAccepted', session.termsAccepted);
    c.set('user', session.user);
    await next();
  });
