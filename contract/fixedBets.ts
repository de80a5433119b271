import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, jsonInteger, text, UserIdSchema, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';

/**
 * Fixed bets (spec 02 §2.2 /bet/fixedBets, §6 BETFIXED and disablePlaceBetAndFixedBet, §7.6 bet/fixed;
 * issue 21): a bet message in the Place Bets notation for a user of the caller's tree at a location,
 * placed again on every draw of its weekdays by the Fixed Process (§7.11 selectProcessJob,
 * updateProcessJob) when Fixed Setting (selectFixedSetting, updateFixedSetting) says. Money in cents.
 */

/** The longest fixed bet message (decision: a fixed bet is a handful of lines, placed whole or not at all). */
export const MAX_FIXED_MESSAGE_CHARS = 2_000;

/** Draw weekdays as the draws name them, in week order (Monday first). */
export const FIXED_BET_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type FixedBetDay = (typeof FIXED_BET_DAYS)[number];

export const FixedBetSchema = v.object({
  FixedBetId: v.number(),
  UserId: v.string(),
  Message: v.string(),
  Days: v.array(v.picklist(FIXED_BET_DAYS)),
  Active: v.boolean(),
  /** What one draw's placement costs (the message parsed for one day). */
  CostCents: v.number(),
  /** Draws it has been placed on so far. */
  Placed: v.number(),
  CreatedBy: v.string(),
  CreatedAt: v.string(),
});
export type FixedBet = v.InferOutput<typeof FixedBetSchema>;

/** GET {4d|tt}/bet/fixed/page3: the fixed bets of the caller's tree at the location (UserId: one user of it). */
export const fixedBetPage = endpoint({
  method: 'GET',
  path: 'bet/fixed/page3',
  scope: 'data',
  summary: 'The fixed bets of the caller’s tree at a location',
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    ...pageQueryEntries(['FixedBetId', 'UserId'], { sortBy: 'FixedBetId', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }),
  }),
  answer: pageSchema(FixedBetSchema, v.object({ CostCents: v.number() })),
  csv: true,
  attribute: 'BETFIXED',
});

/** A draw a fixed bet was placed on, or refused for. */
export const FixedBetEventSchema = v.object({
  DrawId: v.number(),
  DrawDate: v.string(),
  RunId: v.number(),
  Placed: v.boolean(),
  /** Why it was refused; null when placed. */
  Reason: v.nullable(v.string()),
  CostCents: v.number(),
  At: v.string(),
});
export type FixedBetEvent = v.InferOutput<typeof FixedBetEventSchema>;

/** GET {4d|tt}/bet/fixed/view?FixedBetId=: one fixed bet with its latest placements and refusals (newest first, 50). */
export const fixedBetView = endpoint({
  method: 'GET',
  path: 'bet/fixed/view',
  scope: 'data',
  summary: 'One fixed bet with its placements and refusals',
  query: v.object({ LocId: v.optional(LocIdSchema), FixedBetId: urlInteger('FixedBetId') }),
  answer: v.object({ FixedBet: FixedBetSchema, Events: v.array(FixedBetEventSchema) }),
  attribute: 'BETFIXED',
});

/** GET {4d|tt}/bet/fixed/settings: what the create form offers at the location. */
export const fixedBetSettings = endpoint({
  method: 'GET',
  path: 'bet/fixed/settings',
  scope: 'data',
  summary: 'The draw days and limits of a fixed bet at a location',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.object({
    /** The weekdays the location has regular draws on. */
    DrawDays: v.array(v.picklist(FIXED_BET_DAYS)),
    MaxMessageChars: v.number(),
    HoursBeforeCutOff: v.number(),
    AutoPlace: v.boolean(),
  }),
  attribute: 'BETFIXED',
});

