/**
 * The administration calls refuse a player (member) at once (403): it has no downline to administer,
 * and it reads nobody else's profile through them. `adminRouter` is the router every administration
 * route file implements on (the paged lists check the same in server/queries/downlineList.ts).
 */
import { createMiddleware } from 'hono/factory';
import type { ApiRouter } from '../http/implement.ts';
import { fail } from '../http/envelope.ts';
import type { AuthVariables } from '../http/auth.ts';
import { PLAYERS_HAVE_NO_DOWNLINE } from './adminUsers.ts';

export const notForPlayers = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  if (c.get('role') === 'MEM') return fail(c, 403, PLAYERS_HAVE_NO_DOWNLINE);
  await next();
});

export const adminRouter = (router: ApiRouter): ApiRouter => ({
  implement: (endpoint, handler, options = {}) => router.implement(endpoint, handler, { ...options, before: [...(options.before ?? []), notForPlayers] }),
});
