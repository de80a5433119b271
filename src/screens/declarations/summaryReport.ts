import { msg } from '@lingui/core/macro';
import {
  dSelectStatementSummary,
  mMemberReportSummary,
  reportSummary3,
  type MemberSummaryRow,
  type StatementSummaryRow,
  type SummaryRow,
} from '../../../contract/reportsSummary.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource } from '../optionSources.ts';

/**
 * Summary Report (spec 02 §2.2 /report/summary; §6 RPTSUM, RPTMEM; §7.13 reportSummary3,
 * mMemberReportSummary, dSelectStatementSummary): totals per draw for the caller (or the user chosen
 * of its tree; a member its own). Three views: the branch's figures (RPTSUM), the own bets (RPTMEM),
 * the statement per draw and kind (PAYMENTHIST). A draw's day drills into the Collection report of
 * that day.
 */
const money = <Row,>(id: string, header: ScreenColumn<Row>['header'], value: (row: Row) => number): ScreenColumn<Row> => ({ id, header, kind: 'money', value });
const drawDay = <Row extends { DrawDate: string }>(): ScreenColumn<Row> => ({
  id: 'DrawDate',
  header: msg`Draw Date`,
  kind: 'link',
  value: (row) => row.DrawDate,
  drill: (row) => ({ screen: 'collectionReport', changes: { DrawFrom: row.DrawDate, DrawTo: row.DrawDate } }),
});

export const summaryReport: ScreenDeclaration = {
  id: 'summaryReport',
  title: msg`Summary Report`,
  menuItem: 'summaryReport',
  filters: [{ kind: 'dateRange' }, { kind: 'user', options: memberTreeSource }],
  views: [
    defineView<SummaryRow>({
      vw: 'RPTSUM',
      label: msg`Summary`,
      endpoints: { '4d': reportSummary3, tt: reportSummary3 },
      columns: [
        drawDay<SummaryRow>(),
        money<SummaryRow>('TurnoverCents', msg`Turnover`, (row) => row.TurnoverCents),
        money<SummaryRow>('WinLossCents', msg`Win/Loss`, (row) => row.WinLossCents),
        money<SummaryRow>('CommissionCents', msg`Commission`, (row) => row.CommissionCents),
        money<SummaryRow>('TaxCents', msg`Tax`, (row) => row.TaxCents),
        money<SummaryRow>('ShareCents', msg`Share`, (row) => row.ShareCents),
        money<SummaryRow>('NetCents', msg`Net`, (row) => row.NetCents),
      ],
      rowKey: (row) => String(row.DrawId),
      defaultSort: { by: 'DrawDate', direction: 'desc' },
      totals: ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'],
      example: { DrawId: 40, DrawDate: '2026-11-22', TurnoverCents: 120_000, WinLossCents: -30_000, CommissionCents: 9_000, TaxCents: -600, ShareCents: 12_000, NetCents: -9_600 },
    }),
    defineView<MemberSummaryRow>({
      vw: 'RPTMEM',
      label: msg`Own Bets`,
      endpoints: { '4d': mMemberReportSummary, tt: mMemberReportSummary },
      columns: [
        { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
        { id: 'Tickets', header: msg`Tickets`, kind: 'number', value: (row) => row.Tickets },
        money<MemberSummaryRow>('TurnoverCents', msg`Turnover`, (row) => row.TurnoverCents),
        { id: 'Strikes', header: msg`Strikes`, kind: 'number', value: (row) => row.Strikes },
        money<MemberSummaryRow>('StrikeCents', msg`Payout`, (row) => row.StrikeCents),
        money<MemberSummaryRow>('WinLossCents', msg`Win/Loss`, (row) => row.WinLossCents),
        money<MemberSummaryRow>('CommissionCents', msg`Commission`, (row) => row.CommissionCents),
        money<MemberSummaryRow>('TaxCents', msg`Tax`, (row) => row.TaxCents),
        money<MemberSummaryRow>('NetCents', msg`Net`, (row) => row.NetCents),
      ],
      rowKey: (row) => String(row.DrawId),
      defaultSort: { by: 'DrawDate', direction: 'desc' },
      totals: ['Tickets', 'TurnoverCents', 'Strikes', 'StrikeCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'NetCents'],
      example: { DrawId: 40, DrawDate: '2026-11-22', Tickets: 3, TurnoverCents: 3_000, Strikes: 1, StrikeCents: 6_000, WinLossCents: 3_000, CommissionCents: 240, TaxCents: 0, NetCents: 3_240 },
    }),
    defineView<StatementSummaryRow>({
      vw: 'PAYMENTHIST',
      label: msg`Statement`,
      endpoints: { '4d': dSelectStatementSummary, tt: dSelectStatementSummary },
      columns: [
        { id: 'Date', header: msg`Date`, kind: 'text', value: (row) => row.Date },
        { id: 'DrawId', header: msg`Draw`, kind: 'text', value: (row) => (row.DrawId === null ? '' : String(row.DrawId)) },
        money<StatementSummaryRow>('WinLossCents', msg`Win/Loss`, (row) => row.WinLossCents),
        money<StatementSummaryRow>('CommissionCents', msg`Commission`, (row) => row.CommissionCents),
        money<StatementSummaryRow>('TaxCents', msg`Tax`, (row) => row.TaxCents),
        money<StatementSummaryRow>('ShareCents', msg`Share`, (row) => row.ShareCents),
        money<StatementSummaryRow>('DownlineCents', msg`Downline`, (row) => row.DownlineCents),
        money<StatementSummaryRow>('TransfersCents', msg`Transfers`, (row) => row.TransfersCents),
        money<StatementSummaryRow>('PaymentsCents', msg`Payments`, (row) => row.PaymentsCents),
        money<StatementSummaryRow>('TotalCents', msg`Total`, (row) => row.TotalCents),
      ],
      rowKey: (row) => `${row.Date}:${row.DrawId ?? ''}`,
      defaultSort: { by: 'Date', direction: 'desc' },
      totals: ['WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'DownlineCents', 'TransfersCents', 'PaymentsCents', 'TotalCents'],
      example: { DrawId: 40, Date: '2026-11-22', WinLossCents: 0, CommissionCents: 900, TaxCents: -50, ShareCents: 2_000, DownlineCents: -4_000, TransfersCents: 0, PaymentsCents: 0, TotalCents: -1_150 },
    }),
  ],
};
