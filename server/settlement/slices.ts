/**
 * A draw's tickets cut into slices (migration 0040, draw_settlement_slices): ranges of ticket ids of
 * about equal counts, each settled batch after batch with a cursor of its own. On PostgreSQL each slice
 * runs on its own pool connection, so its statements run in a backend of their own, on a core of their
 * own: one backend's CPU capped the rate at ~168 000 entries/s (issue 24). The slices are cut once, in
 * the transaction that starts the settlement; a run resumed later (another instance, another setting
 * of SETTLEMENT_SLICES) settles the slices already cut.
 */
import type { Database, Queryable } from '../db/database.ts';

/**
 * Slices a draw is cut into when SETTLEMENT_SLICES is unset: two on PostgreSQL (the machine's two
 * cores); one on PGlite, one process where slices would only take turns.
 */
export const defaultSlices = (db: Database): number => (db.engine === 'postgres' ? 2 : 1);

/**
 * Cuts the draw's tickets after `cursor` (the settled part of a run from before slices, else 0) into
 * `count` slices, unless the draw has its slices already; answers the slices to settle (not done).
 * Runs under the progress row's lock, so two runners never cut the same draw twice.
 */
export async function sliceDraw(tx: Queryable, drawId: number, cursor: number, count: number): Promise<number[]> {
  const { rows: cut } = await tx.query<{ slice: number; done: boolean }>(
    'select slice, done from draw_settlement_slices where draw_id = $1 and slice > 0 order by slice',
    [drawId],
  );
  if (cut.length > 0) return cut.filter((row) => !row.done).map((row) => row.slice);
  const ends = count > 1 ? await sliceEnds(tx, drawId, cursor, count) : [];
  const starts = [cursor, ...ends];
  for (const [index, after] of starts.entries()) {
    await tx.query(
      `insert into draw_settlement_slices (draw_id, slice, after_ticket_id, upto_ticket_id, cursor_ticket_id) values ($1, $2, $3, $4, $3)`,
      [drawId, index + 1, after, ends[index] ?? null],
    );
  }
  if (cursor > 0) {
    // Settled in part before it was sliced (a run of an older server): those results' sums as slice 0.
    await tx.query(
      `insert into draw_settlement_user_sums (draw_id, slice, user_id, tickets, turnover_cents, strikes, strike_cents, win_loss_cents)
       select $1, 0, user_id, count(*), sum(stake_cents), sum(strikes), sum(strike_cents), sum(win_loss_cents)
       from ticket_results where draw_id = $1 group by user_id`,
      [drawId],
    );
  }
  return starts.map((_, index) => index + 1);
}

/**
 * The last ticket id of each slice but the last: the ticket that closes its share of the count (the
 * count and the skips are index-only scans; measured 0.94 s of wall at 940 000 tickets under load 18,
 * so one slice, PGlite's, skips them).
 */
async function sliceEnds(tx: Queryable, drawId: number, cursor: number, count: number): Promise<number[]> {
  const { rows: counted } = await tx.query<{ n: number }>(
    'select count(*)::float8 as n from ticket_draws where draw_id = $1 and ticket_id > $2',
    [drawId, cursor],
  );
  const tickets = counted[0]?.n ?? 0;
  const ends: number[] = [];
  for (let k = 1; k < count; k++) {
    const skip = Math.floor((k * tickets) / count) - 1;
    if (skip < 0) continue;
    const { rows } = await tx.query<{ ticket_id: number }>(
      'select ticket_id::float8 as ticket_id from ticket_draws where draw_id = $1 and ticket_id > $2 order by ticket_id offset $3 limit 1',
      [drawId, cursor, skip],
    );
    const end = rows[0]?.ticket_id;
    if (end !== undefined && end > (ends.at(-1) ?? cursor)) ends.push(end);
  }
  return ends;
}

/** Whether every slice of the draw is done (read under the progress row's lock, before finalising). */
export async function allSlicesDone(tx: Queryable, drawId: number): Promise<boolean> {
  const { rows } = await tx.query<{ remaining: number }>(
    'select count(*)::int as remaining from draw_settlement_slices where draw_id = $1 and slice > 0 and not done',
    [drawId],
  );
  return rows[0]?.remaining === 0;
}

/** The finalised draw needs its working state no more. */
export async function dropSlices(tx: Queryable, drawId: number): Promise<void> {
  await tx.query('delete from draw_settlement_user_sums where draw_id = $1', [drawId]);
  await tx.query('delete from draw_settlement_slices where draw_id = $1', [drawId]);
}
