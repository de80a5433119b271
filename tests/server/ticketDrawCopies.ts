/**
 * Migration 0041 copies a ticket's user_id, loc_id and created_at onto each of its ticket_draws rows,
 * and every writer keeps them (betting/ticketStore.ts TICKET_DRAWS_INSERT, routes/betTransfer.ts): the
 * lists find a member's rows by the copies alone, so a row whose copy differs from its ticket would be
 * listed under the wrong member, location or time. Called after each writer by the tests that run it.
 */
import { expect } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';

/** Every ticket_draws row's copies equal its ticket's; answers how many rows there are. */
export async function expectTicketDrawCopiesEqualTickets(db: Queryable): Promise<number> {
  const { rows: differing } = await db.query<{ ticket_id: number; draw_id: number }>(
    `select td.ticket_id::float8 as ticket_id, td.draw_id from ticket_draws td join tickets t on t.ticket_id = td.ticket_id
     where (td.user_id, td.loc_id, td.created_at) is distinct from (t.user_id, t.loc_id, t.created_at)
     order by td.ticket_id, td.draw_id limit 20`,
  );
  expect(differing).toEqual([]);
  const { rows } = await db.query<{ n: number }>('select count(*)::float8 as n from ticket_draws');
  return rows[0]!.n;
}
