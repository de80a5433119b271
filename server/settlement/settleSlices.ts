/**
 * Settling a draw's slices (slices.ts) at once, each batch after batch in transactions of its own: on
 * PostgreSQL each transaction takes a pool connection, so the slices run in as many backends.
 *
 * A batch locks the draw's progress row FOR KEY SHARE (slices do not wait on each other; a reset or the
 * finalising transaction, which lock it FOR UPDATE, wait for the batch), then its slice's row FOR
 * UPDATE (two runners of one slice serialise, and the second sees the moved cursor), writes the
 * batch's strikes, ticket results and per-user sums, and moves the slice's cursor and the draw's
 * counts, all in one transaction: a batch that dies leaves nothing, and none is written twice.
 */
import type { Database, Queryable } from '../db/database.ts';
import { SETTLE_BATCH_SQL } from './batchSql.ts';

/** `done`: the slices are settled; `settled`: the draw was finalised meanwhile; `idle`: its job failed or went. */
export type SlicesOutcome = 'done' | 'settled' | 'idle';
type BatchStep = SlicesOutcome | 'more';

interface BatchRow {
  tickets: number;
  entries: number;
  last_ticket_id: number;
  strikes: number;
  strike_cents: number;
}

async function settleSliceBatch(tx: Queryable, drawId: number, slice: number, batchTickets: number): Promise<BatchStep> {
  // No JIT: PostgreSQL compiled the batch for longer than it runs (README "Settlement").
  await tx.query('set local jit = off');
  const { rows: progress } = await tx.query<{ status: string }>(
    'select status from draw_settlements where draw_id = $1 for key share',
    [drawId],
  );
  const status = progress[0]?.status;
  if (status === 'succeeded') return 'settled';
  if (status !== 'running' && status !== 'queued') return 'idle';
  const { rows: slices } = await tx.query<{ cursor_ticket_id: number; upto_ticket_id: number | null; done: boolean }>(
    `select cursor_ticket_id::float8 as cursor_ticket_id, upto_ticket_id::float8 as upto_ticket_id, done
     from draw_settlement_slices where draw_id = $1 and slice = $2 for update`,
    [drawId, slice],
  );
  const current = slices[0];
  if (!current || current.done) return 'done';
  const { rows } = await tx.query<BatchRow>(SETTLE_BATCH_SQL, [drawId, current.cursor_ticket_id, batchTickets, current.upto_ticket_id, slice]);
  const batch = rows[0];
  if (!batch || batch.tickets === 0) {
    await tx.query('update draw_settlement_slices set done = true where draw_id = $1 and slice = $2', [drawId, slice]);
    return 'done';
  }
  await tx.query('update draw_settlement_slices set cursor_ticket_id = $3 where draw_id = $1 and slice = $2', [drawId, slice, batch.last_ticket_id]);
  // Last: the one row every slice updates, held from here to the commit only.
  await tx.query(
    `update draw_settlements set entries_settled = entries_settled + $2, strikes = strikes + $3, strike_cents = strike_cents + $4
     where draw_id = $1`,
    [drawId, batch.entries, batch.strikes, batch.strike_cents],
  );
  return 'more';
}

/**
 * Settles the given slices at once, each to its end. When one throws, the others stop after their
 * batch under way (committed or not, as a whole) and the first error is thrown once all have stopped,
 * so a retry never runs beside a batch of this run. `signal` stops them all between batches.
 */
export async function settleSlices(db: Database, drawId: number, slices: number[], batchTickets: number, signal?: AbortSignal): Promise<SlicesOutcome> {
  const stop = new AbortController();
  const settleOne = async (slice: number): Promise<SlicesOutcome> => {
    try {
      for (;;) {
        signal?.throwIfAborted();
        if (stop.signal.aborted) return 'done';
        const step = await db.transaction((tx) => settleSliceBatch(tx, drawId, slice, batchTickets));
        if (step !== 'more') return step;
      }
    } catch (error) {
      stop.abort();
      throw error;
    }
  };
  const outcomes = await Promise.allSettled(slices.map(settleOne));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  const ends = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'idle'));
  if (ends.includes('idle')) return 'idle';
  return ends.includes('settled') ? 'settled' : 'done';
}
