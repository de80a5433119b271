import * as v from 'valibot';
import { UserIdSchema, urlDate, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { TicketSchema } from './bets.ts';
import { REPORT_PAGE_SIZE, pageQueryEntries } from './paging.ts';

/**
 * The figures the remaining bet calls (contract/betViews.ts) and the Bet Summary reports
 * (contract/betSummaryReports.ts) add up over a group of tickets in their draws (spec 02 §7.6, §7.7),
 * in integer cents. As everywhere in the house, `Tickets` counts entries (a roll is 10, a kBet one per
 * permutation: what Place Bets calls tickets); `Bets` counts the tickets themselves (accepted lines)
 * in the draw. BigCents and SmallCents are the 4D stake of every entry (per-entry stake x entries),
 * AmountCents the TOTO amount, so BigCents + SmallCents + AmountCents = CostCents, the turnover.
 */
export const figureEntries = {
  Bets: v.number(),
  Tickets: v.number(),
  BigCents: v.number(),
  SmallCents: v.number(),
  AmountCents: v.number(),
  CostCents: v.number(),
};
export const FiguresSchema = v.object(figureEntries);
export type Figures = v.InferOutput<typeof FiguresSchema>;

/** The figures' names a group can be sorted by. */
export const FIGURE_SORT = ['Bets', 'Tickets', 'CostCents'] as const;

export const BetTypeSchema = TicketSchema.entries.BetType;

/** Query of a call over one draw: the caller's tree, or with UserId one user of it. */
export const drawFiguresQuery = <const S extends readonly [string, ...string[]]>(sortable: S, sortBy: S[number]) =>
  v.object({
    LocId: v.optional(LocIdSchema),
    DrawId: urlInteger('DrawId'),
    UserId: v.optional(UserIdSchema),
    ...pageQueryEntries(sortable, { sortBy, sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }),
  });

/** Query of a call over the draws of DrawFrom..DrawTo (draw days, both included; DrawFrom after DrawTo is a 400). */
export const rangeFiguresQuery = <const S extends readonly [string, ...string[]]>(sortable: S, sortBy: S[number]) =>
  v.object({
    LocId: v.optional(LocIdSchema),
    DrawFrom: urlDate('DrawFrom'),
    DrawTo: urlDate('DrawTo'),
    UserId: v.optional(UserIdSchema),
    ...pageQueryEntries(sortable, { sortBy, sortDir: 'asc', pageSize: REPORT_PAGE_SIZE }),
  });
