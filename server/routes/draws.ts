import { drawDates, type DrawDate } from '../../contract/draws.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

/** GET {4d|tt}/draw/dateAll?LocId= : the location's draw calendar, latest first (an unknown location has none). */
export function mountDrawRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(drawDates, async ({ query }) => {
    const { rows } = await db.query<DrawDate>(
      `select draw_id as "DrawId", to_char(draw_date, 'YYYY-MM-DD') as "DrawDate", is_finalised as "IsFinalised"
       from draws where loc_id = $1 order by draw_date desc`,
      [query.LocId],
    );
    return rows;
  });
}
