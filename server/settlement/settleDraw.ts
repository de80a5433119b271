/**
 * Settles one draw: batches of its tickets until none is left, then the per-draw figures, and the
 * draw is finalised. Resumable and safe to run twice at once: every batch is one transaction that
 * first locks the draw's progress row (draw_settlements) FOR UPDATE, reads the cursor there, writes
 * the batch's strikes and ticket results and moves the cursor on. A second runner waits on the lock,
 * then sees the moved cursor; a runner that died left the cursor at its last committed batch.
 * A draw already settled (succeeded) is left alone, so running it again changes nothing.
 */
import type { Database, Queryable } from '../db/database.ts';
import { recordSettlementFailure } from './progress.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { SETTLE_BATCH_SQL } from './batchSql.ts';
import { COMMISSION_LINES_SQL, INTAKE_RESULTS_SQL, USER_COMMISSION_SQL, USER_RESULTS_SQL } from './aggregateSql.ts';

import { SETTLEMENT_BATCH_TICKETS } from './batchSize.ts';
import { postSettlement } from '../ledger/settlementPosting.ts';

export { SETTLEMENT_BATCH_TICKETS };

export interface SettlementDeps {
  db: Database;
  /** The app's clock (ms). */
  now: () => number;
}

interface ProgressRow {
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  cursor_ticket_id: number;
}

interface BatchRow {
  tickets: number;
  entries: number;
  last_ticket_id: number;
  strikes: number;
  strike_cents: number;
}

/**
 * Runs the draw's settlement to its end; answers whether it is settled (false: no queued or running
 * job). A run that throws records the failure only on its final attempt (`finalAttempt`, the job
 * engine's last retry; a direct call is its own last): an earlier one is retried from the cursor.
 */
export async function settleDraw(
  deps: SettlementDeps,
  drawId: number,
  { batchTickets = SETTLEMENT_BATCH_TICKETS, finalAttempt = true, signal }: { batchTickets?: number; finalAttempt?: boolean; signal?: AbortSignal } = {},
): Promise<boolean> {
  try {
    for (;;) {
      // Told to stop between batches (another run holds the job now, or the server stops).
      signal?.throwIfAborted();
      const step = await deps.db.transaction((tx) => settleNextBatch(tx, deps.now(), drawId, batchTickets));
      if (step !== 'more') return step === 'settled';
    }
  } catch (error) {
    if (finalAttempt && !signal?.aborted) await recordSettlementFailure(deps.db, drawId, deps.now(), error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** One transaction: the next batch, or the draw's figures and its finalisation when no ticket is left. */
async function settleNextBatch(tx: Queryable, now: number, drawId: number, batchTickets: number): Promise<'more' | 'settled' | 'idle'> {
  // No JIT: the per-draw statements scan a draw's ticket_results once, and PostgreSQL's JIT compiled
  // them first for longer than that scan takes (measured: the per-user figures 1.75 s -> 0.82 s).
  await tx.query('set local jit = off');
  const { rows } = await tx.query<ProgressRow>(
    `select status, cursor_ticket_id::float8 as cursor_ticket_id from draw_settlements where draw_id = $1 for update`,
    [drawId],
  );
  const progress = rows[0];
  if (!progress || progress.status === 'failed') return 'idle';
  if (progress.status === 'succeeded') return 'settled';
  // A result removed while the job was being queued (reset7 racing insertProcess): nothing to settle against.
  const { rows: result } = await tx.query('select 1 from draw_results where draw_id = $1', [drawId]);
  if (result.length === 0) {
    await tx.query(
      `update draw_settlements set status = 'failed', message = 'The draw has no result: save it, then insert it again.',
         finished_at = $2::timestamptz where draw_id = $1`,
      [drawId, timestamp(now)],
    );
    return 'idle';
  }
  if (progress.status === 'queued') {
    await tx.query(`update draw_settlements set status = 'running', started_at = $2::timestamptz where draw_id = $1`, [drawId, timestamp(now)]);
  }
  const { rows: batch } = await tx.query<BatchRow>(SETTLE_BATCH_SQL, [drawId, progress.cursor_ticket_id, batchTickets]);
  const done = batch[0];
  if (done && done.tickets > 0) {
    await tx.query(
      `update draw_settlements set cursor_ticket_id = $2, entries_settled = entries_settled + $3,
         strikes = strikes + $4, strike_cents = strike_cents + $5
       where draw_id = $1`,
      [drawId, done.last_ticket_id, done.entries, done.strikes, done.strike_cents],
    );
    return 'more';
  }
  await finaliseDraw(tx, now, drawId);
  return 'settled';
}

/** Every ticket has its result: the draw's per-user figures, commission, intake; the draw is finalised. */
async function finaliseDraw(tx: Queryable, now: number, drawId: number): Promise<void> {
  for (const sql of [USER_RESULTS_SQL, COMMISSION_LINES_SQL, USER_COMMISSION_SQL, INTAKE_RESULTS_SQL]) await tx.query(sql, [drawId]);
  // The ledger: open stakes released, win/loss, commission, tax, share and pass-through lines posted.
  await postSettlement(tx, drawId, timestamp(now));
  const { rows } = await tx.query<{ loc_id: string; entries: number; strikes: number; strike_cents: number; turnover_cents: number; commission_cents: number; tax_cents: number }>(
    `update draw_settlements s set status = 'succeeded', finished_at = $2::timestamptz, message = null
     from draws d where s.draw_id = $1 and d.draw_id = s.draw_id
     returning d.loc_id, s.entries_settled::float8 as entries, s.strikes::float8 as strikes, s.strike_cents::float8 as strike_cents,
       (select coalesce(sum(turnover_cents), 0) from draw_user_results where draw_id = $1)::float8 as turnover_cents,
       (select coalesce(sum(amount_cents), 0) from draw_commission_lines where draw_id = $1 and kind = 'commission')::float8 as commission_cents,
       (select coalesce(sum(amount_cents), 0) from draw_commission_lines where draw_id = $1 and kind = 'tax')::float8 as tax_cents`,
    [drawId, timestamp(now)],
  );
  await tx.query(`update draws set is_finalised = true, finalised_at = $2::timestamptz where draw_id = $1`, [drawId, timestamp(now)]);
  const totals = rows[0];
  await writeAudit(tx, {
    userId: null,
    locId: totals?.loc_id ?? null,
    action: 'draw.settle',
    entity: 'draw',
    entityId: drawId,
    before: { IsFinalised: false },
    after: {
      IsFinalised: true,
      Entries: totals?.entries ?? 0,
      Strikes: totals?.strikes ?? 0,
      StrikeCents: totals?.strike_cents ?? 0,
      TurnoverCents: totals?.turnover_cents ?? 0,
      CommissionCents: totals?.commission_cents ?? 0,
      TaxCents: totals?.tax_cents ?? 0,
    },
    at: now,
  });
}
