/**
 * statementByUserId (contract/statements.ts): a user's statement lines, by draw, with the balance
 * after each (lines in the order written, over all the user's lines, so a narrowed list still shows
 * the true balance). With UserId: that user of the caller's tree (itself included; a member its
 * own). Without: the lines of every user the caller may record payments for (Payment History, with
 * Kind=payment; server/ledger/payments.ts payableBy). Kind and DrawFrom..DrawTo narrow the lines.
 *
 * Parameters: $1 the caller, $2 the user or null, $3 the kind or null, $4 DrawFrom or null, $5 DrawTo or null.
 */
import { statementByUserId } from '../../contract/statements.ts';
import { payableBy } from '../ledger/payments.ts';
import { narrowingBettorOf } from './bettorScope.ts';
import { pagedCall } from './pagedCall.ts';
import { rangeRefusal, STATEMENT_LINES } from './statementLines.ts';

const LINES_WITH_BALANCE = `(select l.*, sum(l.amount) over (partition by l.user_id order by l.entry_id) as balance
  from ${STATEMENT_LINES} l
  where ($2::text is not null and l.user_id = $2) or ($2::text is null and ${payableBy('l.user_id', 1)})) s`;

export const statementByUserCall = pagedCall({
  endpoint: statementByUserId,
  csvName: 'statement',
  async query({ query, caller, db }) {
    const refusal = rangeRefusal(query);
    if (refusal) return refusal;
    const userId = await narrowingBettorOf(db, caller, query.UserId);
    if (userId !== null && typeof userId !== 'string') return userId;
    return {
      columns: `s.entry_id::float8 as "EntryId", s.user_id as "UserId", to_char(s.day, 'YYYY-MM-DD') as "Date", s.draw_id as "DrawId",
        s.kind as "Kind", s.amount::float8 as "AmountCents", s.balance::float8 as "BalanceCents", s.remark as "Remark",
        s.created_by as "CreatedBy", to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedAt"`,
      from: LINES_WITH_BALANCE,
      where: `($3::text is null or s.kind = $3) and ($4::date is null or s.day >= $4::date) and ($5::date is null or s.day <= $5::date)`,
      params: [caller.userId, userId, query.Kind ?? null, query.DrawFrom ?? null, query.DrawTo ?? null],
      sortable: {
        EntryId: { sql: 's.entry_id', type: 'bigint' },
        Date: { sql: 's.day', type: 'date' },
        UserId: { sql: 's.user_id', type: 'text' },
        AmountCents: { sql: 's.amount', type: 'bigint' },
      },
      tieBreaker: [{ sql: 's.entry_id', type: 'bigint' }],
      totals: `coalesce(sum(s.amount), 0)::float8 as "AmountCents"`,
    };
  },
});
