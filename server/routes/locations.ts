import { Hono } from 'hono';
import { OptionalLocIdQuerySchema } from '../../contract/locations.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import { allLocations } from '../locationThemes.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET loc: every location (LocId, display name Loc and theme), in menu order; LocId is ignored. */
export function locationRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/loc', auth, valid('query', OptionalLocIdQuerySchema), async (c) =>
    ok(c, await allLocations(db)),
  );
}
