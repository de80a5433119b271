/**
 * What the summary calls share (contract/reportsSummary.ts): whose rows (the subject: the caller,
 * or UserId of its tree) and which draws (the call's location, DrawFrom..DrawTo or one DrawId).
 * Parameters: $1 the subject, then location, DrawFrom, DrawTo, DrawId (ledgerRange.ts).
 */
import type { Queryable } from '../../db/database.ts';
import { bettorOf } from '../../queries/bettorScope.ts';
import type { Refusal } from '../../queries/pagedCall.ts';
import { rangeRefusal } from '../../queries/statementLines.ts';
import { rangeParams } from './ledgerRange.ts';

interface RangeQuery {
  UserId?: string;
  DrawId?: number;
  DrawFrom?: string;
  DrawTo?: string;
}

/** The query's parameters ($1 subject, $2 location, $3 DrawFrom, $4 DrawTo, $5 DrawId), or why it is refused. */
export async function summaryParams(
  db: Queryable,
  caller: { userId: string; role: string },
  location: string,
  query: RangeQuery,
): Promise<readonly unknown[] | Refusal> {
  const refusal = rangeRefusal(query);
  if (refusal) return refusal;
  const subject = await bettorOf(db, caller, query.UserId);
  if (typeof subject !== 'string') return subject;
  return [subject, ...rangeParams({ location, drawFrom: query.DrawFrom ?? null, drawTo: query.DrawTo ?? null, drawId: query.DrawId ?? null })];
}

/** The draws `d` of the location in the range (or the one draw). */
export const DRAWS_IN_RANGE = `d.loc_id = $2 and case when $5::integer is null
    then ($3::date is null or d.draw_date >= $3::date) and ($4::date is null or d.draw_date <= $4::date)
    else d.draw_id = $5::integer end`;

/** The subject $1 and everyone below it (an admin subject: everyone). */
export const SUBJECT_BRANCH = `(with recursive branch (user_id) as (
    select user_id from users where user_id = $1
    union
    select u.user_id from users u join branch b on u.parent_id = b.user_id
  ) select user_id from branch union select user_id from users where exists (select 1 from users where user_id = $1 and role = 'ADMIN'))`;

/** A money sum as bigint, 0 for none. */
export const centsSum = (sql: string) => `coalesce(sum(${sql}), 0)::bigint`;
