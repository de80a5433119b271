import { Hono } from 'hono';
import * as v from 'valibot';
import { LocIdQuerySchema } from '../../contract/locations.ts';
import type { DrawDate } from '../../contract/draws.ts';
import { ok } from '../http/envelope.ts';
import { valid } from '../http/validate.ts';
import type { AuthVariables } from '../http/auth.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET {4d|tt}/draw/dateAll?LocId= : the location's draw calendar, latest first (an unknown location has none). */
export function drawRoutes({ db, auth }: RouteDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/draw/dateAll', auth, valid('query', LocIdQuerySchema), async (c) => {
    const { LocId } = c.req.valid('query') as v.InferOutput<typeof LocIdQuerySchema>;
    const { rows } = await db.query<DrawDate>(
      `select draw_id as "DrawId", to_char(draw_date, 'YYYY-MM-DD') as "DrawDate", is_finalised as "IsFinalised"
       from draws where loc_id = $1 order by draw_date desc`,
      [LocId],
    );
    return ok(c, rows);
  });
}
