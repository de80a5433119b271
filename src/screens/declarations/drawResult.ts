import { msg } from '@lingui/core/macro';
import { drawResultReport, type DrawResultRow } from '../../../contract/drawResults.ts';
import { defineView, type ScreenColumn, type ScreenDeclaration } from '../declaration.ts';

const DRAW_DATE: ScreenColumn<DrawResultRow> = { id: 'DrawDate', header: msg`Draw Date`, kind: 'text', value: (row) => row.DrawDate };

/** A 4D result: the three top prizes, then the 10 Starter and 10 Consolation numbers as one list cell each (it wraps, five to a line). */
const FOUR_D_COLUMNS: readonly ScreenColumn<DrawResultRow>[] = [
  DRAW_DATE,
  { id: 'First', header: msg`1st`, kind: 'text', value: (row) => row.First },
  { id: 'Second', header: msg`2nd`, kind: 'text', value: (row) => row.Second },
  { id: 'Third', header: msg`3rd`, kind: 'text', value: (row) => row.Third },
  { id: 'Starters', header: msg`Starter`, kind: 'list', value: (row) => row.Starters },
  { id: 'Consolations', header: msg`Consolation`, kind: 'list', value: (row) => row.Consolations },
];

/** A TOTO result: the six numbers and the additional number. */
const TOTO_COLUMNS: readonly ScreenColumn<DrawResultRow>[] = [
  DRAW_DATE,
  { id: 'Numbers', header: msg`Numbers`, kind: 'text', value: (row) => row.Numbers },
  { id: 'Additional', header: msg`Additional`, kind: 'text', value: (row) => (row.Additional === null ? null : String(row.Additional)) },
];

const EXAMPLE_RESULT: DrawResultRow = {
  DrawId: 7,
  DrawDate: '2026-11-22',
  First: '1234',
  Second: '5678',
  Third: '9012',
  Starters: '0001 0002 0003 0004 0005 0006 0007 0008 0009 0010',
  Consolations: '1001 1002 1003 1004 1005 1006 1007 1008 1009 1010',
  Numbers: null,
  Additional: null,
};

/**
 * Draw Result (spec 02 §2.2 /report/{tt}drawResult; issue 15): every drawn draw of the location with
 * its numbers, newest first, within an optional DrawFrom/DrawTo range. Members read it too (the menu
 * decision drawResultForEveryone); TT shows the TOTO numbers (the view's gameColumns).
 */
export const drawResult: ScreenDeclaration = {
  id: 'drawResult',
  title: msg`Draw Result`,
  menuItem: 'drawResultReport',
  filters: [{ kind: 'dateRange' }],
  views: [
    defineView<DrawResultRow>({
      vw: 'RPTRESULT',
      label: msg`Draw Result`,
      endpoints: { '4d': drawResultReport, tt: drawResultReport },
      columns: FOUR_D_COLUMNS,
      gameColumns: { tt: TOTO_COLUMNS },
      rowKey: (row) => String(row.DrawId),
      defaultSort: { by: 'DrawDate', direction: 'desc' },
      totals: [],
      example: EXAMPLE_RESULT,
    }),
  ],
};
