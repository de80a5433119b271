import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { UserIdSchema, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { TicketSchema } from './bets.ts';
import { REPORT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * The Strike report (spec 02 §2.2 /report/{tt}strike and /report/strike2, §7.13; DOMAIN.md "The
 * reports"): the winning entries of one settled draw in the tree of the caller (or of UserId, one
 * user of that tree), read from settlement's `strikes` and `ticket_results`. Money in integer cents;
 * every answer's Totals are sums over the whole query, so they equal the sum of its rows to the cent.
 *
 * Decisions (README "Strike report"):
 * - reportStrike: one row per strike (a ticket's stake on one place of the result, Big and Small apart;
 *   a TOTO ticket's one group).
 * - reportStrikeSummary1: per direct downline (its whole branch; the user itself for its own tickets);
 *   reportStrikeSummary2: per category (1st … Consolation, or the TOTO group); reportStrikeSummary3:
 *   per number drawn and bet type. Each sums the strikes of reportStrike.
 * - reportStrikeResultDetail1: the 4D result, one row per place with the strikes on it;
 *   reportStrikeResultDetail2: TOTO, per form and group (a TOTO ticket wins by group, not by place).
 * - reportStrike2 (the old layout): one row per winning ticket, with its stake, payout and win/loss;
 *   reportStrike2Result is its result view (attribute RPTSTRIKE2RESULT), the 4D places as Detail1.
 */

const BetTypeSchema = TicketSchema.entries.BetType;

/** Where a strike won: a 4D category, or the TOTO group (both numbers, one + the additional, one). */
export const STRIKE_PRIZES = ['first', 'second', 'third', 'starter', 'consolation', 'both', 'one-and-additional', 'one'] as const;
export const StrikePrizeSchema = v.picklist(STRIKE_PRIZES);
export type StrikePrize = v.InferOutput<typeof StrikePrizeSchema>;

/** Query of every strike call: one draw, optionally one user of the caller's tree (the caller by default). */
const strikeQuery = <const S extends readonly [string, ...string[]]>(sortable: S, sortBy: S[number], sortDir: 'asc' | 'desc' = 'asc') =>
  v.object({
    LocId: v.optional(LocIdSchema),
    DrawId: urlInteger('DrawId'),
    UserId: v.optional(UserIdSchema),
    ...pageQueryEntries(sortable, { sortBy, sortDir, pageSize: REPORT_PAGE_SIZE }),
  });

const payoutEntries = { Strikes: v.number(), PayoutCents: v.number() };
export const StrikeTotalsSchema = v.object(payoutEntries);

/** One strike: the ticket, what it bet, the place it won and what that pays. */
export const StrikeRowSchema = v.object({
  TicketId: v.number(),
  UserId: v.string(),
  /** The ticket's number as bet (R234, an iBet's digits …). */
  Number: v.string(),
  BetType: BetTypeSchema,
  Draws: v.array(v.string()),
  TotoForm: v.nullable(v.string()),
  /** The number drawn that it matched (an iBet's or kBet's permutation, a roll's digit). */
  WonNumber: v.string(),
  Prize: StrikePrizeSchema,
  /** The place in the category: Starter and Consolation 1-10, else 1. */
  Position: v.number(),
  Stake: v.picklist(['big', 'small', 'unit']),
  StakeCents: v.number(),
  /** The pay-rate figure per unit of stake that settled it. */
  PerUnit: v.number(),
  PayoutCents: v.number(),
  /** Always 1: the row is one strike (the totals count them). */
  Strikes: v.number(),
});
export type StrikeRow = v.InferOutput<typeof StrikeRowSchema>;

/** Summary 1: one direct downline's branch (or the user itself). */
export const StrikeByUserRowSchema = v.object({ UserId: v.string(), Tickets: v.number(), ...payoutEntries });
export type StrikeByUserRow = v.InferOutput<typeof StrikeByUserRowSchema>;
export const StrikeByUserTotalsSchema = v.object({ Tickets: v.number(), ...payoutEntries });

/** Summary 2: one category. */
export const StrikeByPrizeRowSchema = v.object({ Prize: StrikePrizeSchema, ...payoutEntries });
export type StrikeByPrizeRow = v.InferOutput<typeof StrikeByPrizeRowSchema>;

/** Summary 3: one number drawn and bet type. */
export const StrikeByNumberRowSchema = v.object({ WonNumber: v.string(), BetType: BetTypeSchema, ...payoutEntries });
export type StrikeByNumberRow = v.InferOutput<typeof StrikeByNumberRowSchema>;

/** Result detail (4D): one place of the draw's result and the strikes on it (none: 0). */
export const StrikePlaceRowSchema = v.object({ Prize: StrikePrizeSchema, Position: v.number(), WonNumber: v.string(), ...payoutEntries });
export type StrikePlaceRow = v.InferOutput<typeof StrikePlaceRowSchema>;

/** Result detail (TOTO): one form and group that won. */
export const StrikeGroupRowSchema = v.object({ TotoForm: v.string(), Prize: StrikePrizeSchema, StakeCents: v.number(), ...payoutEntries });
export type StrikeGroupRow = v.InferOutput<typeof StrikeGroupRowSchema>;

/** The old layout: one winning ticket in the draw. */
export const Strike2RowSchema = v.object({
  TicketId: v.number(),
  UserId: v.string(),
  Number: v.string(),
  BetType: BetTypeSchema,
  Draws: v.array(v.string()),
  TotoForm: v.nullable(v.string()),
  BigCents: v.number(),
  SmallCents: v.number(),
  TotoAmountCents: v.number(),
  /** The ticket's stake in this draw (every entry). */
  StakeCents: v.number(),
  ...payoutEntries,
  WinLossCents: v.number(),
});
export type Strike2Row = v.InferOutput<typeof Strike2RowSchema>;
export const Strike2TotalsSchema = v.object({ StakeCents: v.number(), ...payoutEntries, WinLossCents: v.number() });

const pagedStrikeCall = <const P extends string, const S extends readonly [string, ...string[]], R extends v.GenericSchema, T extends v.GenericSchema>(
  path: P,
  attribute: 'RPTSTRIKE' | 'RPTSTRIKE2' | 'RPTSTRIKE2RESULT',
  summary: string,
  sortable: S,
  sortBy: S[number],
  row: R,
  totals: T,
) =>
  endpoint({ method: 'GET', path, attribute, scope: 'data', summary, query: strikeQuery(sortable, sortBy), answer: pageSchema(row, totals), csv: true });

/** GET {4d|tt}/reportStrike?DrawId=&UserId=: every strike of the draw in the user's tree. */
export const reportStrike = pagedStrikeCall(
  'reportStrike', 'RPTSTRIKE', "The strikes of one draw in the user's tree",
  ['TicketId', 'UserId', 'Number', 'WonNumber', 'Prize', 'PayoutCents'], 'TicketId', StrikeRowSchema, StrikeTotalsSchema,
);

/** GET {4d|tt}/reportStrikeSummary1: the strikes by direct downline. */
export const reportStrikeSummary1 = pagedStrikeCall(
  'reportStrikeSummary1', 'RPTSTRIKE', 'The strikes of one draw by direct downline',
  ['UserId', 'Tickets', 'Strikes', 'PayoutCents'], 'UserId', StrikeByUserRowSchema, StrikeByUserTotalsSchema,
);

/** GET {4d|tt}/reportStrikeSummary2: the strikes by category. */
export const reportStrikeSummary2 = pagedStrikeCall(
  'reportStrikeSummary2', 'RPTSTRIKE', 'The strikes of one draw by category',
  ['Prize', 'Strikes', 'PayoutCents'], 'Prize', StrikeByPrizeRowSchema, StrikeTotalsSchema,
);

/** GET {4d|tt}/reportStrikeSummary3: the strikes by number drawn and bet type. */
export const reportStrikeSummary3 = pagedStrikeCall(
  'reportStrikeSummary3', 'RPTSTRIKE', 'The strikes of one draw by number and bet type',
  ['WonNumber', 'BetType', 'Strikes', 'PayoutCents'], 'WonNumber', StrikeByNumberRowSchema, StrikeTotalsSchema,
);

/** GET 4d/reportStrikeResultDetail1: the draw's 4D result, place by place, with the strikes on each. */
export const reportStrikeResultDetail1 = pagedStrikeCall(
  'reportStrikeResultDetail1', 'RPTSTRIKE', "One draw's result with the strikes on each place",
  ['Prize', 'Strikes', 'PayoutCents'], 'Prize', StrikePlaceRowSchema, StrikeTotalsSchema,
);

/** GET tt/reportStrikeResultDetail2: the TOTO strikes by form and group. */
export const reportStrikeResultDetail2 = pagedStrikeCall(
  'reportStrikeResultDetail2', 'RPTSTRIKE', "One TOTO draw's strikes by form and group",
  ['TotoForm', 'Prize', 'Strikes', 'PayoutCents'], 'TotoForm', StrikeGroupRowSchema, StrikeTotalsSchema,
);

/** GET 4d/reportStrike2: the old layout, one row per winning ticket (MG users with useMgStrikeReport). */
export const reportStrike2 = pagedStrikeCall(
  'reportStrike2', 'RPTSTRIKE2', "The winning tickets of one draw in the user's tree",
  ['TicketId', 'UserId', 'Number', 'PayoutCents'], 'TicketId', Strike2RowSchema, Strike2TotalsSchema,
);

/** GET 4d/reportStrike2Result: the old layout's result view, as reportStrikeResultDetail1. */
export const reportStrike2Result = pagedStrikeCall(
  'reportStrike2Result', 'RPTSTRIKE2RESULT', "One draw's result with the strikes on each place (old layout)",
  ['Prize', 'Strikes', 'PayoutCents'], 'Prize', StrikePlaceRowSchema, StrikeTotalsSchema,
);
