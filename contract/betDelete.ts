import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { jsonInteger } from './fields.ts';
import { LocIdSchema } from './locations.ts';

/**
 * Deleting tickets before the cut-off (spec 02 §7.6 DELETE bet/ and bet/page, with a body; issue 21).
 * Decision: bet/ deletes one ticket (TicketId), bet/page the tickets selected on a page (TicketIds, at
 * most 1 000). Refused whole when one is not in the caller's tree (404: unknown and not yours look the
 * same) or one of its draws is closed (409). The tickets' credit is released on their bettors' paths and
 * the chain of their draws and numbers is recomputed, as if they had never been placed; one audit row.
 * Money moves: idempotent (a retry with the same Idempotency-Key is answered once).
 */
export const MAX_TICKETS_DELETED = 1_000;

const TicketIdSchema = jsonInteger('TicketId', 1, Number.MAX_SAFE_INTEGER);

export const DeleteTicketRequestSchema = v.object({ LocId: v.optional(LocIdSchema), TicketId: TicketIdSchema });
export const DeleteTicketsRequestSchema = v.object({
  LocId: v.optional(LocIdSchema),
  TicketIds: v.pipe(v.array(TicketIdSchema), v.minLength(1, 'Choose at least one ticket.'), v.maxLength(MAX_TICKETS_DELETED)),
});

export const DeletedTicketsSchema = v.object({
  TicketIds: v.array(v.number()),
  /** The stake released, in dollars. */
  Released: v.number(),
});
export type DeletedTickets = v.InferOutput<typeof DeletedTicketsSchema>;

/** DELETE {4d|tt}/bet/: one ticket. */
export const deleteTicket = endpoint({
  method: 'DELETE',
  path: 'bet/',
  attribute: 'PLACEBET',
  scope: 'data',
  summary: 'Delete a ticket before its draw closes',
  body: DeleteTicketRequestSchema,
  answer: DeletedTicketsSchema,
  idempotent: true,
});

/** DELETE {4d|tt}/bet/page: the tickets selected on a page. */
export const deleteTickets = endpoint({
  method: 'DELETE',
  path: 'bet/page',
  attribute: 'PLACEBET',
  scope: 'data',
  summary: 'Delete the selected tickets before their draws close',
  body: DeleteTicketsRequestSchema,
  answer: DeletedTicketsSchema,
  idempotent: true,
});
