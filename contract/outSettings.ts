import { TicketNumberSearchSchema } from './ticketSearch.ts';
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { IgnoredLocIdSchema, text, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Out Setting (spec 02 §2.2 /outset/outSetting, TT /outset/outSetting2; §7.11): an agent's intake
 * limits at a location (intake_limits, migration 0020). A limit is per number as written on the ticket
 * ('*': every number without its own row) and ticket bet type; per stake kind in cents: null keeps all
 * (no limit), 0 keeps nothing. What the rules are is in server/outset/limitRequest.ts.
 */

/** The 4D bet types a limit names (tickets.bet_type); TT's is toto. */
export const FOUR_D_LIMIT_BET_TYPES = ['straight', 'roll', 'iBet', 'kBet'] as const;
export const TT_LIMIT_BET_TYPE = 'toto';

/** `UserId:Number:BetType`, one limit row of a location. */
export const LimitIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}:(\*|[0-9Rr]{4}):(straight|roll|iBet|kBet|toto)$/, 'LimitId must be UserId:Number:BetType.'),
);

export const LimitRowSchema = v.object({
  LimitId: v.string(),
  UserId: v.string(),
  Number: v.string(),
  BetType: v.string(),
  BigCents: v.nullable(v.number()),
  SmallCents: v.nullable(v.number()),
  AmountCents: v.nullable(v.number()),
});
export type LimitRow = v.InferOutput<typeof LimitRowSchema>;

export const LIMIT_SORT_COLUMNS = ['Number', 'BetType'] as const;

/** The limits of the caller, or of UserId (a user of its tree), at the call's location. */
const LimitsQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  ...pageQueryEntries(LIMIT_SORT_COLUMNS, { sortBy: 'Number', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});

const LimitsPageSchema = pageSchema(LimitRowSchema, v.object({ Limits: v.number() }));

/** GET {4d|tt}/outSetting6: the 4D limits (Big and Small) of the caller or a user of its tree. */
export const outSetting6 = endpoint({
  method: 'GET',
  path: 'outSetting6',
  scope: 'data',
  summary: "Intake limits (Big, Small) of the caller or a user of its tree at the location",
  query: LimitsQuerySchema,
  answer: LimitsPageSchema,
  csv: true,
});

/** GET {4d|tt}/outSetting2Full: the TT limits (TOTO amount) of the caller or a user of its tree. */
export const outSetting2Full = endpoint({
  method: 'GET',
  path: 'outSetting2Full',
  scope: 'data',
  summary: 'TT intake limits (TOTO amount) of the caller or a user of its tree',
  query: LimitsQuerySchema,
  answer: LimitsPageSchema,
  csv: true,
});

/**
 * Body of POST outSetting6 (4D and TT: the location decides which stake kinds the limit takes). Checked
 * for shape only: every problem of a value is answered as data.Problems on its field.
 */
export const LimitRequestSchema = v.object({
  LocId: IgnoredLocIdSchema,
  UserId: v.nullish(text(64), ''),
  Number: v.nullish(text(16), ''),
  BetType: v.nullish(text(16), ''),
  BigCents: v.nullish(v.number('BigCents must be a number.')),
  SmallCents: v.nullish(v.number('SmallCents must be a number.')),
  AmountCents: v.nullish(v.number('AmountCents must be a number.')),
});
export type LimitRequest = v.InferOutput<typeof LimitRequestSchema>;

/** POST {4d|tt}/outSetting6: sets (adds or replaces) one limit of the caller or of a user of its tree. */
export const saveOutSetting6 = endpoint({
  method: 'POST',
  path: 'outSetting6',
  scope: 'data',
  summary: 'Set an intake limit of the caller or a user of its tree',
  body: LimitRequestSchema,
  answer: LimitRowSchema,
});

/** DELETE {4d|tt}/outSetting6/{UserId:Number:BetType}: removes one limit row (not in the spec: the screen's Delete). */
export const deleteOutSetting6 = endpoint({
  method: 'DELETE',
  path: 'outSetting6/:LimitId',
  scope: 'data',
  summary: 'Remove an intake limit of the caller or a user of its tree',
  params: v.object({ LimitId: LimitIdSchema }),
  answer: v.object({ LimitId: v.string() }),
});

/** The chain's figures of a row (spec 02 §3 bet detail row), in cents: In, Intake and Out = In - Intake per stake kind. */
/** The bet detail row's In, Intake and Out per stake kind (spec 02 §3), in cents: shared by every chain view. */
export const FIGURE_ENTRIES = {
  ttBigIn: v.number(),
  ttSmallIn: v.number(),
  ttAmountIn: v.number(),
  ttBigIntake: v.number(),
  ttSmallIntake: v.number(),
  ttAmountIntake: v.number(),
  ttBigOut: v.number(),
  ttSmallOut: v.number(),
  ttAmountOut: v.number(),
};

/** Whose figures of which draw, number and bet type a row is. */
const DRAW_NUMBER_ENTRIES = {
  RowId: v.string(),
  DrawId: v.number(),
  DrawDate: v.string(),
  UserId: v.string(),
  Number: v.string(),
  BetType: v.string(),
};

/**
 * The bet detail row (spec 02 §3) of one agent, draw, number and bet type: what came in, what it kept,
 * what it passed on, and the worst case on what it kept. Money in cents.
 */
export const BetDetailRowSchema = v.object({
  ...DRAW_NUMBER_ENTRIES,
  ...FIGURE_ENTRIES,
  ttMaxPayout: v.number(),
});
export type BetDetailRow = v.InferOutput<typeof BetDetailRowSchema>;

