/**
 * Tickets leaving the chain (deleted, moved to another bettor): the chain of every draw and number they
 * were in is recomputed after the change, in the same transaction, so the tickets after them take what
 * they freed, exactly as if the tickets had never been placed there (first come, first kept).
 */
import type { Queryable } from '../db/database.ts';
import { recomputeChain } from './recompute.ts';

/** The draws and numbers the tickets (by id, or a file's) are in; read it before they change. */
export async function chainScopeOf(tx: Queryable, tickets: { ticketIds: readonly number[] } | { fileId: number }): Promise<Map<number, string[]>> {
  const { rows } = await tx.query<{ draw_id: number; numbers: string[] }>(
    `select td.draw_id, array_agg(distinct t.number) as numbers
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id
     where ${'fileId' in tickets ? 't.file_id = $1' : 'td.ticket_id = any($1::bigint[])'} group by td.draw_id order by td.draw_id`,
    ['fileId' in tickets ? tickets.fileId : [...tickets.ticketIds]],
  );
  return new Map(rows.map((r) => [r.draw_id, r.numbers]));
}

/** Recomputes each draw's numbers of a scope read with chainScopeOf. */
export async function recomputeScope(tx: Queryable, scope: ReadonlyMap<number, readonly string[]>): Promise<void> {
  for (const [drawId, numbers] of scope) await recomputeChain(tx, { drawIds: [drawId], numbers });
}
