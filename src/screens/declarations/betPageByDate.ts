import { msg } from '@lingui/core/macro';
import { betByDay } from '../../../contract/betViews.ts';
import { betSummaryFull, type ReportRow } from '../../../contract/betSummaryReports.ts';
import type { Figures } from '../../../contract/betFigures.ts';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { BET_PAGE_BY_DATE_PATH, BETS_BY_DATE_FILTERS } from '../betPagePaths.ts';
import { EXAMPLE_FIGURES, FIGURE_TOTALS, figureColumns } from '../betFigureColumns.ts';

type DayRow = { DrawId: number; DrawDate: string } & Figures;

/** A draw of the range on Bet Summary: a drill-down that leaves the screen, with the trail back. */
const summaryOfDraw = (row: { DrawId: number }) => ({ screen: 'betSummary' as const, changes: { DrawId: String(row.DrawId) } });

/**
 * Bets By Day (spec 02 §6 BETPAGEBYDATE; §7.6 bet/betByDay, §7.7 betSummaryFull): the branch's bets in
 * the draws of a range of days, per draw (a draw leads to its Bet Summary), or per user and draw with
 * the turnover of each bet type (the Bet Summary report over a range).
 */
export const betPageByDate: ScreenDeclaration = {
  id: 'betPageByDate',
  title: msg`Bets By Day`,
  menuItem: 'betSummary',
  path: BET_PAGE_BY_DATE_PATH,
  filters: BETS_BY_DATE_FILTERS,
  views: [
    defineView<DayRow>({
      vw: 'BETPAGEBYDATE',
      label: msg`By Day`,
      endpoints: { '4d': betByDay, tt: betByDay },
      columns: [{ id: 'DrawDate', header: msg`Draw Date`, kind: 'link', value: (row) => row.DrawDate, drill: summaryOfDraw }, ...figureColumns<DayRow>()],
      rowKey: (row) => String(row.DrawId),
      defaultSort: { by: 'DrawDate', direction: 'asc' },
      totals: FIGURE_TOTALS,
      example: { DrawId: 40, DrawDate: '2026-11-22', ...EXAMPLE_FIGURES },
    }),
    defineView<ReportRow>({
      vw: 'BETSUMMARY',
      label: msg`By User`,
      endpoints: { '4d': betSummaryFull, tt: betSummaryFull },
      columns: [
        { id: 'UserId', header: msg`User Id`, kind: 'link', value: (row) => row.UserId, drill: (row) => ({ changes: { UserId: row.UserId } }) },
        { id: 'DrawDate', header: msg`Draw Date`, kind: 'link', value: (row) => row.DrawDate, drill: summaryOfDraw },
        { id: 'Bets', header: msg`Bets`, kind: 'number', value: (row) => row.Bets },
        { id: 'Tickets', header: msg`Tickets`, kind: 'number', value: (row) => row.Tickets },
        { id: 'StraightCents', header: msg`Straight`, kind: 'money', value: (row) => row.StraightCents },
        { id: 'RollCents', header: msg`Roll`, kind: 'money', value: (row) => row.RollCents },
        { id: 'IBetCents', header: msg`iBet`, kind: 'money', value: (row) => row.IBetCents },
        { id: 'KBetCents', header: msg`kBet`, kind: 'money', value: (row) => row.KBetCents },
        { id: 'TotoCents', header: msg`TOTO`, kind: 'money', value: (row) => row.TotoCents },
        { id: 'CostCents', header: msg`Turnover`, kind: 'money', value: (row) => row.CostCents },
      ],
      rowKey: (row) => `${row.UserId}:${row.DrawId}`,
      defaultSort: { by: 'DrawDate', direction: 'asc' },
      totals: ['Bets', 'Tickets', 'StraightCents', 'RollCents', 'IBetCents', 'KBetCents', 'TotoCents', 'CostCents'],
      example: {
        UserId: 'member1',
        UserName: '',
        DrawId: 40,
        DrawDate: '2026-11-22',
        Bets: 3,
        Tickets: 12,
        StraightCents: 200,
        RollCents: 1_000,
        IBetCents: 0,
        KBetCents: 0,
        TotoCents: 0,
        CostCents: 1_200,
      },
    }),
  ],
};
