import { msg } from '@lingui/core/macro';
import { betByDayGroupByNumber, betView2ByDateFull } from '../../../contract/betViews.ts';
import type { BetTypeSchema, Figures } from '../../../contract/betFigures.ts';
import type { InferOutput } from 'valibot';
import { defineView, type ScreenDeclaration } from '../declaration.ts';
import { BET_VIEW_BY_DATE_PATH, BETS_BY_DATE_FILTERS } from '../betPagePaths.ts';
import { EXAMPLE_FIGURES, FIGURE_TOTALS, figureColumns } from '../betFigureColumns.ts';
import { betTypeText } from '../ticketView.ts';
import { betTone } from '../betTone.ts';

type NumberRow = { DrawId: number; DrawDate: string; Number: string } & Figures;
type NumberTypeRow = NumberRow & { BetType: InferOutput<typeof BetTypeSchema> };

/**
 * Bets By Number (spec 02 §6 BETVIEWBYDATE; §7.6 bet/view2ByDateFull, bet/byDayGroupByNumber): the
 * branch's bets in the draws of a range of days per draw, number and bet type, or per draw and number
 * over every bet type (the number's whole exposure), found by the start of the number.
 */
export const betViewByDate: ScreenDeclaration = {
  id: 'betViewByDate',
  title: msg`Bets By Number`,
  menuItem: 'betSummary',
  path: BET_VIEW_BY_DATE_PATH,
  filters: [...BETS_BY_DATE_FILTERS,
    { kind: 'text', param: 'txtSearch', label: msg`Number`, maxLength: 4 },
  ],
  views: [
    defineView<NumberTypeRow>({
      vw: 'BETVIEWBYDATE',
      label: msg`By Number and Bet Type`,
      endpoints: { '4d': betView2ByDateFull, tt: betView2ByDateFull },
      columns: [
        { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
        { id: 'BetType', header: msg`Bet Type`, kind: 'text', value: (row) => betTypeText(row.BetType) },
        ...figureColumns<NumberTypeRow>(),
      ],
      rowKey: (row) => `${row.DrawId}:${row.Number}:${row.BetType}`,
      defaultSort: { by: 'DrawDate', direction: 'asc' },
      tone: betTone,
      totals: FIGURE_TOTALS,
      example: { DrawId: 40, DrawDate: '2026-11-22', Number: '1234', BetType: 'straight', ...EXAMPLE_FIGURES },
    }),
    defineView<NumberRow>({
      vw: 'BETPAGEBYDATE',
      label: msg`By Number`,
      endpoints: { '4d': betByDayGroupByNumber, tt: betByDayGroupByNumber },
      columns: [
        { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate },
        { id: 'Number', header: msg`Number`, kind: 'text', value: (row) => row.Number },
        ...figureColumns<NumberRow>(),
      ],
      rowKey: (row) => `${row.DrawId}:${row.Number}`,
      defaultSort: { by: 'DrawDate', direction: 'asc' },
      totals: FIGURE_TOTALS,
      example: { DrawId: 40, DrawDate: '2026-11-22', Number: '1234', ...EXAMPLE_FIGURES },
    }),
  ],
};
