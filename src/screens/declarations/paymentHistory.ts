import { msg } from '@lingui/core/macro';
import { deleteStatement2, statementByUserId, type StatementLine } from '../../../contract/statements.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { paymentUsersSource } from '../optionSources.ts';
import { writeCall } from '../rowActions.ts';
import { LINE_AMOUNT, LINE_DATE, LINE_NOTES, LINE_ORDER } from '../statementLines.ts';

/**
 * Payment History (spec 02 §2.2 /admin/paymentHist, VW PAYMENTHIST; §7.12 statementByUserId with
 * Kind=payment, deleteStatement2): the payments recorded for the users the caller may pay (or the
 * one chosen) in the range, newest first. Delete removes a payment after a confirmation, and its
 * effect on the user's AccBal with it.
 */
export const paymentHistory: ScreenDeclaration = {
  id: 'paymentHistory',
  title: msg`Payment History`,
  menuItem: 'paymentHistory',
  filters: [{ kind: 'dateRange' }, { kind: 'user', options: paymentUsersSource }],
  views: [
    defineView<StatementLine>({
      vw: 'PAYMENTHIST',
      label: msg`Payment History`,
      endpoints: { '4d': statementByUserId, tt: statementByUserId },
      fixedQuery: { Kind: 'payment' },
      columns: [
        LINE_DATE,
        { id: 'UserId', header: msg`User Id`, kind: 'text', value: (row) => row.UserId },
        // A payment line is negative when the user was paid, positive when it paid (migration 0014).
        { id: 'Direction', header: msg`Direction`, kind: 'text', value: (row) => (row.AmountCents > 0 ? msg`Received` : msg`Paid`) },
        LINE_AMOUNT,
        ...LINE_NOTES,
      ],
      ...LINE_ORDER,
      example: {
        EntryId: 31,
        UserId: 'member1',
        Date: '2026-11-25',
        DrawId: null,
        Kind: 'payment',
        AmountCents: 5_000,
        BalanceCents: 25_000,
        Remark: 'cash',
        CreatedBy: 'agent1',
        CreatedAt: '2026-11-25T03:00:00.000Z',
      },
      actions: [
        {
          kind: 'write',
          id: 'delete',
          label: msg`Delete`,
          confirm: (row) => msg`Delete the payment of ${row.UserId} on ${row.Date}? Its effect on the balance is reversed.`,
          call: (row) => writeCall(deleteStatement2, { params: { EntryId: row.EntryId } }),
        },
      ],
    }),
  ],
};
