import { msg } from '@lingui/core/macro';
import { statementByMonth as statementByMonthCall, type StatementMonth } from '../../../contract/statements.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { STATEMENT_BY_MONTH_PATH } from '../statementPaths.ts';

/** A user's statement per month (spec 02 §7.12 statementByMonth), reached from a row of Payments. */
export const statementByMonth: ScreenDeclaration = {
  id: 'statementByMonth',
  title: msg`Statement by Month`,
  // Its call is a history read (PAYMENTHIST): guarded by Payment History's entry, as the server guards the call.
  menuItem: 'paymentHistory',
  path: STATEMENT_BY_MONTH_PATH,
  filters: [{ kind: 'dateRange' }],
  views: [
    defineView<StatementMonth>({
      vw: 'PAYMENTHIST',
      label: msg`Statement by Month`,
      endpoints: { '4d': statementByMonthCall, tt: statementByMonthCall },
      columns: [
        { id: 'Month', header: msg`Month`, kind: 'text', value: (row) => row.Month },
        { id: 'OpeningCents', header: msg`Opening`, kind: 'money', value: (row) => row.OpeningCents },
        { id: 'ResultsCents', header: msg`Results`, kind: 'money', value: (row) => row.ResultsCents },
        { id: 'PaymentsCents', header: msg`Payments`, kind: 'money', value: (row) => row.PaymentsCents },
        { id: 'BalanceCents', header: msg`Balance`, kind: 'money', value: (row) => row.BalanceCents },
      ],
      rowKey: (row) => row.Month,
      defaultSort: { by: 'Month', direction: 'desc' },
      totals: ['ResultsCents', 'PaymentsCents'],
      example: { Month: '2026-11', OpeningCents: 20_000, ResultsCents: -1_250, PaymentsCents: 500, BalanceCents: 19_250 },
    }),
  ],
};
