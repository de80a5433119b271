import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { LocIdQuerySchema } from './locations.ts';

/**
 * One draw of a location's calendar (spec 02 §3 Draw). DrawDate is the calendar day YYYY-MM-DD
 * (operator time, GMT+8); IsFinalised is true for draws whose day has passed.
 */
export const DrawDateSchema = v.object({
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  IsFinalised: v.boolean(),
});
export type DrawDate = v.InferOutput<typeof DrawDateSchema>;

/** `data` of GET {4d|tt}/draw/dateAll?LocId=: the location's draws, latest first. */
export const DrawDatesSchema = v.array(DrawDateSchema);

/** GET {4d|tt}/draw/dateAll?LocId=: the location's draw calendar, latest first (an unknown location has none). */
export const drawDates = endpoint({
  method: 'GET',
  path: 'draw/dateAll',
  scope: 'data',
  summary: "A location's draws, latest first",
  query: LocIdQuerySchema,
  answer: DrawDatesSchema,
});
