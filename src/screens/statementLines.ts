import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatementKind, StatementLine } from '../../contract/statements.ts';
import type { ScreenColumn, ScreenView } from './declaration.ts';

/** What the screens of statement lines (a user's statement, Payment History) show alike. */

/** A statement line's kind as the statement names it (contract/statements.ts STATEMENT_KINDS). */
export const STATEMENT_KIND_LABELS: Record<StatementKind, MessageDescriptor> = {
  opening: msg`Opening Balance`,
  winloss: msg`Win/Loss`,
  commission: msg`Commission`,
  tax: msg`Tax`,
  share: msg`Share`,
  downline: msg`Downline`,
  payment: msg`Payment`,
  sub_share: msg`Sub Share`,
  share_claim: msg`Share Claim`,
  share_claim_back: msg`Share Claim Back`,
  group_expense: msg`Group Expense`,
};

export const LINE_DATE: ScreenColumn<StatementLine> = { id: 'Date', header: msg`Date`, kind: 'text', value: (row) => row.Date };
export const LINE_AMOUNT: ScreenColumn<StatementLine> = { id: 'AmountCents', header: msg`Amount`, kind: 'money', value: (row) => row.AmountCents };
/** The remark, and who recorded the line (a payment's upline; none for a settled draw's line). */
export const LINE_NOTES: readonly ScreenColumn<StatementLine>[] = [
  { id: 'Remark', header: msg`Remark`, kind: 'text', value: (row) => row.Remark ?? '' },
  { id: 'CreatedBy', header: msg`Recorded By`, kind: 'text', value: (row) => row.CreatedBy ?? '' },
];

/** Lines newest first, one per entry, the amounts totalled. */
export const LINE_ORDER: Pick<ScreenView<StatementLine>, 'rowKey' | 'defaultSort' | 'totals'> = {
  rowKey: (row) => String(row.EntryId),
  defaultSort: { by: 'EntryId', direction: 'desc' },
  totals: ['AmountCents'],
};
