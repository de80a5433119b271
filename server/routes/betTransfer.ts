/**
 * POST bet/transfer and bet/transfer4 (contract/betTransfer.ts; spec 02 §7.6): tickets moved to another
 * bettor of the caller's tree before their draws close. In one transaction (the Idempotency-Key's):
 * the target is asked as Place Bets asks (mayBetFor, as the caller); the tickets are read with their
 * open stake, refused whole outside the caller's tree or location (404) or in a closed draw (409); the
 * users of the old paths and the new one are locked together in user_id order (as every reservation
 * does, so two writers never wait on each other in a cycle); the stake is released on the old paths and
 * reserved on the new one (refused whole with its message when a Credit Left there is short); the
 * tickets change bettor, the chain of their draws and numbers is recomputed (the old path loses them,
 * the new one takes them in their ticket id order) and one audit row is written.
 */
import { transferDrawTickets, transferTickets, type TransferredTickets } from '../../contract/betTransfer.ts';
import type { Location } from '../../domain/bets/index.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../http/envelope.ts';
import type { ApiRouter } from '../http/implement.ts';
import type { RouteDeps } from '../http/routeDeps.ts';
import { atomically, Refused } from '../admin/atomically.ts';
import { callerAndDownline, inTree } from '../memberTree.ts';
import { mayBetFor } from '../betting/betPlacement.ts';
import { changeableTickets, refuseUnchangeable } from '../betting/changeableTickets.ts';
import { creditShortMessage, lockCreditPath, releaseOpenStakes, reserveOnPath } from '../ledger/reserveStake.ts';
import { chainScopeOf, recomputeScope } from '../intake/ticketsGone.ts';
import { writeAudit } from '../audit.ts';

/** Locks the rows of `userIds` and every user above them, in user_id order, in one statement. */
async function lockPaths(tx: Queryable, userIds: readonly string[]): Promise<void> {
  await tx.query(
    `with recursive path (user_id, parent_id, depth) as (
       select user_id, parent_id, 0 from users where user_id = any($1::text[])
       union all
       select u.user_id, u.parent_id, p.depth + 1 from path p join users u on u.user_id = p.parent_id where p.depth < 64
     )
     select u.user_id from users u where u.user_id in (select user_id from path) order by u.user_id for no key update of u`,
    [[...userIds]],
  );
}

/** The ids of `fromUserId`'s tickets in a draw at the location, when that user is in the caller's tree. */
async function ticketsInDraw(tx: Queryable, callerId: string, fromUserId: string, drawId: number, location: Location): Promise<number[]> {
  const { rows } = await tx.query<{ ticket_id: number }>(
    `${callerAndDownline(1)}
     select t.ticket_id::float8 as ticket_id from tickets t join ticket_draws td on td.ticket_id = t.ticket_id
     where td.draw_id = $3 and lower(t.user_id) = lower($2) and t.loc_id = $4 and ${inTree('t.user_id')}
     order by t.ticket_id`,
    [callerId, fromUserId, drawId, location],
  );
  return rows.map((r) => r.ticket_id);
}

export function mountBetTransferRoutes(router: ApiRouter, { now }: RouteDeps) {
  async function transfer(tx: Queryable, callerId: string, location: Location, ids: readonly number[], toUserId: string): Promise<TransferredTickets> {
    const target = await mayBetFor(tx, callerId, toUserId, location);
    if (!target.ok) throw new Refused(target.status, target.message);
    const wanted = [...new Set(ids)];
    const tickets = await changeableTickets(tx, wanted, callerId, location, now());
    refuseUnchangeable(tickets, wanted, 'transferred');
    const released = new Map<string, number>();
    for (const t of tickets) released.set(t.user_id, (released.get(t.user_id) ?? 0) + t.open_cents);
    const movedCents = tickets.reduce((sum, t) => sum + t.open_cents, 0);
    // Users first (all paths at once), then the tickets and the draws (the recompute locks them).
    await lockPaths(tx, [...released.keys(), target.userId]);
    await releaseOpenStakes(tx, released);
    const path = await lockCreditPath(tx, target.userId);
    const refusal = creditShortMessage(path, movedCents);
    if (refusal) throw new Refused(400, refusal);
    await reserveOnPath(tx, path, movedCents);
    const scope = await chainScopeOf(tx, { ticketIds: wanted });
    await tx.query('update tickets set user_id = $2 where ticket_id = any($1::bigint[])', [wanted, target.userId]);
    // Their rows in ticket_draws carry the owner too (migration 0041): the lists find a member's rows by it.
    await tx.query('update ticket_draws set user_id = $2 where ticket_id = any($1::bigint[])', [wanted, target.userId]);
    await recomputeScope(tx, scope);
    await writeAudit(tx, {
      userId: callerId, locId: location, action: 'bet.transfer', entity: 'ticket', entityId: wanted.join(','),
      before: { Tickets: tickets.map((t) => ({ TicketId: t.ticket_id, UserId: t.user_id, Number: t.number, BetType: t.bet_type, CostCents: t.cost_cents })) },
      after: { Tickets: tickets.map((t) => ({ TicketId: t.ticket_id, UserId: target.userId })), MovedCents: movedCents },
      at: now(),
    });
    return { TicketIds: wanted, ToUserId: target.userId, Moved: movedCents / 100 };
  }

  const answer = (c: Parameters<typeof fail>[0], outcome: TransferredTickets | Refused) =>
    outcome instanceof Refused ? fail(c, outcome.status, outcome.message) : outcome;
  router.implement(transferTickets, async ({ body, caller, location, db, c }) =>
    answer(c, await atomically(db, (tx) => transfer(tx, caller.userId, location, body.TicketIds, body.ToUserId))),
  );
  router.implement(transferDrawTickets, async ({ body, caller, location, db, c }) =>
    answer(
      c,
      await atomically(db, async (tx) => {
        const ids = await ticketsInDraw(tx, caller.userId, body.FromUserId, body.DrawId, location);
        // Unknown user, not yours, or nothing in that draw: one answer.
        if (ids.length === 0) throw new Refused(404, `${body.FromUserId} has no tickets in this draw.`);
        return transfer(tx, caller.userId, location, ids, body.ToUserId);
      }),
    ),
  );
}
