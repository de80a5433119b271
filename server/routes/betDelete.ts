/**
 * DELETE bet/ and bet/page (contract/betDelete.ts; spec 02 §7.6): tickets deleted before their draws
 * close. In one transaction (the Idempotency-Key's): the tickets are read with their open stake and
 * whether every draw they are in is still open; refused whole if one is outside the caller's tree or
 * location (404) or in a closed draw (409); else the stake is released on each bettor's path (locking
 * the path's rows in user_id order, as a reservation does), the tickets deleted, the chain of their
 * draws and numbers recomputed (server/intake/ticketsGone.ts) and one audit row written.
 */
import { deleteTicket, deleteTickets, type DeletedTickets } from '../../contract/betDelete.ts';
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { atomically, Refused } from '../admin/atomically.ts';
import { changeableTickets, refuseUnchangeable } from '../betting/changeableTickets.ts';
import { releaseOpenStakes } from '../ledger/reserveStake.ts';
import { chainScopeOf, recomputeScope } from '../intake/ticketsGone.ts';
import { writeAudit } from '../audit.ts';

export function mountBetDeleteRoutes(router: ApiRouter, { now }: RouteDeps) {
  async function remove(db: Queryable, callerId: string, location: Location, ids: readonly number[]): Promise<DeletedTickets | Refused> {
    const wanted = [...new Set(ids)];
    return atomically(db, async (tx) => {
      const tickets = await changeableTickets(tx, wanted, callerId, location, now());
      refuseUnchangeable(tickets, wanted, 'deleted');
      const released = new Map<string, number>();
      for (const t of tickets) released.set(t.user_id, (released.get(t.user_id) ?? 0) + t.open_cents);
      // Users first (the release locks the paths), then the tickets and the draws (the recompute locks them).
      await releaseOpenStakes(tx, released);
      const scope = await chainScopeOf(tx, { ticketIds: wanted });
      await tx.query('delete from tickets where ticket_id = any($1::bigint[])', [wanted]);
      await recomputeScope(tx, scope);
      const releasedCents = tickets.reduce((sum, t) => sum + t.open_cents, 0);
      await writeAudit(tx, {
        userId: callerId, locId: location, action: 'bet.delete', entity: 'ticket', entityId: wanted.join(','),
        before: { Tickets: tickets.map((t) => ({ TicketId: t.ticket_id, UserId: t.user_id, Number: t.number, BetType: t.bet_type, CostCents: t.cost_cents })) },
        after: null, at: now(),
      });
      return { TicketIds: wanted, Released: releasedCents / 100 };
    });
  }

  const answer = (c: Parameters<typeof fail>[0], outcome: DeletedTickets | Refused) =>
    outcome instanceof Refused ? fail(c, outcome.status, outcome.message) : outcome;
  router.implement(deleteTicket, async ({ body, caller, location, db, c }) => answer(c, await remove(db, caller.userId, location, [body.TicketId])));
  router.implement(deleteTickets, async ({ body, caller, location, db, c }) => answer(c, await remove(db, caller.userId, location, body.TicketIds)));
}
