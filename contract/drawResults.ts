import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, jsonInteger, text, urlDate, urlInteger } from './fields.ts';
import { LocIdSchema, OptionalLocIdQuerySchema } from './locations.ts';
import { DrawIdParamsSchema, DrawSchema } from './draws.ts';
import { JOB_STATUSES } from './files.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * Draw results and their insertion job (spec 02 §2.2 Draw Setting and Draw Result, §4 "result
 * insertion", §7.9). A result is saved (draw/result), then the insertion job settles every ticket of
 * the draw (insertProcess, polled on r5/{DrawId}/status). reset6 undoes the settlement (the result
 * stays, to be corrected and inserted again); reset7 undoes the result and the settlement. Both put
 * every figure back exactly as it was before.
 */

/** Bounded lists of typed fields: the validator reports a wrong count, so a list may be short or long, within reason. */
const typedNumbers = v.array(text(8), 'A list of numbers is expected.');
const boundedList = v.pipe(typedNumbers, v.maxLength(50, 'At most 50 numbers.'));

/** A 4D result as typed: 1st, 2nd, 3rd, 10 Starter and 10 Consolation (domain/settlement validates it). */
export const FourDResultEntrySchema = v.object({
  Game: v.literal('4D'),
  First: text(8),
  Second: text(8),
  Third: text(8),
  Starters: boundedList,
  Consolations: boundedList,
});

/** A TOTO result as typed: 6 winning numbers of 1-49 and the additional number. */
export const TotoResultEntrySchema = v.object({
  Game: v.literal('TOTO'),
  Numbers: boundedList,
  Additional: text(8),
});

export const ResultEntrySchema = v.variant('Game', [FourDResultEntrySchema, TotoResultEntrySchema], 'Game must be 4D or TOTO.');
export type ResultEntry = v.InferOutput<typeof ResultEntrySchema>;

/**
 * A saved result: 4D numbers as 4-digit text, TOTO numbers as numbers. Only the fields of its game
 * are filled; the others are empty lists or null.
 */
export const SavedResultSchema = v.variant('Game', [
  v.object({
    Game: v.literal('4D'),
    First: v.string(),
    Second: v.string(),
    Third: v.string(),
    Starters: v.array(v.string()),
    Consolations: v.array(v.string()),
  }),
  v.object({ Game: v.literal('TOTO'), Numbers: v.array(v.number()), Additional: v.number() }),
]);
export type SavedResult = v.InferOutput<typeof SavedResultSchema>;

/** `data` of GET/PUT/POST draw/result: the draw and its result (null before one is saved). */
export const DrawResultSchema = v.object({
  Draw: DrawSchema,
  Result: v.nullable(SavedResultSchema),
  /** Who saved the result and when (ISO instant); null before one is saved. */
  EnteredBy: v.nullable(v.string()),
  EnteredAt: v.nullable(v.string()),
});
export type DrawResult = v.InferOutput<typeof DrawResultSchema>;

/**
 * The `data` of a 400 answer to a refused result: every problem with its field key (resultFieldKey:
 * first-1, starter-4, toto-2, additional-1; null for the result as a whole), its code
 * (domain/settlement/resultMessages.ts) and its message. Nothing is stored.
 */
export const ResultProblemsSchema = v.object({
  Problems: v.array(v.object({ Field: v.nullable(v.string()), Code: v.string(), Message: v.string() })),
});
export type ResultProblems = v.InferOutput<typeof ResultProblemsSchema>;

/** Query of GET draw/result: the draw. */
export const DrawResultQuerySchema = v.looseObject({ LocId: v.optional(LocIdSchema), DrawId: urlInteger('DrawId') });

/** GET {4d|tt}/draw/result?DrawId=: a draw and its result. */
export const drawResult = endpoint({
  method: 'GET',
  path: 'draw/result',
  scope: 'data',
  summary: 'A draw and its result',
  query: DrawResultQuerySchema,
  answer: DrawResultSchema,
});

/** Body of POST and PUT draw/result: the draw and its result as typed. */
export const SaveResultSchema = v.object({
  LocId: IgnoredLocIdSchema,
  DrawId: jsonInteger('DrawId'),
  Result: ResultEntrySchema,
});

/** POST {4d|tt}/draw/result: saves the first result of a closed draw (permission DrawSetting). */
export const createDrawResult = endpoint({
  method: 'POST',
  path: 'draw/result',
  scope: 'data',
  summary: "Save a closed draw's result",
  body: SaveResultSchema,
  answer: DrawResultSchema,
});

