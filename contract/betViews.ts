import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { jsonInteger, text, UserIdSchema, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { pageSchema } from './paging.ts';
import { SummaryDrawSchema } from './betSummary.ts';
import { BetTypeSchema, drawFiguresQuery, FIGURE_SORT, figureEntries, FiguresSchema, rangeFiguresQuery } from './betFigures.ts';

/**
 * The remaining bet calls of spec 02 §7.6 (issue 21): lists, views and tallies of the tickets of the
 * caller's tree, each figure counted under the draw a ticket's entries are for (ticket_draws). Whose:
 * the caller, or with UserId one user of its tree (403 outside it; a member its own only). A call
 * without "Full" reads the user's own tickets; its "Full" twin the user's whole branch (itself and
 * every user below it). The detail calls read the intake chain (draw_intakes). README "Bet calls".
 */

const numberGroup = { Number: v.string(), BetType: BetTypeSchema, ...figureEntries };
const drawEntries = { DrawId: v.number(), DrawDate: v.pipe(v.string(), v.isoDate()) };

/** txtSearch of a by-number list: the start of a number as written on a ticket (digits, R). */
const NumberStartSchema = v.pipe(text(8), v.regex(/^[0-9Rr]{1,4}$/, 'txtSearch must be up to 4 digits (R for a roll).'));

/** GET {4d|tt}/bet/userIds?DrawId=: the users of the caller's tree with bets (on the draw when given), cached. */
export const betUserIds = endpoint({
  method: 'GET',
  path: 'bet/userIds',
  scope: 'data',
  summary: "The users of the caller's tree with bets on one draw",
  query: v.object({ LocId: v.optional(LocIdSchema), DrawId: v.optional(urlInteger('DrawId')) }),
  answer: v.array(v.object({ UserId: v.string(), UserName: v.string() })),
  cached: true,
});

/** GET tt/bet/summary/drawDateT: the TT draws with bets in the caller's tree, latest first (400 under 4d/; not one of spec 02 §9's cached lists). */
export const betSummaryDrawDatesToto = endpoint({
  method: 'GET',
  path: 'bet/summary/drawDateT',
  scope: 'data',
  summary: "The TT draws that have bets in the caller's tree",
  query: v.object({ LocId: v.optional(LocIdSchema) }),
  answer: v.array(SummaryDrawSchema),
});

/** GET bet/tally?DrawId=: the totals of one draw per bet type over the user's branch. */
export const betTally = endpoint({
  method: 'GET',
  path: 'bet/tally',
  attribute: 'BET_ACTIVE',
  scope: 'data',
  summary: "Totals of one draw per bet type over the user's branch",
  query: drawFiguresQuery(['BetType', ...FIGURE_SORT], 'BetType'),
  answer: pageSchema(v.object({ BetType: BetTypeSchema, ...figureEntries }), FiguresSchema),
  csv: true,
});

/** GET bet/betByDay?DrawFrom=&DrawTo=: the user's branch's bets per draw of the range. */
export const betByDay = endpoint({
  method: 'GET',
  path: 'bet/betByDay',
  attribute: 'BETPAGEBYDATE',
  scope: 'data',
  summary: "Bets of the user's branch per draw day",
  query: rangeFiguresQuery(['DrawDate', ...FIGURE_SORT], 'DrawDate'),
  answer: pageSchema(v.object({ ...drawEntries, ...figureEntries }), FiguresSchema),
  csv: true,
});

/** GET bet/byDayGroupByNumber?DrawFrom=&DrawTo=&txtSearch=: the branch's bets per draw day and number (all bet types). */
export const betByDayGroupByNumber = endpoint({
  method: 'GET',
  path: 'bet/byDayGroupByNumber',
  attribute: 'BETPAGEBYDATE',
  scope: 'data',
  summary: "Bets of the user's branch per draw day and number",
  query: v.object({ ...rangeFiguresQuery(['DrawDate', 'Number', ...FIGURE_SORT], 'DrawDate').entries, txtSearch: v.optional(NumberStartSchema) }),
  answer: pageSchema(v.object({ ...drawEntries, Number: v.string(), ...figureEntries }), FiguresSchema),
  csv: true,
});

const viewSort = ['Number', 'BetType', ...FIGURE_SORT] as const;
const viewByDateSort = ['DrawDate', 'Number', 'BetType', ...FIGURE_SORT] as const;

/** GET bet/view?DrawId=: the user's own bets of one draw per number and bet type. */
export const betView = endpoint({
  method: 'GET',
  path: 'bet/view',
  attribute: 'BET_ACTIVE',
  scope: 'data',
  summary: "The user's own bets of one draw per number and bet type",
  query: drawFiguresQuery(viewSort, 'Number'),
  answer: pageSchema(v.object(numberGroup), FiguresSchema),
  csv: true,
});

/** GET bet/viewFull?DrawId=: bet/view over the user's whole branch (itself and every user below it). */
export const betViewFull = endpoint({
  method: 'GET',
  path: 'bet/viewFull',
  attribute: 'BET_ACTIVE',
  scope: 'data',
  summary: "The bets of the user's whole branch on one draw per number and bet type",
  query: drawFiguresQuery(viewSort, 'Number'),
  answer: pageSchema(v.object(numberGroup), FiguresSchema),
  csv: true,
});

/** GET bet/view2ByDate?DrawFrom=&DrawTo=: the user's own bets per draw day, number and bet type. */
export const betView2ByDate = endpoint({
  method: 'GET',
  path: 'bet/view2ByDate',
  attribute: 'BETVIEWBYDATE',
  scope: 'data',
  summary: "The user's own bets per draw day, number and bet type",
  query: rangeFiguresQuery(viewByDateSort, 'DrawDate'),
  answer: pageSchema(v.object({ ...drawEntries, ...numberGroup }), FiguresSchema),
  csv: true,
});

/** GET bet/view2ByDateFull?DrawFrom=&DrawTo=: view2ByDate over the user's whole branch. */
export const betView2ByDateFull = endpoint({
  method: 'GET',
  path: 'bet/view2ByDateFull',
  attribute: 'BETVIEWBYDATE',
  scope: 'data',
  summary: "The bets of the user's whole branch per draw day, number and bet type",
  query: rangeFiguresQuery(viewByDateSort, 'DrawDate'),
  answer: pageSchema(v.object({ ...drawEntries, ...numberGroup }), FiguresSchema),
  csv: true,
});

/**
 * GET bet/perm?DrawId=: the 4D bets of the branch on one draw per permutation group (the number's
 * digits in order: 1234, 4321 and 2143 are group 1234), with the numbers bet in the group: what the
 * branch stands to pay on every ordering of the digits.
 */
export const betPerm = endpoint({
  method: 'GET',
  path: 'bet/perm',
  attribute: 'BET_SEARCH',
  scope: 'data',
  summary: "The branch's 4D bets of one draw per permutation group",
  query: drawFiguresQuery(['Perm', ...FIGURE_SORT], 'Perm'),
  answer: pageSchema(v.object({ Perm: v.string(), Numbers: v.array(v.string()), ...figureEntries }), FiguresSchema),
  csv: true,
});

/**
 * The bet detail row of spec 02 §3 (ttBigIn … ttMaxPayout), in cents: In what reached the user from
 * below, Intake what it keeps, Out = In - Intake what it passes on, MaxPayout the worst case of its intake.
 */
const detailEntries = {
  BigInCents: v.number(),
  SmallInCents: v.number(),
  AmountInCents: v.number(),
  BigIntakeCents: v.number(),
  SmallIntakeCents: v.number(),
  AmountIntakeCents: v.number(),
  BigOutCents: v.number(),
  SmallOutCents: v.number(),
  AmountOutCents: v.number(),
  MaxPayoutCents: v.number(),
};
export const DetailTotalsSchema = v.object(detailEntries);
const detailSort = ['Number', 'BetType', 'BigInCents', 'BigIntakeCents', 'BigOutCents', 'MaxPayoutCents'] as const;

/** GET bet/detailsFull?DrawId=: the user's bet detail rows of one draw (its level of the intake chain). */
export const betDetailsFull = endpoint({
  method: 'GET',
  path: 'bet/detailsFull',
  attribute: 'BET_ACTIVE',
  scope: 'data',
  summary: "The user's In, Intake and Out of one draw per number and bet type",
  query: drawFiguresQuery(detailSort, 'Number'),
  answer: pageSchema(v.object({ Number: v.string(), BetType: BetTypeSchema, ...detailEntries }), DetailTotalsSchema),
  csv: true,
});

/** GET bet/detailDownlineFull?DrawId=: the bet detail rows of every user below the user, each its own rows. */
export const betDetailDownlineFull = endpoint({
  method: 'GET',
  path: 'bet/detailDownlineFull',
  attribute: 'BET_ACTIVE',
  scope: 'data',
  summary: "In, Intake and Out of one draw of every user below the user, per number and bet type",
  query: drawFiguresQuery(['UserId', ...detailSort], 'UserId'),
  answer: pageSchema(v.object({ UserId: v.string(), Number: v.string(), BetType: BetTypeSchema, ...detailEntries }), DetailTotalsSchema),
  csv: true,
});

/** GET bet/settings: what the user may bet and on which draws, as stored now (the caller, or UserId of its tree). */
export const betSettings = endpoint({
  method: 'GET',
  path: 'bet/settings',
  scope: 'data',
  summary: "The user's bet settings and the location's open draws",
  query: v.object({ LocId: v.optional(LocIdSchema), UserId: v.optional(UserIdSchema) }),
  answer: v.object({
    UserId: v.string(),
    LocId: v.string(),
    /** EnablePlaceBet, not disablePlaceBetAndFixedBet, and the user bets at the location. */
    CanPlaceBet: v.boolean(),
    EnableUpload: v.boolean(),
    disablePlaceBetAndFixedBet: v.boolean(),
    OpenDraws: v.array(v.object({ ...drawEntries, ClosesAt: v.string() })),
  }),
});


/** The most ticket ids one combine names (a page of the pager). */
export const MAX_COMBINED_TICKETS = 10_000;

/**
 * POST bet/page/combine: the user's tickets of one draw (all, or the TicketIds listed) combined per
 * number and bet type, as one list would be placed. A read: it writes nothing (a POST for its list).
 */
export const betPageCombine = endpoint({
  method: 'POST',
  path: 'bet/page/combine',
  attribute: 'TICKET',
  scope: 'data',
  summary: "The user's tickets of one draw combined per number and bet type",
  body: v.object({
    LocId: v.optional(LocIdSchema),
    DrawId: jsonInteger('DrawId'),
    UserId: v.optional(UserIdSchema),
    TicketIds: v.optional(v.pipe(v.array(jsonInteger('TicketId', 1, Number.MAX_SAFE_INTEGER)), v.maxLength(MAX_COMBINED_TICKETS))),
  }),
  // Not a page (no paging: one draw of one user), so its list is not named Rows.
  answer: v.object({ Groups: v.array(v.object(numberGroup)), Totals: FiguresSchema }),
});

/**
 * POST bet/page/uploadPartner: the files a partner (an upline or anyone else than the user) uploaded
 * for the user, with the figures of their tickets per draw (one draw when DrawId is given). A read.
 */
export const betPageUploadPartner = endpoint({
  method: 'POST',
  path: 'bet/page/uploadPartner',
  attribute: 'BETUPLOAD',
  scope: 'data',
  summary: 'The files uploaded for the user by a partner, with their tickets per draw',
  body: v.object({ LocId: v.optional(LocIdSchema), UserId: v.optional(UserIdSchema), DrawId: v.optional(jsonInteger('DrawId')) }),
  answer: v.object({
    Files: v.array(v.object({ FileId: v.number(), FileName: v.string(), UploadedBy: v.string(), ...drawEntries, ...figureEntries })),
    Totals: FiguresSchema,
  }),
});