export const BET_DETAIL_SORT_COLUMNS = ['Number', 'DrawDate', 'BetType', 'ttBigIn', 'ttSmallIn', 'ttAmountIn', 'ttBigOut', 'ttSmallOut', 'ttAmountOut'] as const;

const BetDetailTotalsSchema = v.object({ ...FIGURE_ENTRIES, ttMaxPayout: v.number() });

const ExceedQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  ...pageQueryEntries(BET_DETAIL_SORT_COLUMNS, { sortBy: 'Number', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});

/** GET {4d|tt}/outSetting6Exceed (not in the spec: 4D's twin of outSetting2Exceed): the numbers of the open draws over the limit. */
export const outSetting6Exceed = endpoint({
  method: 'GET',
  path: 'outSetting6Exceed',
  scope: 'data',
  summary: 'Numbers of the open draws whose In exceeds the intake limit (something was passed Out)',
  query: ExceedQuerySchema,
  answer: pageSchema(BetDetailRowSchema, BetDetailTotalsSchema),
  csv: true,
});

/** GET {4d|tt}/outSetting2Exceed: the same for TT (TOTO amounts). */
export const outSetting2Exceed = endpoint({
  method: 'GET',
  path: 'outSetting2Exceed',
  scope: 'data',
  summary: 'TT numbers of the open draws whose In exceeds the intake limit',
  query: ExceedQuerySchema,
  answer: pageSchema(BetDetailRowSchema, BetDetailTotalsSchema),
  csv: true,
});

/** Bets In (Choice 1): per number of one draw, In, Intake, Out and MaxPayout of the caller or UserId. */
export const betsIn = endpoint({
  method: 'GET',
  path: 'betsIn',
  scope: 'data',
  summary: 'What came in from the downline per number of a draw, what was kept and passed on',
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    DrawId: urlInteger('DrawId'),
    txtSearch: v.optional(TicketNumberSearchSchema),
    ...pageQueryEntries(BET_DETAIL_SORT_COLUMNS, { sortBy: 'Number', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(BetDetailRowSchema, BetDetailTotalsSchema),
  csv: true,
});

/** What an agent passed on for a number of a draw, to whom: its upline (OutTo the upline's id) or a distributor. */
export const OutRowSchema = v.object({
  ...DRAW_NUMBER_ENTRIES,
  ttBigOut: v.number(),
  ttSmallOut: v.number(),
  ttAmountOut: v.number(),
  /** 'upline' or 'distributor'. */
  OutToKind: v.string(),
  /** The upline's id, or the distributor's name. */
  OutTo: v.string(),
  DistributorId: v.nullable(v.number()),
});
export type OutRow = v.InferOutput<typeof OutRowSchema>;

export const OUT_SORT_COLUMNS = ['Number', 'BetType', 'OutTo', 'ttBigOut', 'ttSmallOut', 'ttAmountOut'] as const;

const OutQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  DrawId: urlInteger('DrawId'),
  txtSearch: v.optional(TicketNumberSearchSchema),
  ...pageQueryEntries(OUT_SORT_COLUMNS, { sortBy: 'Number', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
});
const OutPageSchema = pageSchema(OutRowSchema, v.object({ ttBigOut: v.number(), ttSmallOut: v.number(), ttAmountOut: v.number() }));

/** Bets Out (Choice 2): what the caller or UserId passed up or out in a draw, per number and destination. */
export const betsOut = endpoint({
  method: 'GET',
  path: 'betsOut',
  scope: 'data',
  summary: 'What was passed up or out per number of a draw, and to whom',
  query: OutQuerySchema,
  answer: OutPageSchema,
  csv: true,
  attribute: 'BETOUT',
});

/** Out Bets (/bet/outBets): the same rows, on the Bets tab. */
export const outBets = endpoint({
  method: 'GET',
  path: 'bet/outBets',
  scope: 'data',
  summary: 'Out Bets: what was passed up or out per number of a draw, and to whom',
  query: OutQuerySchema,
  answer: OutPageSchema,
  csv: true,
  attribute: 'BETOUT',
});

/** One ticket behind a number at one level of its chain (ticket_intakes). */
export const IntakeTicketRowSchema = v.object({
  RowId: v.string(),
  TicketId: v.number(),
  Bettor: v.string(),
  Level: v.number(),
  Number: v.string(),
  BetType: v.string(),
  ...FIGURE_ENTRIES,
});
export type IntakeTicketRow = v.InferOutput<typeof IntakeTicketRowSchema>;

/** GET {4d|tt}/betsIn/tickets (not in the spec: Bets In's drill-down): the tickets behind a number of a draw. */
export const betsInTickets = endpoint({
  method: 'GET',
  path: 'betsIn/tickets',
  scope: 'data',
  summary: 'The tickets behind a number of a draw at the level of the caller or UserId',
  query: v.object({
    LocId: v.optional(LocIdSchema),
    UserId: v.optional(UserIdSchema),
    DrawId: urlInteger('DrawId'),
    Number: v.pipe(v.string(), v.regex(/^[0-9Rr]{4}$/, 'Number must be a 4D number (4 digits, a roll with R).')),
    BetType: v.optional(v.picklist([...FOUR_D_LIMIT_BET_TYPES, TT_LIMIT_BET_TYPE], 'BetType must be a bet type.')),
    ...pageQueryEntries(['TicketId', 'Bettor', 'ttBigIn', 'ttSmallIn', 'ttAmountIn'], { sortBy: 'TicketId', sortDir: 'asc', pageSize: DEFAULT_PAGE_SIZE }),
  }),
  answer: pageSchema(IntakeTicketRowSchema, v.object(FIGURE_ENTRIES)),
  csv: true,
});
