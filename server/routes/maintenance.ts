import { createMiddleware } from 'hono/factory';
import { setMaintenance, type Maintenance } from '../../contract/feed.ts';
import { fail } from '../http/envelope.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

export const ADMIN_ONLY = 'Only an administrator can do this.';

/**
 * PUT maintenance (bearer, admins only; the maintenance gate lets it through): `{ "t": "<ISO time
 * or text>" }` starts maintenance until then, `{ "t": "" }` ends it. The role is read from the
 * users table, not the token, so an admin who lost the role cannot use a token issued before.
 * Checked in this order: token (401), role (403), body (400).
 */
export function mountMaintenanceRoutes(router: ApiRouter, { db, maintenance }: RouteDeps) {
  const adminOnly = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [c.get('userId')]);
    if (rows[0]?.role !== 'ADMIN') return fail(c, 403, ADMIN_ONLY);
    await next();
  });

  router.implement(
    setMaintenance,
    async ({ body, caller }) => {
      const answer: Maintenance = { t: await maintenance.set(body.t, caller.userId) };
      return answer;
    },
    { before: [adminOnly] },
  );
}
