/**
 * The draw a result call is about, as the contract's Draw (with its state by the server's clock), if
 * it is of a location the caller may reach under this prefix. Status: finalised once settled, drawn
 * once its result is saved, closed from its cut-off, open before.
 */
import type { Draw } from '../../contract/draws.ts';
import type { Queryable } from '../db/database.ts';
import { timestamp } from '../db/timestamp.ts';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ResultDraw {
  draw: Draw;
  /** Sales have closed (closes_at <= now): a result may be saved. */
  closed: boolean;
}

export async function readResultDraw(db: Queryable, drawId: number, locations: readonly string[], now: number): Promise<ResultDraw | null> {
  const { rows } = await db.query<Draw & { closed: boolean }>(
    `select d.draw_id as "DrawId", to_char(d.draw_date, 'YYYY-MM-DD') as "DrawDate", d.is_finalised as "IsFinalised",
       d.loc_id as "LocId", ${ISO('d.draw_at')} as "DrawTime", ${ISO('d.closes_at')} as "CutOff", d.special as "Special",
       case when d.is_finalised then 'finalised' when r.draw_id is not null then 'drawn'
            when d.closes_at <= $3::timestamptz then 'closed' else 'open' end as "Status",
       r.draw_id is not null as "HasResult", d.closes_at <= $3::timestamptz as closed
     from draws d left join draw_results r on r.draw_id = d.draw_id
     where d.draw_id = $1 and d.loc_id = any($2::text[])`,
    [drawId, locations, timestamp(now)],
  );
  const row = rows[0];
  if (!row) return null;
  const { closed, ...draw } = row;
  return { draw, closed };
}
