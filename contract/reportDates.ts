import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { DrawDatesSchema } from './draws.ts';
import { LocIdQuerySchema } from './locations.ts';

/**
 * Report dates (spec 02 §7.13 "reportDate, reportDate2", §9 "report dates": cached 3 minutes). The
 * reports read settled figures (DOMAIN.md "The reports, by what they sum"), so both lists hold only
 * the location's SETTLED draws (finalised by the insertion job), newest first. They differ from
 * draw/resultDate, which also lists a draw whose result is saved but not yet inserted (Draw Result
 * shows its numbers; a report of it would show no win/loss yet).
 * - reportDate: one row per settled draw (DrawId and its day): a report's single-draw filter.
 * - reportDate2: one row per settled draw DAY: a report's DrawFrom/DrawTo range (its bounds are days).
 */

/** GET {4d|tt}/reportDate?LocId=: the location's settled draws, newest first (a report's draw filter; cached). */
export const reportDates = endpoint({
  method: 'GET',
  path: 'reportDate',
  scope: 'data',
  summary: "A location's settled draws, newest first (the reports' draw filter)",
  query: LocIdQuerySchema,
  answer: DrawDatesSchema,
  cached: true,
});

/** One day with a settled draw (a range filter's bound). */
export const ReportDaySchema = v.object({ DrawDate: v.pipe(v.string(), v.isoDate()) });
export type ReportDay = v.InferOutput<typeof ReportDaySchema>;

/** GET {4d|tt}/reportDate2?LocId=: the days of the location's settled draws, newest first (the reports' range filter; cached). */
export const reportDays = endpoint({
  method: 'GET',
  path: 'reportDate2',
  scope: 'data',
  summary: "The days of a location's settled draws, newest first (the reports' range filter)",
  query: LocIdQuerySchema,
  answer: v.array(ReportDaySchema),
  cached: true,
});
