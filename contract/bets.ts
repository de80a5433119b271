import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { jsonInteger, text, UserIdSchema, urlInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';
import { DEFAULT_PAGE_SIZE, pageQueryEntries, pageSchema } from './paging.ts';

/**
 * Place Bets and tickets (spec 02 §5, §7.6). The server parses the message again with the same parser
 * (domain/bets) and is the authority; the page parses as one types only to show errors and totals early.
 * Money is integer cents on the wire, so totals are exact.
 */

/** The longest bet message accepted by Place Bets (a pasted list; files go through Bet Upload). */
export const MAX_BET_MESSAGE_CHARS = 200_000;

/** Body of POST {4d|tt}/bet/: one bet message for one draw. */
export const PlaceBetsRequestSchema = v.object({
  LocId: v.optional(LocIdSchema),
  /** The selected draw: lines without a day code (and no header day) are for this draw. */
  DrawId: jsonInteger('DrawId'),
  /** Whose bets: the signed-in user when absent; else that user must be in the signed-in user's downline. */
  UserId: v.optional(UserIdSchema),
  Message: v.pipe(text(MAX_BET_MESSAGE_CHARS), v.minLength(1)),
});

export type PlaceBetsRequest = v.InferOutput<typeof PlaceBetsRequestSchema>;

/** The outcome of one non-blank line of the message. */
export const BetLineResultSchema = v.object({
  LineNumber: v.number(),
  Text: v.string(),
  Accepted: v.boolean(),
  /**
   * Why the line was rejected (the parser's message, or a server rule: credit, a limit); for an accepted
   * line cut down to a limit's remainder, what was cut; null otherwise.
   */
  Reason: v.nullable(v.string()),
  /** 1-based column of the parse error; null when accepted or when the reason is not a parse error. */
  Column: v.nullable(v.number()),
  Tickets: v.number(),
  CostCents: v.number(),
  /** The stored ticket of an accepted line; null when rejected. */
  TicketId: v.nullable(v.number()),
});
export type BetLineResult = v.InferOutput<typeof BetLineResultSchema>;

/** `data` of POST {4d|tt}/bet/. A header day line is not reported as a line. */
export const PlaceBetsResultSchema = v.object({
  Lines: v.array(BetLineResultSchema),
  AcceptedLines: v.number(),
  RejectedLines: v.number(),
  Tickets: v.number(),
  CostCents: v.number(),
});
export type PlaceBetsResult = v.InferOutput<typeof PlaceBetsResultSchema>;

/**
 * One stored ticket (one accepted line, from Place Bets or an uploaded file) in one of the draws it is
 * in: a line with a day code is a row per draw it covers (DrawId, DrawDate), with its Tickets (entries)
 * and CostCents (stake) in that draw, so a list by draw counts it under the draw it is for.
 */
export const TicketSchema = v.object({
  TicketId: v.number(),
  UserId: v.string(),
  DrawId: v.number(),
  DrawDate: v.pipe(v.string(), v.isoDate()),
  /** The normalised number as the parser reports it (e.g. 1234, R234). */
  Number: v.string(),
  BetType: v.picklist(['straight', 'roll', 'iBet', 'kBet', 'toto']),
  /** Draw days the line covers, e.g. ['Sat', 'Sun']. */
  Draws: v.array(v.string()),
  BigCents: v.number(),
  SmallCents: v.number(),
  TotoForm: v.nullable(v.string()),
  TotoAmountCents: v.number(),
  Tickets: v.number(),
  CostCents: v.number(),
  /** The uploaded file the ticket came from; null for Place Bets. */
  FileId: v.nullable(v.number()),
  LineNumber: v.number(),
  CreatedDate: v.string(),
  /**
   * What the ticket won in the draws settled so far, in cents (the sum of its strikes), and its
   * win/loss there (strikes less stakes); null until one of its draws is settled.
   */
  StrikeCents: v.nullable(v.number()),
  WinLossCents: v.nullable(v.number()),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

/** The columns a list of tickets can be sorted by. */
export const TICKET_SORT_COLUMNS = ['CreatedDate', 'DrawDate', 'Number', 'UserId', 'BigCents', 'SmallCents', 'CostCents'] as const;

/** Paging of ticket lists: newest first, pages of the pager's default size (spec 02 §9). */
export const ticketPaging = pageQueryEntries(TICKET_SORT_COLUMNS, { sortBy: 'CreatedDate', sortDir: 'desc', pageSize: DEFAULT_PAGE_SIZE });

/** Query of GET {4d|tt}/bet/page2: the signed-in user's tickets (or a downline's with UserId), newest first. */
export const TicketPageQuerySchema = v.object({
  LocId: v.optional(LocIdSchema),
  UserId: v.optional(UserIdSchema),
  DrawId: v.optional(urlInteger('DrawId')),
  FileId: v.optional(urlInteger('FileId')),
  ...ticketPaging,
});

/** Sums over every ticket of a query, in cents. */
export const TicketTotalsSchema = v.object({
  Tickets: v.number(),
  BigCents: v.number(),
  SmallCents: v.number(),
  TotoAmountCents: v.number(),
  CostCents: v.number(),
});
export type TicketTotals = v.InferOutput<typeof TicketTotalsSchema>;

/** `data` of GET {4d|tt}/bet/page2 (and of the ticket search and history). */
export const TicketPageSchema = pageSchema(TicketSchema, TicketTotalsSchema);
export type TicketPage = v.InferOutput<typeof TicketPageSchema>;

/** POST {4d|tt}/bet/: one bet message for one draw; the answer reports every line. */
export const placeBets = endpoint({
  method: 'POST',
  path: 'bet/',
  attribute: 'PLACEBET',
  scope: 'data',
  summary: 'Place the bets of one message for one draw',
  body: PlaceBetsRequestSchema,
  answer: PlaceBetsResultSchema,
  // Money moves: a retry of one submission (same Idempotency-Key) is answered once, never stored twice.
  idempotent: true,
});

/**
 * POST tt/bet/t (spec 02 §7.6): TT placement, TOTO forms only. The same request, rules (cut-off, credit,
 * limits) and per-line answer as POST bet/, whose implementation it shares; refused at another location.
 */
export const placeTtBets = endpoint({
  method: 'POST',
  path: 'bet/t',
  attribute: 'PLACEBET',
  scope: 'data',
  summary: 'Place the TT (TOTO) bets of one message for one draw',
  body: PlaceBetsRequestSchema,
  answer: PlaceBetsResultSchema,
  idempotent: true,
});

/** GET {4d|tt}/bet/page2: the user's tickets (or a downline's), newest first. */
export const ticketPage = endpoint({
  method: 'GET',
  path: 'bet/page2',
  attribute: 'TICKET',
  scope: 'data',
  summary: "A page of the user's tickets, newest first",
  query: TicketPageQuerySchema,
  answer: TicketPageSchema,
  csv: true,
});
