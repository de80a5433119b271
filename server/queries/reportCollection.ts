/**
 * reportCollectionFull (contract/reportsCollection.ts): the subject's direct downlines and, when it
 * has an upline, its own row, each with its ledger lines of the range by kind (set-based, one
 * grouped query). A downline's Net is its settled result (winloss + commission + tax + share +
 * downline lines); the subject's own row leaves out its 'downline' line (the sum of its downlines'
 * results, already in their rows), so the Net column sums to the subject's own movement with its
 * upline. Transfers and payments are shown apart; Outstanding = Net + Transfers + Payments.
 */
import { reportCollectionFull } from '../../contract/reportsCollection.ts';
import { bettorOf } from './bettorScope.ts';
import { pagedCall } from './pagedCall.ts';
import { rangeRefusal, TRANSFER_KIND_LIST } from './statementLines.ts';
import { ledgerRangeLines, rangeParams } from '../reports/collection/ledgerRange.ts';
import { figureColumns, figureTotals, KIND_FIGURES, linesSum as sumOf, type Figures } from '../reports/collection/figures.ts';

// $1 the subject; $2.. the range (ledgerRange.ts).
const ROWS = `(select r.user_id, r.role, r.own,
    ${sumOf(`l.kind = 'winloss'`)} as winloss,
    ${sumOf(`l.kind = 'commission'`)} as commission,
    ${sumOf(`l.kind = 'tax'`)} as tax,
    ${sumOf(`l.kind = 'share'`)} as share,
    ${sumOf(`l.kind = 'downline' and not r.own`)} as downline,
    ${sumOf(`l.kind in (${TRANSFER_KIND_LIST})`)} as transfers,
    ${sumOf(`l.kind = 'payment'`)} as payments
  from (select u.user_id, u.role, false as own from users u where u.parent_id = $1 and u.user_id <> $1
        union all
        select u.user_id, u.role, true from users u where u.user_id = $1 and u.parent_id is not null) r
  left join ${ledgerRangeLines(2)} l on l.user_id = r.user_id
  group by r.user_id, r.role, r.own) s`;

const NET = '(s.winloss + s.commission + s.tax + s.share + s.downline)';
const OUTSTANDING = `(${NET} + s.transfers + s.payments)`;
const FIGURES: Figures = [
  ...KIND_FIGURES,
  ['NetCents', NET],
  ['TransfersCents', 's.transfers'],
  ['PaymentsCents', 's.payments'],
  ['OutstandingCents', OUTSTANDING],
];

export const reportCollectionCall = pagedCall({
  endpoint: reportCollectionFull,
  csvName: 'collection-report',
  async query({ query, caller, location, db }) {
    const refusal = rangeRefusal(query);
    if (refusal) return refusal;
    const subject = await bettorOf(db, caller, query.UserId);
    if (typeof subject !== 'string') return subject;
    return {
      columns: [
        `s.user_id as "UserId", ''::text as "UserName", s.role as "Role", s.own as "Own"`,
        ...figureColumns(FIGURES),
      ].join(', '),
      from: ROWS,
      where: 'true',
      params: [subject, ...rangeParams({ location, drawFrom: query.DrawFrom ?? null, drawTo: query.DrawTo ?? null, drawId: query.DrawId ?? null })],
      sortable: {
        UserId: { sql: 's.user_id', type: 'text' },
        NetCents: { sql: NET, type: 'bigint' },
        TransfersCents: { sql: 's.transfers', type: 'bigint' },
        PaymentsCents: { sql: 's.payments', type: 'bigint' },
        OutstandingCents: { sql: OUTSTANDING, type: 'bigint' },
      },
      tieBreaker: [{ sql: 's.user_id', type: 'text' }],
      totals: figureTotals(FIGURES),
    };
  },
});
