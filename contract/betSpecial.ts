import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { jsonInteger, text, UserIdSchema, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * Bet Special (spec 02 §2.2 /outset/betSpecial, §4 "generation of bet specials", §7.6; issue 21).
 * Decisions (the spec names the calls only; README "Bet Special and bin burst (issue 21)"):
 * - a bet special is a user's standing list of bets, written in the Place Bets notation (one line a
 *   bet), one list per user and location (`getBetSpecialSetting1`, `updateBetSpecialSetting`);
 * - `generateBetSpecial` turns the list into tickets of one draw, as a job: the same checks and
 *   store as a typed bet (bettor, cut-off, credit, the chain), at most once per (list, draw): asking
 *   again answers the run that exists (a failed run, which placed nothing, is started again);
 * - `getBetSpecialSetting2` lists the runs (generations) of the caller's tree, newest first;
 * - `generateBetSpecial/{id}/status?ticketId=` polls a run: {id} is the list (SettingId), ticketId the
 *   run (RunId), as `distributors/rule/{id}/outset/status?ticketId=` names a job of a rule.
 * Who: a user granted OutSet (the menu's rule), for itself or a user of its tree (403 otherwise).
 */

/** The longest list of special bets (lines are Place Bets lines). */
export const MAX_BET_SPECIAL_CHARS = 10_000;
export const MAX_BET_SPECIAL_LINES = 200;

export const BET_SPECIAL_STATUSES = ['queued', 'running', 'resuming', 'succeeded', 'failed'] as const;

/** A user's special bets at one location (an empty Message when none were saved). */
export const BetSpecialSettingSchema = v.object({
  SettingId: v.nullable(v.number()),
  UserId: v.string(),
  LocId: v.string(),
  Message: v.string(),
  Enabled: v.boolean(),
  /** What one draw of the list costs, as Place Bets counts it for a draw on the list's day. */
  Lines: v.number(),
  Tickets: v.number(),
  CostCents: v.number(),
  UpdatedBy: v.nullable(v.string()),
  UpdatedAt: v.nullable(v.string()),
});
export type BetSpecialSetting = v.InferOutput<typeof BetSpecialSettingSchema>;

/** One line of a run: its ticket, or why it was refused. */
export const BetSpecialLineSchema = v.object({
  LineNumber: v.number(),
  Text: v.string(),
  Accepted: v.boolean(),
  Reason: v.nullable(v.string()),
  TicketId: v.nullable(v.number()),
});
export type BetSpecialLine = v.InferOutput<typeof BetSpecialLineSchema>;

/** A generation of one list for one draw. */
export const BetSpecialRunSchema = v.object({
  RunId: v.number(),
  SettingId: v.number(),
  UserId: v.string(),
  DrawId: v.number(),
  DrawDate: v.string(),
  Status: v.picklist(BET_SPECIAL_STATUSES),
  StartedBy: v.string(),
  LinesAccepted: v.number(),
  LinesRejected: v.number(),
  Tickets: v.number(),
  CostCents: v.number(),
  /** Why the run failed (nothing was placed); null otherwise. */
  Failure: v.nullable(v.string()),
  CreatedAt: v.string(),
  FinishedAt: v.nullable(v.string()),
  Lines: v.array(BetSpecialLineSchema),
});
export type BetSpecialRun = v.InferOutput<typeof BetSpecialRunSchema>;

/** GET {4d|tt}/bet/getBetSpecialSetting1: the special bets of UserId (the caller by default). */
export const betSpecialSetting = endpoint({
  method: 'GET',
  path: 'bet/getBetSpecialSetting1',
  scope: 'data',
  summary: "A user's special bets (the lines generated into a draw)",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: v.optional(UserIdSchema) }),
  answer: BetSpecialSettingSchema,
});

/** A run as a row of the runs list (its lines are in the status call). */
export const BetSpecialRunRowSchema = v.omit(BetSpecialRunSchema, ['Lines']);
export type BetSpecialRunRow = v.InferOutput<typeof BetSpecialRunRowSchema>;

/** GET {4d|tt}/bet/getBetSpecialSetting2: the runs of the caller's tree (one user with UserId, one draw with DrawId). */
export const betSpecialRuns = endpoint({
  method: 'GET',
  path: 'bet/getBetSpecialSetting2',
  scope: 'data',
  summary: 'The generations of special bets into draws, newest first',
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    DrawId: v.optional(urlInteger('DrawId')),
    ...pageQueryEntries(['RunId', 'DrawDate', 'UserId', 'CostCents'], { sortBy: 'RunId', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(BetSpecialRunRowSchema, v.object({ Tickets: v.number(), CostCents: v.number() })),
  csv: true,
});

/** PUT {4d|tt}/bet/updateBetSpecialSetting: saves a user's special bets (each line checked as Place Bets would). */
export const updateBetSpecialSetting = endpoint({
  method: 'PUT',
  path: 'bet/updateBetSpecialSetting',
  scope: 'data',
  summary: "Save a user's special bets",
  body: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: UserIdSchema,
    Message: text(MAX_BET_SPECIAL_CHARS),
    Enabled: v.optional(v.boolean(), true),
  }),
  answer: BetSpecialSettingSchema,
});

/** PUT {4d|tt}/bet/generateBetSpecial: places a user's special bets into a draw, as a job (once per draw). */
export const generateBetSpecial = endpoint({
  method: 'PUT',
  path: 'bet/generateBetSpecial',
  scope: 'data',
  summary: "Generate a user's special bets into a draw (a job; once per draw)",
  body: v.object({ LocId: v.optional(LocIdSchema), UserId: UserIdSchema, DrawId: jsonInteger('DrawId') }),
  answer: BetSpecialRunSchema,
});

/** GET {4d|tt}/bet/generateBetSpecial/{SettingId}/status?ticketId={RunId}: a generation's progress and lines. */
export const betSpecialStatus = endpoint({
  method: 'GET',
  path: 'bet/generateBetSpecial/:SettingId/status',
  scope: 'data',
  summary: 'The status of a generation of special bets',
  params: v.object({ SettingId: urlInteger('SettingId') }),
  query: v.object({ LocId: v.optional(LocIdSchema), ticketId: urlInteger('ticketId') }),
  answer: BetSpecialRunSchema,
});
