import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { calendarDate, urlInteger } from './fields.ts';
import { LocIdSchema, OptionalLocIdQuerySchema } from './locations.ts';
import { SettlementJobSchema } from './drawResults.ts';

/**
 * r5 and r5/report (spec 02 §7.9 "Results: … r5; r5/report; r5/{DrawId}/status"; the spec names the
 * paths only). Decision: r5 is the result insertion run (the settlement job started by insertProcess,
 * whose state r5/{DrawId}/status already answers), so
 * - GET r5 lists the location's insertion runs, newest draw first, as the job recorded them;
 * - GET r5/report?DrawId= is one run's report: what it settled (tickets, entries, turnover), the
 *   strikes and payout per prize category and stake, and the win/loss of the draw.
 * Both are Draw Setting's (the insertion's owners, as insertProcess), read from the job's tables
 * (draw_settlements, strikes, ticket_results), at the caller's locations.
 */

/** One insertion run: the status call's figures with its draw's day and times (ISO instants; null before). */
export const ResultRunSchema = v.object({
  ...SettlementJobSchema.entries,
  DrawDate: v.pipe(v.string(), v.isoDate()),
  QueuedAt: v.string(),
  StartedAt: v.nullable(v.string()),
  FinishedAt: v.nullable(v.string()),
});
export type ResultRun = v.InferOutput<typeof ResultRunSchema>;

/** The most runs r5 answers (newest first): a year of draws at three a week, with room. */
export const RESULT_RUNS_LIMIT = 200;

/** GET {4d|tt}/r5?LocId=&DrawFrom=&DrawTo=: the location's result insertion runs, newest draw first (at most 200). */
export const resultRuns = endpoint({
  method: 'GET',
  path: 'r5',
  scope: 'data',
  summary: "A location's result insertion runs, newest draw first",
  query: v.looseObject({ LocId: LocIdSchema, DrawFrom: v.optional(calendarDate('DrawFrom')), DrawTo: v.optional(calendarDate('DrawTo')) }),
  answer: v.array(ResultRunSchema),
});

/** The strikes of one prize and stake (4D: first … consolation, big or small; TOTO: its group, unit). */
export const StrikeCategorySchema = v.object({
  Prize: v.string(),
  Stake: v.string(),
  /** Winning lines, and the tickets they are on. */
  Strikes: v.number(),
  Tickets: v.number(),
  /** The stakes that won, and what they pay, in cents. */
  StakeCents: v.number(),
  PayoutCents: v.number(),
});
export type StrikeCategory = v.InferOutput<typeof StrikeCategorySchema>;

/** `data` of r5/report: the run, what it settled, and its strikes per category. */
export const ResultRunReportSchema = v.object({
  Run: ResultRunSchema,
  /** Tickets settled, their stakes (turnover), payouts and win/loss (payout - turnover, the bettors' side). */
  Tickets: v.number(),
  TurnoverCents: v.number(),
  PayoutCents: v.number(),
  WinLossCents: v.number(),
  Categories: v.array(StrikeCategorySchema),
});
export type ResultRunReport = v.InferOutput<typeof ResultRunReportSchema>;

/** GET {4d|tt}/r5/report?DrawId=: the report of a draw's result insertion run. */
export const resultRunReport = endpoint({
  method: 'GET',
  path: 'r5/report',
  scope: 'data',
  summary: "The report of a draw's result insertion run: what it settled, strikes and payout per category",
  query: v.looseObject({ ...OptionalLocIdQuerySchema.entries, DrawId: urlInteger('DrawId') }),
  answer: ResultRunReportSchema,
});
