/**
 * Settles one draw: its tickets cut into slices (slices.ts), settled at once batch after batch
 * (settleSlices.ts), then the per-draw figures, and the draw is finalised. Resumable and safe to run
 * twice at once: the settlement starts in a transaction that locks the draw's progress row
 * (draw_settlements) and cuts the slices once; every batch is one transaction that moves its slice's
 * cursor; the figures are written in one that locks the progress row FOR UPDATE (waiting for the
 * batches under way) and finds every slice done. A runner that died left each cursor at its last
 * committed batch. A draw already settled (succeeded) is left alone, so running it again changes nothing.
 */
import type { Database, Queryable } from '../db/database.ts';
import { recordSettlementFailure } from './progress.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { COMMISSION_LINES_SQL, INTAKE_RESULTS_SQL, USER_COMMISSION_SQL, USER_RESULTS_SQL } from './aggregateSql.ts';

import { SETTLEMENT_BATCH_TICKETS } from './batchSize.ts';
import { postSettlement } from '../ledger/settlementPosting.ts';
import { allSlicesDone, defaultSlices, dropSlices, sliceDraw } from './slices.ts';
import { settleSlices } from './settleSlices.ts';

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

type Start = { step: 'slices'; slices: number[] } | { step: 'settled' | 'idle' };

/**
 * Runs the draw's settlement to its end; answers whether it is settled (false: no queued or running
 * job). A run that throws records the failure only on its final attempt (`finalAttempt`, the job
 * engine's last retry; a direct call is its own last): an earlier one is retried from the cursors.
 * `slices`: how many the draw is cut into when its settlement starts (defaultSlices: 2 on PostgreSQL).
 */
export async function settleDraw(
  deps: SettlementDeps,
  drawId: number,
  {
    batchTickets = SETTLEMENT_BATCH_TICKETS,
    slices = defaultSlices(deps.db),
    finalAttempt = true,
    signal,
  }: { batchTickets?: number; slices?: number; finalAttempt?: boolean; signal?: AbortSignal } = {},
): Promise<boolean> {
  try {
    for (;;) {
      // Told to stop (another run holds the job now, or the server stops).
      signal?.throwIfAborted();
      const start = await deps.db.transaction((tx) => startSettlement(tx, deps.now(), drawId, slices));
      if (start.step !== 'slices') return start.step === 'settled';
      const settled = await settleSlices(deps.db, drawId, start.slices, batchTickets, signal);
      if (settled !== 'done') return settled === 'settled';
      signal?.throwIfAborted();
      const end = await deps.db.transaction((tx) => finaliseWhenSettled(tx, deps.now(), drawId));
      if (end !== 'more') return end === 'settled';
    }
  } catch (error) {
    if (finalAttempt && !signal?.aborted) await recordSettlementFailure(deps.db, drawId, deps.now(), error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** One transaction: the job marked running and the draw cut into slices (once); answers the slices left. */
async function startSettlement(tx: Queryable, now: number, drawId: number, slices: number): Promise<Start> {
  // FOR NO KEY UPDATE: serialises the starts, not the batches (FOR KEY SHARE) of a run under way.
  const { rows } = await tx.query<ProgressRow>(
    `select status, cursor_ticket_id::float8 as cursor_ticket_id from draw_settlements where draw_id = $1 for no key update`,
    [drawId],
  );
  const progress = rows[0];
  if (!progress || progress.status === 'failed') return { step: 'idle' };
  if (progress.status === 'succeeded') return { step: 'settled' };
  // A result removed while the job was being queued (reset7 racing insertProcess): nothing to settle against.
  const { rows: result } = await tx.query('select 1 from draw_results where draw_id = $1', [drawId]);
  if (result.length === 0) {
    await tx.query(
      `update draw_settlements set status = 'failed', message = 'The draw has no result: save it, then insert it again.',
         finished_at = $2::timestamptz where draw_id = $1`,
      [drawId, timestamp(now)],
    );
    return { step: 'idle' };
  }
  if (progress.status === 'queued') {
    await tx.query(`update draw_settlements set status = 'running', started_at = $2::timestamptz where draw_id = $1`, [drawId, timestamp(now)]);
  }
  return { step: 'slices', slices: await sliceDraw(tx, drawId, progress.cursor_ticket_id, Math.max(1, Math.trunc(slices))) };
}

/** One transaction: the draw finalised once every slice is done ('more': a slice is not, settle it). */
async function finaliseWhenSettled(tx: Queryable, now: number, drawId: number): Promise<'more' | 'settled' | 'idle'> {
  // No JIT: PostgreSQL compiled the per-draw statements for longer than they ran (per-user figures 1.75 -> 0.82 s).
  await tx.query('set local jit = off');
  const { rows } = await tx.query<{ status: ProgressRow['status'] }>('select status from draw_settlements where draw_id = $1 for update', [drawId]);
  const status = rows[0]?.status;
  if (status === 'succeeded') return 'settled';
  if (status !== 'running' && status !== 'queued') return 'idle';
  if (!(await allSlicesDone(tx, drawId))) return 'more';
  await finaliseDraw(tx, now, drawId);
  await dropSlices(tx, drawId);
  return 'settled';
}

/** Every ticket has its result: the draw's per-user figures, commission, intake; the draw is finalised. */
async function finaliseDraw(tx: Queryable, now: number, drawId: number): Promise<void> {
  // No JIT: PostgreSQL's JIT compiled the per-draw statements for longer than they ran (1.75 -> 0.82 s).
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
