import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { jsonInteger, UserIdSchema } from './fields.ts';
import { LocIdSchema } from './locations.ts';

/**
 * Moving tickets to another bettor of one's tree before the cut-off (spec 02 §7.6 POST bet/transfer and
 * bet/transfer4; issue 21). Decisions: bet/transfer moves the tickets selected on a page (TicketIds, at
 * most 1 000); bet/transfer4 moves all of one user's tickets in one draw at the location (FromUserId,
 * DrawId). Both to ToUserId, who must be in the caller's tree, bet at the location and may place bets
 * (as Place Bets asks, 403 otherwise). Refused whole when a ticket is not in the caller's tree (404:
 * unknown and not yours look the same) or one of its draws is closed (409), or when a Credit Left of the
 * new bettor's path is short for their stake (400 with its message, as Place Bets; nothing written). A ticket keeps its id, so its place
 * in the chain's "first come, first kept" order. Money moves: idempotent.
 */
export const MAX_TICKETS_TRANSFERRED = 1_000;

const TicketIdSchema = jsonInteger('TicketId', 1, Number.MAX_SAFE_INTEGER);

export const TransferTicketsRequestSchema = v.object({
  LocId: v.optional(LocIdSchema),
  TicketIds: v.pipe(v.array(TicketIdSchema), v.minLength(1, 'Choose at least one ticket.'), v.maxLength(MAX_TICKETS_TRANSFERRED)),
  ToUserId: UserIdSchema,
});

export const TransferDrawTicketsRequestSchema = v.object({
  LocId: v.optional(LocIdSchema),
  FromUserId: UserIdSchema,
  DrawId: jsonInteger('DrawId'),
  ToUserId: UserIdSchema,
});

export const TransferredTicketsSchema = v.object({
  TicketIds: v.array(v.number()),
  /** The new bettor, as stored. */
  ToUserId: v.string(),
  /** The stake moved from the old bettors' paths to the new one's, in dollars. */
  Moved: v.number(),
});
export type TransferredTickets = v.InferOutput<typeof TransferredTicketsSchema>;

/** POST {4d|tt}/bet/transfer: the tickets selected on a page. */
export const transferTickets = endpoint({
  method: 'POST',
  path: 'bet/transfer',
  attribute: 'PLACEBET',
  scope: 'data',
  summary: 'Move the selected tickets to another bettor before their draws close',
  body: TransferTicketsRequestSchema,
  answer: TransferredTicketsSchema,
  idempotent: true,
});

/** POST {4d|tt}/bet/transfer4: all of one user's tickets in one draw. */
export const transferDrawTickets = endpoint({
  method: 'POST',
  path: 'bet/transfer4',
  attribute: 'PLACEBET',
  scope: 'data',
  summary: "Move all of a user's tickets in a draw to another bettor before the draw closes",
  body: TransferDrawTicketsRequestSchema,
  answer: TransferredTicketsSchema,
  idempotent: true,
});
