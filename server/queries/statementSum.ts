/**
 * selectStatementSum and selectStatementSumFull (contract/statements.ts): each direct downline of
 * UserId (the caller by default; a user of its tree, server/queries/bettorScope.ts) over
 * DrawFrom..DrawTo (either may be left out). Opening is the balance brought forward: 'opening' lines
 * (carried over from before the ledger) and every line before DrawFrom; Results the lines settled
 * draws posted in the range; Payments the payment lines in the range; Balance their sum, the
 * balance at the end of the range; AccBal the balance now. Lines after DrawTo are left out, so
 * Balance equals AccBal when the range reaches today (users.acc_bal_cents is the sum of the lines).
 *
 * Parameters: $1 whose downlines, $2 DrawFrom or null, $3 DrawTo or null, $4 the caller (Payable).
 */
import { selectStatementSum, selectStatementSumFull } from '../../contract/statements.ts';
import type { PagedQuery } from '../db/pagedQuery.ts';
import type { HandlerRequest } from '../http/implement.ts';
import { payableBy } from '../ledger/payments.ts';
import { bettorOf } from './bettorScope.ts';
import { pagedCall, type Refusal } from './pagedCall.ts';
import { rangeRefusal, RESULT_KIND_LIST, STATEMENT_LINES, TRANSFER_KIND_LIST } from './statementLines.ts';

const IN_RANGE = `l.kind <> 'opening' and ($2::date is null or l.day >= $2::date)`;
const sumOf = (condition: string) => `coalesce(sum(l.amount) filter (where ${condition}), 0)::bigint`;

// Payable is read here, inside the one FROM, so the count query names the caller's parameter too.
const SUMS = `(select u.user_id, u.role, u.acc_bal_cents as acc, ${payableBy('u.user_id', 4)} as payable,
    ${sumOf(`l.kind = 'opening' or ($2::date is not null and l.day < $2::date)`)} as opening,
    ${sumOf(`${IN_RANGE} and l.kind in (${RESULT_KIND_LIST})`)} as results,
    ${sumOf(`${IN_RANGE} and l.kind = 'winloss'`)} as winloss,
    ${sumOf(`${IN_RANGE} and l.kind = 'commission'`)} as commission,
    ${sumOf(`${IN_RANGE} and l.kind = 'tax'`)} as tax,
    ${sumOf(`${IN_RANGE} and l.kind = 'share'`)} as share,
    ${sumOf(`${IN_RANGE} and l.kind = 'downline'`)} as downline,
    ${sumOf(`${IN_RANGE} and l.kind in (${TRANSFER_KIND_LIST})`)} as transfers,
    ${sumOf(`${IN_RANGE} and l.kind = 'payment'`)} as payments
  from users u left join ${STATEMENT_LINES} l on l.user_id = u.user_id and (l.kind = 'opening' or $3::date is null or l.day <= $3::date)
  where u.parent_id = $1 and u.user_id <> $1
  group by u.user_id, u.role, u.acc_bal_cents) s`;

const SUM_COLUMNS = `s.user_id as "UserId", ''::text as "UserName", s.role as "Role", s.opening::float8 as "OpeningCents",
  s.results::float8 as "ResultsCents", s.payments::float8 as "PaymentsCents", (s.opening + s.results + s.payments)::float8 as "BalanceCents",
  s.acc::float8 as "AccBalCents", s.payable as "Payable"`;
const KIND_COLUMNS = `s.winloss::float8 as "WinLossCents", s.commission::float8 as "CommissionCents", s.tax::float8 as "TaxCents",
  s.share::float8 as "ShareCents", s.downline::float8 as "DownlineCents", s.transfers::float8 as "TransfersCents"`;
const total = (sql: string, name: string) => `coalesce(sum(${sql}), 0)::float8 as "${name}"`;
const SUM_TOTALS = [
  total('s.opening', 'OpeningCents'),
  total('s.results', 'ResultsCents'),
  total('s.payments', 'PaymentsCents'),
  total('s.opening + s.results + s.payments', 'BalanceCents'),
  total('s.acc', 'AccBalCents'),
].join(', ');
const KIND_TOTALS = [
  total('s.winloss', 'WinLossCents'),
  total('s.commission', 'CommissionCents'),
  total('s.tax', 'TaxCents'),
  total('s.share', 'ShareCents'),
  total('s.downline', 'DownlineCents'),
  total('s.transfers', 'TransfersCents'),
].join(', ');

type SumSortBy = 'UserId' | 'OpeningCents' | 'ResultsCents' | 'PaymentsCents' | 'BalanceCents' | 'AccBalCents';

async function sumQuery(
  { query, caller, db }: Pick<HandlerRequest<typeof selectStatementSum>, 'query' | 'caller' | 'db'>,
  full: boolean,
): Promise<PagedQuery<SumSortBy> | Refusal> {
  const refusal = rangeRefusal(query);
  if (refusal) return refusal;
  const userId = await bettorOf(db, caller, query.UserId);
  if (typeof userId !== 'string') return userId;
  return {
    columns: full ? `${SUM_COLUMNS}, ${KIND_COLUMNS}` : SUM_COLUMNS,
    from: SUMS,
    where: 'true',
    params: [userId, query.DrawFrom ?? null, query.DrawTo ?? null, caller.userId],
    sortable: {
      UserId: { sql: 's.user_id', type: 'text' },
      OpeningCents: { sql: 's.opening', type: 'bigint' },
      ResultsCents: { sql: 's.results', type: 'bigint' },
      PaymentsCents: { sql: 's.payments', type: 'bigint' },
      BalanceCents: { sql: '(s.opening + s.results + s.payments)', type: 'bigint' },
      AccBalCents: { sql: 's.acc', type: 'bigint' },
    },
    tieBreaker: [{ sql: 's.user_id', type: 'text' }],
    totals: full ? `${SUM_TOTALS}, ${KIND_TOTALS}` : SUM_TOTALS,
  };
}

export const statementSumCall = pagedCall({ endpoint: selectStatementSum, csvName: 'statement-sum', query: (request) => sumQuery(request, false) });
export const statementSumFullCall = pagedCall({ endpoint: selectStatementSumFull, csvName: 'statement-sum-full', query: (request) => sumQuery(request, true) });
