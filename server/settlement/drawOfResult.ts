/**
 * The draw a result call is about, as the contract's Draw (its state by the server's clock, from the
 * draws module's one status fragment), if it is of a location the caller may reach under this prefix.
 */
import type { Draw } from '../../contract/draws.ts';
import type { Queryable } from '../db/database.ts';
import { drawById } from '../draws/drawRows.ts';

export interface ResultDraw {
  draw: Draw;
  /** Sales have closed (the cut-off has passed): a result may be saved. */
  closed: boolean;
}

export async function readResultDraw(db: Queryable, drawId: number, locations: readonly string[], now: number): Promise<ResultDraw | null> {
  const draw = await drawById(db, now, drawId);
  if (!draw || !locations.includes(draw.LocId)) return null;
  return { draw, closed: draw.Status !== 'open' };
}
