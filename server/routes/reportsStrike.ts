/**
 * The Strike report's draw list (contract/reportsStrike.ts reportStrikeDraws): the location's settled
 * draws, latest first, since only a settled draw has strikes. The report itself is paged calls
 * (server/queries/reportStrike*.ts).
 */
import { reportStrikeDraws } from '../../contract/reportsStrike.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

export function mountReportStrikeRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(reportStrikeDraws, async ({ location }) => {
    const { rows } = await db.query<{ DrawId: number; DrawDate: string }>(
      `select draw_id as "DrawId", to_char(draw_date, 'YYYY-MM-DD') as "DrawDate" from draws
       where loc_id = $1 and is_finalised order by draw_date desc, draw_id desc`,
      [location],
    );
    return rows;
  });
}
