/**
 * The settlement (result insertion) job of a draw as its status call answers it (contract
 * SettlementJob), and queueing it: a draw with a result and no job gets its progress row (queued),
 * counting the entries it is to settle; a draw that has one keeps it (a second call answers the same job).
 */
import type { SettlementJob } from '../../contract/drawResults.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { entriesInDraw } from '../betting/ticketInDraw.ts';

export async function settlementStatus(db: Queryable, drawId: number): Promise<SettlementJob | null> {
  const { rows } = await db.query<SettlementJob>(
    `select draw_id as "DrawId", status as "Status", entries_total::float8 as "EntriesTotal",
       entries_settled::float8 as "EntriesSettled", strikes::float8 as "Strikes", strike_cents::float8 as "StrikeCents",
       message as "Message"
     from draw_settlements where draw_id = $1`,
    [drawId],
  );
  return rows[0] ?? null;
}

/**
 * Queues the draw's settlement when it has a result and no job yet; a failed job is queued again (it
 * resumes at its cursor). Answers whether the draw has a result (no job without one).
 */
export async function queueSettlement(tx: Queryable, drawId: number, now: number): Promise<boolean> {
  const { rows } = await tx.query<{ draw_id: number }>('select draw_id from draw_results where draw_id = $1 for update', [drawId]);
  if (rows.length === 0) return false;
  await tx.query(
    `insert into draw_settlements (draw_id, status, entries_total, queued_at)
     select $1, 'queued', coalesce(sum(${entriesInDraw('t')}), 0),
       $2::timestamptz
     from ticket_draws td join tickets t on t.ticket_id = td.ticket_id where td.draw_id = $1
     on conflict (draw_id) do update set status = 'queued', message = null, finished_at = null
       where draw_settlements.status = 'failed'`,
    [drawId, timestamp(now)],
  );
  return true;
}

/** The job failed for good (its last attempt threw, or the engine gave it up): its record says why. */
export async function recordSettlementFailure(db: Queryable, drawId: number, at: number, reason: string): Promise<void> {
  await db
    .query(
      `update draw_settlements set status = 'failed', message = $2, finished_at = $3::timestamptz
       where draw_id = $1 and status in ('queued', 'running')`,
      [drawId, `Settlement stopped: ${reason}`, timestamp(at)],
    )
    .catch((error: unknown) => console.error(`[jobs] could not record the failure of settlement ${drawId}`, error));
}
