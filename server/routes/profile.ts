import { credit, profile } from '../../contract/profile.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import { findUser, toCredit, toProfile } from '../users.ts';
import { themeWhereUserWorks } from '../locationThemes.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET profile and GET profile/refresh (credit figures) of the signed-in user. */
export function mountProfileRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(profile, async ({ query, caller, c }) => {
    const user = await findUser(db, caller.userId);
    if (!user) return fail(c, 401, 'Session Error.');
    const own = toProfile(user, caller.termsAccepted);
    // Loc is the current location's theme: the LocId the client sends when the user may work
    // there, else the user's home location. LocId (top level) stays the home location.
    const current = query.LocId ? await themeWhereUserWorks(db, user.user_id, query.LocId) : null;
    return current ? { ...own, Loc: current } : own;
  });

  router.implement(credit, async ({ caller, c }) => {
    const user = await findUser(db, caller.userId);
    return user ? toCredit(user) : fail(c, 401, 'Session Error.');
  });
}
