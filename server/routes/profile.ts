import { Hono } from 'hono';
import * as v from 'valibot';
import { OptionalLocIdQuerySchema } from '../../contract/locations.ts';
import { fail, ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import { findUser, toCredit, toProfile } from '../users.ts';
import { themeWhereUserWorks } from '../locationThemes.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET profile and GET profile/refresh (credit figures) of the signed-in user. */
export function profileRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/profile', auth, valid('query', OptionalLocIdQuerySchema), async (c) => {
      const user = await findUser(db, c.get('userId'));
      if (!user) return fail(c, 401, 'Session Error.');
      const profile = toProfile(user, c.get('termsAccepted'));
      // Loc is the current location's theme: the LocId the client sends when the user may work
      // there, else the user's home location. LocId (top level) stays the home location.
      const { LocId } = c.req.valid('query') as v.InferOutput<typeof OptionalLocIdQuerySchema>;
      const current = LocId ? await themeWhereUserWorks(db, user.user_id, LocId) : null;
      return ok(c, current ? { ...profile, Loc: current } : profile);
    })
    .get('/profile/refresh', auth, async (c) => {
      const user = await findUser(db, c.get('userId'));
      return user ? ok(c, toCredit(user)) : fail(c, 401, 'Session Error.');
    });
}
