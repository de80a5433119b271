import { msg } from '@lingui/core/macro';
import { reportCollectionFull, type CollectionRow } from '../../../contract/reportsCollection.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';
import { STATEMENT_PATH } from '../statementPaths.ts';

/**
 * Collection Report (spec 02 §2.2 /report/collection, VW RPTCOL; §7.13 reportCollectionFull;
 * DOMAIN.md 7): for the range, what each direct downline is payable (positive: owed to it) or
 * receivable (negative: it owes), from the ledger, and the subject's own row (grey): the totals row's
 * Net is what the subject's upline owes it (negative: what it owes its upline). An agent's row drills
 * into its own downline's collection; every row opens its statement. Without a range every line of
 * the location counts (the account since the start).
 */
const money = (id: keyof CollectionRow & `${string}Cents`, header: ScreenColumn<CollectionRow>['header']): ScreenColumn<CollectionRow> => ({
  id,
  header,
  kind: 'money',
  value: (row) => row[id],
});

export const collectionReport: ScreenDeclaration = {
  id: 'collectionReport',
  title: msg`Collection Report`,
  menuItem: 'collectionReport',
  filters: [{ kind: 'dateRange' }, { kind: 'user', options: memberTreeSource }],
  views: [
    defineView<CollectionRow>({
      vw: 'RPTCOL',
      label: msg`Collection Report`,
      endpoints: { '4d': reportCollectionFull, tt: reportCollectionFull },
      columns: [
        // A downline agent's row drills into its own collection; the own row and a member have none below.
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => (row.Own || row.Role === 'MEM' ? null : { changes: { UserId: row.UserId } }) },
        money('WinLossCents', msg`Win/Loss`),
        money('CommissionCents', msg`Commission`),
        money('TaxCents', msg`Tax`),
        money('ShareCents', msg`Share`),
        money('DownlineCents', msg`Downline`),
        money('NetCents', msg`Net`),
        money('TransfersCents', msg`Transfers`),
        money('PaymentsCents', msg`Payments`),
        money('OutstandingCents', msg`Outstanding`),
      ],
      rowKey: (row) => row.UserId,
      upline: (row) => row.Own,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: ['WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'DownlineCents', 'NetCents', 'TransfersCents', 'PaymentsCents', 'OutstandingCents'],
      example: {
        UserId: 'agent1',
        UserName: '',
        Role: 'AG',
        Own: false,
        WinLossCents: 0,
        CommissionCents: 1_200,
        TaxCents: -50,
        ShareCents: 3_000,
        DownlineCents: -9_000,
        NetCents: -4_850,
        TransfersCents: 0,
        PaymentsCents: 2_000,
        OutstandingCents: -2_850,
      },
      actions: [{ kind: 'link', id: 'statement', label: msg`Statement`, to: (row) => ({ page: STATEMENT_PATH, changes: { UserId: row.UserId } }) }],
    }),
  ],
};
