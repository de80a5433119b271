/**
 * Which draws a stake-report call reads (contract/reportsStake.ts): DrawId, or DrawDate (the location's
 * draw of that day), or DrawFrom..DrawTo (draw days, both included), always of the call's location. The
 * answer is a subquery of draw ids for `draw_id in (...)`, so the chain is read by its primary key
 * (draw, user, ...) whichever way the draws were named.
 */
import type { DrawChoice } from '../../../contract/reportsStake.ts';
import type { Queryable } from '../../db/database.ts';
import { subjectOf } from '../../outset/access.ts';
import { rangeRefusal } from '../../queries/betFiguresSql.ts';
import { refuse, type Refusal } from '../../queries/pagedCall.ts';

export interface ChosenDraws {
  /** `select draw_id from draws ...` with parameters $first.. */
  sql: string;
  params: unknown[];
}

export const NO_DRAW = 'Choose a draw (DrawId or DrawDate) or a range (DrawFrom and DrawTo).';

/** The draws of `query` at `location` as a subquery whose parameters start at $first, or why there are none (400). */
export function chosenDraws(query: DrawChoice, location: string, first: number): ChosenDraws | Refusal {
  const p = (n: number) => `$${first + n}`;
  if (query.DrawId !== undefined) return { sql: `select draw_id from draws where loc_id = ${p(0)} and draw_id = ${p(1)}::int`, params: [location, query.DrawId] };
  if (query.DrawDate !== undefined) return { sql: `select draw_id from draws where loc_id = ${p(0)} and draw_date = ${p(1)}::date`, params: [location, query.DrawDate] };
  if (query.DrawFrom === undefined || query.DrawTo === undefined) return refuse(400, NO_DRAW);
  const backward = rangeRefusal({ DrawFrom: query.DrawFrom, DrawTo: query.DrawTo });
  if (backward) return backward;
  return {
    sql: `select draw_id from draws where loc_id = ${p(0)} and draw_date between ${p(1)}::date and ${p(2)}::date`,
    params: [location, query.DrawFrom, query.DrawTo],
  };
}

/** A number's start as typed (stored upper case), or null for every number. */
export const searchOf = (txtSearch: string | undefined) => txtSearch?.trim().toUpperCase() || null;

/**
 * Whose figures of which draws a stake-report call reads: the caller or UserId of its tree (403
 * outside it), and the draws as above with parameters from $3 ($1 the user, $2 the number search).
 */
export async function stakeScope(
  db: Queryable, callerId: string, query: DrawChoice & { UserId?: string }, location: string,
): Promise<{ userId: string; draws: ChosenDraws } | Refusal> {
  const subject = await subjectOf(db, callerId, query.UserId, { needsOutSet: false });
  if ('refused' in subject) return refuse(subject.refused.status, subject.refused.message);
  const draws = chosenDraws(query, location, 3);
  return 'refused' in draws ? draws : { userId: subject.ok, draws };
}
