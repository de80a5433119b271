import { msg } from '@lingui/core/macro';
import { selectStatementSum, type StatementSumRow } from '../../../contract/statements.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { PAYMENT_FORM_PATH, STATEMENT_BY_MONTH_PATH, STATEMENT_PATH } from '../statementPaths.ts';

/**
 * Payments (spec 02 §2.2 /admin/payments, VW PAYMENT; §7.12 selectStatementSum): each direct downline
 * of the caller (or of the user chosen, an agent's row drills into its own downline) with its
 * statement over the range: opening, results, payments, balance, and AccBal now. A row records a
 * payment from or to the user (the payment form), or opens its statement by draw or by month; the
 * trail leads back here.
 */
export const payments: ScreenDeclaration = {
  id: 'payments',
  title: msg`Payments`,
  menuItem: 'payments',
  filters: [{ kind: 'dateRange' }, { kind: 'user', options: memberTreeSource }],
  views: [
    defineView<StatementSumRow>({
      vw: 'PAYMENT',
      label: msg`Payments`,
      endpoints: { '4d': selectStatementSum, tt: selectStatementSum },
      columns: [
        // An agent's row drills into its downline; a member has none.
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => (row.Role === 'MEM' ? null : { changes: { UserId: row.UserId } }) },
        { id: 'OpeningCents', header: msg`Opening`, kind: 'money', value: (row) => row.OpeningCents },
        { id: 'ResultsCents', header: msg`Results`, kind: 'money', value: (row) => row.ResultsCents },
        { id: 'PaymentsCents', header: msg`Payments`, kind: 'money', value: (row) => row.PaymentsCents },
        { id: 'BalanceCents', header: msg`Balance`, kind: 'money', value: (row) => row.BalanceCents },
        { id: 'AccBalCents', header: msg`AccBal`, kind: 'money', value: (row) => row.AccBalCents },
      ],
      rowKey: (row) => row.UserId,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: ['OpeningCents', 'ResultsCents', 'PaymentsCents', 'BalanceCents', 'AccBalCents'],
      example: { UserId: 'member1', UserName: '', Role: 'MEM', OpeningCents: 20_000, ResultsCents: -1_250, PaymentsCents: 500, BalanceCents: 19_250, AccBalCents: 19_250, Payable: true },
      actions: [
        // Only where the server takes it: an agent pays its direct downlines, not a sub-agent's.
        { kind: 'link', id: 'payment', label: msg`Payment`, to: (row) => ({ page: PAYMENT_FORM_PATH, changes: { UserId: row.UserId } }), when: (row) => row.Payable },
        { kind: 'link', id: 'statement', label: msg`Statement`, to: (row) => ({ page: STATEMENT_PATH, changes: { UserId: row.UserId } }) },
        { kind: 'link', id: 'byMonth', label: msg`By Month`, to: (row) => ({ page: STATEMENT_BY_MONTH_PATH, changes: { UserId: row.UserId } }) },
      ],
    }),
  ],
};
