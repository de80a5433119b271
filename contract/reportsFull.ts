import { FIGURE_ENTRIES } from './outSettings.ts';
import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { urlDate, urlInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageQueryEntries, pageSchema, REPORT_PAGE_SIZE } from './paging.ts';
import { TicketNumberSearchSchema } from './ticketSearch.ts';
import { BetTypeSchema } from './betFigures.ts';

/**
 * The Full report (spec 02 §2.2 /report/{tt}full, §7.13; DOMAIN.md "The reports, by what they sum"),
 * under 4d/ and tt/ like every data call. Whose: the caller's, or with UserId one user of its tree (403
 * 'Unauthorized Access' outside it). Which draws: DrawId (one draw of the location), else DrawDate
 * (every draw of that day), else DrawFrom..DrawTo (draw days, both included); none of them is a 400.
 * Figures from the settlement (server/reports/full/downlineFigures.ts): settled draws only, in cents.
 */
const drawEntries = {
  LocId: v.optional(LocIdSchema),
  DrawId: v.optional(urlInteger('DrawId')),
  DrawDate: v.optional(urlDate('DrawDate')),
  DrawFrom: v.optional(urlDate('DrawFrom')),
  DrawTo: v.optional(urlDate('DrawTo')),
};
export const drawSelection = { ...drawEntries, UserId: v.optional(UserIdSchema) };
export type DrawSelectionQuery = { DrawId?: number; DrawDate?: string; DrawFrom?: string; DrawTo?: string };

/** A branch's figures: its turnover (stakes), win/loss, commission, tax (negative), share result and net. */
const figureEntries = {
  TurnoverCents: v.number(),
  WinLossCents: v.number(),
  CommissionCents: v.number(),
  TaxCents: v.number(),
  ShareCents: v.number(),
  NetCents: v.number(),
};
export const FullFiguresSchema = v.object(figureEntries);
export type FullFigures = v.InferOutput<typeof FullFiguresSchema>;

/**
 * One direct downline's whole branch; `Own` marks the row of the user itself (its own bets, the
 * commission difference it earns, its tax and share), so the rows sum to its own figure one level up.
 * `Member`: the row's user is a player, whose drill-down is its tickets.
 */
export const FullRowSchema = v.object({
  UserId: v.string(),
  Own: v.boolean(),
  Member: v.boolean(),
  LocId: v.string(),
  ...figureEntries,
});
export type FullRow = v.InferOutput<typeof FullRowSchema>;

export const FIGURE_SORT = ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'] as const;
const FULL_SORT = ['UserId', ...FIGURE_SORT] as const;
const fullQuery = v.object({ ...drawSelection, ...pageQueryEntries(FULL_SORT, { sortBy: 'UserId', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }) });
const FullPageSchema = pageSchema(FullRowSchema, FullFiguresSchema);

/** GET {4d|tt}/reportFull: a row per direct downline (its branch) and the user's own row. */
export const reportFull = endpoint({
  method: 'GET',
  path: 'reportFull',
  attribute: 'RPTFULL',
  scope: 'data',
  summary: 'Full report: turnover, win/loss, commission, tax, share and net per direct downline',
  query: fullQuery,
  answer: FullPageSchema,
  csv: true,
});

/**
 * GET {4d|tt}/reportFull2: the same rows split by location of the game (4d: SG and MG, tt: TT), each
 * row one downline at one location (README "Full report": the decision).
 */
export const reportFull2 = endpoint({
  method: 'GET',
  path: 'reportFull2',
  attribute: 'RPTFULL2',
  scope: 'data',
  summary: 'Full report per direct downline and location of the game',
  query: v.object({ ...drawSelection, ...pageQueryEntries(['UserId', 'LocId', ...FIGURE_SORT], { sortBy: 'UserId', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }) }),
  answer: FullPageSchema,
  csv: true,
});

/** GET {4d|tt}/reportUplineFull: the user's own branch as one row, as its upline's Full report shows it. */
export const reportUplineFull = endpoint({
  method: 'GET',
  path: 'reportUplineFull',
  attribute: 'RPTFULL',
  scope: 'data',
  summary: "The user's own row of its upline's Full report",
  query: fullQuery,
  answer: FullPageSchema,
  csv: true,
});

export const BreakdownRowSchema = v.object({
  UserId: v.string(),
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  ...figureEntries,
});
export type BreakdownRow = v.InferOutput<typeof BreakdownRowSchema>;

/** GET {4d|tt}/reportBreakdownFull: the user's (UserId's) branch per draw of the selection. */
export const reportBreakdownFull = endpoint({
  method: 'GET',
  path: 'reportBreakdownFull',
  attribute: 'RPTFULL',
  scope: 'data',
  summary: "One user's branch figures per draw",
  query: v.object({ ...drawSelection, ...pageQueryEntries(['DrawDate', ...FIGURE_SORT], { sortBy: 'DrawDate', sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }) }),
  answer: pageSchema(BreakdownRowSchema, FullFiguresSchema),
  csv: true,
});

