/**
 * POST cache/clear (contract/cacheClear.ts): an admin empties every registered in-memory cache of
 * this instance (server/http/caches.ts), with its audit row. Other instances keep theirs until they
 * expire (each is short: the maintenance value 1 s, the results feed RESULTS_FEED_CACHE_MS).
 */
import { clearCache } from '../../contract/cacheClear.ts';
import { writeAudit } from '../audit.ts';
import { isAdmin } from '../http/adminOnly.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

export function mountCacheClearRoutes(router: ApiRouter, { db, now, caches }: RouteDeps) {
  router.implement(clearCache, async ({ caller, c }) => {
    if (!(await isAdmin(db, caller.userId))) return fail(c, 403, "Clearing the server's caches is for admins only.");
    const cleared = caches.clearAll();
    await db.transaction((tx) =>
      writeAudit(tx, { userId: caller.userId, locId: null, action: 'cache.clear', entity: 'cache', entityId: 'server', before: null, after: { Cleared: cleared }, at: now() }),
    );
    return { Cleared: cleared };
  });
}
