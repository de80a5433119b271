import { credit, profile } from '../../contract/profile.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { Context } from 'hono';
import type { AuthVariables } from '../http/auth.ts';
import { toCredit, toProfile } from '../users.ts';
import { themeWhereUserWorks } from '../locationThemes.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET profile and GET profile/refresh (credit figures) of the signed-in user. */
export function mountProfileRoutes(router: ApiRouter, { db }: RouteDeps) {
  // The caller's row comes with the session check (server/http/auth.ts): one statement a request.
  // A deleted user's sessions are ended with it; its row is refused here all the same, as findUser would.
  const callerRow = (c: Context<{ Variables: AuthVariables }>) => {
    const user = c.get('user');
    return user.status === 'deleted' ? null : user;
  };

  router.implement(profile, async ({ query, caller, c }) => {
    const user = callerRow(c);
    if (!user) return fail(c, 401, 'Session Error.');
    const own = toProfile(user, caller.termsAccepted);
    // Loc is the current location's theme: the LocId the client sends when the user may work
    // there (the locations read with the session), else the user's home location, whose theme
    // came with the row. LocId (top level) stays the home location.
    const locId = query.LocId;
    const elsewhere = locId !== undefined && locId !== user.loc_id && caller.locations.includes(locId);
    const current = elsewhere ? await themeWhereUserWorks(db, user.user_id, locId) : null;
    return current ? { ...own, Loc: current } : own;
  });

  router.implement(credit, async ({ c }) => {
    const user = callerRow(c);
    return user ? toCredit(user) : fail(c, 401, 'Session Error.');
  });
}