/**
 * The chain's figures of a bet as the caller's level sees them (spec 02 §3 bet detail row; DOMAIN.md 2):
 * In (what reached the caller), Intake (what it kept), Out = In - Intake, MaxPayout (the worst case on
 * its intake). 4D: Big, Small and Amount; TT: Unit (the TOTO amount). A ticket that never reached the
 * caller's level has zeros; the caller's own tickets reach no level of its own (In = Out = the stake).
 */
const chainEntries = {
  ...FIGURE_ENTRIES,
  ttUnitIn: v.number(),
  ttUnitIntake: v.number(),
  ttUnitOut: v.number(),
  ttMaxPayout: v.number(),
};
const betFigureEntries = { StakeCents: v.number(), PayoutCents: v.number(), WinLossCents: v.number(), ...chainEntries };
export const BetPageTotalsSchema = v.object(betFigureEntries);

/** One ticket in one of its draws: the bet detail row (4D Number; TT Type and TT), its stake and result. */
export const BetPageRowSchema = v.object({
  RowId: v.string(),
  TicketId: v.number(),
  UserId: v.string(),
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  Number: v.string(),
  BetType: BetTypeSchema,
  /** The draw days the line buys (its tone, spec 02 §2.12). */
  Draws: v.array(v.string()),
  /** TT: the TOTO form (the bet type's TT name); 4D: the bet type. */
  Type: v.string(),
  /** TT: the TOTO numbers; 4D: empty. */
  TT: v.string(),
  ...betFigureEntries,
});
export type BetPageRow = v.InferOutput<typeof BetPageRowSchema>;

/** One number and bet type of the tickets: the bet detail row summed over them. */
export const BetNumberRowSchema = v.object({
  RowId: v.string(),
  UserId: v.string(),
  Number: v.string(),
  BetType: BetTypeSchema,
  Type: v.string(),
  TT: v.string(),
  Tickets: v.number(),
  ...betFigureEntries,
});
export type BetNumberRow = v.InferOutput<typeof BetNumberRowSchema>;

const BET_SORT = ['TicketId', 'DrawDate', 'Number', 'StakeCents', 'PayoutCents', 'WinLossCents'] as const;
const betQuery = <const S extends readonly [string, ...string[]]>(sort: S, sortBy: S[number], whose: 'member' | 'own') =>
  v.object({ ...(whose === 'member' ? drawSelection : drawEntries), txtSearch: v.optional(TicketNumberSearchSchema), ...pageQueryEntries(sort, { sortBy, sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }) });
const NUMBER_SORT = ['Number', 'BetType', 'StakeCents', 'PayoutCents', 'WinLossCents'] as const;

/** GET {4d|tt}/reportBetPage: a member's (UserId's) tickets in the draws, one row per ticket and draw. */
export const reportBetPage = endpoint({
  method: 'GET',
  path: 'reportBetPage',
  attribute: 'RPTFULL',
  scope: 'data',
  summary: "A member's tickets in the draws with the bet detail row at the caller's level",
  query: betQuery(BET_SORT, 'TicketId', 'member'),
  answer: pageSchema(BetPageRowSchema, BetPageTotalsSchema),
  csv: true,
});

/** GET {4d|tt}/reportBetPageFull: the same tickets summed per number and bet type. */
export const reportBetPageFull = endpoint({
  method: 'GET',
  path: 'reportBetPageFull',
  attribute: 'RPTFULL',
  scope: 'data',
  summary: "A member's bets in the draws per number and bet type at the caller's level",
  query: betQuery(NUMBER_SORT, 'Number', 'member'),
  answer: pageSchema(BetNumberRowSchema, BetPageTotalsSchema),
  csv: true,
});

/** GET {4d|tt}/reportPersonalBetPage: the caller's own tickets in the draws (no UserId: always its own). */
export const reportPersonalBetPage = endpoint({
  method: 'GET',
  path: 'reportPersonalBetPage',
  attribute: 'RPTFULL',
  scope: 'data',
  summary: "The caller's own tickets in the draws",
  query: betQuery(BET_SORT, 'TicketId', 'own'),
  answer: pageSchema(BetPageRowSchema, BetPageTotalsSchema),
  csv: true,
});

/** GET {4d|tt}/reportPersonalBetPageFull: the caller's own bets per number and bet type. */
export const reportPersonalBetPageFull = endpoint({
  method: 'GET',
  path: 'reportPersonalBetPageFull',
  attribute: 'RPTFULL',
  scope: 'data',
  summary: "The caller's own bets in the draws per number and bet type",
  query: betQuery(NUMBER_SORT, 'Number', 'own'),
  answer: pageSchema(BetNumberRowSchema, BetPageTotalsSchema),
  csv: true,
});
