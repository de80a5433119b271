import { TicketNumberSearchSchema } from './ticketSearch.ts';
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, INT4_MAX, jsonInteger, text, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Limit Setting (spec 02 §2.2 /control/limitSetting, TT only; §7.11): the most stake the caller's tree
 * takes on one number in one draw at TT, and what a line over it gets: refused, or cut to what is left.
 * The owner is the caller (an admin or an agent); it counts every bet of its tree (an admin's: the
 * whole location). Rules and messages: server/betting/betLimits.ts (placement), server/limits/ (calls).
 */

export const LIMIT_MODES = ['refuse', 'cut'] as const;
export type LimitMode = (typeof LIMIT_MODES)[number];

/** The largest limit accepted, in cents ($10,000,000.00). */
export const MAX_LIMIT_CENTS = 1_000_000_000;

export const LimitRowSchema = v.object({
  LimitId: v.number(),
  UserId: v.string(),
  /** The 4-digit number as written on a TOTO line (1234). */
  Number: v.string(),
  /** The most stake per draw on the number, in cents, over every TOTO form. */
  MaxCents: v.number(),
  Mode: v.picklist(LIMIT_MODES),
  UpdatedDate: v.string(),
});
export type LimitRow = v.InferOutput<typeof LimitRowSchema>;

export const LIMIT_SORT_COLUMNS = ['Number', 'MaxCents', 'UpdatedDate'] as const;

/** GET limit: the caller's limits at the location, by number (txtSearch: numbers beginning so). */
export const LimitsQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  txtSearch: v.optional(TicketNumberSearchSchema),
  ...pageQueryEntries(LIMIT_SORT_COLUMNS, { sortBy: 'Number', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});

/** GET {tt}/limit: the Limit Setting screen's rows. */
export const limits = endpoint({
  method: 'GET',
  path: 'limit',
  scope: 'data',
  summary: "The caller's limits per number per draw (TT)",
  query: LimitsQuerySchema,
  answer: pageSchema(LimitRowSchema, v.object({ Limits: v.number() })),
  csv: true,
});

const LimitIdParams = v.object({ LimitId: urlInteger('LimitId') });

/** GET {tt}/limit/{LimitId}: one limit of the caller (the edit form's load; the spec names no read of one). */
export const limitById = endpoint({
  method: 'GET',
  path: 'limit/:LimitId',
  scope: 'data',
  summary: 'One limit of the caller',
  params: LimitIdParams,
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: LimitRowSchema,
});

/**
 * The fields of a limit as a form sends them: typed loosely here, checked by the server with each
 * problem on its field (data.Problems), so the form shows the message where it belongs.
 */
const LimitFields = {
  LocId: IgnoredLocIdSchema,
  Number: v.optional(text(16), ''),
  MaxCents: v.optional(v.nullable(v.number()), null),
  Mode: v.optional(text(16), ''),
};

/** POST {tt}/limit: a new limit of the caller on a number. */
export const createLimit = endpoint({
  method: 'POST',
  path: 'limit',
  scope: 'data',
  summary: 'Set a limit per draw on a number (TT)',
  body: v.object(LimitFields),
  answer: LimitRowSchema,
});

/** PUT {tt}/limit: changes a limit of the caller (its number, figure or mode). */
export const updateLimit = endpoint({
  method: 'PUT',
  path: 'limit',
  scope: 'data',
  summary: 'Change a limit per draw on a number (TT)',
  // LimitId as a number, or as the edit form sends it from its URL (digits).
  body: v.object({ ...LimitFields, LimitId: v.union([jsonInteger('LimitId'), urlInteger('LimitId')], 'LimitId must be a whole number.') }),
  answer: LimitRowSchema,
});

/** POST {tt}/limit/delete: removes several limits of the caller at once (all or none). */
export const deleteLimits = endpoint({
  method: 'POST',
  path: 'limit/delete',
  scope: 'data',
  summary: 'Remove several limits of the caller',
  body: v.object({
    LocId: IgnoredLocIdSchema,
    LimitIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX))), v.minLength(1), v.maxLength(1000)),
  }),
  answer: v.object({ LimitIds: v.array(v.number()) }),
});

/** DELETE {tt}/limit/{LimitId}: removes one limit of the caller. */
export const deleteLimit = endpoint({
  method: 'DELETE',
  path: 'limit/:LimitId',
  scope: 'data',
  summary: 'Remove a limit of the caller',
  params: LimitIdParams,
  answer: v.object({ LimitIds: v.array(v.number()) }),
});
