import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema } from './fields.ts';

/**
 * Clear Cache (spec 02 §2.2 /utilities/clearCache, §7.3 POST cache/clear; issue 23): empties the
 * server's in-memory caches on the instance that answers (server/http/caches.ts). Admins only (menu
 * decision adminOnlyEntries; the server asks the database). The browser's 3-minute response cache is
 * the client's own: any POST clears it (src/api/client.ts), this one included, whoever sends it.
 */
export const clearCache = endpoint({
  method: 'POST',
  path: 'cache/clear',
  scope: 'auth',
  summary: "Clear the server's in-memory caches (admins)",
  /** Nothing but the LocId the client adds to every POST (ignored). */
  body: v.looseObject({ LocId: IgnoredLocIdSchema }),
  /** The caches emptied, by name. */
  answer: v.object({ Cleared: v.array(v.string()) }),
});
