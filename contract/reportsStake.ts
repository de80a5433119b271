import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { urlDate, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { BetDetailRowSchema, OutRowSchema } from './outSettings.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';
import { TicketNumberSearchSchema } from './ticketSearch.ts';

/**
 * The Stake report (spec 02 §2.2 /report/{tt}stake, §7.13; DOMAIN.md "The reports": per number and bet
 * type, In, Intake, Out and MaxPayout of the caller's intake) and its views: Out (reportOutFull: what
 * was passed up or out, and where) and the strikes on the intake (selectReportInTakeStrike). All read
 * the intake chain (README "The intake chain"); money in integer cents.
 *
 * Which draws: DrawId, or DrawDate (the location's draw of that day), or DrawFrom..DrawTo (draw days,
 * both included); one of them is required (400 otherwise). Over several draws a number's figures are
 * summed. Whose: the caller, or UserId of its tree (403 outside it).
 */
const drawChoice = {
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  DrawId: v.optional(urlInteger('DrawId')),
  DrawDate: v.optional(urlDate('DrawDate')),
  DrawFrom: v.optional(urlDate('DrawFrom')),
  DrawTo: v.optional(urlDate('DrawTo')),
  /** A number, or its start, as written on a ticket (4D digits and R; a TOTO ticket's number is 4 digits too). */
  txtSearch: v.optional(TicketNumberSearchSchema),
};
export type DrawChoice = { DrawId?: number; DrawDate?: string; DrawFrom?: string; DrawTo?: string };

/** TT's bet row (spec 02 §3: Type, TT, ttUnitIn/Intake/Out): the TOTO amounts under TT's names. */
const UNIT_ENTRIES = { ttUnitIn: v.number(), ttUnitIntake: v.number(), ttUnitOut: v.number() };

/** One number and bet type of the chosen draws: the bet detail row (§3), summed over the draws. */
export const StakeRowSchema = v.object({ ...v.omit(BetDetailRowSchema, ['DrawId', 'DrawDate']).entries, ...UNIT_ENTRIES, DrawCount: v.number() });
export type StakeRow = v.InferOutput<typeof StakeRowSchema>;

/** The totals: every figure of the rows, summed. */
const stakeTotals = v.omit(StakeRowSchema, ['RowId', 'UserId', 'Number', 'BetType', 'DrawCount']);

/** Every column sorts (the issue: the biggest exposure easy to find). */
export const STAKE_SORT_COLUMNS = [
  'Number', 'BetType', 'ttBigIn', 'ttSmallIn', 'ttAmountIn', 'ttBigIntake', 'ttSmallIntake', 'ttAmountIntake',
  'ttBigOut', 'ttSmallOut', 'ttAmountOut', 'ttUnitIn', 'ttUnitIntake', 'ttUnitOut', 'ttMaxPayout', 'DrawCount',
] as const;

/** GET {4d|tt}/reportStakeFull: per number and bet type, In, Intake, Out and MaxPayout of the caller's (or UserId's) intake. */
export const reportStakeFull = endpoint({
  method: 'GET',
  path: 'reportStakeFull',
  scope: 'data',
  attribute: 'RPTSTAKE',
  summary: "Stake report: In, Intake, Out and MaxPayout per number and bet type of an agent's intake",
  query: v.object({ ...drawChoice, ...pageQueryEntries(STAKE_SORT_COLUMNS, { sortBy: 'Number', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }) }),
  answer: pageSchema(StakeRowSchema, stakeTotals),
  csv: true,
});

/** What was passed on for a number and bet type, and where: the upline (OutTo its id) or a distributor (its name). */
export const OutReportRowSchema = v.object({ ...v.omit(OutRowSchema, ['DrawId', 'DrawDate']).entries, ttUnitOut: v.number(), DrawCount: v.number() });
export type OutReportRow = v.InferOutput<typeof OutReportRowSchema>;

export const OUT_REPORT_SORT_COLUMNS = ['Number', 'BetType', 'OutTo', 'ttBigOut', 'ttSmallOut', 'ttAmountOut', 'ttUnitOut'] as const;

/** GET {4d|tt}/reportOutFull: the Out view of the stake report, per number, bet type and destination. */
export const reportOutFull = endpoint({
  method: 'GET',
  path: 'reportOutFull',
  scope: 'data',
  attribute: 'RPTOUT',
  summary: 'Out report: what an agent passed up or out per number and bet type, and where it went',
  query: v.object({ ...drawChoice, ...pageQueryEntries(OUT_REPORT_SORT_COLUMNS, { sortBy: 'Number', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }) }),
  answer: pageSchema(OutReportRowSchema, v.object({ ttBigOut: v.number(), ttSmallOut: v.number(), ttAmountOut: v.number(), ttUnitOut: v.number() })),
  csv: true,
});

/**
 * One number and bet type whose intake was struck in the chosen settled draws: the stake the agent kept
 * on it, the winning lines that reached its intake, and its part of their payout (settlement's split:
 * by intake / In per line, half-even, the remainder cent to the topmost taker; README "The intake chain").
 */
export const IntakeStrikeRowSchema = v.object({
  RowId: v.string(),
  UserId: v.string(),
  Number: v.string(),
  BetType: v.string(),
  IntakeCents: v.number(),
  Strikes: v.number(),
  StrikeCents: v.number(),
});
export type IntakeStrikeRow = v.InferOutput<typeof IntakeStrikeRowSchema>;

export const INTAKE_STRIKE_SORT_COLUMNS = ['Number', 'BetType', 'IntakeCents', 'Strikes', 'StrikeCents'] as const;

/** GET {4d|tt}/selectReportInTakeStrike: the strikes on the caller's (or UserId's) intake per number, settled draws only. */
export const selectReportInTakeStrike = endpoint({
  method: 'GET',
  path: 'selectReportInTakeStrike',
  scope: 'data',
  attribute: 'RPTSTRIKE',
  summary: "The strikes on an agent's intake per number and bet type of settled draws",
  query: v.object({ ...drawChoice, ...pageQueryEntries(INTAKE_STRIKE_SORT_COLUMNS, { sortBy: 'StrikeCents', sortDir: 'desc', pageSize: REPORT_PAGE_SIZE }) }),
  answer: pageSchema(IntakeStrikeRowSchema, v.object({ IntakeCents: v.number(), Strikes: v.number(), StrikeCents: v.number() })),
  csv: true,
});
