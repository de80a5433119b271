/**
 * A draw's status (contract/draws.ts DRAW_STATUSES) as one SQL fragment, used by every answer that
 * shows a draw, so all of them agree: finalised when is_finalised; drawn when its result is saved;
 * closed when its cut-off has passed by the server's clock (closes_at <= now: the closing job's
 * closed_at only records when it noticed); else open.
 */

/** Whether the draw aliased `d` has a saved result (draw_results, migration 0011). */
export const drawHasResultSql = (d: string): string => `exists (select 1 from draw_results r where r.draw_id = ${d}.draw_id)`;

/** The status of the draw aliased `d` at the instant in parameter `nowParam` (e.g. '$2::timestamptz'). */
export const drawStatusSql = (d: string, nowParam: string): string => `case
  when ${d}.is_finalised then 'finalised'
  when ${drawHasResultSql(d)} then 'drawn'
  when ${d}.closes_at <= ${nowParam} then 'closed'
  else 'open' end`;
