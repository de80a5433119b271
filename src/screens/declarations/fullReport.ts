import { msg } from '@lingui/core/macro';
import { reportFull, reportFull2, type FullRow } from '../../../contract/reportsFull.ts';
import { defineView, type DrillDown, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';
import { memberTreeSource, reportDaysSource } from '../optionSources.ts';
import { FULL_REPORT_TICKETS_PATH } from './fullReportTickets.ts';

/**
 * A row's drill-down (issue 22): an agent's branch opens its own direct downlines on this screen (the
 * breadcrumb grows by that user); a player, or the user's own row, opens its tickets (reportBetPage)
 * with the trail back.
 */
const drill = (row: FullRow): DrillDown =>
  row.Member || row.Own ? { page: FULL_REPORT_TICKETS_PATH, changes: { UserId: row.UserId } } : { changes: { UserId: row.UserId } };

const USER: ScreenColumn<FullRow> = { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill };
const money = (id: keyof FullRow & `${string}Cents`, header: ReturnType<typeof msg>): ScreenColumn<FullRow> => ({ id, header, kind: 'money', value: (row) => row[id] });
const FIGURES: ScreenColumn<FullRow>[] = [
  money('TurnoverCents', msg`Turnover`),
  money('WinLossCents', msg`Win/Loss`),
  money('CommissionCents', msg`Commission`),
  money('TaxCents', msg`Tax`),
  money('ShareCents', msg`Share`),
  money('NetCents', msg`Net`),
];
const TOTALS = ['TurnoverCents', 'WinLossCents', 'CommissionCents', 'TaxCents', 'ShareCents', 'NetCents'];
const EXAMPLE: FullRow = {
  UserId: 'agent1', Own: false, Member: false, LocId: 'SG', TurnoverCents: 120_000, WinLossCents: -45_000, CommissionCents: 6_000,
  TaxCents: -120, ShareCents: 13_500, NetCents: -25_620,
};

/**
 * Full Report (spec 02 §2.2 /report/{tt}full; §7.13; DOMAIN.md "The reports, by what they sum"): per
 * direct downline of the caller (or of the user drilled into), that branch's turnover, win/loss,
 * commission, tax, share result and net over the settled draws of the range, and the user's own row
 * (grey, as the upline's row), so the totals row is the user's own figure as its upline sees it
 * (server/reports/full/downlineFigures.ts). The range opens on the latest settled draw day. By
 * Location (RPTFULL2) splits each row by location of the game (SG and MG for 4D).
 */
export const fullReport: ScreenDeclaration = {
  id: 'fullReport',
  title: msg`Full Report`,
  menuItem: 'fullReport',
  filters: [
    { kind: 'dateRange', required: true, default: { latestOf: reportDaysSource } },
    { kind: 'user', options: memberTreeSource },
  ],
  views: [
    defineView<FullRow>({
      vw: 'RPTFULL',
      label: msg`Full Report`,
      endpoints: { '4d': reportFull, tt: reportFull },
      columns: [USER, ...FIGURES],
      rowKey: (row) => row.UserId,
      upline: (row) => row.Own,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: TOTALS,
      example: EXAMPLE,
    }),
    defineView<FullRow>({
      vw: 'RPTFULL2',
      label: msg`By Location`,
      endpoints: { '4d': reportFull2, tt: reportFull2 },
      columns: [USER, { id: 'LocId', header: msg`Location`, kind: 'text', value: (row) => row.LocId }, ...FIGURES],
      rowKey: (row) => `${row.UserId}:${row.LocId}`,
      upline: (row) => row.Own,
      defaultSort: { by: 'UserId', direction: 'asc' },
      totals: TOTALS,
      example: { ...EXAMPLE, LocId: 'MG' },
    }),
  ],
};
