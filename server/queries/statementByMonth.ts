/**
 * statementByMonth (contract/statements.ts): a user's statement per month (by line day, see
 * ./statementLines.ts), for UserId of the caller's tree (the caller by default; a member its own).
 * Opening is the balance brought forward ('opening' lines and every earlier month), Results and
 * Payments the month's lines, Balance the balance at its end. DrawFrom..DrawTo choose months.
 *
 * Parameters: $1 the user, $2 DrawFrom or null, $3 DrawTo or null.
 */
import { statementByMonth } from '../../contract/statements.ts';
import { bettorOf } from './bettorScope.ts';
import { pagedCall } from './pagedCall.ts';
import { rangeRefusal, RESULT_KIND_LIST, STATEMENT_LINES } from './statementLines.ts';

const MONTHS = `(with lines as (select to_char(l.day, 'YYYY-MM') as month, l.kind, l.amount from ${STATEMENT_LINES} l where l.user_id = $1),
  carried as (select coalesce(sum(amount), 0)::bigint as cents from lines where kind = 'opening'),
  months as (
    select month, coalesce(sum(amount) filter (where kind in (${RESULT_KIND_LIST})), 0)::bigint as results,
      coalesce(sum(amount) filter (where kind = 'payment'), 0)::bigint as payments, sum(amount)::bigint as moved
    from lines where kind <> 'opening' group by month)
  select m.month, m.results, m.payments,
    carried.cents + coalesce(sum(m.moved) over (order by m.month rows between unbounded preceding and 1 preceding), 0) as opening,
    carried.cents + sum(m.moved) over (order by m.month) as balance
  from months m cross join carried) s`;

export const statementByMonthCall = pagedCall({
  endpoint: statementByMonth,
  csvName: 'statement-by-month',
  async query({ query, caller, db }) {
    const refusal = rangeRefusal(query);
    if (refusal) return refusal;
    const userId = await bettorOf(db, caller, query.UserId);
    if (typeof userId !== 'string') return userId;
    return {
      columns: `s.month as "Month", s.opening::float8 as "OpeningCents", s.results::float8 as "ResultsCents",
        s.payments::float8 as "PaymentsCents", s.balance::float8 as "BalanceCents"`,
      from: MONTHS,
      where: `($2::date is null or s.month >= to_char($2::date, 'YYYY-MM')) and ($3::date is null or s.month <= to_char($3::date, 'YYYY-MM'))`,
      params: [userId, query.DrawFrom ?? null, query.DrawTo ?? null],
      sortable: { Month: { sql: 's.month', type: 'text' } },
      tieBreaker: [{ sql: 's.month', type: 'text' }],
      totals: `coalesce(sum(s.results), 0)::float8 as "ResultsCents", coalesce(sum(s.payments), 0)::float8 as "PaymentsCents"`,
    };
  },
});
