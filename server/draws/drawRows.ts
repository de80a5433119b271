/** Draws as the contract shows them (contract/draws.ts DrawSchema), read with their status at `now`. */
import type { Draw } from '../../contract/draws.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';
import { drawHasResultSql, drawStatusSql } from './status.ts';

/**
 * The select list of a Draw from the draws aliased `d`; `nowParam` is the parameter holding the
 * server's clock. Instants travel as ISO strings in UTC with a Z.
 */
export const DRAW_COLUMNS = (nowParam: string) => `d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate",
  d.is_finalised as "IsFinalised", d.loc_id as "LocId",
  to_char(d.draw_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "DrawTime",
  to_char(d.closes_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CutOff",
  d.special as "Special", ${drawStatusSql('d', nowParam)} as "Status",
  (d.is_finalised or ${drawHasResultSql('d')}) as "HasResult"`;

/**
 * The draws matching `where` (over alias d; parameters from $2 on, $1 is the clock), in `order`.
 */
export async function selectDraws(db: Queryable, now: number, where: string, params: unknown[], order = 'd.draw_date desc'): Promise<Draw[]> {
  const { rows } = await db.query<Draw>(
    `select ${DRAW_COLUMNS('$1::timestamptz')} from draws d where ${where} order by ${order}`,
    [timestamp(now), ...params],
  );
  return rows;
}

/** One draw by id, whatever its location (the caller checks the location), or null. */
export async function drawById(db: Queryable, now: number, drawId: number): Promise<Draw | null> {
  const rows = await selectDraws(db, now, 'd.draw_id = $2', [drawId]);
  return rows[0] ?? null;
}
