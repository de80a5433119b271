/**
 * A draw's stored result: written (a first save, or a correction before insertion), read back in the
 * contract's shape (SavedResult), and removed by reset7. Every write is in the caller's transaction
 * with its audit row (before and after).
 */
import type { SavedResult } from '../../contract/drawResults.ts';
import type { DrawResult } from '../../domain/settlement/index.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { writeAudit } from '../audit.ts';
import { resultPlaces } from './resultEntry.ts';

export interface StoredResult {
  result: SavedResult;
  enteredBy: string;
  enteredAt: string;
}

export async function readResult(db: Queryable, drawId: number): Promise<StoredResult | null> {
  const { rows } = await db.query<{ game: '4D' | 'TOTO'; entered_by: string; entered_at: string; prizes: string[]; numbers: string[] }>(
    `select r.game, r.entered_by, to_char(r.entered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as entered_at,
       array_agg(n.prize order by n.prize, n.position) as prizes, array_agg(n.number order by n.prize, n.position) as numbers
     from draw_results r join draw_result_numbers n on n.draw_id = r.draw_id
     where r.draw_id = $1 group by r.draw_id`,
    [drawId],
  );
  const row = rows[0];
  if (!row) return null;
  const of = (prize: string) => row.numbers.filter((_, i) => row.prizes[i] === prize);
  const result: SavedResult =
    row.game === 'TOTO'
      ? { Game: 'TOTO', Numbers: of('toto').map(Number), Additional: Number(of('additional')[0]) }
      : { Game: '4D', First: of('first')[0] ?? '', Second: of('second')[0] ?? '', Third: of('third')[0] ?? '', Starters: of('starter'), Consolations: of('consolation') };
  return { result, enteredBy: row.entered_by, enteredAt: row.entered_at };
}

export interface ResultWrite {
  drawId: number;
  locId: string;
  userId: string;
  at: number;
}

/** Stores (or replaces) the draw's result, with its audit row. */
export async function writeResult(tx: Queryable, write: ResultWrite, result: DrawResult): Promise<void> {
  const before = await readResult(tx, write.drawId);
  await tx.query('delete from draw_result_numbers where draw_id = $1', [write.drawId]);
  await tx.query(
    `insert into draw_results (draw_id, game, entered_by, entered_at) values ($1, $2, $3, $4::timestamptz)
     on conflict (draw_id) do update set game = excluded.game, entered_by = excluded.entered_by, entered_at = excluded.entered_at`,
    [write.drawId, result.game, write.userId, timestamp(write.at)],
  );
  const places = resultPlaces(result);
  await tx.query(
    `insert into draw_result_numbers (draw_id, prize, position, number)
     select $1, p.prize, p.position, p.number from unnest($2::text[], $3::int[], $4::text[]) as p (prize, position, number)`,
    [write.drawId, places.map((p) => p.prize), places.map((p) => p.position), places.map((p) => p.number)],
  );
  const after = await readResult(tx, write.drawId);
  await writeAudit(tx, {
    userId: write.userId,
    locId: write.locId,
    action: before ? 'draw.result.update' : 'draw.result.save',
    entity: 'draw',
    entityId: write.drawId,
    before: before?.result ?? null,
    after: after?.result ?? null,
    at: write.at,
  });
}

/** Removes the draw's result (reset7); the settlement must be undone first. */
export async function removeResult(tx: Queryable, drawId: number): Promise<SavedResult | null> {
  const before = await readResult(tx, drawId);
  await tx.query('delete from draw_results where draw_id = $1', [drawId]);
  // A job queued by an insertion that held the result until now has nothing left to settle.
  await tx.query(`delete from draw_settlements where draw_id = $1 and status = 'queued'`, [drawId]);
  return before?.result ?? null;
}