/** PUT {4d|tt}/draw/result: corrects a saved result before it is inserted (permission DrawSetting). */
export const updateDrawResult = endpoint({
  method: 'PUT',
  path: 'draw/result',
  scope: 'data',
  summary: "Correct a draw's result before insertion",
  body: SaveResultSchema,
  answer: DrawResultSchema,
});

/** The result insertion (settlement) job of one draw, as its status call shows it. */
export const SettlementJobSchema = v.object({
  DrawId: v.number(),
  Status: v.picklist(JOB_STATUSES),
  /** Entries of the draw to settle, and those settled so far. */
  EntriesTotal: v.number(),
  EntriesSettled: v.number(),
  /** Winning lines found so far, and what they pay, in cents. */
  Strikes: v.number(),
  StrikeCents: v.number(),
  /** Why the job failed; null otherwise. */
  Message: v.nullable(v.string()),
});
export type SettlementJob = v.InferOutput<typeof SettlementJobSchema>;

/** Body of POST insertProcess. */
export const InsertProcessSchema = v.object({
  LocId: IgnoredLocIdSchema,
  DrawId: jsonInteger('DrawId'),
});

/** POST {4d|tt}/insertProcess: starts the draw's result insertion job, or answers its existing one. */
export const insertProcess = endpoint({
  method: 'POST',
  path: 'insertProcess',
  scope: 'data',
  summary: "Start a draw's result insertion (settlement) job",
  body: InsertProcessSchema,
  answer: SettlementJobSchema,
});

/** GET {4d|tt}/r5/{DrawId}/status: the state of the draw's result insertion job. */
export const insertProcessStatus = endpoint({
  method: 'GET',
  path: 'r5/:DrawId/status',
  scope: 'data',
  summary: "The state of a draw's result insertion job",
  params: DrawIdParamsSchema,
  query: OptionalLocIdQuerySchema,
  answer: SettlementJobSchema,
});

/** Body of the resets: nothing but the LocId the client adds. */
export const ResetBodySchema = v.object({ LocId: IgnoredLocIdSchema });

/** POST {4d|tt}/reset6/{DrawId}: undoes the draw's settlement; the result stays (permission DrawSetting). */
export const resetSettlement = endpoint({
  method: 'POST',
  path: 'reset6/:DrawId',
  scope: 'data',
  summary: "Undo a draw's settlement, keeping its result",
  params: DrawIdParamsSchema,
  body: ResetBodySchema,
  answer: DrawResultSchema,
});

/** POST {4d|tt}/reset7/{DrawId}: undoes the draw's settlement and its result (permission DrawSetting). */
export const resetResult = endpoint({
  method: 'POST',
  path: 'reset7/:DrawId',
  scope: 'data',
  summary: "Undo a draw's result and its settlement",
  params: DrawIdParamsSchema,
  body: ResetBodySchema,
  answer: DrawResultSchema,
});

/** One row of the Draw Result screen: a draw of the location and its numbers (4D or TOTO fields filled). */
export const DrawResultRowSchema = v.object({
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  First: v.nullable(v.string()),
  Second: v.nullable(v.string()),
  Third: v.nullable(v.string()),
  /** The 10 Starter numbers, in order, space-separated; likewise Consolation. */
  Starters: v.nullable(v.string()),
  Consolations: v.nullable(v.string()),
  /** TOTO: the six numbers, space-separated, and the additional number. */
  Numbers: v.nullable(v.string()),
  Additional: v.nullable(v.number()),
});
export type DrawResultRow = v.InferOutput<typeof DrawResultRowSchema>;

export const DRAW_RESULT_SORT_COLUMNS = ['DrawDate'] as const;

/** Query of draw/resultReport: the location's drawn draws, newest first, optionally within a date range. */
export const DrawResultReportQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  DrawFrom: v.optional(urlDate('DrawFrom')),
  DrawTo: v.optional(urlDate('DrawTo')),
  ...pageQueryEntries(DRAW_RESULT_SORT_COLUMNS, { sortBy: 'DrawDate', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
});

export const DrawResultPageSchema = pageSchema(DrawResultRowSchema, v.object({ Draws: v.number() }));
export type DrawResultPage = v.InferOutput<typeof DrawResultPageSchema>;

/** GET {4d|tt}/draw/resultReport: every drawn draw of the location with its numbers, newest first (Draw Result; members too). */
export const drawResultReport = endpoint({
  method: 'GET',
  path: 'draw/resultReport',
  attribute: 'RPTRESULT',
  scope: 'data',
  summary: "Every drawn draw of a location with its numbers, newest first",
  query: DrawResultReportQuerySchema,
  answer: DrawResultPageSchema,
  csv: true,
});
