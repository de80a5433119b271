/**
 * The ledger lines a collection or statement summary reads (issue 22): a user's statement lines
 * (ledger_entries) at the call's location, in a draw range or of one draw. Shared by
 * reportCollectionFull and dSelectStatementSummary, so both count the same lines.
 *
 * A line's location is the one it was written at (a settled draw's, a transfer's draw's, the payment's),
 * its day its draw's day for a draw's line, else the operator's day (GMT+8) it was written (as the
 * statements read it, server/queries/statementLines.ts). 'opening' lines (balances carried over from
 * before the ledger) belong to no range.
 */

/** Parameters the fragment reads, in this order after the caller's own: location, DrawFrom, DrawTo, DrawId. */
export interface LedgerRange {
  location: string;
  drawFrom: string | null;
  drawTo: string | null;
  drawId: number | null;
}

export const rangeParams = (r: LedgerRange) => [r.location, r.drawFrom, r.drawTo, r.drawId] as const;

/**
 * Every line `l` (user_id, kind, amount, draw_id, day) of the range. `first` is the number of the
 * first of the four parameters (location, from, to, draw) in the query's parameter list.
 */
export function ledgerRangeLines(first: number): string {
  const [loc, from, to, draw] = [first, first + 1, first + 2, first + 3].map((n) => `$${n}`);
  return `(select e.user_id, e.kind, e.amount_cents as amount, e.draw_id, x.day
    from ledger_entries e left join draws d on d.draw_id = e.draw_id
    cross join lateral (select coalesce(d.draw_date, ((e.created_at at time zone 'UTC') + interval '8 hours')::date) as day) x
    where e.loc_id = ${loc} and e.kind <> 'opening'
      and case when ${draw}::integer is null
        then (${from}::date is null or x.day >= ${from}::date) and (${to}::date is null or x.day <= ${to}::date)
        else e.draw_id = ${draw}::integer end)`;
}
