/**
 * What the statement queries share (contract/statements.ts): every statement line with its day, and
 * the range check. A line's day is its draw's day for a settled draw's line (a statement goes by
 * draw), else the operator's day (GMT+8) it was written on.
 */
import { RESULT_KINDS, TRANSFER_KINDS } from '../../contract/statements.ts';
import { refuse, type Refusal } from './pagedCall.ts';

/** Every line `l` of the ledger with its `day`. */
export const STATEMENT_LINES = `(select e.entry_id, e.user_id, e.kind, e.amount_cents as amount, e.draw_id, e.remark, e.created_by, e.created_at,
    coalesce(d.draw_date, ((e.created_at at time zone 'UTC') + interval '8 hours')::date) as day
  from ledger_entries e left join draws d on d.draw_id = e.draw_id)`;

/** The kinds a settled draw posts, as an SQL list. */
export const RESULT_KIND_LIST = RESULT_KINDS.map((kind) => `'${kind}'`).join(', ');
/** The kinds that move a settled result between users (share claims, sub share, group expense), as an SQL list. */
export const TRANSFER_KIND_LIST = TRANSFER_KINDS.map((kind) => `'${kind}'`).join(', ');

/** DrawFrom after DrawTo is refused (the range error of the date filter, spec 02 §2.13). */
export function rangeRefusal(query: { DrawFrom?: string; DrawTo?: string }): Refusal | null {
  // ISO dates (validated by the contract) compare as text in calendar order.
  if (query.DrawFrom && query.DrawTo && query.DrawFrom > query.DrawTo) {
    return refuse(400, `DrawFrom (${query.DrawFrom}) must not be after DrawTo (${query.DrawTo}).`);
  }
  return null;
}
