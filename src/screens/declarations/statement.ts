import { msg } from '@lingui/core/macro';
import { statementByUserId, type StatementLine } from '../../../contract/statements.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { LINE_AMOUNT, LINE_DATE, LINE_NOTES, LINE_ORDER, STATEMENT_KIND_LABELS } from '../statementLines.ts';
import { STATEMENT_PATH } from '../statementPaths.ts';

/**
 * A user's statement by draw (spec 02 §7.12 statementByUserId), reached from a row of Payments: every
 * line of the user (UserId in the URL) in the range, with its draw's day and the balance after it.
 */
export const statement: ScreenDeclaration = {
  id: 'statement',
  title: msg`Statement`,
  // Its call is a history read (PAYMENTHIST): guarded by Payment History's entry, as the server guards the call.
  menuItem: 'paymentHistory',
  path: STATEMENT_PATH,
  filters: [{ kind: 'dateRange' }],
  views: [
    defineView<StatementLine>({
      vw: 'PAYMENTHIST',
      label: msg`Statement`,
      endpoints: { '4d': statementByUserId, tt: statementByUserId },
      columns: [
        LINE_DATE,
        { id: 'DrawId', header: msg`Draw`, kind: 'text', value: (row) => (row.DrawId === null ? '' : String(row.DrawId)) },
        { id: 'Kind', header: msg`Type`, kind: 'text', value: (row) => STATEMENT_KIND_LABELS[row.Kind] },
        LINE_AMOUNT,
        { id: 'BalanceCents', header: msg`Balance`, kind: 'money', value: (row) => row.BalanceCents },
        ...LINE_NOTES,
      ],
      ...LINE_ORDER,
      example: {
        EntryId: 12,
        UserId: 'member1',
        Date: '2026-11-22',
        DrawId: 40,
        Kind: 'winloss',
        AmountCents: -1_250,
        BalanceCents: 18_750,
        Remark: null,
        CreatedBy: null,
        CreatedAt: '2026-11-22T11:00:00.000Z',
      },
    }),
  ],
};
