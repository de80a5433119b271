/**
 * The report dates (contract/reportDates.ts): the location's settled draws, newest first, for the
 * reports' draw and range filters. Anyone working at the location reads them (the edge checks it);
 * a draw is settled once `is_finalised` (the insertion job's last step), never by its date.
 */
import { reportDates, reportDays, type ReportDay } from '../../contract/reportDates.ts';
import type { DrawDate } from '../../contract/draws.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';

export function mountReportDateRoutes(router: ApiRouter, { db }: RouteDeps) {
  router.implement(reportDates, async ({ query }) => {
    const { rows } = await db.query<DrawDate>(
      `select d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", d.is_finalised as "IsFinalised"
       from draws d where d.loc_id = $1 and d.is_finalised order by d.draw_date desc, d.draw_id desc`,
      [query.LocId],
    );
    return rows;
  });

  router.implement(reportDays, async ({ query }) => {
    // One row per day: a location has one draw a day today, but a day is the range's unit, so say so.
    const { rows } = await db.query<ReportDay>(
      `select to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate"
       from draws d where d.loc_id = $1 and d.is_finalised group by d.draw_date order by d.draw_date desc`,
      [query.LocId],
    );
    return rows;
  });
}