/** POST {4d|tt}/bet/fixed: a new fixed bet (every line must parse; per-line problems on Message). */
export const createFixedBet = endpoint({
  method: 'POST',
  path: 'bet/fixed',
  scope: 'data',
  summary: 'Create a fixed bet',
  body: v.object({
    LocId: v.optional(LocIdSchema),
    /** Whose bets: the caller when absent, else a user of its tree. */
    UserId: v.optional(UserIdSchema),
    Message: text(MAX_FIXED_MESSAGE_CHARS),
    Days: v.pipe(v.array(v.picklist(FIXED_BET_DAYS, 'Days must be weekdays (Mon … Sun).')), v.maxLength(7)),
    Active: v.optional(v.boolean()),
  }),
  answer: FixedBetSchema,
  attribute: 'BETFIXED',
});

/** DELETE {4d|tt}/bet/fixed (body FixedBetId): the fixed bet is placed no more; its placements stay. */
export const deleteFixedBet = endpoint({
  method: 'DELETE',
  path: 'bet/fixed',
  scope: 'data',
  summary: 'Delete a fixed bet',
  body: v.object({ LocId: IgnoredLocIdSchema, FixedBetId: jsonInteger('FixedBetId') }),
  answer: v.object({ FixedBetId: v.number() }),
  attribute: 'BETFIXED',
});

/** Fixed Setting of a location (decision): how many hours before a draw's cut-off its fixed bets are placed, and whether the schedule places them. */
export const FixedSettingSchema = v.object({
  HoursBeforeCutOff: v.number(),
  AutoPlace: v.boolean(),
});
export type FixedSetting = v.InferOutput<typeof FixedSettingSchema>;

/** HoursBeforeCutOff: from 1 hour to a week. */
export const MAX_FIXED_HOURS = 168;

/** GET {4d|tt}/selectFixedSetting (granted FixedSetting). */
export const selectFixedSetting = endpoint({
  method: 'GET',
  path: 'selectFixedSetting',
  scope: 'data',
  summary: 'When fixed bets are placed at a location',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: FixedSettingSchema,
});

/** PUT {4d|tt}/updateFixedSetting (granted FixedSetting). */
export const updateFixedSetting = endpoint({
  method: 'PUT',
  path: 'updateFixedSetting',
  scope: 'data',
  summary: 'Change when fixed bets are placed at a location',
  body: v.object({
    LocId: v.optional(LocIdSchema),
    HoursBeforeCutOff: jsonInteger('HoursBeforeCutOff', 1, MAX_FIXED_HOURS),
    AutoPlace: v.boolean(),
  }),
  answer: FixedSettingSchema,
});

export const FIXED_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** One fixed bet placed, or refused, for one draw by a run. */
export const FixedRunLineSchema = v.object({
  FixedBetId: v.number(),
  UserId: v.string(),
  DrawId: v.number(),
  DrawDate: v.string(),
  Placed: v.boolean(),
  Reason: v.nullable(v.string()),
  CostCents: v.number(),
});
export type FixedRunLine = v.InferOutput<typeof FixedRunLineSchema>;

export const FixedRunSchema = v.object({
  RunId: v.number(),
  Status: v.picklist(FIXED_RUN_STATUSES),
  /** Null: started by the schedule (AutoPlace). */
  StartedBy: v.nullable(v.string()),
  Placed: v.number(),
  Refused: v.number(),
  /** The run's placements and refusals, placements first. */
  Lines: v.array(FixedRunLineSchema),
  Message: v.nullable(v.string()),
  CreatedAt: v.string(),
  FinishedAt: v.nullable(v.string()),
});
export type FixedRun = v.InferOutput<typeof FixedRunSchema>;

/** GET {4d|tt}/selectProcessJob: the location's latest Fixed Process run (null before the first). */
export const selectProcessJob = endpoint({
  method: 'GET',
  path: 'selectProcessJob',
  scope: 'data',
  summary: 'The latest Fixed Process run at a location',
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.nullable(FixedRunSchema),
});

/** POST {4d|tt}/updateProcessJob: starts a Fixed Process run at the location, or answers the one under way. */
export const updateProcessJob = endpoint({
  method: 'POST',
  path: 'updateProcessJob',
  scope: 'data',
  summary: 'Place the fixed bets due at a location now',
  body: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: FixedRunSchema,
});
