import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, IgnoredLocIdSchema, jsonInteger, urlDate, urlInteger } from './fields.ts';
import { LocIdQuerySchema, LocIdSchema, OptionalLocIdQuerySchema } from './locations.ts';

/**
 * Draws (spec 02 §3 Draw, §7.9): each location's calendar. A draw is `open` until its cut-off by the
 * server's clock, then `closed` (no bet is taken for it), `drawn` once its result is saved, and
 * `finalised` (IsFinalised) once the result insertion job has settled every ticket of it.
 * Times travel as ISO instants (UTC, `Z`); DrawDate is the operator's calendar day (GMT+8).
 */
export const DRAW_STATUSES = ['open', 'closed', 'drawn', 'finalised'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** One draw of a location's calendar as lists and dropdowns show it (spec 02 §3 Draw). */
export const DrawDateSchema = v.object({
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  IsFinalised: v.boolean(),
});
export type DrawDate = v.InferOutput<typeof DrawDateSchema>;

/** `data` of GET {4d|tt}/draw/dateAll?LocId=: the location's draws, latest first. */
export const DrawDatesSchema = v.array(DrawDateSchema);

/** A draw with its times and state: Draw Setting's rows, draw/byId, draw/activeLatest. */
export const DrawSchema = v.object({
  ...DrawDateSchema.entries,
  LocId: v.string(),
  /** When the numbers are drawn (ISO instant). */
  DrawTime: v.string(),
  /** Sales close (ISO instant): from then on the draw takes no bet. */
  CutOff: v.string(),
  /** An extra draw outside the usual days (MG's special Tuesday, 9M). */
  Special: v.boolean(),
  Status: v.picklist(DRAW_STATUSES),
  /** The draw's result is saved (drawn or finalised). */
  HasResult: v.boolean(),
});
export type Draw = v.InferOutput<typeof DrawSchema>;
export const DrawsSchema = v.array(DrawSchema);

/**
 * GET {4d|tt}/draw/dateAll?LocId=: the location's draw calendar, latest first (an unknown location has
 * none), each draw with its times and Status, so a page offering draws to bet on offers the open ones.
 */
export const drawDates = endpoint({
  method: 'GET',
  path: 'draw/dateAll',
  scope: 'data',
  summary: "A location's draws, latest first",
  query: LocIdQuerySchema,
  answer: DrawsSchema,
});

/** Query of draw/week: the week (Monday to Sunday, operator time) holding Date; today's week without it. */
export const DrawWeekQuerySchema = v.looseObject({ LocId: LocIdSchema, Date: v.optional(urlDate('Date')) });

/** GET {4d|tt}/draw/week?LocId=&Date=: the draws of one week of the location, in date order (Draw Setting). */
export const drawWeek = endpoint({
  method: 'GET',
  path: 'draw/week',
  scope: 'data',
  summary: "The draws of one week of a location, in date order",
  query: DrawWeekQuerySchema,
  answer: DrawsSchema,
});

/** The weekly draw-creation schedule as Draw Setting shows it. */
export const DrawWeekJobSchema = v.object({
  /** How many weeks ahead the regular draws are created. */
  WeeksAhead: v.number(),
  /** The cron expression of the schedule (server time zone UTC). */
  Schedule: v.string(),
  /** The last date the location has a draw for; null when it has none. */
  CreatedUntil: v.nullable(v.pipe(v.string(), v.isoDate())),
  /** The last run of the creation job (ISO instant); null before the first. */
  LastRun: v.nullable(v.string()),
});
export type DrawWeekJob = v.InferOutput<typeof DrawWeekJobSchema>;

/** GET {4d|tt}/draw/weekJob?LocId=: the state of the job that creates the location's draws ahead. */
export const drawWeekJob = endpoint({
  method: 'GET',
  path: 'draw/weekJob',
  scope: 'data',
  summary: 'The weekly draw-creation job of a location',
  query: LocIdQuerySchema,
  answer: DrawWeekJobSchema,
});

/** The {DrawId} path segment. */
export const DrawIdParamsSchema = v.object({ DrawId: urlInteger('DrawId') });

/** GET {4d|tt}/draw/byId/{DrawId}: one draw of the caller's location. */
export const drawById = endpoint({
  method: 'GET',
  path: 'draw/byId/:DrawId',
  scope: 'data',
  summary: 'One draw with its times and state',
  params: DrawIdParamsSchema,
  query: OptionalLocIdQuerySchema,
  answer: DrawSchema,
});

/** GET {4d|tt}/draw/activeLatest?LocId=: the location's next draw to close (null when none is open). */
export const drawActiveLatest = endpoint({
  method: 'GET',
  path: 'draw/activeLatest',
  scope: 'data',
  summary: "The location's open draw that closes first",
  query: LocIdQuerySchema,
  answer: v.nullable(DrawSchema),
});

/** GET {4d|tt}/draw/resultDate?LocId=: the draws with a result, latest first (result and report dropdowns). */
export const drawResultDates = endpoint({
  method: 'GET',
  path: 'draw/resultDate',
  scope: 'data',
  summary: 'The draws of a location that have a result, latest first',
  query: LocIdQuerySchema,
  answer: DrawDatesSchema,
});

/** Query of draw2: a date range of the location's draws (Draw Setting's list), latest first. */
export const Draw2QuerySchema = v.looseObject({
  LocId: LocIdSchema,
  DrawFrom: v.optional(urlDate('DrawFrom')),
  DrawTo: v.optional(urlDate('DrawTo')),
});

/** GET {4d|tt}/draw2?LocId=&DrawFrom=&DrawTo=: the location's draws with times and state, latest first. */
export const draws2 = endpoint({
  method: 'GET',
  path: 'draw2',
  scope: 'data',
  summary: "A location's draws with times and state, latest first",
  query: Draw2QuerySchema,
  answer: DrawsSchema,
});

/** An hour of the day, HH:mm (operator time, GMT+8). */
const ClockTimeSchema = v.pipe(v.string(), v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'A time is written HH:mm (00:00 to 23:59).'));

/**
 * Body of POST {4d|tt}/draw: a draw added by hand (a special draw, e.g. MG's Tuesday 9M). Times
 * default to the location's settings; the cut-off must come before the draw time.
 */
export const CreateDrawSchema = v.object({
  LocId: LocIdSchema,
  DrawDate: calendarDate('DrawDate'),
  Special: v.optional(v.boolean(), true),
  DrawTime: v.optional(ClockTimeSchema),
  CutOffTime: v.optional(ClockTimeSchema),
});

/** POST {4d|tt}/draw: adds a draw to the location's calendar (permission DrawSetting). */
export const createDraw = endpoint({
  method: 'POST',
  path: 'draw',
  scope: 'data',
  summary: 'Add a draw (a special draw) to a location',
  body: CreateDrawSchema,
  answer: DrawSchema,
});

/** Body of PUT {4d|tt}/draw: new times of a draw that has no result yet. */
export const UpdateDrawSchema = v.object({
  LocId: IgnoredLocIdSchema,
  DrawId: jsonInteger('DrawId'),
  DrawTime: ClockTimeSchema,
  CutOffTime: ClockTimeSchema,
});

/** PUT {4d|tt}/draw: changes a draw's draw time and cut-off (permission DrawSetting). */
export const updateDraw = endpoint({
  method: 'PUT',
  path: 'draw',
  scope: 'data',
  summary: "Change a draw's draw time and cut-off",
  body: UpdateDrawSchema,
  answer: DrawSchema,
});
