import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { UserIdSchema, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { TicketSchema } from './bets.ts';
import { REPORT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Bet Summary (/bet/betSummary; spec 02 §7.6 bet/summary/*, §7.7 betSummary*): what the caller's
 * member tree has bet on one draw, by user and bet type, by bet type alone, and by downline with the
 * caller's share. Money in integer cents; every answer's rows add up to its Totals to the cent.
 */

const BetTypeSchema = TicketSchema.entries.BetType;

/** Query shared by the summaries: one draw, and optionally one user of the caller's tree (the caller by default). */
const summaryQuery = <const S extends readonly [string, ...string[]]>(sortable: S, sortBy: S[number]) =>
  v.object({
    LocId: v.optional(LocIdSchema),
    DrawId: urlInteger('DrawId'),
    UserId: v.optional(UserIdSchema),
    ...pageQueryEntries(sortable, { sortBy, sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }),
  });

/** Sums of bets, in cents. */
const stakeEntries = {
  Tickets: v.number(),
  BigCents: v.number(),
  SmallCents: v.number(),
  TotoAmountCents: v.number(),
  CostCents: v.number(),
};
export const StakeTotalsSchema = v.object(stakeEntries);
export type StakeTotals = v.InferOutput<typeof StakeTotalsSchema>;

/** One row of betSummaryByType: one direct downline (or the user itself) and one bet type. */
export const SummaryByTypeRowSchema = v.object({ UserId: v.string(), UserName: v.string(), BetType: BetTypeSchema, ...stakeEntries });
export type SummaryByTypeRow = v.InferOutput<typeof SummaryByTypeRowSchema>;

/** One row of betSummaryByTypeSum: one bet type over the whole tree of the user. */
export const SummaryByTypeSumRowSchema = v.object({ BetType: BetTypeSchema, ...stakeEntries });
export type SummaryByTypeSumRow = v.InferOutput<typeof SummaryByTypeSumRowSchema>;

/**
 * One row of betSummaryUserIdByShare: one direct downline's turnover (its whole branch) and the part
 * of it the user carries by its share. ShareBp in basis points; ShareCents rounds half-even per row,
 * and the totals are the sums of the rows.
 */
export const SummaryByShareRowSchema = v.object({
  UserId: v.string(),
  UserName: v.string(),
  CostCents: v.number(),
  ShareBp: v.number(),
  ShareCents: v.number(),
});
export type SummaryByShareRow = v.InferOutput<typeof SummaryByShareRowSchema>;
export const ShareTotalsSchema = v.object({ CostCents: v.number(), ShareCents: v.number() });

/** GET {4d|tt}/betSummaryByType?DrawId=&UserId=: by direct downline and bet type. */
export const betSummaryByType = endpoint({
  method: 'GET',
  path: 'betSummaryByType',
  attribute: 'BETSUMMARY',
  scope: 'data',
  summary: 'Bets of one draw by direct downline and bet type',
  query: summaryQuery(['UserId', 'BetType', 'Tickets', 'CostCents'], 'UserId'),
  answer: pageSchema(SummaryByTypeRowSchema, StakeTotalsSchema),
  csv: true,
});

/** GET {4d|tt}/betSummaryByTypeSum?DrawId=&UserId=: by bet type over the user's whole tree. */
export const betSummaryByTypeSum = endpoint({
  method: 'GET',
  path: 'betSummaryByTypeSum',
  attribute: 'RPTSUM',
  scope: 'data',
  summary: "Bets of one draw by bet type over the user's whole tree",
  query: summaryQuery(['BetType', 'Tickets', 'CostCents'], 'BetType'),
  answer: pageSchema(SummaryByTypeSumRowSchema, StakeTotalsSchema),
  csv: true,
});

/** GET {4d|tt}/betSummaryUserIdByShare?DrawId=&UserId=: turnover by direct downline and the user's share of it (cached). */
export const betSummaryByShare = endpoint({
  method: 'GET',
  path: 'betSummaryUserIdByShare',
  attribute: 'BETSUMMARY2',
  scope: 'data',
  summary: "Turnover of one draw by direct downline, with the user's share of it",
  query: summaryQuery(['UserId', 'CostCents', 'ShareCents'], 'UserId'),
  answer: pageSchema(SummaryByShareRowSchema, ShareTotalsSchema),
  cached: true,
  csv: true,
});

/** One draw that has bets in the caller's tree (the Bet Summary draw dropdown). */
export const SummaryDrawSchema = v.object({ DrawId: v.number(), DrawDate: v.pipe(v.string(), v.isoDate()) });

/** GET {4d|tt}/bet/summary/drawDate: the draws with bets in the caller's tree, latest first (cached). */
export const betSummaryDrawDates = endpoint({
  method: 'GET',
  path: 'bet/summary/drawDate',
  scope: 'data',
  summary: "The draws that have bets in the caller's tree",
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(SummaryDrawSchema),
  cached: true,
});

/** GET {4d|tt}/bet/summary/userIds?DrawId=: the users of the caller's tree with bets on the draw (cached). */
export const betSummaryUserIds = endpoint({
  method: 'GET',
  path: 'bet/summary/userIds',
  scope: 'data',
  summary: "The users of the caller's tree with bets on one draw",
  query: v.object({ LocId: v.optional(LocIdSchema), DrawId: v.optional(urlInteger('DrawId')) }),
  answer: v.array(v.object({ UserId: v.string(), UserName: v.string() })),
  cached: true,
});
