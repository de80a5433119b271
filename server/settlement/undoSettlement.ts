/**
 * Undoing a draw's settlement (reset6, and reset7 before it removes the result): every row settlement
 * wrote is deleted and the draw is no longer finalised, so the tables are exactly as before the job
 * ran. Refused while the job is queued or running (its batches would write again).
 */
import type { Queryable } from '../db/database.ts';
import { undoSettlementPosting } from '../ledger/settlementPosting.ts';

export type UndoAnswer = { ok: true; undone: boolean } | { ok: false; message: string };

const SETTLEMENT_TABLES = ['strikes', 'ticket_results', 'draw_user_results', 'draw_commission_lines', 'draw_intake_results'] as const;

export async function undoSettlement(tx: Queryable, drawId: number): Promise<UndoAnswer> {
  const { rows } = await tx.query<{ status: string }>('select status from draw_settlements where draw_id = $1 for update', [drawId]);
  const status = rows[0]?.status;
  if (status === 'queued' || status === 'running') {
    return { ok: false, message: 'The result insertion of this draw is running: wait for it to finish, then reset.' };
  }
  // The ledger first: its lines and releases are read from the draw's rows before those go.
  await undoSettlementPosting(tx, drawId);
  for (const table of SETTLEMENT_TABLES) await tx.query(`delete from ${table} where draw_id = $1`, [drawId]);
  await tx.query('delete from draw_settlements where draw_id = $1', [drawId]);
  await tx.query('update draws set is_finalised = false, finalised_at = null where draw_id = $1', [drawId]);
  return { ok: true, undone: status !== undefined };
}
