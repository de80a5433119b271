import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { MaintenanceRequestSchema, type Maintenance } from '../../contract/feed.ts';
import { fail, ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { MaintenanceState } from '../maintenance.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

export const ADMIN_ONLY = 'Only an administrator can do this.';

/**
 * PUT maintenance (bearer, admins only; the maintenance gate lets it through): `{ "t": "<ISO time
 * or text>" }` starts maintenance until then, `{ "t": "" }` ends it. The role is read from the
 * users table, not the token, so an admin who lost the role cannot use a token issued before.
 * Checked in this order: token (401), role (403), body (400).
 */
export function maintenanceRoutes({ db, auth }: RouteDeps, maintenance: MaintenanceState) {
  const adminOnly = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { rows } = await db.query<{ role: string }>('select role from users where user_id = $1', [c.get('userId')]);
    if (rows[0]?.role !== 'ADMIN') return fail(c, 403, ADMIN_ONLY);
    await next();
  });

  return new Hono<{ Variables: AuthVariables }>().put('/maintenance', auth, adminOnly, valid('json', MaintenanceRequestSchema), async (c) => {
    const { t } = c.req.valid('json') as v.InferOutput<typeof MaintenanceRequestSchema>;
    const data: Maintenance = { t: await maintenance.set(t) };
    return ok(c, data);
  });
}
