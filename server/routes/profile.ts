import { Hono } from 'hono';
import { fail, ok } from '../http/envelope.ts';
import type { AuthVariables } from '../http/auth.ts';
import { findUser, toCredit, toProfile } from '../users.ts';
import type { RouteDeps } from '../app.ts';

/** GET profile and GET profile/refresh (credit figures) of the signed-in user. */
export function profileRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/profile', auth, async (c) => {
      const user = await findUser(db, c.get('userId'));
      return user ? ok(c, toProfile(user, c.get('termsAccepted'))) : fail(c, 401, 'Session Error.');
    })
    .get('/profile/refresh', auth, async (c) => {
      const user = await findUser(db, c.get('userId'));
      return user ? ok(c, toCredit(user)) : fail(c, 401, 'Session Error.');
    });
}
